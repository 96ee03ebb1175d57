/**
 * The daily backup with several server processes on one database (issue 31): each machine has its
 * own backup folder, and the day's backup is claimed, so the machines make one archive between
 * them; a machine whose holder died mid-backup is taken over once its heartbeat is stale.
 */
import { mkdtempSync, readdirSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { readConfig, type Config } from '../../config';
import { migrateToLatest, type DatabaseHandle } from '../../db/database';
import { seedDemoSchool } from '../../db/seed';
import { fillSchool, openFileSchool } from '../../testing/backupSchool';
import { dialects, openTestDatabase } from '../../testing/harness';
import { dailySlot } from './schedule';
import { BackupService } from './service';

jest.setTimeout(60_000);

const dailyArchives = (folder: string): string[] => {
  try {
    return readdirSync(folder).filter((name) => name.endsWith('-daily.tar.gz'));
  } catch {
    return [];
  }
};

describe.each(dialects())('the daily backup claimed across processes on %s', (dialect) => {
  let database: DatabaseHandle;
  let dataDir: string;
  let config: Config;
  beforeAll(async () => {
    if (dialect === 'sqlite') {
      const school = await openFileSchool();
      await fillSchool(school, 4);
      ({ database, dataDir, config } = school);
    } else {
      database = await openTestDatabase('postgres');
      await migrateToLatest(database.db);
      await seedDemoSchool(database.db, { schoolName: 'Lycée de test', students: 4, today: new Date('2026-11-21T08:00:00Z') });
      dataDir = mkdtempSync(path.join(tmpdir(), 'scola-claim-'));
      config = { ...readConfig({}), clientDir: '/nonexistent', dataDir, backupDir: path.join(dataDir, 'backups') };
    }
  });
  afterAll(async () => {
    await database.close();
    rmSync(dataDir, { recursive: true, force: true });
  });

  /** A machine of its own: its own backup folder (its own DATA_DIR), the same database, a fixed clock. */
  const machine = (name: string, now: Date) =>
    new BackupService({
      db: database.db,
      config: { ...config, backupDir: path.join(dataDir, `backups-${name}`) },
      now: () => now,
      holder: name,
    });

  const claimOf = (slot: Date) =>
    database.db
      .selectFrom('background_claims')
      .selectAll()
      .where('job', '=', 'daily-backup')
      .where('slot', '=', slot.toISOString())
      .executeTakeFirst();

  async function untilFinished(slot: Date) {
    for (let poll = 0; poll < 1000; poll++) {
      const claim = await claimOf(slot);
      if (claim?.finished_at) return claim;
      await new Promise((resolve) => setTimeout(resolve, 20));
    }
    throw new Error('the daily backup never finished');
  }

  it('makes one daily archive between two machines whose schedule is due', async () => {
    const now = new Date(2031, 5, 2, 3, 0);
    const machines = ['a', 'b'].map((name) => machine(name, now));
    machines.forEach((service) => service.startSchedule());
    const claim = await untilFinished(dailySlot('02:00', now)!);
    await Promise.all(machines.map((service) => service.stop()));
    const made = { a: dailyArchives(machines[0].directory), b: dailyArchives(machines[1].directory) };
    expect([...made.a, ...made.b]).toHaveLength(1);
    // The archive lands in the folder of the machine that holds the claim.
    expect(made[claim.holder as 'a' | 'b']).toHaveLength(1);
    // Neither machine warns of stale backups: the loser reads the day's backup from the claim.
    for (const service of machines) expect(await service.state()).toMatchObject({ stale: false, lastGoodAt: claim.finished_at });

    // The loser's next ticks skip: its own folder has no archive of the day, but the claim is finished.
    const loser = machine(claim.holder === 'a' ? 'b' : 'a', now);
    loser.startSchedule();
    await loser.stop();
    expect(dailyArchives(loser.directory)).toEqual([]);
  });

  it("skips while another machine's backup beats, and takes it over once that machine's heartbeat is stale", async () => {
    const now = new Date(2031, 5, 3, 3, 0);
    const slot = dailySlot('02:00', now)!;
    const minutesAgo = (minutes: number) => new Date(now.getTime() - minutes * 60_000).toISOString();
    await database.db
      .insertInto('background_claims')
      .values({
        job: 'daily-backup',
        slot: slot.toISOString(),
        holder: 'busy',
        claimed_at: minutesAgo(30),
        heartbeat_at: minutesAgo(1),
        finished_at: null,
      })
      .execute();
    const c = machine('c', now);
    c.startSchedule();
    // The stop waits for the tick: had it won the claim, the stop would have given it back (no row).
    await c.stop();
    expect(await claimOf(slot)).toMatchObject({ holder: 'busy', finished_at: null });
    expect(dailyArchives(c.directory)).toEqual([]);

    // The busy machine died: no beat for eleven minutes.
    await database.db
      .updateTable('background_claims')
      .set({ heartbeat_at: minutesAgo(11) })
      .where('slot', '=', slot.toISOString())
      .execute();
    const d = machine('d', now);
    d.startSchedule();
    expect(await untilFinished(slot)).toMatchObject({ holder: 'd' });
    await d.stop();
    expect(dailyArchives(d.directory)).toHaveLength(1);
  });
});

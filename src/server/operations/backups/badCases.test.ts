import { mkdirSync, readFileSync, readdirSync, rmSync, utimesSync, writeFileSync } from 'node:fs';
import { mkdtemp, open, readFile, writeFile } from 'node:fs/promises';
import path from 'node:path';
import SQLite from 'better-sqlite3';
import { restoreArchive } from '../../restore';
import { fillSchool, openFileSchool, type FileSchool } from '../../testing/backupSchool';
import { MANIFEST, SQLITE_FILE, type Manifest } from './manifest';
import { BackupService } from './service';
import { extractTarGz, writeTarGz, type TarInput } from './tarArchive';

const quiet = () => undefined;

/** Unpacks an archive, lets `edit` change its files, and packs it again under `name` (the manifest as edited, checksums untouched unless `recount`). */
async function repack(
  school: FileSchool,
  archive: string,
  name: string,
  edit: (folder: string, manifest: Manifest) => Promise<void>,
  recount = false,
) {
  const folder = await mkdtemp(path.join(school.dataDir, 'repack-'));
  const files = await extractTarGz(archive, folder);
  const manifest = JSON.parse(await readFile(path.join(folder, MANIFEST), 'utf8')) as Manifest;
  await edit(folder, manifest);
  const inputs: TarInput[] = files
    .filter((file) => file.name !== MANIFEST)
    .map((file) => ({ name: file.name, file: path.join(folder, file.name) }));
  const target = path.join(school.config.backupDir, name);
  await writeTarGz(target, inputs, {
    trailer: (written) => [{ name: MANIFEST, bytes: Buffer.from(JSON.stringify(recount ? { ...manifest, files: written } : manifest)) }],
  });
  rmSync(folder, { recursive: true, force: true });
  return target;
}

describe('backups, bad cases', () => {
  let school: FileSchool;
  let backups: BackupService;
  let archive: string;
  beforeAll(async () => {
    school = await openFileSchool();
    await fillSchool(school, 4);
    backups = new BackupService({ db: school.database.db, config: school.config });
    archive = path.join(school.config.backupDir, (await backups.backUp('manual'))!.name);
  });
  afterAll(async () => {
    await school.database.close();
    rmSync(school.dataDir, { recursive: true, force: true });
  });

  it('finds a corrupt or truncated archive unreadable, and the restore refuses it', async () => {
    const bytes = readFileSync(archive);
    const corrupt = Buffer.from(bytes);
    for (let at = 2000; at < 2100; at++) corrupt[at] ^= 0xff;
    writeFileSync(path.join(school.config.backupDir, 'scola-20260101-000000-manual.tar.gz'), corrupt);
    writeFileSync(path.join(school.config.backupDir, 'scola-20260102-000000-manual.tar.gz'), bytes.subarray(0, bytes.length - 100));
    for (const name of ['scola-20260101-000000-manual.tar.gz', 'scola-20260102-000000-manual.tar.gz']) {
      expect(await backups.verify(name)).toMatchObject({ verified: false, problem: 'backups.problem.unreadable' });
      await expect(
        restoreArchive(
          path.join(school.config.backupDir, name),
          { ...school.config, dataDir: path.join(school.dataDir, 'elsewhere') },
          quiet,
        ),
      ).rejects.toThrow('The archive cannot be opened or read');
    }
  });

  it('finds a file that differs from the manifest, and a database that fails its integrity check', async () => {
    await repack(school, archive, 'scola-20260103-000000-manual.tar.gz', async (folder) => {
      const photo = readdirSync(path.join(folder, 'photos'))[0];
      await writeFile(path.join(folder, 'photos', photo), 'not the photo');
    });
    expect(await backups.verify('scola-20260103-000000-manual.tar.gz')).toMatchObject({
      verified: false,
      problem: 'backups.problem.checksum',
    });

    await repack(
      school,
      archive,
      'scola-20260104-000000-manual.tar.gz',
      async (folder) => {
        // Garbage over the second page onwards: a b-tree the integrity check cannot walk.
        const handle = await open(path.join(folder, SQLITE_FILE), 'r+');
        await handle.write(Buffer.alloc(8192, 0x5a), 0, 8192, 4096);
        await handle.close();
      },
      true,
    );
    expect(await backups.verify('scola-20260104-000000-manual.tar.gz')).toMatchObject({
      verified: false,
      problem: 'backups.problem.integrity',
    });
  });

  it('refuses an archive from a newer version of Scola, clearly', async () => {
    const newer = await repack(school, archive, 'scola-20260105-000000-manual.tar.gz', async (_, manifest) => {
      manifest.migration = '0099_from_the_future';
    });
    expect(await backups.verify('scola-20260105-000000-manual.tar.gz')).toMatchObject({
      verified: false,
      problem: 'backups.problem.newerVersion',
      migration: '0099_from_the_future',
    });
    await expect(restoreArchive(newer, { ...school.config, dataDir: path.join(school.dataDir, 'elsewhere') }, quiet)).rejects.toThrow(
      'made by a newer version of Scola',
    );
  });

  it('refuses to start on a disk with too little room, writing nothing', async () => {
    const full = new BackupService({ db: school.database.db, config: school.config, freeBytes: () => Promise.resolve(10 * 1024 * 1024) });
    const before = readdirSync(school.config.backupDir).sort();
    await expect(full.start('manual')).rejects.toMatchObject({ statusCode: 507, messageKey: 'backups.problem.diskFull' });
    expect(readdirSync(school.config.backupDir).sort()).toEqual(before);
    expect((await full.state()).lastFailure).toMatchObject({ problem: 'backups.problem.diskFull' });
  });

  it('removes a partial archive when the disk fills up while writing', async () => {
    const before = readdirSync(school.config.backupDir).sort();
    const filling: typeof writeTarGz = async (target) => {
      await writeFile(target, Buffer.alloc(4096));
      throw Object.assign(new Error('no space left on device'), { code: 'ENOSPC' });
    };
    const full = new BackupService({ db: school.database.db, config: school.config, writer: filling });
    expect(await full.backUp('manual')).toBeNull();
    expect(readdirSync(school.config.backupDir).sort()).toEqual(before);
    expect((await full.state()).lastFailure).toMatchObject({ problem: 'backups.problem.diskFull' });
  });

  it('abandons a backup when the server stops, leaving no archive behind', async () => {
    const before = readdirSync(school.config.backupDir).sort();
    const stopping = new BackupService({ db: school.database.db, config: school.config });
    const { done } = await stopping.start('manual');
    await stopping.stop();
    expect(await done).toBeNull();
    expect(readdirSync(school.config.backupDir).sort()).toEqual(before);
  });

  it('lets saves go on while it backs up, and copies one consistent state', async () => {
    const { sqlite, database } = school;
    const first = (sqlite.prepare('select max(id) as id from audit_log').get() as { id: number }).id;
    let saving = true;
    let saved = 0;
    const saves = (async () => {
      while (saving) {
        // Two rows a transaction: a copy taken mid-transaction would hold an odd number.
        await database.db.transaction().execute(async (trx) => {
          for (let row = 0; row < 2; row++)
            await trx
              .insertInto('audit_log')
              .values({
                user_id: null,
                action: 'update',
                entity: 'mark',
                entity_id: 'x',
                before_json: null,
                after_json: null,
                created_at: new Date().toISOString(),
              })
              .execute();
        });
        saved++;
        await new Promise((resolve) => setImmediate(resolve));
      }
    })();
    const made = await backups.backUp('manual');
    saving = false;
    await saves;
    expect(made).toMatchObject({ verified: true, problem: null });
    expect(saved).toBeGreaterThan(0);
    expect((sqlite.prepare('select count(*) as n from audit_log where id > ?').get(first) as { n: number }).n).toBe(saved * 2);

    const folder = await mkdtemp(path.join(school.dataDir, 'check-'));
    await extractTarGz(path.join(school.config.backupDir, made!.name), folder);
    const copy = new SQLite(path.join(folder, SQLITE_FILE), { readonly: true });
    const { n, low, high } = copy
      .prepare('select count(*) as n, min(id) as low, max(id) as high from audit_log where id > ?')
      .get(first) as { n: number; low: number; high: number };
    copy.close();
    expect(n % 2).toBe(0);
    if (n) expect(high - low + 1).toBe(n);
  });

  it('makes the daily backup once its time has come (the schedule)', async () => {
    const now = new Date(2031, 5, 2, 3, 0);
    const daily = new BackupService({ db: school.database.db, config: school.config, now: () => now });
    daily.startSchedule();
    let state = await daily.state();
    for (let poll = 0; poll < 500 && (state.running || !state.backups.some((backup) => backup.reason === 'daily')); poll++) {
      await new Promise((resolve) => setTimeout(resolve, 20));
      state = await daily.state();
    }
    await daily.stop();
    const made = state.backups.filter((backup) => backup.reason === 'daily');
    expect(made).toHaveLength(1);
    expect(made[0]).toMatchObject({ createdAt: now.toISOString(), verified: true });
    expect(state.stale).toBe(false);
  });

  it("takes a backup made by hand after the time for the day's, and keeps it", async () => {
    const now = new Date(2031, 5, 3, 9, 0);
    const service = new BackupService({ db: school.database.db, config: school.config, now: () => now });
    const manual = await service.backUp('manual');
    expect(manual).toMatchObject({ verified: true });
    service.startSchedule();
    await new Promise((resolve) => setTimeout(resolve, 300));
    const state = await service.state();
    await service.stop();
    expect(state.running).toBeNull();
    expect(state.backups.filter((backup) => backup.createdAt.startsWith('2031-06-03'))).toEqual([
      expect.objectContaining({ name: manual!.name, reason: 'manual' }),
    ]);
  });

  it('sweeps what a server killed mid-backup left, and only that', async () => {
    const dir = school.config.backupDir;
    const old = new Date(Date.now() - 24 * 3600_000);
    mkdirSync(path.join(dir, '.work-leftover'));
    writeFileSync(path.join(dir, '.scola-20260101-000000-manual.tar.gz.partial'), 'half');
    writeFileSync(path.join(dir, 'notes.txt'), 'the admin keeps this');
    for (const name of ['.work-leftover', '.scola-20260101-000000-manual.tar.gz.partial', 'notes.txt'])
      utimesSync(path.join(dir, name), old, old);
    mkdirSync(path.join(dir, '.verify-in-progress'));
    expect(await backups.backUp('manual')).toMatchObject({ verified: true });
    const names = readdirSync(dir);
    expect(names).toEqual(expect.arrayContaining(['notes.txt', '.verify-in-progress']));
    expect(names).not.toEqual(expect.arrayContaining(['.work-leftover']));
    expect(names.filter((name) => name.endsWith('.partial'))).toEqual([]);
  });
});

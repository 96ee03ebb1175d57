import { readFileSync, readdirSync, rmSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import SQLite from 'better-sqlite3';
import { migratorFor } from '../../db/database';
import { restoreArchive, RestoreRefused } from '../../restore';
import { fillSchool, openFileSchool, photosOf, tablesOf, type FileSchool } from '../../testing/backupSchool';
import { SERVER_MARK } from './serverMark';
import { BackupService } from './service';

const quiet = () => undefined;

/** Backs the school up and closes it, answering the archive's path and the data as it was backed up. */
async function backUpAndClose(school: FileSchool) {
  const tables = tablesOf(school.sqlite);
  const photos = photosOf(school.dataDir);
  const made = await new BackupService({ db: school.database.db, config: school.config }).backUp('manual');
  expect(made).toMatchObject({ verified: true, problem: null });
  return { archive: path.join(school.config.backupDir, made!.name), tables, photos, made: made! };
}

describe('restore', () => {
  let school: FileSchool;
  afterEach(async () => {
    await school.database.close().catch(() => undefined);
    rmSync(school.dataDir, { recursive: true, force: true });
  });

  it('puts back every row of every table and every photo as they were backed up, and keeps what it replaced', async () => {
    school = await openFileSchool();
    await fillSchool(school);
    const key = readFileSync(path.join(school.dataDir, 'access-code.key'));
    const { archive, tables, photos, made } = await backUpAndClose(school);
    expect(Object.keys(photos)).toHaveLength(5);
    expect(made.photos).toBe(5);
    for (const area of [
      'marks',
      'roll_calls',
      'absences',
      'sanctions',
      'payments',
      'guardian_notices',
      'messages',
      'teacher_presences',
      'access_codes',
      'students',
      'audit_log',
    ])
      expect([area, tables[area]?.length > 0]).toEqual([area, true]);

    // The year goes on: marks change, a student and a photo go, payments come in, a photo is added.
    const { sqlite } = school;
    sqlite.prepare('update marks set value = 0').run();
    sqlite.pragma('foreign_keys = OFF');
    const gone = sqlite.prepare('select max(id) as id from students').get() as { id: number };
    sqlite.prepare('delete from students where id = ?').run(gone.id);
    const photoGone = sqlite.prepare('select id, photo from students where photo is not null order by id limit 1').get() as {
      id: number;
      photo: string;
    };
    sqlite.prepare('update students set photo = null where id = ?').run(photoGone.id);
    rmSync(path.join(school.dataDir, 'photos', photoGone.photo));
    writeFileSync(path.join(school.dataDir, 'photos', `${'a'.repeat(32)}.jpg`), 'new');
    const payment = sqlite.prepare('select * from payments order by id limit 1').get() as Record<string, unknown>;
    const receipt = (sqlite.prepare('select max(receipt_number) as n from payments').get() as { n: number }).n;
    for (let extra = 1; extra <= 3; extra++) {
      const row: Record<string, unknown> = { ...payment, receipt_number: receipt + extra, amount: 1000 * extra };
      delete row.id;
      sqlite
        .prepare(
          `insert into payments (${Object.keys(row).join(', ')}) values (${Object.keys(row)
            .map(() => '?')
            .join(', ')})`,
        )
        .run(...Object.values(row));
    }
    const changed = tablesOf(sqlite);
    expect(changed.marks).not.toEqual(tables.marks);
    await school.database.close();

    const lines: string[] = [];
    const result = await restoreArchive(archive, school.config, (line) => lines.push(line), new Date('2026-12-01T10:00:00Z'));

    school = { ...(await openFileSchool({ dataDir: school.dataDir })), dataDir: school.dataDir };
    expect(tablesOf(school.sqlite)).toEqual(tables);
    expect(photosOf(school.dataDir)).toEqual(photos);
    expect(readFileSync(path.join(school.dataDir, 'access-code.key'))).toEqual(key);
    expect(result.migrated).toEqual([]);
    // Nothing lost: the data the restore replaced is kept aside, changes and all.
    expect(result.aside).toBe(path.join(school.dataDir, 'before-restore-20261201-100000'));
    expect(readdirSync(result.aside!)).toEqual(expect.arrayContaining(['access-code.key', 'photos', 'scola.sqlite']));
    const aside = new SQLite(path.join(result.aside!, 'scola.sqlite'), { readonly: true });
    expect(tablesOf(aside)).toEqual(changed);
    aside.close();
    expect(Object.keys(photosOf(result.aside!))).toContain(`${'a'.repeat(32)}.jpg`);
    expect(lines.join('\n')).toMatch(/The archive is sound[\s\S]*kept in [\s\S]*Restored/);
  });

  it('migrates an archive made before the latest migration', async () => {
    school = await openFileSchool({
      migrateTo: async (database) => void (await (await migratorFor(database.db)).migrateTo('0017_staff_mail_queue')),
    });
    await fillSchool(school, 4);
    school.sqlite.prepare("delete from options where name like 'backup_%'").run();
    const { archive, made } = await backUpAndClose(school);
    expect(made.migration).toBe('0017_staff_mail_queue');
    await school.database.close();

    const result = await restoreArchive(archive, school.config, quiet);
    expect(result.migrated).toEqual([
      '0018_backup_options',
      '0019_letterhead',
      '0020_photo_imports',
      '0021_student_page_indexes',
      '0022_rush_indexes',
      '0023_rate_limits',
      '0024_data_versions',
      '0025_stored_images',
      '0026_report_card_batches',
      '0027_background_claims',
      '0028_student_search_trigrams',
      '0029_absences_by_day',
      '0030_cards_version',
    ]);
    school = await openFileSchool({ dataDir: school.dataDir });
    expect(school.sqlite.prepare("select value from options where name = 'backup_time'").get()).toEqual({ value: '02:00' });
  });

  it('refuses while a server runs on the data directory, and touches nothing', async () => {
    school = await openFileSchool();
    await fillSchool(school, 2);
    const { archive } = await backUpAndClose(school);
    await school.database.close();
    // The test's parent process stands in for a running server.
    writeFileSync(path.join(school.dataDir, SERVER_MARK), String(process.ppid));
    await expect(restoreArchive(archive, school.config, quiet)).rejects.toThrow(/is running on .*stop it first/);
    expect(readdirSync(school.dataDir).some((name) => name.startsWith('before-restore'))).toBe(false);
    // A mark left by a server that is gone does not stop it.
    writeFileSync(path.join(school.dataDir, SERVER_MARK), '999999999');
    await expect(restoreArchive(archive, school.config, quiet)).resolves.toMatchObject({ migrated: [] });
  });

  it('refuses a damaged archive and leaves the current data where it is', async () => {
    school = await openFileSchool();
    await fillSchool(school, 2);
    const { archive } = await backUpAndClose(school);
    const before = tablesOf(school.sqlite);
    await school.database.close();
    const bytes = readFileSync(archive);
    const truncated = path.join(school.dataDir, 'truncated.tar.gz');
    writeFileSync(truncated, bytes.subarray(0, Math.floor(bytes.length / 2)));
    await expect(restoreArchive(truncated, school.config, quiet)).rejects.toThrow(RestoreRefused);
    await expect(restoreArchive(truncated, school.config, quiet)).rejects.toThrow(
      'The archive was not restored: The archive cannot be opened or read',
    );
    expect(readdirSync(school.dataDir).some((name) => name.startsWith('before-restore') || name.startsWith('.restore'))).toBe(false);
    school = await openFileSchool({ dataDir: school.dataDir });
    expect(tablesOf(school.sqlite)).toEqual(before);
  });
});

import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { sql, type Kysely } from 'kysely';
import { readConfig } from '../../config';
import { migrateToLatest, originOf, type DatabaseHandle } from '../../db/database';
import type { Database } from '../../db/schema';
import { seedDemoSchool } from '../../db/seed';
import { openTestDatabase } from '../../testing/harness';
import { PG_DUMP_FILE } from './manifest';
import { pgRestore } from './pgTools';
import { BackupService } from './service';
import { extractTarGz } from './tarArchive';

/** Every row of every table of a schema, each table's rows in a stable order. */
async function tablesOf(db: Kysely<Database>, schema: string): Promise<Record<string, string[]>> {
  const names = await sql<{
    name: string;
  }>`select table_name as name from information_schema.tables where table_schema = ${schema} and table_type = 'BASE TABLE' order by table_name`.execute(
    db,
  );
  const tables: Record<string, string[]> = {};
  for (const { name } of names.rows) {
    const rows = await sql<Record<string, unknown>>`select * from ${sql.id(schema, name)}`.execute(db);
    tables[name] = rows.rows.map((row) => JSON.stringify(row)).sort();
  }
  return tables;
}

const onPostgres = process.env.TEST_DATABASE_URL ? describe : describe.skip;

onPostgres('pg_dump backups', () => {
  let database: DatabaseHandle;
  let dataDir: string;
  beforeAll(async () => {
    database = await openTestDatabase('postgres');
    await migrateToLatest(database.db);
    await seedDemoSchool(database.db, {
      schoolName: 'Lycée de test',
      students: 20,
      today: new Date('2026-11-21T08:00:00Z'),
      marks: true,
      presence: true,
      payments: true,
      notices: true,
    });
    dataDir = mkdtempSync(path.join(tmpdir(), 'scola-pg-backup-'));
  });
  afterAll(async () => {
    await database.close();
    rmSync(dataDir, { recursive: true, force: true });
  });

  it('dumps the school in custom format, verified with pg_restore, and the dump restores every row', async () => {
    const schema = originOf(database.db)!.pgSchema!;
    const config = { ...readConfig({}), dataDir, backupDir: path.join(dataDir, 'backups') };
    const backups = new BackupService({ db: database.db, config });
    expect(await backups.method()).toBe('pg_dump');
    const made = await backups.backUp('manual');
    expect(made).toMatchObject({ verified: true, problem: null, migration: expect.stringMatching(/^\d{4}_/) });
    const before = await tablesOf(database.db, schema);
    expect(before.marks.length).toBeGreaterThan(0);

    const folder = path.join(dataDir, 'unpacked');
    await extractTarGz(path.join(config.backupDir, made!.name), folder);
    // The school's schema moves aside and the dump makes it again: a restore into an empty schema.
    const aside = `${schema}_before`;
    await sql`alter schema ${sql.id(schema)} rename to ${sql.id(aside)}`.execute(database.db);
    try {
      await pgRestore({ url: process.env.TEST_DATABASE_URL! }, path.join(folder, PG_DUMP_FILE));
      expect(await tablesOf(database.db, schema)).toEqual(before);
    } finally {
      await sql`drop schema if exists ${sql.id(aside)} cascade`.execute(database.db);
    }
  });
});

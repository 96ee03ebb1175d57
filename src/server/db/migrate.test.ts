import { spawn } from 'node:child_process';
import { mkdtempSync, readdirSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { sql, type Kysely, type Migration } from 'kysely';
import { dialects, openTestDatabase } from '../testing/harness';
import { migrateToLatest, openDatabase, type DatabaseHandle } from './database';
import { migrationState } from './migrationState';
import { migrations } from './migrations';
import { isPostgres } from './migrations/dialect';

const names = async (db: Kysely<any>) =>
  (await sql<{ name: string }>`select name from kysely_migration order by name`.execute(db)).rows.map((row) => row.name);

/** Tables of this test's own schema only: other tests' schemas on the same PostgreSQL are listed too. */
async function tablesOf(db: Kysely<any>) {
  const schema = isPostgres(db) ? (await sql<{ schema: string }>`select current_schema() as schema`.execute(db)).rows[0].schema : undefined;
  return (await db.introspection.getTables()).filter((table) => schema === undefined || table.schema === schema);
}

const tableExists = async (db: Kysely<any>, table: string) => (await tablesOf(db)).some((one) => one.name === table);

/** A migration that changes tables old and new, then fails as a real one might: on a constraint. */
const failing: Migration = {
  async up(db) {
    await db.schema.createTable('half_done').addColumn('id', 'integer').execute();
    await sql`insert into half_done (id) values (1)`.execute(db);
    await db.schema.alterTable('school').addColumn('half_done', 'text').execute();
    await sql`update school set name = 'changed'`.execute(db);
    await sql`insert into options (name, value, value_type) values ('twice', '1', 'int'), ('twice', '2', 'int')`.execute(db);
  },
};

const fine: Migration = {
  async up(db) {
    await db.schema.createTable('done_before').addColumn('id', 'integer').execute();
  },
};

describe('the migrations index', () => {
  it('runs every migration file: a file left out of migrations/index.ts would never run', () => {
    const files = readdirSync(path.join(__dirname, 'migrations'))
      .filter((name) => /^\d{4}_\w+\.ts$/.test(name))
      .map((name) => name.replace(/\.ts$/, ''));
    expect(files.length).toBeGreaterThan(20);
    expect(Object.keys(migrations).sort()).toEqual(files.sort());
  });
});

describe.each(dialects())('migrations on %s', (dialect) => {
  let database: DatabaseHandle;
  beforeEach(async () => {
    database = await openTestDatabase(dialect);
  });
  afterEach(() => database.close());

  it('runs each migration in a transaction of its own: a failed one leaves the database as it found it', async () => {
    const db = database.db;
    await migrateToLatest(db);
    await sql`insert into school (name, created_at) values ('Lycée', '2026-09-01T00:00:00.000Z')`.execute(db);
    const list = { ...migrations, '9998_fine': fine, '9999_failing': failing };

    await expect(migrateToLatest(db, list)).rejects.toThrow(/9999_failing/);

    // The one before it is done and recorded; nothing of the failed one is left, nor its record.
    expect(await names(db)).toEqual([...Object.keys(migrations), '9998_fine']);
    expect(await tableExists(db, 'done_before')).toBe(true);
    expect(await tableExists(db, 'half_done')).toBe(false);
    expect((await tablesOf(db)).find((table) => table.name === 'school')?.columns.map((c) => c.name)).not.toContain('half_done');
    expect((await sql<{ name: string }>`select name from school`.execute(db)).rows).toEqual([{ name: 'Lycée' }]);
    expect(await migrationState(db, list)).toBe('pending');
    expect(await migrationState(db)).toBe('newer');

    // Mended, it runs from where it stopped.
    await migrateToLatest(db, { ...list, '9999_failing': { up: async () => undefined } });
    expect(await names(db)).toEqual([...Object.keys(migrations), '9998_fine', '9999_failing']);
  });

  it('runs each migration once when several processes start at once', async () => {
    if (dialect === 'sqlite') return severalSqliteProcesses();
    const schema = (await sql<{ schema: string }>`select current_schema() as schema`.execute(database.db)).rows[0].schema;
    const processes = [1, 2, 3].map(() => openDatabase({ url: process.env.TEST_DATABASE_URL, pgSchema: schema, poolSize: 2 }));
    try {
      await Promise.all(processes.map((one) => migrateToLatest(one.db)));
      expect(await names(processes[0].db)).toEqual(Object.keys(migrations));
      expect(await migrationState(processes[1].db)).toBe('current');
    } finally {
      for (const one of processes) await one.close();
    }
  });
});

/**
 * Three processes on one SQLite file (three connections in one process cannot stand in for them:
 * better-sqlite3 waits for a lock synchronously, so the holder could never commit).
 */
async function severalSqliteProcesses(): Promise<void> {
  const dataDir = mkdtempSync(path.join(tmpdir(), 'scola-migrate-'));
  const file = path.join(dataDir, 'scola.sqlite');
  try {
    const exits = await Promise.all(
      [1, 2, 3].map(
        () =>
          new Promise<{ code: number | null; stderr: string }>((resolve) => {
            const child = spawn(process.execPath, ['--import', 'tsx', 'src/server/testing/migrateOnce.ts', file], {
              stdio: ['ignore', 'ignore', 'pipe'],
            });
            let stderr = '';
            child.stderr.on('data', (chunk: Buffer) => (stderr += chunk.toString()));
            child.on('exit', (code) => resolve({ code, stderr }));
          }),
      ),
    );
    expect(exits).toEqual([1, 2, 3].map(() => ({ code: 0, stderr: '' })));
    const database = openDatabase({ sqliteFile: file });
    try {
      expect(await names(database.db)).toEqual(Object.keys(migrations));
      expect(await migrationState(database.db)).toBe('current');
    } finally {
      await database.close();
    }
  } finally {
    rmSync(dataDir, { recursive: true, force: true });
  }
}

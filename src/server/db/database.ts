import fs from 'node:fs';
import path from 'node:path';
import SQLite from 'better-sqlite3';
import { Kysely, Migrator, PostgresDialect, SqliteDialect, sql, type Migration } from 'kysely';
import pg from 'pg';
import { migrations } from './migrations';
import { isPostgres } from './migrations/dialect';
import type { Database } from './schema';

export type Dialect = 'sqlite' | 'postgres';

export interface DatabaseHandle {
  db: Kysely<Database>;
  dialect: Dialect;
  /** The SQLite connection itself, for its online backup API (backups); absent on PostgreSQL. */
  sqlite?: SQLite.Database;
  close(): Promise<void>;
}

/** Where a database handle came from: the backups need the raw SQLite connection or the PostgreSQL address and schema. */
export interface DatabaseOrigin {
  dialect: Dialect;
  sqlite?: SQLite.Database;
  url?: string;
  pgSchema?: string;
}

// Keyed by the Kysely instance the app is given, so services reach the origin without every
// caller of buildApp passing one more thing along.
const origins = new WeakMap<object, DatabaseOrigin>();

export const originOf = (db: object): DatabaseOrigin | undefined => origins.get(db);

export interface DatabaseOptions {
  /** postgres://… for PostgreSQL; otherwise SQLite. */
  url?: string;
  /** The SQLite file, or ':memory:'. */
  sqliteFile?: string;
  /** PostgreSQL schema to work in (tests give each run its own). */
  pgSchema?: string;
  poolSize?: number;
}

/**
 * pg hands 64-bit integers (count(*), the money columns) and numerics (the sum of a bigint column,
 * an average) over as text, for fear of losing digits. Every one of ours fits a JS number (amounts
 * are bounded, domain/finance/money.ts), so they are read as numbers here, once, for every query;
 * a whole number a JS number cannot hold exactly is an error rather than a wrong amount.
 */
export function numberFromPg(text: string): number {
  const value = Number(text);
  if (Number.isInteger(value) && !Number.isSafeInteger(value)) throw new RangeError(`${text} is past what a JS number holds exactly`);
  return value;
}
pg.types.setTypeParser(pg.types.builtins.INT8, numberFromPg);
pg.types.setTypeParser(pg.types.builtins.NUMERIC, numberFromPg);

export function openDatabase(options: DatabaseOptions): DatabaseHandle {
  if (options.url && /^postgres(ql)?:/.test(options.url)) {
    const pool = new pg.Pool({
      connectionString: options.url,
      max: options.poolSize ?? 10,
      ...(options.pgSchema ? { options: `-c search_path=${options.pgSchema}` } : {}),
    });
    const db = new Kysely<Database>({ dialect: new PostgresDialect({ pool }) });
    origins.set(db, { dialect: 'postgres', url: options.url, pgSchema: options.pgSchema });
    return { db, dialect: 'postgres', close: () => db.destroy() };
  }
  const file = options.sqliteFile ?? ':memory:';
  if (file !== ':memory:') fs.mkdirSync(path.dirname(file), { recursive: true });
  const sqlite = new SQLite(file);
  sqlite.pragma('journal_mode = WAL');
  sqlite.pragma('foreign_keys = ON');
  sqlite.pragma('busy_timeout = 5000');
  sqlite.pragma('synchronous = NORMAL');
  const db = new Kysely<Database>({ dialect: new SqliteDialect({ database: withStatementCache(sqlite) }) });
  origins.set(db, { dialect: 'sqlite', sqlite });
  return { db, dialect: 'sqlite', sqlite, close: () => db.destroy() };
}

/** The migrator of this code's migrations (or of `list`, a test's), keeping its own tables in the database's current schema. */
export async function migratorFor(db: Kysely<Database>, list: Record<string, Migration> = migrations): Promise<Migrator> {
  // Kysely looks for its migration tables in every schema unless told which one: a test's schema
  // would then skip creating them because another test's schema has them.
  const migrationTableSchema = isPostgres(db)
    ? (await sql<{ schema: string }>`select current_schema() as schema`.execute(db)).rows[0].schema
    : undefined;
  return new Migrator({ db, provider: { getMigrations: async () => list }, migrationTableSchema });
}

export { migrateToLatest } from './migrate';

/** Creates a PostgreSQL schema if needed (used by tests to keep runs apart). */
export async function ensureSchema(db: Kysely<Database>, schema: string): Promise<void> {
  await sql`create schema if not exists ${sql.id(schema)}`.execute(db);
}

/**
 * Kysely prepares every statement anew; SQLite's preparation costs as much as running a simple
 * query. The same SQL text gets the same prepared statement (at most STATEMENT_CACHE of them), which
 * is safe because better-sqlite3 runs one statement at a time on its one connection.
 */
const STATEMENT_CACHE = 500;

function withStatementCache(sqlite: SQLite.Database): SQLite.Database {
  const prepared = new Map<string, SQLite.Statement>();
  const prepare = sqlite.prepare.bind(sqlite);
  return new Proxy(sqlite, {
    get(target, property, receiver) {
      if (property !== 'prepare') {
        const value = Reflect.get(target, property, receiver) as unknown;
        return typeof value === 'function' ? (value as (...args: unknown[]) => unknown).bind(target) : value;
      }
      return (text: string) => {
        let statement = prepared.get(text);
        if (!statement) {
          statement = prepare(text);
          if (prepared.size >= STATEMENT_CACHE) prepared.delete(prepared.keys().next().value as string);
          prepared.set(text, statement);
        }
        return statement;
      };
    },
  });
}

/**
 * A school on a SQLite file with data in every area (the demo seed with marks, presence, payments
 * and notices), photos and an access-code key, for the backup and restore tests; and what they
 * compare: every row of every table and every photo's bytes.
 */
import { randomBytes } from 'node:crypto';
import { mkdirSync, mkdtempSync, readFileSync, readdirSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type SQLite from 'better-sqlite3';
import { readConfig, type Config } from '../config';
import { migrateToLatest, openDatabase, type DatabaseHandle } from '../db/database';
import { seedDemoSchool } from '../db/seed';
import { accessCodeKey, hashAccessCode } from '../services/shared/codeKey';

export interface FileSchool {
  database: DatabaseHandle;
  sqlite: SQLite.Database;
  config: Config;
  dataDir: string;
}

export const PHOTO_COUNT = 5;

export async function openFileSchool(
  options: { migrateTo?: (database: DatabaseHandle) => Promise<void>; dataDir?: string } = {},
): Promise<FileSchool> {
  const dataDir = options.dataDir ?? mkdtempSync(path.join(tmpdir(), 'scola-backup-'));
  const config: Config = { ...readConfig({}), clientDir: '/nonexistent', dataDir, backupDir: path.join(dataDir, 'backups') };
  const database = openDatabase({ sqliteFile: path.join(dataDir, 'scola.sqlite') });
  if (options.migrateTo) await options.migrateTo(database);
  else await migrateToLatest(database.db);
  return { database, sqlite: database.sqlite!, config, dataDir };
}

/** Seeds the school, gives its first students photos (random bytes under the stored names) and makes the key file. */
export async function fillSchool(school: FileSchool, students = 30): Promise<void> {
  await seedDemoSchool(school.database.db, {
    schoolName: 'Lycée de sauvegarde',
    students,
    today: new Date('2026-11-21T08:00:00Z'),
    marks: true,
    presence: true,
    payments: true,
    notices: true,
  });
  mkdirSync(path.join(school.dataDir, 'photos'), { recursive: true });
  const ids = school.sqlite.prepare('select id from students order by id limit ?').all(PHOTO_COUNT) as { id: number }[];
  for (const { id } of ids) {
    const name = `${randomBytes(16).toString('hex')}.jpg`;
    writeFileSync(path.join(school.dataDir, 'photos', name), randomBytes(2000 + id));
    school.sqlite.prepare('update students set photo = ? where id = ?').run(name, id);
  }
  const key = accessCodeKey(school.dataDir);
  addTheOtherAreas(school.sqlite, key);
}

/** What the seed leaves empty: a roll call with absences, a sanction, access codes, the audit log. */
function addTheOtherAreas(sqlite: SQLite.Database, key: Buffer): void {
  const now = '2026-11-20T09:00:00.000Z';
  const { id: yearId } = sqlite.prepare('select id from school_years where current = 1').get() as { id: number };
  const { id: adminId } = sqlite.prepare("select id from users where username = 'admin'").get() as { id: number };
  const { id: partId } = sqlite.prepare('select id from time_parts order by id limit 1').get() as { id: number };
  const registered = sqlite.prepare('select student_id, classroom_id from registrations order by id limit 3').all() as {
    student_id: number;
    classroom_id: number;
  }[];
  const classroomId = registered[0].classroom_id;
  sqlite
    .prepare(
      'insert into roll_calls (classroom_id, school_year_id, date, time_part_id, taken_by, taken_at, updated_by, updated_at) values (?, ?, ?, ?, ?, ?, ?, ?)',
    )
    .run(classroomId, yearId, '2026-11-20', partId, adminId, now, adminId, now);
  for (const { student_id, classroom_id } of registered)
    sqlite
      .prepare(
        "insert into absences (student_id, classroom_id, school_year_id, date, time_part_id, status, lateness_minutes, justified, entered_by, entered_at, updated_by, updated_at) values (?, ?, ?, '2026-11-20', ?, 'absent', 0, 0, ?, ?, ?, ?)",
      )
      .run(student_id, classroom_id, yearId, partId, adminId, now, adminId, now);
  const { id: typeId } = sqlite.prepare('select id from sanction_types order by id limit 1').get() as { id: number };
  sqlite
    .prepare(
      "insert into sanctions (student_id, school_year_id, sanction_type_id, date, reason, duration, decided_by, status, created_at, updated_at) values (?, ?, ?, '2026-11-20', 'Bavardage', 2, ?, 'active', ?, ?)",
    )
    .run(registered[0].student_id, yearId, typeId, adminId, now, now);
  for (const { student_id } of registered)
    sqlite
      .prepare('insert into access_codes (student_id, school_year_id, code_hash, created_by, created_at) values (?, ?, ?, ?, ?)')
      .run(student_id, yearId, hashAccessCode(key, `CODE${student_id}`), adminId, now);
  sqlite
    .prepare(
      "insert into audit_log (user_id, action, entity, entity_id, before_json, after_json, created_at) values (?, 'update', 'mark', '1', '{}', '{}', ?)",
    )
    .run(adminId, now);
}

/** Every row of every table, each table's rows in a stable order. */
export function tablesOf(sqlite: SQLite.Database): Record<string, string[]> {
  const tables: Record<string, string[]> = {};
  const names = sqlite.prepare("select name from sqlite_master where type = 'table' and name not like 'sqlite_%' order by name").all() as {
    name: string;
  }[];
  for (const { name } of names)
    tables[name] = (sqlite.prepare(`select * from "${name}"`).all() as unknown[]).map((row) => JSON.stringify(row)).sort();
  return tables;
}

/** Every photo's bytes, by name. */
export function photosOf(dataDir: string): Record<string, Buffer> {
  const folder = path.join(dataDir, 'photos');
  let names: string[];
  try {
    names = readdirSync(folder);
  } catch {
    return {};
  }
  return Object.fromEntries(names.sort().map((name) => [name, readFileSync(path.join(folder, name))]));
}

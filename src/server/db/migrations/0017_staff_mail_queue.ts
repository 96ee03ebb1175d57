import { sql, type Kysely } from 'kysely';
import { isPostgres, withId } from './dialect';

const COLUMNS = [
  'id',
  'student_id',
  'kind',
  'source',
  'channel',
  'address',
  'body',
  'status',
  'attempts',
  'last_error',
  'created_at',
  'sent_at',
  'subject',
  'next_attempt_at',
  'claimed_until',
  'batch',
  'last_attempt_at',
  'classroom_id',
  'created_by',
];

/** guardian_notices as 0007 and 0012 made it, with `student_id` nullable or not (SQLite changes a column's null rule by a copy). */
async function rebuildSqlite(db: Kysely<unknown>, studentId: 'integer' | 'integer not null'): Promise<void> {
  await sql
    .raw(
      `create table "guardian_notices_copy" ("id" integer primary key autoincrement, "student_id" ${studentId} references "students" ("id") on delete cascade, "kind" text not null, "source" text not null unique, "channel" text not null, "address" text, "body" text not null, "status" text not null, "attempts" integer default 0 not null, "last_error" text, "created_at" text not null, "sent_at" text, "subject" text, "next_attempt_at" text, "claimed_until" text, "batch" text, "last_attempt_at" text, "classroom_id" integer references "classrooms" ("id") on delete set null, "created_by" integer references "users" ("id") on delete set null)`,
    )
    .execute(db);
  const columns = COLUMNS.map((column) => `"${column}"`).join(', ');
  await sql.raw(`insert into "guardian_notices_copy" (${columns}) select ${columns} from "guardian_notices"`).execute(db);
  await sql.raw('drop table "guardian_notices"').execute(db);
  await sql.raw('alter table "guardian_notices_copy" rename to "guardian_notices"').execute(db);
  await db.schema.createIndex('guardian_notices_status').on('guardian_notices').columns(['status', 'id']).execute();
  await db.schema.createIndex('guardian_notices_due').on('guardian_notices').columns(['status', 'next_attempt_at', 'id']).execute();
  await db.schema.createIndex('guardian_notices_batch').on('guardian_notices').columns(['batch']).execute();
}

/**
 * Staff mail (the password reset's code) goes through the notices' queue (issue 26): a notice of
 * kind `staff` has no student, its body is sealed with the installation's key and wiped once sent
 * or given up. The `outbox` table, a second mail path that kept reset codes in clear and that
 * nothing read, retried or cleaned, is dropped with what it held.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  if (isPostgres(db)) await sql`alter table guardian_notices alter column student_id drop not null`.execute(db);
  else await rebuildSqlite(db, 'integer');
  await db.schema.dropTable('outbox').execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await sql`delete from guardian_notices where student_id is null`.execute(db);
  if (isPostgres(db)) await sql`alter table guardian_notices alter column student_id set not null`.execute(db);
  else await rebuildSqlite(db, 'integer not null');
  await withId(db.schema.createTable('outbox'), isPostgres(db))
    .addColumn('recipient', 'text', (c) => c.notNull())
    .addColumn('subject', 'text', (c) => c.notNull())
    .addColumn('body', 'text', (c) => c.notNull())
    .addColumn('created_at', 'text', (c) => c.notNull())
    .addColumn('sent_at', 'text')
    .execute();
}

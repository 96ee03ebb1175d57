import { sql, type Kysely } from 'kysely';
import { isPostgres, withId } from './dialect';

/**
 * Attendance and discipline (domain.md). A roll call (`roll_calls`) records that a classroom's
 * attendance was taken for a date and time part, by whom, and who changed it last; `absences` holds
 * only its exceptions (absent, permission, rattrapage, draft, or present but late): a student without
 * a line in a taken roll call was present. One line per student, date and time part. `justified`
 * is set by a justification whose reason justifies (or a permission). Sanctions are never deleted:
 * `status` becomes cancelled with a reason. `sanction_suggestions` keeps each threshold band put to
 * the discipline master, once per student, year and trimester. `guardian_notices` is the queue of
 * notices to guardians (issue 17 sends them); `source` names what queued a notice, so it is never
 * queued twice. The school's absence reasons start with a usual list.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  const pg = isPostgres(db);
  await withId(db.schema.createTable('absence_reasons'), pg)
    .addColumn('name', 'text', (c) => c.notNull().unique())
    .addColumn('justifies', 'integer', (c) => c.notNull())
    .addColumn('on_report_card', 'integer', (c) => c.notNull())
    .addColumn('position', 'integer', (c) => c.notNull())
    .execute();

  await withId(db.schema.createTable('roll_calls'), pg)
    .addColumn('classroom_id', 'integer', (c) => c.notNull().references('classrooms.id').onDelete('cascade'))
    .addColumn('school_year_id', 'integer', (c) => c.notNull().references('school_years.id'))
    .addColumn('date', 'text', (c) => c.notNull())
    .addColumn('time_part_id', 'integer', (c) => c.notNull().references('time_parts.id'))
    .addColumn('taken_by', 'integer', (c) => c.references('users.id').onDelete('set null'))
    .addColumn('taken_at', 'text', (c) => c.notNull())
    .addColumn('updated_by', 'integer', (c) => c.references('users.id').onDelete('set null'))
    .addColumn('updated_at', 'text', (c) => c.notNull())
    .addUniqueConstraint('roll_calls_one_per_slot', ['classroom_id', 'date', 'time_part_id'])
    .execute();
  await db.schema.createIndex('roll_calls_date').on('roll_calls').columns(['date', 'time_part_id']).execute();

  await withId(db.schema.createTable('absences'), pg)
    .addColumn('student_id', 'integer', (c) => c.notNull().references('students.id').onDelete('cascade'))
    .addColumn('classroom_id', 'integer', (c) => c.notNull().references('classrooms.id').onDelete('cascade'))
    .addColumn('school_year_id', 'integer', (c) => c.notNull().references('school_years.id'))
    .addColumn('date', 'text', (c) => c.notNull())
    .addColumn('time_part_id', 'integer', (c) => c.notNull().references('time_parts.id'))
    .addColumn('status', 'text', (c) => c.notNull())
    .addColumn('lateness_minutes', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('justified', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('reason_id', 'integer', (c) => c.references('absence_reasons.id'))
    .addColumn('justification_note', 'text')
    .addColumn('justified_by', 'integer', (c) => c.references('users.id').onDelete('set null'))
    .addColumn('justified_at', 'text')
    .addColumn('entered_by', 'integer', (c) => c.references('users.id').onDelete('set null'))
    .addColumn('entered_at', 'text', (c) => c.notNull())
    .addColumn('updated_by', 'integer', (c) => c.references('users.id').onDelete('set null'))
    .addColumn('updated_at', 'text', (c) => c.notNull())
    .addUniqueConstraint('absences_one_per_slot', ['student_id', 'date', 'time_part_id'])
    .execute();
  await db.schema.createIndex('absences_classroom_date').on('absences').columns(['classroom_id', 'date']).execute();
  await db.schema.createIndex('absences_year_student').on('absences').columns(['school_year_id', 'student_id', 'date']).execute();

  await withId(db.schema.createTable('sanctions'), pg)
    .addColumn('student_id', 'integer', (c) => c.notNull().references('students.id').onDelete('cascade'))
    .addColumn('school_year_id', 'integer', (c) => c.notNull().references('school_years.id'))
    .addColumn('sanction_type_id', 'integer', (c) => c.notNull().references('sanction_types.id'))
    .addColumn('date', 'text', (c) => c.notNull())
    .addColumn('reason', 'text', (c) => c.notNull())
    .addColumn('duration', 'double precision')
    .addColumn('decided_by', 'integer', (c) => c.references('users.id').onDelete('set null'))
    .addColumn('status', 'text', (c) => c.notNull())
    .addColumn('cancel_reason', 'text')
    .addColumn('cancelled_by', 'integer', (c) => c.references('users.id').onDelete('set null'))
    .addColumn('cancelled_at', 'text')
    .addColumn('created_at', 'text', (c) => c.notNull())
    .addColumn('updated_at', 'text', (c) => c.notNull())
    .execute();
  await db.schema.createIndex('sanctions_year_student').on('sanctions').columns(['school_year_id', 'student_id', 'date']).execute();

  await withId(db.schema.createTable('sanction_suggestions'), pg)
    .addColumn('student_id', 'integer', (c) => c.notNull().references('students.id').onDelete('cascade'))
    .addColumn('school_year_id', 'integer', (c) => c.notNull().references('school_years.id'))
    .addColumn('trimester', 'integer', (c) => c.notNull())
    .addColumn('band', 'integer', (c) => c.notNull())
    .addColumn('threshold_hours', 'double precision', (c) => c.notNull())
    .addColumn('hours', 'double precision', (c) => c.notNull())
    .addColumn('sanction_code', 'text', (c) => c.notNull())
    .addColumn('days', 'integer')
    .addColumn('status', 'text', (c) => c.notNull())
    .addColumn('sanction_id', 'integer', (c) => c.references('sanctions.id'))
    .addColumn('decided_by', 'integer', (c) => c.references('users.id').onDelete('set null'))
    .addColumn('decided_at', 'text')
    .addColumn('created_at', 'text', (c) => c.notNull())
    .addUniqueConstraint('sanction_suggestions_once', ['student_id', 'school_year_id', 'trimester', 'band'])
    .execute();

  await withId(db.schema.createTable('guardian_notices'), pg)
    .addColumn('student_id', 'integer', (c) => c.notNull().references('students.id').onDelete('cascade'))
    .addColumn('kind', 'text', (c) => c.notNull())
    .addColumn('source', 'text', (c) => c.notNull().unique())
    .addColumn('channel', 'text', (c) => c.notNull())
    .addColumn('address', 'text')
    .addColumn('body', 'text', (c) => c.notNull())
    .addColumn('status', 'text', (c) => c.notNull())
    .addColumn('attempts', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('last_error', 'text')
    .addColumn('created_at', 'text', (c) => c.notNull())
    .addColumn('sent_at', 'text')
    .execute();
  await db.schema.createIndex('guardian_notices_status').on('guardian_notices').columns(['status', 'id']).execute();

  const reasons: [string, number, number][] = [
    ['Maladie', 1, 1],
    ['Événement familial', 1, 1],
    ['Convocation officielle', 1, 1],
    ['Retard de transport', 0, 0],
    ['Sans motif valable', 0, 1],
  ];
  for (const [index, [name, justifies, onCard]] of reasons.entries())
    await sql`insert into absence_reasons (name, justifies, on_report_card, position) values (${name}, ${justifies}, ${onCard}, ${index + 1})`.execute(
      db,
    );
}

export async function down(db: Kysely<unknown>): Promise<void> {
  for (const table of ['guardian_notices', 'sanction_suggestions', 'sanctions', 'absences', 'roll_calls', 'absence_reasons'])
    await db.schema.dropTable(table).execute();
}

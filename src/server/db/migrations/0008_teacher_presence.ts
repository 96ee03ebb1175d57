import type { Kysely } from 'kysely';
import { isPostgres, withId } from './dialect';

/**
 * Teacher presence (domain.md). `timetables` are a school year's weekly timetables, each valid over
 * a range of dates; `timetable_slots` their slots (weekday, time part, class course: the teacher is
 * the class course's), one per classroom, weekday and time part. `teacher_presences` records, per
 * classroom, date and time part, what happened to the slot: the class course and teacher expected,
 * the hours it counts and the status are copied in, so a later change of timetable, teacher or time
 * part never rewrites what was recorded (nor what was paid). `teacher_pay` holds who is paid by the
 * hour and at what rate; `teacher_statements` a month's statement once it has adjustment lines or
 * is validated, and `teacher_statement_lines` its lines (the hours lines only once validated).
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  const pg = isPostgres(db);
  await withId(db.schema.createTable('timetables'), pg)
    .addColumn('school_year_id', 'integer', (c) => c.notNull().references('school_years.id').onDelete('cascade'))
    .addColumn('name', 'text', (c) => c.notNull())
    .addColumn('valid_from', 'text', (c) => c.notNull())
    .addColumn('valid_to', 'text', (c) => c.notNull())
    .addColumn('created_at', 'text', (c) => c.notNull())
    .addColumn('updated_at', 'text', (c) => c.notNull())
    .execute();
  await db.schema.createIndex('timetables_dates').on('timetables').columns(['valid_from', 'valid_to']).execute();

  await withId(db.schema.createTable('timetable_slots'), pg)
    .addColumn('timetable_id', 'integer', (c) => c.notNull().references('timetables.id').onDelete('cascade'))
    .addColumn('classroom_id', 'integer', (c) => c.notNull().references('classrooms.id').onDelete('cascade'))
    .addColumn('weekday', 'text', (c) => c.notNull())
    .addColumn('time_part_id', 'integer', (c) => c.notNull().references('time_parts.id').onDelete('cascade'))
    .addColumn('class_course_id', 'integer', (c) => c.notNull().references('class_courses.id').onDelete('cascade'))
    .addUniqueConstraint('timetable_slots_one_per_cell', ['timetable_id', 'classroom_id', 'weekday', 'time_part_id'])
    .execute();
  await db.schema.createIndex('timetable_slots_day').on('timetable_slots').columns(['timetable_id', 'weekday', 'time_part_id']).execute();
  await db.schema.createIndex('timetable_slots_class_course').on('timetable_slots').column('class_course_id').execute();

  await withId(db.schema.createTable('teacher_presences'), pg)
    .addColumn('school_year_id', 'integer', (c) => c.notNull().references('school_years.id'))
    .addColumn('date', 'text', (c) => c.notNull())
    .addColumn('time_part_id', 'integer', (c) => c.notNull().references('time_parts.id'))
    .addColumn('classroom_id', 'integer', (c) => c.notNull().references('classrooms.id'))
    .addColumn('class_course_id', 'integer', (c) => c.notNull().references('class_courses.id'))
    .addColumn('teacher_id', 'integer', (c) => c.references('users.id'))
    .addColumn('hours', 'double precision', (c) => c.notNull())
    .addColumn('status', 'text', (c) => c.notNull())
    .addColumn('lateness_minutes', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('replaced_by', 'integer', (c) => c.references('users.id'))
    .addColumn('note', 'text')
    .addColumn('recorded_by', 'integer', (c) => c.references('users.id').onDelete('set null'))
    .addColumn('recorded_at', 'text', (c) => c.notNull())
    .addColumn('updated_by', 'integer', (c) => c.references('users.id').onDelete('set null'))
    .addColumn('updated_at', 'text', (c) => c.notNull())
    .addUniqueConstraint('teacher_presences_one_per_slot', ['classroom_id', 'date', 'time_part_id'])
    .execute();
  await db.schema.createIndex('teacher_presences_date').on('teacher_presences').columns(['date', 'time_part_id']).execute();
  await db.schema.createIndex('teacher_presences_teacher').on('teacher_presences').columns(['teacher_id', 'date']).execute();
  await db.schema.createIndex('teacher_presences_replacement').on('teacher_presences').columns(['replaced_by', 'date']).execute();

  await db.schema
    .createTable('teacher_pay')
    .addColumn('teacher_id', 'integer', (c) => c.primaryKey().references('users.id').onDelete('cascade'))
    .addColumn('part_time', 'integer', (c) => c.notNull())
    .addColumn('hourly_rate', 'integer', (c) => c.notNull())
    .addColumn('updated_at', 'text', (c) => c.notNull())
    .execute();

  await withId(db.schema.createTable('teacher_statements'), pg)
    .addColumn('teacher_id', 'integer', (c) => c.notNull().references('users.id'))
    .addColumn('month', 'text', (c) => c.notNull())
    .addColumn('status', 'text', (c) => c.notNull())
    .addColumn('hourly_rate', 'integer')
    .addColumn('validated_by', 'integer', (c) => c.references('users.id').onDelete('set null'))
    .addColumn('validated_at', 'text')
    .addColumn('created_at', 'text', (c) => c.notNull())
    .addUniqueConstraint('teacher_statements_one_per_month', ['teacher_id', 'month'])
    .execute();

  await withId(db.schema.createTable('teacher_statement_lines'), pg)
    .addColumn('statement_id', 'integer', (c) => c.notNull().references('teacher_statements.id').onDelete('cascade'))
    .addColumn('kind', 'text', (c) => c.notNull())
    .addColumn('label', 'text', (c) => c.notNull())
    .addColumn('hours', 'double precision')
    .addColumn('amount', 'integer', (c) => c.notNull())
    .addColumn('after_validation', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('created_by', 'integer', (c) => c.references('users.id').onDelete('set null'))
    .addColumn('created_at', 'text', (c) => c.notNull())
    .execute();
  await db.schema.createIndex('teacher_statement_lines_statement').on('teacher_statement_lines').column('statement_id').execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  for (const table of [
    'teacher_statement_lines',
    'teacher_statements',
    'teacher_pay',
    'teacher_presences',
    'timetable_slots',
    'timetables',
  ])
    await db.schema.dropTable(table).execute();
}

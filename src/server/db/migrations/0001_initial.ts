import type { Kysely } from 'kysely';
import { isPostgres, withId } from './dialect';

/** The foundation: school, structure, students and registrations, staff, sign-in and audit. */
export async function up(db: Kysely<unknown>): Promise<void> {
  const pg = isPostgres(db);
  const table = (name: string) => withId(db.schema.createTable(name), pg);

  await table('school')
    .addColumn('name', 'text', (c) => c.notNull())
    .addColumn('address', 'text')
    .addColumn('phone', 'text')
    .addColumn('email', 'text')
    .addColumn('created_at', 'text', (c) => c.notNull())
    .execute();

  await table('school_years')
    .addColumn('name', 'text', (c) => c.notNull().unique())
    .addColumn('starts_on', 'text', (c) => c.notNull())
    .addColumn('ends_on', 'text', (c) => c.notNull())
    .addColumn('current', 'integer', (c) => c.notNull().defaultTo(0))
    .execute();

  await table('levels')
    .addColumn('name', 'text', (c) => c.notNull())
    .addColumn('code', 'text', (c) => c.notNull().unique())
    .addColumn('grading_system', 'text', (c) => c.notNull())
    .addColumn('position', 'integer', (c) => c.notNull())
    .execute();

  await table('users')
    .addColumn('username', 'text', (c) => c.notNull().unique())
    .addColumn('first_name', 'text', (c) => c.notNull())
    .addColumn('last_name', 'text', (c) => c.notNull())
    .addColumn('email', 'text')
    .addColumn('phone', 'text')
    .addColumn('role', 'text', (c) => c.notNull())
    .addColumn('status', 'text', (c) => c.notNull())
    .addColumn('password_hash', 'text', (c) => c.notNull())
    .addColumn('created_at', 'text', (c) => c.notNull())
    .addColumn('updated_at', 'text', (c) => c.notNull())
    .execute();
  await db.schema.createIndex('users_email').on('users').column('email').execute();

  await table('classrooms')
    .addColumn('name', 'text', (c) => c.notNull())
    .addColumn('level_id', 'integer', (c) => c.notNull().references('levels.id'))
    .addColumn('school_year_id', 'integer', (c) => c.notNull().references('school_years.id'))
    .addColumn('capacity', 'integer', (c) => c.notNull())
    .addColumn('head_teacher_id', 'integer', (c) => c.references('users.id'))
    .addUniqueConstraint('classrooms_year_name', ['school_year_id', 'name'])
    .execute();

  await table('courses')
    .addColumn('name', 'text', (c) => c.notNull())
    .addColumn('code', 'text', (c) => c.notNull().unique())
    .execute();

  await table('class_courses')
    .addColumn('classroom_id', 'integer', (c) => c.notNull().references('classrooms.id').onDelete('cascade'))
    .addColumn('course_id', 'integer', (c) => c.notNull().references('courses.id'))
    .addColumn('teacher_id', 'integer', (c) => c.references('users.id'))
    .addColumn('coefficient', 'double precision')
    .addColumn('credits', 'double precision')
    .addColumn('course_group', 'text', (c) => c.notNull())
    .addUniqueConstraint('class_courses_classroom_course', ['classroom_id', 'course_id'])
    .execute();
  await db.schema.createIndex('class_courses_teacher').on('class_courses').column('teacher_id').execute();

  await table('students')
    .addColumn('matricule', 'text', (c) => c.notNull().unique())
    .addColumn('first_name', 'text', (c) => c.notNull())
    .addColumn('last_name', 'text', (c) => c.notNull())
    .addColumn('sex', 'text', (c) => c.notNull())
    .addColumn('birth_date', 'text')
    .addColumn('birth_place', 'text')
    .addColumn('guardian_name', 'text')
    .addColumn('guardian_phone', 'text')
    .addColumn('address', 'text')
    .addColumn('photo', 'text')
    .addColumn('custom_fields', 'text', (c) => c.notNull().defaultTo('{}'))
    .addColumn('archived', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('created_at', 'text', (c) => c.notNull())
    .addColumn('updated_at', 'text', (c) => c.notNull())
    .execute();
  await db.schema.createIndex('students_names').on('students').columns(['last_name', 'first_name']).execute();

  await table('registrations')
    .addColumn('student_id', 'integer', (c) => c.notNull().references('students.id'))
    .addColumn('classroom_id', 'integer', (c) => c.notNull().references('classrooms.id'))
    .addColumn('school_year_id', 'integer', (c) => c.notNull().references('school_years.id'))
    .addColumn('registered_on', 'text', (c) => c.notNull())
    .addColumn('status', 'text', (c) => c.notNull())
    .addColumn('repeating', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('created_at', 'text', (c) => c.notNull())
    .execute();
  await db.schema.createIndex('registrations_year_status').on('registrations').columns(['school_year_id', 'status']).execute();
  await db.schema.createIndex('registrations_student').on('registrations').column('student_id').execute();
  await db.schema.createIndex('registrations_classroom').on('registrations').column('classroom_id').execute();

  await table('time_parts')
    .addColumn('name', 'text', (c) => c.notNull())
    .addColumn('starts_at', 'text', (c) => c.notNull())
    .addColumn('ends_at', 'text', (c) => c.notNull())
    .addColumn('duration_hours', 'double precision', (c) => c.notNull())
    .addColumn('position', 'integer', (c) => c.notNull())
    .execute();

  await table('observations')
    .addColumn('min_mark', 'double precision', (c) => c.notNull())
    .addColumn('max_mark', 'double precision', (c) => c.notNull())
    .addColumn('grade', 'text', (c) => c.notNull())
    .addColumn('label', 'text', (c) => c.notNull())
    .execute();

  await table('sanction_types')
    .addColumn('code', 'text', (c) => c.notNull().unique())
    .addColumn('name', 'text', (c) => c.notNull())
    .addColumn('unit', 'text', (c) => c.notNull())
    .addColumn('position', 'integer', (c) => c.notNull())
    .execute();

  await table('metadata_types')
    .addColumn('name', 'text', (c) => c.notNull().unique())
    .addColumn('kind', 'text', (c) => c.notNull())
    .addColumn('choices', 'text', (c) => c.notNull().defaultTo(''))
    .execute();

  await db.schema
    .createTable('options')
    .addColumn('name', 'text', (c) => c.primaryKey())
    .addColumn('value', 'text', (c) => c.notNull())
    .addColumn('value_type', 'text', (c) => c.notNull())
    .execute();

  await table('staff_assignments')
    .addColumn('user_id', 'integer', (c) => c.notNull().references('users.id').onDelete('cascade'))
    .addColumn('classroom_id', 'integer', (c) => c.notNull().references('classrooms.id').onDelete('cascade'))
    .addColumn('kind', 'text', (c) => c.notNull())
    .addUniqueConstraint('staff_assignments_unique', ['user_id', 'classroom_id', 'kind'])
    .execute();

  await table('access_tokens')
    .addColumn('token_hash', 'text', (c) => c.notNull().unique())
    .addColumn('user_id', 'integer', (c) => c.notNull().references('users.id').onDelete('cascade'))
    .addColumn('created_at', 'text', (c) => c.notNull())
    .addColumn('expires_at', 'text', (c) => c.notNull())
    .addColumn('revoked_at', 'text')
    .execute();
  await db.schema.createIndex('access_tokens_user').on('access_tokens').column('user_id').execute();

  await table('password_resets')
    .addColumn('token_hash', 'text', (c) => c.notNull().unique())
    .addColumn('user_id', 'integer', (c) => c.notNull().references('users.id').onDelete('cascade'))
    .addColumn('created_at', 'text', (c) => c.notNull())
    .addColumn('expires_at', 'text', (c) => c.notNull())
    .addColumn('used_at', 'text')
    .execute();

  await table('outbox')
    .addColumn('recipient', 'text', (c) => c.notNull())
    .addColumn('subject', 'text', (c) => c.notNull())
    .addColumn('body', 'text', (c) => c.notNull())
    .addColumn('created_at', 'text', (c) => c.notNull())
    .addColumn('sent_at', 'text')
    .execute();

  await table('audit_log')
    .addColumn('user_id', 'integer')
    .addColumn('action', 'text', (c) => c.notNull())
    .addColumn('entity', 'text', (c) => c.notNull())
    .addColumn('entity_id', 'text', (c) => c.notNull())
    .addColumn('before_json', 'text')
    .addColumn('after_json', 'text')
    .addColumn('created_at', 'text', (c) => c.notNull())
    .execute();
  await db.schema.createIndex('audit_log_entity').on('audit_log').columns(['entity', 'entity_id']).execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  const tables = [
    'audit_log',
    'outbox',
    'password_resets',
    'access_tokens',
    'staff_assignments',
    'options',
    'metadata_types',
    'sanction_types',
    'observations',
    'time_parts',
    'registrations',
    'students',
    'class_courses',
    'courses',
    'classrooms',
    'users',
    'levels',
    'school_years',
    'school',
  ];
  for (const name of tables) await db.schema.dropTable(name).execute();
}

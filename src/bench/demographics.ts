/**
 * `npm run bench`, demographics part (issue 17): a school of 5,000 students registered in the
 * current year, 50 to a classroom, four in five of them also in the year before (so newcomers are told from returning
 * students against 4,000 registrations more), some repeating, a few with no birth date. Through the
 * whole app (auth, validation): the whole school's return, one level's, one classroom's, and its
 * .xlsx and PDF. On SQLite, and on PostgreSQL too when BENCH_DATABASE_URL is set. Prints figures
 * beside their target; never fails on time.
 */
import { sql, type Kysely } from 'kysely';
import type { Demographics } from '../domain/contract/demographics';
import { buildApp } from '../server/app';
import { readConfig } from '../server/config';
import { migrateToLatest, type DatabaseHandle } from '../server/db/database';
import type { Database } from '../server/db/schema';
import { seedDemoSchool } from '../server/db/seed';
import { adminCaller, figure, onEachDatabase, run, timeEach } from './measure';

const STUDENTS = 5000;
const PER_CLASSROOM = 50;
/** One in this many students was not in the school the year before. */
const NEWCOMER_EVERY = 5;
/** One in this many has no birth date on record. */
const NO_BIRTH_DATE_EVERY = 97;

/** The demo school puts its students in 12 classrooms: here they sit 50 to a classroom, as in a real school (about 100 classrooms). */
async function splitClassrooms(db: Kysely<Database>): Promise<void> {
  const year = await db.selectFrom('school_years').select('id').where('current', '=', 1).executeTakeFirstOrThrow();
  const classrooms = await db.selectFrom('classrooms').select(['id', 'name', 'level_id']).where('school_year_id', '=', year.id).execute();
  for (const classroom of classrooms) {
    const ids = (await db.selectFrom('registrations').select('id').where('classroom_id', '=', classroom.id).orderBy('id').execute()).map(
      (row) => row.id,
    );
    for (let start = PER_CLASSROOM, part = 2; start < ids.length; start += PER_CLASSROOM, part++) {
      const { id } = await db
        .insertInto('classrooms')
        .values({
          name: `${classroom.name}${part}`,
          level_id: classroom.level_id,
          school_year_id: year.id,
          capacity: PER_CLASSROOM,
          head_teacher_id: null,
        })
        .returning('id')
        .executeTakeFirstOrThrow();
      await db
        .updateTable('registrations')
        .set({ classroom_id: id })
        .where('id', 'in', ids.slice(start, start + PER_CLASSROOM))
        .execute();
    }
  }
}

/** The year before the current one, its classrooms like this year's, and four students in five registered in them. */
async function seedPreviousYear(db: Kysely<Database>): Promise<number> {
  const year = await db
    .selectFrom('school_years')
    .select(['id', 'starts_on', 'ends_on'])
    .where('current', '=', 1)
    .executeTakeFirstOrThrow();
  const shift = (iso: string) => `${Number(iso.slice(0, 4)) - 1}${iso.slice(4)}`;
  const previous = await db
    .insertInto('school_years')
    .values({ name: 'previous', starts_on: shift(year.starts_on), ends_on: shift(year.ends_on), current: 0 })
    .returning('id')
    .executeTakeFirstOrThrow();
  const classrooms = await db
    .selectFrom('classrooms')
    .select(['id', 'name', 'level_id', 'capacity'])
    .where('school_year_id', '=', year.id)
    .execute();
  const before = new Map<number, number>();
  for (const classroom of classrooms) {
    const row = await db
      .insertInto('classrooms')
      .values({
        name: classroom.name,
        level_id: classroom.level_id,
        school_year_id: previous.id,
        capacity: classroom.capacity,
        head_teacher_id: null,
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    before.set(classroom.id, row.id);
  }
  const registrations = await db
    .selectFrom('registrations')
    .select(['student_id', 'classroom_id'])
    .where('school_year_id', '=', year.id)
    .orderBy('student_id')
    .execute();
  const now = new Date().toISOString();
  const rows = registrations
    .filter((_, index) => index % NEWCOMER_EVERY !== 0)
    .map((row) => ({
      student_id: row.student_id,
      classroom_id: before.get(row.classroom_id)!,
      school_year_id: previous.id,
      registered_on: shift(year.starts_on),
      status: 'active' as const,
      repeating: 0 as const,
      created_at: now,
    }));
  for (let start = 0; start < rows.length; start += 500)
    await db
      .insertInto('registrations')
      .values(rows.slice(start, start + 500))
      .execute();
  await sql`update students set birth_date = null where id % ${NO_BIRTH_DATE_EVERY} = 0`.execute(db);
  return previous.id;
}

async function measure(label: string, database: DatabaseHandle, dataDir: string): Promise<void> {
  const db = database.db;
  await migrateToLatest(db);
  const seeded = performance.now();
  await seedDemoSchool(db, { schoolName: 'Lycée de mesure', students: STUDENTS });
  await splitClassrooms(db);
  await seedPreviousYear(db);
  if (label === 'PostgreSQL') await sql`analyze`.execute(db);
  const app = await buildApp({ config: { ...readConfig(process.env), dataDir }, db });
  try {
    const call = await adminCaller(app);
    const year = await db.selectFrom('school_years').select('id').where('current', '=', 1).executeTakeFirstOrThrow();
    const base = `/api/statistics/demographics/${year.id}`;
    const whole = (await call('GET', `${base}/all/all`)).json() as Demographics;
    const [level] = whole.levels;
    const classroom = whole.classrooms.find((row) => row.levelId === level.levelId)!;
    const intakes = whole.intakes.map((row) => `${row.intake} ${row.total}`).join(', ');
    console.log(
      `\nDemographics on ${label}: ${whole.totals.total} students in ${whole.classrooms.length} classes (${intakes}; ${whole.unknownAge.total} without a birth date), seeded in ${((performance.now() - seeded) / 1000).toFixed(1)} s`,
    );
    figure('the whole school (all levels, all classes)', await timeEach(50, () => call('GET', `${base}/all/all`)), '≤ 100 ms p95');
    figure(
      `one level (${level.levelName}, ${level.total} students)`,
      await timeEach(50, () => call('GET', `${base}/${level.levelId}/all`)),
      '≤ 100 ms p95',
    );
    figure(
      `one class (${classroom.name}, ${classroom.total} students)`,
      await timeEach(50, () => call('GET', `${base}/${level.levelId}/${classroom.classroomId}`)),
      '≤ 100 ms p95',
    );
    figure('the whole school as .xlsx', await timeEach(20, () => call('GET', `${base}/all/all/xlsx`)), 'no target');
    figure('the whole school as PDF', await timeEach(20, () => call('GET', `${base}/all/all/pdf`)), 'no target');
  } finally {
    await app.close();
  }
}

run(() => onEachDatabase('demographics', measure));

/**
 * `npm run bench`, teacher-presence part (issue 14): a school of 80 teachers and 40 classrooms of 12
 * courses, 6 time parts a day Monday to Friday (240 slots a day), a whole year of days' checks
 * recorded (180 days: about 43,000 records, a few absences, lateness and replacements) and 30
 * part-time teachers. Through the whole app (auth, XSRF, validation, audit): the whole school's day
 * saved, the whole school's day shown, a trimester's periodic statistics of every teacher, and the
 * month's statements of the 30 part-time teachers as one PDF. On SQLite, and on PostgreSQL too when
 * BENCH_DATABASE_URL is set. Prints figures, never fails on time.
 */
import { sql, type Insertable, type Kysely } from 'kysely';
import type { SaveDayLine } from '../domain/contract/teacherPresences';
import { addDays, weekdayOf } from '../domain/presence/week';
import { buildApp } from '../server/app';
import { readConfig } from '../server/config';
import { migrateToLatest, type DatabaseHandle } from '../server/db/database';
import type { Database, TeacherPresenceTable } from '../server/db/schema';
import { seedDemoSchool } from '../server/db/seed';
import { weekOf } from '../server/db/seedTimetable';
import { nowIso } from '../server/services/shared/clock';
import { adminCaller, figure, onEachDatabase, run, timeEach } from './measure';

const TEACHERS = 80;
const CLASSROOMS = 40;
const COURSES = 12;
const TIME_PARTS = 6;
const SCHOOL_DAYS = 180;
const PART_TIME = 30;
const WEEK = ['mon', 'tue', 'wed', 'thu', 'fri'] as const;

let seed = 11;
const random = () => (seed = (seed * 1103515245 + 12345) % 2147483648) / 2147483648;

interface PresenceSchool {
  /** School days with a check recorded, Monday to Friday from the year's start. */
  days: string[];
}

/** The demo school's structure, without its own classes, plus the bench's teachers, classrooms, week and year of checks. */
async function seedPresenceSchool(db: Kysely<Database>): Promise<PresenceSchool> {
  seed = 11;
  await seedDemoSchool(db, { schoolName: 'Lycée de mesure', students: 0 });
  const now = nowIso();
  await db.deleteFrom('timetable_slots').execute();
  const year = await db
    .selectFrom('school_years')
    .select(['id', 'starts_on', 'ends_on'])
    .where('current', '=', 1)
    .executeTakeFirstOrThrow();
  const level = await db
    .selectFrom('levels')
    .select('id')
    .where('grading_system', '=', 'sequence')
    .orderBy('position')
    .executeTakeFirstOrThrow();
  const courses = await db.selectFrom('courses').select('id').where('code', 'not like', '%1%').orderBy('id').limit(COURSES).execute();
  const parts = await db.selectFrom('time_parts').select(['id', 'duration_hours']).orderBy('position').limit(TIME_PARTS).execute();
  const timetable = await db.selectFrom('timetables').select('id').executeTakeFirstOrThrow();
  const teacherIds = (
    await db
      .insertInto('users')
      .values(
        Array.from({ length: TEACHERS }, (_, index) => ({
          username: `bench.teacher${index + 1}`,
          first_name: `Enseignant ${String(index + 1).padStart(2, '0')}`,
          last_name: 'Mesure',
          role: 'teacher',
          status: 'active' as const,
          password_hash: 'bench',
          created_at: now,
          updated_at: now,
        })),
      )
      .returning('id')
      .execute()
  ).map((row) => row.id);
  const classCourses: { id: number; classroom_id: number; teacher_id: number | null }[] = [];
  for (let c = 0; c < CLASSROOMS; c++) {
    const { id: classroomId } = await db
      .insertInto('classrooms')
      .values({ name: `Bench ${c + 1}`, level_id: level.id, school_year_id: year.id, capacity: 50, head_teacher_id: null })
      .returning('id')
      .executeTakeFirstOrThrow();
    const rows = await db
      .insertInto('class_courses')
      .values(
        courses.map((course, index) => ({
          classroom_id: classroomId,
          course_id: course.id,
          // Each teacher has six classes across the school.
          teacher_id: teacherIds[(c * COURSES + index) % TEACHERS],
          coefficient: 1 + (index % 4),
          credits: null,
          course_group: 'sciences',
        })),
      )
      .returning(['id', 'classroom_id', 'teacher_id'])
      .execute();
    classCourses.push(...rows);
  }
  const week = weekOf(classCourses, parts, WEEK);
  for (let start = 0; start < week.length; start += 500)
    await db
      .insertInto('timetable_slots')
      .values(
        week.slice(start, start + 500).map((slot) => ({
          timetable_id: timetable.id,
          classroom_id: slot.classroomId,
          weekday: slot.weekday,
          time_part_id: slot.timePartId,
          class_course_id: slot.classCourseId,
        })),
      )
      .execute();
  await db
    .insertInto('teacher_pay')
    .values(teacherIds.slice(0, PART_TIME).map((id) => ({ teacher_id: id, part_time: 1 as const, hourly_rate: 2500, updated_at: now })))
    .execute();

  const days: string[] = [];
  for (let date = year.starts_on; days.length < SCHOOL_DAYS && date <= year.ends_on; date = addDays(date, 1))
    if ((WEEK as readonly string[]).includes(weekdayOf(date))) days.push(date);
  const records: Insertable<TeacherPresenceTable>[] = [];
  for (const date of days) {
    const today = week.filter((slot) => slot.weekday === weekdayOf(date));
    for (const slot of today) {
      const draw = random();
      const replaced = draw < 0.01;
      records.push({
        school_year_id: year.id,
        date,
        time_part_id: slot.timePartId,
        classroom_id: slot.classroomId,
        class_course_id: slot.classCourseId,
        teacher_id: slot.teacherId,
        hours: slot.hours,
        status: replaced ? 'replaced' : draw < 0.04 ? 'absent' : draw < 0.06 ? 'late' : 'present',
        lateness_minutes: draw >= 0.04 && draw < 0.06 ? 10 : 0,
        // Half the school is free at any hour: the teacher of the same rank in the other half replaces.
        replaced_by: replaced ? teacherIds[(teacherIds.indexOf(slot.teacherId!) + TEACHERS / 2) % TEACHERS] : null,
        note: null,
        recorded_at: now,
        updated_at: now,
      });
    }
  }
  await db.transaction().execute(async (trx) => {
    for (let start = 0; start < records.length; start += 1000)
      await trx
        .insertInto('teacher_presences')
        .values(records.slice(start, start + 1000))
        .execute();
  });
  return { days };
}

async function measure(label: string, database: DatabaseHandle, dataDir: string): Promise<void> {
  const db = database.db;
  await migrateToLatest(db);
  const seeded = performance.now();
  const school = await seedPresenceSchool(db);
  if (label === 'PostgreSQL') await sql`analyze`.execute(db);
  const records = await db
    .selectFrom('teacher_presences')
    .select((eb) => eb.fn.countAll<number>().as('n'))
    .executeTakeFirstOrThrow();
  console.log(
    `\nTeacher presence on ${label}: ${TEACHERS} teachers, ${CLASSROOMS} classrooms, ${TIME_PARTS} time parts, ${Number(records.n)} records over ${school.days.length} days (seeded in ${((performance.now() - seeded) / 1000).toFixed(1)} s)`,
  );
  const app = await buildApp({ config: { ...readConfig(process.env), dataDir }, db });
  try {
    const call = await adminCaller(app);

    // A day of the year already recorded: each save changes a tenth of its slots, a different tenth each time.
    const day = school.days[school.days.length - 1];
    const shown = (await call('GET', `/api/teacherPresences/showDay/${day}/classroom`)).json() as {
      slots: { classCourseId: number; timePartId: number }[];
    };
    const save = await timeEach(30, (run) =>
      call('POST', '/api/teacherPresences/saveDay', {
        date: day,
        lines: shown.slots.map((slot, index): SaveDayLine => ({
          classCourseId: slot.classCourseId,
          timePartId: slot.timePartId,
          status: (index + run + 30) % 10 === 0 ? 'absent' : 'present',
          latenessMinutes: 0,
          replacedById: null,
          note: null,
        })),
      }),
    );
    figure(`the whole school's day saved (${shown.slots.length} slots)`, save, '≤ 30 ms');
    figure(
      "the whole school's day shown",
      await timeEach(30, () => call('GET', `/api/teacherPresences/showDay/${day}/classroom`)),
      '≤ 20 ms',
    );
    const trimester = { from: school.days[0], to: school.days[64] };
    figure(
      "a trimester's periodic statistics, every teacher",
      await timeEach(10, () => call('GET', `/api/teacherPresences/periodicStat/${trimester.from}/${trimester.to}`)),
      '≤ 100 ms',
    );
    const month = school.days[30].slice(0, 7);
    figure(
      `the month's statements of ${PART_TIME} part-time teachers, one PDF`,
      await timeEach(5, () => call('GET', `/api/teacher-statements/${month}/pdf`)),
      '≤ 1 s',
    );
  } finally {
    await app.close();
  }
}

run(() => onEachDatabase('presence', measure));

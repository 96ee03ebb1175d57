/**
 * `npm run bench`, dashboards part (issue 17): each of the seven demo accounts' dashboard on the
 * bench school (2,000 students in 40 classrooms, six sequences of marks, a year of roll calls),
 * its class courses shared among the demo teachers with a week's timetable, every student charged
 * the level's schedule and paying in four parts over the year. The day measured has half its roll
 * calls still to take and a few teachers recorded absent. Through the whole app (auth, validation,
 * serialisation). On SQLite, and on PostgreSQL too when BENCH_DATABASE_URL is set. Prints figures,
 * never fails on time. The year-wide figures a dashboard keeps for a minute are measured both kept
 * and computed afresh.
 */
import { sql } from 'kysely';
import type { Dashboard } from '../domain/contract/dashboard';
import { ROLES } from '../domain/permissions';
import { WEEKDAYS } from '../domain/enums';
import { buildApp } from '../server/app';
import { readConfig } from '../server/config';
import { migrateToLatest, type DatabaseHandle } from '../server/db/database';
import { weekOf } from '../server/db/seedTimetable';
import { syncCharges } from '../server/services/finance/charges';
import { issueToken } from '../server/services/auth/tokens';
import { nowIso } from '../server/services/shared/clock';
import { forgetKeptFigures } from '../server/services/shared/keptFigures';
import { seedBenchSchool } from './benchSchool';
import { seedPayments } from './benchPayments';
import { figure, onEachDatabase, run, timeEach } from './measure';

const RUNS = 50;
const COLD_RUNS = 10;

async function measure(label: string, database: DatabaseHandle, dataDir: string): Promise<void> {
  const db = database.db;
  await migrateToLatest(db);
  const seeded = performance.now();
  const school = await seedBenchSchool(db, { rollCalls: true });
  const now = nowIso();
  // The bench school gives every class course to one teacher: share them out, as a school does.
  const teachers = (await db.selectFrom('users').select('id').where('role', '=', 'teacher').orderBy('id').execute()).map((row) => row.id);
  const courses = await db
    .selectFrom('class_courses')
    .select(['id', 'classroom_id'])
    .where('classroom_id', 'in', school.classroomIds)
    .orderBy('id')
    .execute();
  await db.transaction().execute(async (trx) => {
    for (const [index, teacherId] of teachers.entries())
      await trx
        .updateTable('class_courses')
        .set({ teacher_id: teacherId })
        .where(
          'id',
          'in',
          courses.filter((_, course) => course % teachers.length === index).map((course) => course.id),
        )
        .execute();
  });
  const shared = await db
    .selectFrom('class_courses')
    .select(['id', 'classroom_id', 'teacher_id'])
    .where('classroom_id', 'in', school.classroomIds)
    .orderBy('id')
    .execute();
  const parts = await db
    .selectFrom('time_parts')
    .select(['id', 'duration_hours'])
    .where('id', 'in', school.timePartIds)
    .orderBy('position')
    .execute();
  const year = await db
    .selectFrom('school_years')
    .select(['id', 'starts_on', 'ends_on'])
    .where('id', '=', school.schoolYearId)
    .executeTakeFirstOrThrow();
  const week = weekOf(
    shared,
    parts,
    WEEKDAYS.filter((day) => day !== 'sun'),
  );
  await db.transaction().execute(async (trx) => {
    await trx.deleteFrom('timetable_slots').execute();
    await trx.deleteFrom('timetables').execute();
    const { id: timetableId } = await trx
      .insertInto('timetables')
      .values({
        school_year_id: year.id,
        name: 'Bench',
        valid_from: year.starts_on,
        valid_to: year.ends_on,
        created_at: now,
        updated_at: now,
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    for (let start = 0; start < week.length; start += 500)
      await trx
        .insertInto('timetable_slots')
        .values(
          week.slice(start, start + 500).map((slot) => ({
            timetable_id: timetableId,
            classroom_id: slot.classroomId,
            weekday: slot.weekday,
            time_part_id: slot.timePartId,
            class_course_id: slot.classCourseId,
          })),
        )
        .execute();
    const students = (
      await trx
        .selectFrom('registrations')
        .select('student_id')
        .where('school_year_id', '=', year.id)
        .where('status', '=', 'active')
        .execute()
    ).map((row) => row.student_id);
    await syncCharges(trx, year.id, students, 'registration', null);
  });
  const { busiestDay, count } = await seedPayments(db);

  // The day measured: a school day with roll calls, half of them not taken yet, five teachers recorded absent.
  const day = school.days[100];
  await db.deleteFrom('roll_calls').where('date', '=', day).where('time_part_id', 'in', school.timePartIds.slice(3)).execute();
  const daySlots = week.filter((slot) => slot.weekday === WEEKDAYS[new Date(`${day}T00:00:00Z`).getUTCDay()]).slice(0, 5);
  await db
    .insertInto('teacher_presences')
    .values(
      daySlots.map((slot) => ({
        school_year_id: year.id,
        date: day,
        time_part_id: slot.timePartId,
        classroom_id: slot.classroomId,
        class_course_id: slot.classCourseId,
        teacher_id: slot.teacherId,
        hours: slot.hours,
        status: 'absent' as const,
        lateness_minutes: 0,
        recorded_at: now,
        updated_at: now,
      })),
    )
    .execute();
  if (label === 'PostgreSQL') await sql`analyze`.execute(db);
  console.log(
    `\nDashboards on ${label}: 2,000 students, ${week.length} lessons a week, ${count} payments (seeded in ${((performance.now() - seeded) / 1000).toFixed(1)} s)`,
  );

  const app = await buildApp({ config: { ...readConfig(process.env), dataDir }, db });
  try {
    for (const role of ROLES) {
      const user = await db.selectFrom('users').select('id').where('username', '=', role).executeTakeFirstOrThrow();
      const token = await issueToken(db, user.id, 3600);
      const headers = { authorization: `Bearer ${token}` };
      // The bursar's day is the counter's busiest, so its journal has the most to add up.
      const url = `/api/dashboard/${year.id}?date=${role === 'bursar' ? busiestDay : day}`;
      let tiles = '';
      const time = await timeEach(RUNS, async () => {
        const response = await app.inject({ method: 'GET', url, headers });
        if (response.statusCode !== 200) throw new Error(`${url} answered ${response.statusCode}: ${response.body.slice(0, 300)}`);
        tiles = (response.json() as Dashboard).tiles.join(', ');
      });
      figure(`${role} dashboard (${tiles})`.slice(0, 56), time, '≤ 50 ms (p95)');
      // The first call after the data changed computes the year-wide figures again (services/dashboard/yearFigures.ts).
      const fresh = await timeEach(COLD_RUNS, async () => {
        forgetKeptFigures(db);
        const response = await app.inject({ method: 'GET', url, headers });
        if (response.statusCode !== 200) throw new Error(`${url} answered ${response.statusCode}`);
      });
      figure(`  ${role}, year figures computed afresh`, fresh, 'once a change or a minute');
    }
  } finally {
    await app.close();
  }
}

run(() => onEachDatabase('dashboard', measure));

/**
 * The university the PostgreSQL bench measures (issue 31): about 70,000 LMD students in 10
 * faculties, one classroom per faculty and level from L1 (1,500 students) to M2, six course units a
 * semester, two semesters of CC, TP, TPE and SN marks (SR for those under 10 at the exam), a
 * semester of roll calls with their absences, every student charged the level's fees and most of
 * them paying. The bulk is written by PostgreSQL itself (INSERT ... SELECT over generate_series and
 * joins): millions of marks in seconds, where rows sent one batch at a time would take minutes.
 */
import { sql, type Kysely } from 'kysely';
import { matriculePrefix } from '../domain/students/matricule';
import { studentSearchText } from '../domain/students/searchText';
import type { Database } from '../server/db/schema';
import { seedDemoSchool } from '../server/db/seed';
import { FIRST_NAMES, LAST_NAMES } from '../server/db/seedData';
import { nowIso } from '../server/services/shared/clock';

export const FACULTIES = [
  'Sciences',
  'Lettres',
  'Droit',
  'Économie',
  'Médecine',
  'Ingénierie',
  'Agronomie',
  'Éducation',
  'Arts',
  'Sciences sociales',
] as const;
/** Students of each faculty's classroom of a level: 7,000 a faculty, 70,000 in all. */
export const LEVEL_SIZES = { L1: 1500, L2: 1500, L3: 1500, M1: 1300, M2: 1200 } as const;
export const COURSES_A_SEMESTER = 6;
const CREDITS = [6, 5, 5, 5, 5, 4];
/** The time parts of a day with a roll call, over the first semester's school days. */
export const ROLL_CALL_PARTS = 4;
export const ROLL_CALL_DAYS = 90;
/** The weights of the evaluation types, in percent: every type of the brief is available. */
const RATES = { lmd_cc_rate: 20, lmd_tp_rate: 20, lmd_tpe_rate: 10, lmd_sn_rate: 50 };

export interface UniversityClassroom {
  id: number;
  level: keyof typeof LEVEL_SIZES;
  faculty: string;
  size: number;
}

export interface University {
  schoolYearId: number;
  classrooms: UniversityClassroom[];
  /** Seconds each step of the generation took. */
  steps: [string, number][];
}

let state = 31;
const random = () => (state = (state * 1103515245 + 12345) % 2147483648) / 2147483648;

/** Fills an empty, migrated database; answers the classrooms made. */
export async function seedUniversity(db: Kysely<Database>): Promise<University> {
  state = 31;
  await seedDemoSchool(db, { schoolName: 'Université de mesure', students: 0 });
  const now = nowIso();
  const year = await db.selectFrom('school_years').select(['id', 'name', 'starts_on']).where('current', '=', 1).executeTakeFirstOrThrow();
  for (const [name, value] of Object.entries(RATES))
    await db
      .updateTable('options')
      .set({ value: String(value) })
      .where('name', '=', name)
      .execute();
  const levelIds = await levelsUpToM2(db);
  const teachers = (await db.selectFrom('users').select('id').where('role', '=', 'teacher').orderBy('id').execute()).map((row) => row.id);
  const classrooms: UniversityClassroom[] = [];
  let courseNumber = 0;
  for (const [f, faculty] of FACULTIES.entries())
    for (const [level, size] of Object.entries(LEVEL_SIZES) as [keyof typeof LEVEL_SIZES, number][]) {
      const { id } = await db
        .insertInto('classrooms')
        .values({
          name: `${level} ${faculty}`,
          level_id: levelIds[level],
          school_year_id: year.id,
          capacity: size,
          head_teacher_id: teachers[f % teachers.length],
        })
        .returning('id')
        .executeTakeFirstOrThrow();
      classrooms.push({ id, level, faculty, size });
      for (let term = 1; term <= 2; term++)
        for (let c = 0; c < COURSES_A_SEMESTER; c++) {
          courseNumber += 1;
          const code = `F${f + 1}${level}S${term}U${c + 1}`;
          const course = await db
            .insertInto('courses')
            .values({ code, name: `${faculty} ${level} — unité ${term}.${c + 1}` })
            .returning('id')
            .executeTakeFirstOrThrow();
          await db
            .insertInto('class_courses')
            .values({
              classroom_id: id,
              course_id: course.id,
              teacher_id: teachers[courseNumber % teachers.length],
              coefficient: null,
              credits: CREDITS[c],
              course_group: c < 4 ? 'fondamentale' : 'transversale',
              term,
            })
            .execute();
        }
    }
  const steps: [string, number][] = [];
  const step = async (name: string, work: () => Promise<void>) => {
    const started = performance.now();
    await work();
    steps.push([name, (performance.now() - started) / 1000]);
  };
  await step('students and registrations', () => seedStudents(db, year, classrooms, now));
  await db.transaction().execute(async (trx) => {
    // The generated rows refer only to rows just made: the foreign keys' row-by-row checks (triggers) are
    // skipped for this transaction, which halves the time of the marks.
    await sql`set local session_replication_role = replica`.execute(trx);
    await step('marks', () => seedMarks(trx, classrooms, now));
    await step('roll calls and absences', () => seedRollCalls(trx, year, classrooms, now));
    await step('fees and payments', () => seedFees(trx, year));
  });
  // As a university's database is after autovacuum has passed: the planner's figures, the rows'
  // hint bits and visibility map set (or the first reads write them back, and index-only scans read
  // the heap). Then the generator's dirty pages are flushed, so no checkpoint writes them during
  // the measurements. A first bench without this saw search's p99 swing from 41 to 171 ms.
  await step('vacuum analyze, checkpoint', async () => {
    await sql`vacuum analyze`.execute(db);
    await sql`checkpoint`.execute(db);
  });
  return { schoolYearId: year.id, classrooms, steps };
}

/** The demo seeds L1 to L3: M1 and M2 are added, with L3's fee schedule. */
async function levelsUpToM2(db: Kysely<Database>): Promise<Record<keyof typeof LEVEL_SIZES, number>> {
  const l3 = await db.selectFrom('levels').select(['id', 'position']).where('code', '=', 'L3').executeTakeFirstOrThrow();
  for (const [index, code] of ['M1', 'M2'].entries()) {
    const { id } = await db
      .insertInto('levels')
      .values({ code, name: code, grading_system: 'lmd', position: l3.position + index + 1 })
      .returning('id')
      .executeTakeFirstOrThrow();
    await sql`insert into fee_instalments (school_year_id, level_id, fee_type_id, label, amount, due_date, position, removed)
      select school_year_id, ${id}, fee_type_id, label, amount, due_date, position, removed from fee_instalments where level_id = ${l3.id}`.execute(
      db,
    );
  }
  const rows = await db.selectFrom('levels').select(['id', 'code']).where('grading_system', '=', 'lmd').execute();
  return Object.fromEntries(rows.map((row) => [row.code, row.id])) as Record<keyof typeof LEVEL_SIZES, number>;
}

/** Names drawn from the demo's lists, so search finds many namesakes, as it would in a university. */
async function seedStudents(
  db: Kysely<Database>,
  year: { id: number; name: string; starts_on: string },
  classrooms: UniversityClassroom[],
  now: string,
): Promise<void> {
  const prefix = matriculePrefix(year.name);
  let number = 0;
  const CHUNK = 2000;
  for (const classroom of classrooms)
    for (let start = 0; start < classroom.size; start += CHUNK) {
      const rows = Array.from({ length: Math.min(CHUNK, classroom.size - start) }, () => {
        number += 1;
        const sex = random() < 0.5 ? ('M' as const) : ('F' as const);
        const lastName = LAST_NAMES[Math.floor(random() * LAST_NAMES.length)];
        const firstName = FIRST_NAMES[sex][Math.floor(random() * FIRST_NAMES[sex].length)];
        const matricule = `${prefix}${String(number).padStart(6, '0')}`;
        return {
          matricule,
          first_name: firstName,
          last_name: lastName,
          search_text: studentSearchText({ lastName, firstName, matricule }),
          sex,
          birth_date: `${2000 + Math.floor(random() * 6)}-0${1 + Math.floor(random() * 9)}-1${Math.floor(random() * 9)}`,
          guardian_phone: `+237 6${Math.floor(50 + random() * 49)} ${String(Math.floor(random() * 1e6)).padStart(6, '0')}`,
          custom_fields: '{}',
          archived: 0 as const,
          created_at: now,
          updated_at: now,
        };
      });
      const ids = await db.insertInto('students').values(rows).returning('id').execute();
      await db
        .insertInto('registrations')
        .values(
          ids.map(({ id }) => ({
            student_id: id,
            classroom_id: classroom.id,
            school_year_id: year.id,
            registered_on: year.starts_on,
            status: 'active' as const,
            repeating: random() < 0.08 ? (1 as const) : (0 as const),
            created_at: now,
          })),
        )
        .execute();
    }
}

/** Every course unit's CC, TP, TPE and SN for every student, around 11 / 20; SR for those under 10 at the SN. */
async function seedMarks(db: Kysely<Database>, classrooms: UniversityClassroom[], now: string): Promise<void> {
  const ids = classrooms.map((classroom) => classroom.id);
  for (let term = 1; term <= 2; term++) {
    await sql`insert into marks (student_id, class_course_id, term, evaluation_type, value, created_at, updated_at)
      select r.student_id, cc.id, cc.term, t.type,
        greatest(0, least(20, round(((11 + (random() + random() + random() - 1.5) * 8) * 4)::numeric) / 4)), ${now}, ${now}
      from class_courses cc
      join registrations r on r.classroom_id = cc.classroom_id and r.status = 'active'
      cross join (values ('CC'), ('TP'), ('TPE'), ('SN')) as t(type)
      where cc.term = ${term} and cc.classroom_id in (${sql.join(ids)})`.execute(db);
    await sql`insert into marks (student_id, class_course_id, term, evaluation_type, value, created_at, updated_at)
      select m.student_id, m.class_course_id, m.term, 'SR', least(20, m.value + round((random() * 8)::numeric * 4) / 4), ${now}, ${now}
      from marks m join class_courses cc on cc.id = m.class_course_id
      where m.term = ${term} and m.evaluation_type = 'SN' and m.value < 10 and cc.classroom_id in (${sql.join(ids)})`.execute(db);
  }
}

/** A semester of roll calls (ROLL_CALL_PARTS a day, Monday to Friday), about 1.5 % of students absent or late in each. */
async function seedRollCalls(
  db: Kysely<Database>,
  year: { id: number; starts_on: string },
  classrooms: UniversityClassroom[],
  now: string,
): Promise<void> {
  const ids = classrooms.map((classroom) => classroom.id);
  await sql`insert into roll_calls (classroom_id, school_year_id, date, time_part_id, taken_at, updated_at)
    select c.id, ${year.id}, to_char(d, 'YYYY-MM-DD'), tp.id, ${now}, ${now}
    from classrooms c
    cross join (select d from generate_series(${year.starts_on}::date, ${year.starts_on}::date + 200, interval '1 day') as d
      where extract(isodow from d) < 6 order by d limit ${ROLL_CALL_DAYS}) as days
    cross join (select id from time_parts order by position limit ${ROLL_CALL_PARTS}) as tp
    where c.id in (${sql.join(ids)})`.execute(db);
  await sql`insert into absences (student_id, classroom_id, school_year_id, date, time_part_id, status, lateness_minutes, justified, entered_at, updated_at)
    select student_id, classroom_id, school_year_id, date, time_part_id,
      case when draw < 0.003 then 'present' when draw < 0.004 then 'permission' else 'absent' end,
      case when draw < 0.003 then 5 + (draw * 5000)::int else 0 end,
      case when draw > 0.01 then 1 else 0 end, ${now}, ${now}
    from (select r.student_id, rc.classroom_id, rc.school_year_id, rc.date, rc.time_part_id, random() as draw
      from roll_calls rc join registrations r on r.classroom_id = rc.classroom_id and r.status = 'active'
      where rc.classroom_id in (${sql.join(ids)})) as slots
    where draw < 0.015`.execute(db);
}

/**
 * Every registered student charged the level's schedule; 92 % paying the inscription and the APEE
 * in the first week, 62 % the first tranche a month later, each round in one closed session.
 */
async function seedFees(db: Kysely<Database>, year: { id: number; starts_on: string }): Promise<void> {
  await sql`insert into fee_charges (student_id, school_year_id, instalment_id, amount, reason, created_at)
    select r.student_id, r.school_year_id, fi.id, fi.amount, 'registration', ${`${year.starts_on}T07:00:00.000Z`}
    from registrations r join classrooms c on c.id = r.classroom_id
    join fee_instalments fi on fi.level_id = c.level_id and fi.school_year_id = r.school_year_id and fi.removed = 0
    where r.status = 'active' and r.school_year_id = ${year.id}`.execute(db);
  // Fresh figures for the planner, or the joins below loop over what it still believes an empty table.
  await sql`analyze fee_charges`.execute(db);
  const bursar = await db.selectFrom('users').select('id').where('role', '=', 'bursar').executeTakeFirstOrThrow();
  const rounds = [
    { day: 1, share: 0.92, positions: [1, 2] },
    { day: 35, share: 0.62, positions: [3] },
  ];
  for (const round of rounds) {
    const day = (await sql<{ day: string }>`select to_char(${year.starts_on}::date + ${round.day}::int, 'YYYY-MM-DD') as day`.execute(db))
      .rows[0].day;
    const { id: sessionId } = await db
      .insertInto('cash_sessions')
      .values({ cashier_id: bursar.id, opened_at: `${day}T07:30:00.000Z`, opening_float: 10_000 })
      .returning('id')
      .executeTakeFirstOrThrow();
    const first = Number((await sql<{ n: number }>`select coalesce(max(receipt_number), 0) as n from payments`.execute(db)).rows[0].n);
    await sql`insert into payments (school_year_id, receipt_number, student_id, amount, paid_on, method, reference, cashier_id, session_id, created_at)
      select ${year.id}, ${first} + row_number() over (order by student_id), student_id, amount, ${day},
        case when draw < 0.7 then 'cash' else 'mobile' end,
        case when draw < 0.7 then null else 'MP' || student_id end, ${bursar.id}, ${sessionId}, ${`${day}T09:00:00.000Z`}
      from (select f.student_id, sum(f.amount) as amount, random() as draw from fee_charges f
        join fee_instalments fi on fi.id = f.instalment_id
        where f.school_year_id = ${year.id} and fi.position in (${sql.join(round.positions)})
        group by f.student_id having random() < ${round.share}) as paying`.execute(db);
    await sql`analyze payments`.execute(db);
    await sql`insert into payment_allocations (payment_id, instalment_id, amount)
      select p.id, f.instalment_id, f.amount from payments p
      join fee_charges f on f.student_id = p.student_id and f.school_year_id = p.school_year_id
      join fee_instalments fi on fi.id = f.instalment_id and fi.position in (${sql.join(round.positions)})
      where p.session_id = ${sessionId}`.execute(db);
    await sql`update cash_sessions set closed_at = ${`${day}T16:00:00.000Z`},
      expected_amount = opening_float + coalesce((select sum(amount) from payments where session_id = ${sessionId} and method = 'cash'), 0),
      counted_amount = opening_float + coalesce((select sum(amount) from payments where session_id = ${sessionId} and method = 'cash'), 0),
      difference = 0 where id = ${sessionId}`.execute(db);
  }
  await sql`insert into receipt_counters (school_year_id, last_number)
    select ${year.id}, coalesce(max(receipt_number), 0) from payments where school_year_id = ${year.id}
    on conflict (school_year_id) do update set last_number = excluded.last_number`.execute(db);
}

/** The tables the bench filled, with their row counts. */
export async function rowCounts(db: Kysely<Database>): Promise<[string, number][]> {
  const tables = [
    'students',
    'registrations',
    'classrooms',
    'class_courses',
    'marks',
    'roll_calls',
    'absences',
    'fee_charges',
    'payments',
    'payment_allocations',
  ];
  const counts: [string, number][] = [];
  for (const table of tables)
    counts.push([table, Number((await sql<{ n: number }>`select count(*) as n from ${sql.table(table)}`.execute(db)).rows[0].n)]);
  return counts;
}

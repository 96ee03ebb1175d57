/**
 * The school the benchmarks measure: 2,000 students in 40 secondary classrooms of 50 (the first has
 * 10 more, for a roll call of 60), 12 courses each, a mark in every course and sequence, and, when
 * asked, a year of roll calls: 6 time parts a day over 180 school days, about 3 % of students absent
 * or late in each, with a share justified and some consigne. The same seeding serves the sheets and
 * the attendance benches, so report cards are measured with absences.
 */
import type { Kysely } from 'kysely';
import type { Insertable } from 'kysely';
import { studentSearchText } from '../domain/students/searchText';
import type { AbsenceTable, Database, RollCallTable } from '../server/db/schema';
import { seedDemoSchool } from '../server/db/seed';
import { nowIso } from '../server/services/shared/clock';

export const CLASSROOMS = 40;
export const PER_CLASSROOM = 50;
/** Students added to the first classroom: a roll call of 60. */
const FIRST_EXTRA = 10;
export const PER_FIRST_CLASSROOM = PER_CLASSROOM + FIRST_EXTRA;
export const TIME_PARTS_A_DAY = 6;
export const SCHOOL_DAYS = 180;
const EXTRA_COURSES = [
  { code: 'ESP', name: 'Espagnol', coefficient: 2, group: 'lettres' },
  { code: 'ALL', name: 'Allemand', coefficient: 2, group: 'lettres' },
  { code: 'TM', name: 'Travail manuel', coefficient: 1, group: 'autres' },
];

export interface BenchSchool {
  schoolYearId: number;
  classroomIds: number[];
  /** The dates with roll calls, Monday to Friday from the year's start. */
  days: string[];
  timePartIds: number[];
}

let seed = 7;
const random = () => (seed = (seed * 1103515245 + 12345) % 2147483648) / 2147483648;

/** 40 classrooms of 50 students, each with 12 courses and a mark in every course and sequence. */
export async function seedBenchSchool(db: Kysely<Database>, options: { rollCalls: boolean }): Promise<BenchSchool> {
  seed = 7;
  await seedDemoSchool(db, { schoolName: 'Lycée de mesure', students: 0 });
  const now = nowIso();
  const year = await db.selectFrom('school_years').select(['id', 'starts_on']).where('current', '=', 1).executeTakeFirstOrThrow();
  const levels = await db.selectFrom('levels').select('id').where('grading_system', '=', 'sequence').orderBy('position').execute();
  const teacher = await db.selectFrom('users').select('id').where('username', '=', 'teacher').executeTakeFirstOrThrow();
  for (const course of EXTRA_COURSES) await db.insertInto('courses').values({ code: course.code, name: course.name }).execute();
  const courses = await db.selectFrom('courses').select(['id', 'code']).where('code', 'not like', '%1%').orderBy('id').execute();
  const classroomIds: number[] = [];
  const studentsOf = new Map<number, number[]>();
  await db.transaction().execute(async (trx) => {
    for (let c = 0; c < CLASSROOMS; c++) {
      const size = PER_CLASSROOM + (c === 0 ? FIRST_EXTRA : 0);
      const { id: classroomId } = await trx
        .insertInto('classrooms')
        .values({
          name: `Bench ${c + 1}`,
          level_id: levels[c % levels.length].id,
          school_year_id: year.id,
          capacity: size,
          head_teacher_id: teacher.id,
        })
        .returning('id')
        .executeTakeFirstOrThrow();
      classroomIds.push(classroomId);
      const classCourses = await trx
        .insertInto('class_courses')
        .values(
          courses.slice(0, 12).map((course, index) => ({
            classroom_id: classroomId,
            course_id: course.id,
            teacher_id: teacher.id,
            coefficient: 1 + (index % 4),
            credits: null,
            course_group: index < 5 ? 'lettres' : 'sciences',
          })),
        )
        .returning('id')
        .execute();
      const students = await trx
        .insertInto('students')
        .values(
          Array.from({ length: size }, (_, s) => ({
            matricule: `B${String(c * 100 + s + 1).padStart(6, '0')}`,
            first_name: `Élève ${s + 1}`,
            last_name: `Classe ${c + 1}`,
            search_text: studentSearchText({ lastName: `Classe ${c + 1}`, firstName: `Élève ${s + 1}`, matricule: '' }),
            sex: (s % 2 ? 'F' : 'M') as 'M' | 'F',
            custom_fields: '{}',
            archived: 0 as const,
            created_at: now,
            updated_at: now,
          })),
        )
        .returning('id')
        .execute();
      studentsOf.set(
        classroomId,
        students.map(({ id }) => id),
      );
      await trx
        .insertInto('registrations')
        .values(
          students.map(({ id }) => ({
            student_id: id,
            classroom_id: classroomId,
            school_year_id: year.id,
            registered_on: year.starts_on,
            status: 'active' as const,
            repeating: 0 as const,
            created_at: now,
          })),
        )
        .execute();
      for (let sequence = 1; sequence <= 6; sequence++) {
        await trx
          .insertInto('marks')
          .values(
            classCourses.flatMap(({ id: classCourseId }) =>
              students.map(({ id: studentId }) => ({
                student_id: studentId,
                class_course_id: classCourseId,
                sequence,
                value: Math.round(random() * 2000) / 100,
                created_at: now,
                updated_at: now,
              })),
            ),
          )
          .execute();
      }
    }
  });
  const timePartIds = (await db.selectFrom('time_parts').select('id').orderBy('position').limit(TIME_PARTS_A_DAY).execute()).map(
    (part) => part.id,
  );
  const days = schoolDays(year.starts_on, SCHOOL_DAYS);
  if (options.rollCalls) await seedRollCalls(db, year.id, classroomIds, studentsOf, days, timePartIds);
  return { schoolYearId: year.id, classroomIds, days, timePartIds };
}

/** `count` dates from `start`, Monday to Friday. */
function schoolDays(start: string, count: number): string[] {
  const days: string[] = [];
  for (let time = Date.parse(`${start}T00:00:00Z`); days.length < count; time += 86_400_000) {
    const day = new Date(time);
    if (day.getUTCDay() !== 0 && day.getUTCDay() !== 6) days.push(day.toISOString().slice(0, 10));
  }
  return days;
}

/** Every slot of the year taken, the exceptions written in chunks the databases' parameter limits allow. */
async function seedRollCalls(
  db: Kysely<Database>,
  schoolYearId: number,
  classroomIds: number[],
  studentsOf: Map<number, number[]>,
  days: string[],
  timePartIds: number[],
): Promise<void> {
  const now = nowIso();
  const rollCalls: Insertable<RollCallTable>[] = [];
  const absences: Insertable<AbsenceTable>[] = [];
  for (const date of days)
    for (const classroomId of classroomIds)
      for (const timePartId of timePartIds) {
        rollCalls.push({
          classroom_id: classroomId,
          school_year_id: schoolYearId,
          date,
          time_part_id: timePartId,
          taken_at: now,
          updated_at: now,
        });
        for (const studentId of studentsOf.get(classroomId)!) {
          const draw = random();
          if (draw >= 0.03) continue;
          const late = draw < 0.006;
          absences.push({
            student_id: studentId,
            classroom_id: classroomId,
            school_year_id: schoolYearId,
            date,
            time_part_id: timePartId,
            status: late ? 'present' : draw < 0.008 ? 'permission' : 'absent',
            lateness_minutes: late ? 5 + Math.floor(random() * 20) : 0,
            justified: draw > 0.02 ? 1 : 0,
            entered_at: now,
            updated_at: now,
          });
        }
      }
  await db.transaction().execute(async (trx) => {
    for (let start = 0; start < rollCalls.length; start += 1000)
      await trx
        .insertInto('roll_calls')
        .values(rollCalls.slice(start, start + 1000))
        .execute();
    for (let start = 0; start < absences.length; start += 1000)
      await trx
        .insertInto('absences')
        .values(absences.slice(start, start + 1000))
        .execute();
  });
}

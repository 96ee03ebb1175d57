/**
 * Roll calls and absence lines written straight into a test's database, for the discipline tests
 * that need attendance without going through the roll-call screens' endpoints.
 */
import type { AbsenceTable, Db } from '../db/schema';

export interface LineOptions {
  status?: AbsenceTable['status'];
  justified?: boolean;
  latenessMinutes?: number;
  /** The time parts (their positions, 1-based) the lines take; the first `hours` ones otherwise. */
  parts?: readonly number[];
}

/** The student's classroom and school year on a date (the active registration). */
async function registrationOn(db: Db, studentId: number) {
  return db
    .selectFrom('registrations')
    .select(['classroom_id', 'school_year_id'])
    .where('student_id', '=', studentId)
    .where('status', '=', 'active')
    .executeTakeFirstOrThrow();
}

async function timePartIds(db: Db): Promise<number[]> {
  return (await db.selectFrom('time_parts').select('id').orderBy('position').execute()).map((row) => row.id);
}

/** `hours` absence lines (one per one-hour time part) for a student on a date; answers their ids. */
export async function addAbsences(db: Db, studentId: number, date: string, hours: number, options: LineOptions = {}): Promise<number[]> {
  const [registration, parts] = await Promise.all([registrationOn(db, studentId), timePartIds(db)]);
  const positions = options.parts ?? Array.from({ length: hours }, (_, index) => index + 1);
  const now = new Date().toISOString();
  const rows = positions.map((position) => ({
    student_id: studentId,
    classroom_id: registration.classroom_id,
    school_year_id: registration.school_year_id,
    date,
    time_part_id: parts[position - 1]!,
    status: options.status ?? ('absent' as const),
    lateness_minutes: options.latenessMinutes ?? 0,
    justified: options.justified ? (1 as const) : (0 as const),
    entered_at: now,
    updated_at: now,
  }));
  const inserted = await db.insertInto('absences').values(rows).returning('id').execute();
  return inserted.map((row) => row.id);
}

/** A roll call taken by `userId` for a classroom, date and time part (its position, 1-based). */
export async function takeRollCall(db: Db, classroomId: number, date: string, position: number, userId: number | null): Promise<void> {
  const [classroom, parts] = await Promise.all([
    db.selectFrom('classrooms').select('school_year_id').where('id', '=', classroomId).executeTakeFirstOrThrow(),
    timePartIds(db),
  ]);
  const now = new Date().toISOString();
  await db
    .insertInto('roll_calls')
    .values({
      classroom_id: classroomId,
      school_year_id: classroom.school_year_id,
      date,
      time_part_id: parts[position - 1]!,
      taken_by: userId,
      taken_at: now,
      updated_by: userId,
      updated_at: now,
    })
    .execute();
}

/** Students registered (active) in a classroom, in id order. */
export async function studentsOf(db: Db, classroomId: number) {
  return db
    .selectFrom('registrations as r')
    .innerJoin('students as s', 's.id', 'r.student_id')
    .select(['s.id', 's.matricule', 's.last_name as lastName', 's.first_name as firstName'])
    .where('r.classroom_id', '=', classroomId)
    .where('r.status', '=', 'active')
    .orderBy('s.id')
    .execute();
}

export async function userIdOf(db: Db, username: string): Promise<number> {
  return (await db.selectFrom('users').select('id').where('username', '=', username).executeTakeFirstOrThrow()).id;
}

/**
 * Roll calls (domain.md, "Attendance and discipline"): a classroom's students for one date and time
 * part with their status, and the all-or-nothing save of a whole roll call. Only the exceptions are
 * stored (`absences`); `roll_calls` records that the roll was taken, by whom, and who changed it last.
 */
import type { Insertable } from 'kysely';
import { latenessProblem } from '../../../domain/attendance/lateness';
import type { RollCall, RollCallBody, RollCallResult } from '../../../domain/contract/absences';
import { DEFAULT_SCHOOL_DAYS, rollCallDayProblem } from '../../../domain/discipline/rollCallDay';
import type { AttendanceStatus, Weekday } from '../../../domain/enums';
import type { ValidationMessage } from '../../../domain/validation/yup';
import type { AbsenceTable, Db } from '../../db/schema';
import { HttpError, notFound } from '../../errors';
import type { Caller } from '../../http/auth';
import { checkClassroomScope } from './attendanceScope';
import { personName } from '../shared/personNames';
import { audit } from '../shared/audit';
import { nowIso, today } from '../shared/clock';
import { queueAbsenceNotices } from '../messages/guardianNotices';
import { readOptions } from '../shared/options';
import { registrationsOn } from '../students/registrationPeriods';

/** A time part, 404 when the school has none of that id. */
export async function timePartOrThrow(db: Db, id: number) {
  const part = await db.selectFrom('time_parts').select(['id', 'name', 'duration_hours']).where('id', '=', id).executeTakeFirst();
  if (!part) throw notFound('errors.timePartMissing');
  return { ...part, duration_hours: Number(part.duration_hours) };
}

/** The justification a line keeps when its status changes: a permission is justified by itself, another change starts afresh. */
export function justificationOnStatus(
  previous: Pick<AbsenceTable, 'status' | 'justified' | 'reason_id' | 'justification_note' | 'justified_by' | 'justified_at'> | undefined,
  status: AttendanceStatus,
  userId: number,
  now: string,
): Pick<AbsenceTable, 'justified' | 'reason_id' | 'justification_note' | 'justified_by' | 'justified_at'> {
  if (previous && previous.status === status)
    return {
      justified: previous.justified,
      reason_id: previous.reason_id,
      justification_note: previous.justification_note,
      justified_by: previous.justified_by,
      justified_at: previous.justified_at,
    };
  if (status === 'permission') return { justified: 1, reason_id: null, justification_note: null, justified_by: userId, justified_at: now };
  return { justified: 0, reason_id: null, justification_note: null, justified_by: null, justified_at: null };
}

/**
 * The weekdays the school holds lessons on a date: those of its timetables' slots that day, or, with
 * no timetable (or an empty one) covering it, Monday to Saturday.
 */
async function schoolDaysOn(db: Db, date: string): Promise<readonly Weekday[]> {
  const rows = await db
    .selectFrom('timetable_slots as s')
    .innerJoin('timetables as t', 't.id', 's.timetable_id')
    .select('s.weekday')
    .distinct()
    .where('t.valid_from', '<=', date)
    .where('t.valid_to', '>=', date)
    .execute();
  return rows.length ? rows.map((row) => row.weekday) : DEFAULT_SCHOOL_DAYS;
}

/** 400 naming `date` unless a roll call may be recorded that day: not after today, a day of lessons. */
export async function checkRollCallDay(db: Db, date: string): Promise<void> {
  const problem = rollCallDayProblem(date, today(), await schoolDaysOn(db, date));
  if (problem) throw new HttpError(400, problem, {}, undefined, { date: { key: problem } });
}

/**
 * Records that the slot's roll call was taken (first time) or changed (every time); true the first
 * time. Called first in a transaction, it also holds the slot: the row stays locked until the end,
 * so a roll call save and a single absence entry of the same slot wait for each other (SQLite runs
 * one transaction at a time anyway).
 */
export async function markRollCallTaken(
  trx: Db,
  slot: { classroomId: number; schoolYearId: number; date: string; timePartId: number },
  userId: number,
  now: string,
): Promise<boolean> {
  // One statement whether the roll call is new or taken again: the first taker and time stay.
  const row = await trx
    .insertInto('roll_calls')
    .values({
      classroom_id: slot.classroomId,
      school_year_id: slot.schoolYearId,
      date: slot.date,
      time_part_id: slot.timePartId,
      taken_by: userId,
      taken_at: now,
      updated_by: userId,
      updated_at: now,
    })
    .onConflict((conflict) =>
      conflict.columns(['classroom_id', 'date', 'time_part_id']).doUpdateSet({ updated_by: userId, updated_at: now }),
    )
    .returning(['taken_at', 'taken_by'])
    .executeTakeFirstOrThrow();
  return row.taken_at === now && row.taken_by === userId;
}

interface Slot {
  classroom: { id: number; name: string; school_year_id: number };
  date: string;
  timePart: Awaited<ReturnType<typeof timePartOrThrow>>;
}

/** The classroom (404), the caller's reach (403), the date inside its school year (400), the time part (404). */
async function slotFor(db: Db, caller: Caller, classroomId: number, date: string, timePartId: number, act: 'read' | 'take'): Promise<Slot> {
  const [classroom, timePart] = await Promise.all([
    db
      .selectFrom('classrooms as c')
      .innerJoin('school_years as y', 'y.id', 'c.school_year_id')
      .select(['c.id', 'c.name', 'c.school_year_id', 'y.starts_on', 'y.ends_on', 'y.name as year_name'])
      .where('c.id', '=', classroomId)
      .executeTakeFirst(),
    // Its 404 waits for the classroom's: an unknown classroom is named first.
    timePartOrThrow(db, timePartId).catch((error: unknown) => error as Error),
  ]);
  if (!classroom) throw notFound('errors.classroomMissing');
  await checkClassroomScope(db, caller, classroomId, act);
  if (date < classroom.starts_on || date > classroom.ends_on) {
    const message = { key: 'errors.dateOutsideYear', values: { year: classroom.year_name } };
    throw new HttpError(400, message.key, message.values, undefined, { date: message });
  }
  if (act === 'take') await checkRollCallDay(db, date);
  if (timePart instanceof Error) throw timePart;
  return { classroom, date, timePart };
}

/**
 * The students of a roll call (registered in the classroom that day, whatever became of them
 * since; in name order), each with the slot's line when there is one (one at most: a line is unique
 * per student, date and time part). One query, as both the read and the save need both.
 */
function rosterOf(db: Db, classroomId: number, date: string, timePartId: number) {
  return db
    .selectFrom(registrationsOn(db, date).as('r'))
    .innerJoin('students as s', 's.id', 'r.student_id')
    .leftJoin('absences as a', (join) =>
      join.onRef('a.student_id', '=', 's.id').on('a.date', '=', date).on('a.time_part_id', '=', timePartId),
    )
    .leftJoin('absence_reasons as ar', 'ar.id', 'a.reason_id')
    .select([
      's.id',
      's.matricule',
      's.last_name',
      's.first_name',
      'a.id as line_id',
      'a.status',
      'a.lateness_minutes',
      'a.justified',
      'a.reason_id',
      'a.justification_note',
      'a.justified_by',
      'a.justified_at',
      'ar.name as reason_name',
    ])
    .where('r.classroom_id', '=', classroomId)
    .orderBy('s.last_name')
    .orderBy('s.first_name')
    .orderBy('s.id')
    .execute();
}
type RosterRow = Awaited<ReturnType<typeof rosterOf>>[number];

/** The student's line in the slot, or undefined when present and on time. */
function lineOf(row: RosterRow) {
  if (row.line_id === null || row.status === null) return undefined;
  return {
    id: row.line_id,
    status: row.status,
    lateness_minutes: Number(row.lateness_minutes),
    justified: Number(row.justified) as 0 | 1,
    reason_id: row.reason_id,
    justification_note: row.justification_note,
    justified_by: row.justified_by,
    justified_at: row.justified_at,
    reason_name: row.reason_name,
  };
}

export async function getRollCall(db: Db, caller: Caller, classroomId: number, date: string, timePartId: number): Promise<RollCall> {
  const slot = await slotFor(db, caller, classroomId, date, timePartId, 'read');
  const [students, rollCall] = await Promise.all([
    rosterOf(db, classroomId, date, timePartId),
    db
      .selectFrom('roll_calls as rc')
      .leftJoin('users as t', 't.id', 'rc.taken_by')
      .leftJoin('users as u', 'u.id', 'rc.updated_by')
      .select([
        'rc.taken_at',
        'rc.updated_at',
        't.first_name as taken_first',
        't.last_name as taken_last',
        'u.first_name as updated_first',
        'u.last_name as updated_last',
      ])
      .where('rc.classroom_id', '=', classroomId)
      .where('rc.date', '=', date)
      .where('rc.time_part_id', '=', timePartId)
      .executeTakeFirst(),
  ]);
  return {
    classroomId,
    classroomName: slot.classroom.name,
    date,
    timePartId,
    timePartName: slot.timePart.name,
    durationHours: slot.timePart.duration_hours,
    taken: rollCall !== undefined,
    takenBy: rollCall ? personName(rollCall.taken_first, rollCall.taken_last) : null,
    takenAt: rollCall?.taken_at ?? null,
    updatedBy: rollCall ? personName(rollCall.updated_first, rollCall.updated_last) : null,
    updatedAt: rollCall?.updated_at ?? null,
    data: students.map((s) => {
      const line = lineOf(s);
      return {
        studentId: s.id,
        matricule: s.matricule,
        lastName: s.last_name,
        firstName: s.first_name,
        status: line?.status ?? 'present',
        latenessMinutes: line?.lateness_minutes ?? 0,
        justified: line?.justified === 1,
        reasonName: line?.reason_name ?? null,
        absenceId: line?.id ?? null,
      };
    }),
    total: students.length,
  };
}

type Line = RollCallBody['lines'][number];

/** Every bad line named, so the taker sees them all at once; nothing is written if there is one. */
function checkLines(lines: readonly Line[], roster: ReadonlySet<number>, durationHours: number): void {
  const problems: Record<string, ValidationMessage> = {};
  const seen = new Set<number>();
  lines.forEach(({ studentId, latenessMinutes }, index) => {
    const field = `lines[${index}].studentId`;
    if (seen.has(studentId)) problems[field] = { key: 'validation.duplicateStudent' };
    else if (!roster.has(studentId)) problems[field] = { key: 'validation.studentNotInClassroom' };
    seen.add(studentId);
    const lateness = latenessProblem(latenessMinutes ?? 0, durationHours);
    if (lateness) problems[`lines[${index}].latenessMinutes`] = lateness;
  });
  if (Object.keys(problems).length) throw new HttpError(400, 'errors.validation', {}, undefined, problems);
}

/** What the audit log keeps of a student's line: null when present and on time. */
type AuditLine = { status: AttendanceStatus; latenessMinutes: number } | null;

const isException = (status: AttendanceStatus, lateness: number): boolean => status !== 'present' || lateness > 0;

export async function saveRollCall(
  db: Db,
  caller: Caller,
  classroomId: number,
  date: string,
  timePartId: number,
  lines: readonly Line[],
): Promise<RollCallResult> {
  const [slot, options] = await Promise.all([slotFor(db, caller, classroomId, date, timePartId, 'take'), readOptions(db)]);
  return db.transaction().execute(async (trx) => {
    const now = nowIso();
    const userId = caller.user.id;
    // First, as it holds the slot: the lines read below are still the lines when they are written.
    const firstTaken = await markRollCallTaken(
      trx,
      { classroomId, schoolYearId: slot.classroom.school_year_id, date, timePartId },
      userId,
      now,
    );
    // Read inside the transaction, so a registration changed meanwhile is seen.
    const students = await rosterOf(trx, classroomId, date, timePartId);
    const roster = new Set(students.map((s) => s.id));
    checkLines(lines, roster, slot.timePart.duration_hours);

    const existing = new Map(
      students.flatMap((s) => {
        const line = lineOf(s);
        return line ? [[s.id, line] as const] : [];
      }),
    );
    const wanted = new Map(lines.map((line) => [line.studentId, { status: line.status, lateness: line.latenessMinutes ?? 0 }]));
    const writes: Insertable<AbsenceTable>[] = [];
    const removals: number[] = [];
    /** Students absent now and not before (a draft turned absent counts): each may get a notice. */
    const newlyAbsent = new Set<number>();
    const before: Record<number, AuditLine> = {};
    const after: Record<number, AuditLine> = {};

    for (const { id: studentId } of students) {
      const previous = existing.get(studentId);
      // A student of the classroom not listed is present.
      const next = wanted.get(studentId) ?? { status: 'present' as const, lateness: 0 };
      const keep = isException(next.status, next.lateness);
      if (previous && previous.status === next.status && previous.lateness_minutes === next.lateness) continue;
      if (!previous && !keep) continue;
      before[studentId] = previous ? { status: previous.status, latenessMinutes: previous.lateness_minutes } : null;
      after[studentId] = keep ? { status: next.status, latenessMinutes: next.lateness } : null;
      if (!keep) {
        removals.push(previous!.id);
        continue;
      }
      const justification = justificationOnStatus(previous, next.status, userId, now);
      writes.push({
        student_id: studentId,
        classroom_id: classroomId,
        school_year_id: slot.classroom.school_year_id,
        date,
        time_part_id: timePartId,
        status: next.status,
        lateness_minutes: next.lateness,
        ...justification,
        entered_by: userId,
        entered_at: now,
        updated_by: userId,
        updated_at: now,
      });
      if (next.status === 'absent' && previous?.status !== 'absent' && !justification.justified) newlyAbsent.add(studentId);
    }

    if (removals.length) await trx.deleteFrom('absences').where('id', 'in', removals).execute();
    // New lines and changed ones in one statement; a changed line keeps who entered it and when.
    const written = writes.length
      ? await trx
          .insertInto('absences')
          .values(writes)
          .onConflict((conflict) =>
            conflict.columns(['student_id', 'date', 'time_part_id']).doUpdateSet((eb) => ({
              status: eb.ref('excluded.status'),
              lateness_minutes: eb.ref('excluded.lateness_minutes'),
              justified: eb.ref('excluded.justified'),
              reason_id: eb.ref('excluded.reason_id'),
              justification_note: eb.ref('excluded.justification_note'),
              justified_by: eb.ref('excluded.justified_by'),
              justified_at: eb.ref('excluded.justified_at'),
              updated_by: eb.ref('excluded.updated_by'),
              updated_at: eb.ref('excluded.updated_at'),
            })),
          )
          .returning(['id', 'student_id'])
          .execute()
      : [];
    const newAbsences = written.filter((row) => newlyAbsent.has(row.student_id)).map((row) => row.id);
    if (newAbsences.length && options.bool('absence_notices')) await queueAbsenceNotices(trx, newAbsences);

    const changed = Object.keys(after).length;
    if (changed || firstTaken) {
      // One entry per save, listing every student it changed: a roll call is one act.
      const where = { classroomId, date, timePartId };
      await audit(trx, {
        userId,
        action: firstTaken ? 'create' : 'update',
        entity: 'roll_call',
        entityId: `${classroomId}/${date}/${timePartId}`,
        before: { ...where, students: before },
        after: { ...where, students: after },
      });
    }
    const listedChanged = lines.filter((line) => line.studentId in after).length;
    return { saved: writes.length, removed: removals.length, unchanged: lines.length - listedChanged };
  });
}

/**
 * The absences resource (one line of a roll call, entered or corrected by the discipline office)
 * and justifications: a student's absences over a date range, one absence, or a withdrawal.
 */
import type {
  Absence,
  AbsenceBody,
  AbsencesQuery,
  JustificationBody,
  JustifyBody,
  JustifySelectionBody,
} from '../../../domain/contract/absences';
import { latenessProblem } from '../../../domain/attendance/lateness';
import type { ValidationMessage } from '../../../domain/validation/yup';
import type { Transaction } from 'kysely';
import type { AbsenceTable, Database, Db } from '../../db/schema';
import { conflict, forbidden, HttpError, notFound } from '../../errors';
import type { Caller } from '../../http/auth';
import { checkClassroomScope, classroomOfStudentOn, classroomScope, inScope } from './attendanceScope';
import { audit } from '../shared/audit';
import { nowIso } from '../shared/clock';
import { pageOf } from '../shared/listQueries';
import { absenceJoins, absenceRows, toAbsence, withAbsenceColumns } from './absenceRows';
import { checkRollCallDay, justificationOnStatus, markRollCallTaken, timePartOrThrow } from './rollCalls';

async function findAbsence(db: Db, id: number): Promise<Absence | undefined> {
  const row = await absenceRows(db).where('a.id', '=', id).executeTakeFirst();
  return row && toAbsence(row);
}

/** The absence (404), when the caller may act on its classroom (403). */
async function absenceFor(db: Db, caller: Caller, id: number, act: 'read' | 'manage'): Promise<Absence> {
  const absence = await findAbsence(db, id);
  if (!absence) throw notFound('errors.absenceNotFound');
  await checkClassroomScope(db, caller, absence.classroomId, act);
  return absence;
}

/* Reading ------------------------------------------------------------------------------------- */

export async function listAbsences(db: Db, caller: Caller, { limit, skip, ...filters }: AbsencesQuery) {
  const scope = await classroomScope(db, caller, 'read');
  if (scope !== 'all' && !scope.length) return { data: [], total: 0 };
  const filtered = () => {
    let query = absenceJoins(db);
    if (scope !== 'all') query = query.where('a.classroom_id', 'in', scope);
    if (filters.studentId) query = query.where('a.student_id', '=', filters.studentId);
    if (filters.classroomId) query = query.where('a.classroom_id', '=', filters.classroomId);
    if (filters.schoolYearId) query = query.where('a.school_year_id', '=', filters.schoolYearId);
    if (filters.from) query = query.where('a.date', '>=', filters.from);
    if (filters.to) query = query.where('a.date', '<=', filters.to);
    if (filters.status) query = query.where('a.status', '=', filters.status);
    if (filters.justified !== undefined) query = query.where('a.justified', '=', filters.justified ? 1 : 0);
    return query;
  };
  return pageOf(
    withAbsenceColumns(filtered()).orderBy('a.date', 'desc').orderBy('tp.starts_at', 'desc').orderBy('a.id', 'desc'),
    filtered().select((eb) => eb.fn.countAll<number>().as('n')),
    { limit, skip },
    toAbsence,
  );
}

export const getAbsence = (db: Db, caller: Caller, id: number): Promise<Absence> => absenceFor(db, caller, id, 'read');

/* Writing one line ---------------------------------------------------------------------------- */

const fieldError = (field: string, message: ValidationMessage) =>
  new HttpError(400, 'errors.validation', {}, undefined, { [field]: message });

/** Where the body's line goes: the student's classroom that day (400), a known time part (404), a lateness that fits it (400). */
async function placeOf(db: Db, body: AbsenceBody) {
  const timePart = await timePartOrThrow(db, body.timePartId);
  const registration = await classroomOfStudentOn(db, body.studentId, body.date);
  if (!registration) throw fieldError('studentId', { key: 'errors.studentNotRegisteredOn' });
  // A line takes the slot's roll call as taken: the same days as a whole roll call.
  await checkRollCallDay(db, body.date);
  const lateness = latenessProblem(body.latenessMinutes ?? 0, timePart.duration_hours);
  if (lateness) throw fieldError('latenessMinutes', lateness);
  return registration;
}

/** 409 when another line holds the student's slot. */
async function checkSlotFree(db: Db, body: AbsenceBody, exceptId: number | null): Promise<void> {
  let query = db
    .selectFrom('absences')
    .select('id')
    .where('student_id', '=', body.studentId)
    .where('date', '=', body.date)
    .where('time_part_id', '=', body.timePartId);
  if (exceptId !== null) query = query.where('id', '!=', exceptId);
  if (await query.executeTakeFirst()) throw conflict('errors.absenceExists', undefined, ['studentId', 'date', 'timePartId']);
}

export async function createAbsence(db: Db, caller: Caller, body: AbsenceBody): Promise<Absence> {
  const place = await placeOf(db, body);
  await checkClassroomScope(db, caller, place.classroom_id, 'manage');
  const id = await db.transaction().execute(async (trx) => {
    const now = nowIso();
    const userId = caller.user.id;
    const slot = { classroomId: place.classroom_id, schoolYearId: place.school_year_id, date: body.date, timePartId: body.timePartId };
    await markRollCallTaken(trx, slot, userId, now);
    await checkSlotFree(trx, body, null);
    const { id } = await trx
      .insertInto('absences')
      .values({
        student_id: body.studentId,
        classroom_id: place.classroom_id,
        school_year_id: place.school_year_id,
        date: body.date,
        time_part_id: body.timePartId,
        status: body.status,
        lateness_minutes: body.latenessMinutes ?? 0,
        ...justificationOnStatus(undefined, body.status, userId, now),
        entered_by: userId,
        entered_at: now,
        updated_by: userId,
        updated_at: now,
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    await audit(trx, { userId, action: 'create', entity: 'absence', entityId: id, after: await findAbsence(trx, id) });
    return id;
  });
  return (await findAbsence(db, id))!;
}

export async function updateAbsence(db: Db, caller: Caller, id: number, body: AbsenceBody): Promise<Absence> {
  await absenceFor(db, caller, id, 'manage');
  const place = await placeOf(db, body);
  await checkClassroomScope(db, caller, place.classroom_id, 'manage');
  return db.transaction().execute(async (trx) => {
    const now = nowIso();
    const userId = caller.user.id;
    const slot = { classroomId: place.classroom_id, schoolYearId: place.school_year_id, date: body.date, timePartId: body.timePartId };
    await markRollCallTaken(trx, slot, userId, now);
    const before = await findAbsence(trx, id);
    if (!before) throw notFound('errors.absenceNotFound');
    await checkSlotFree(trx, body, id);
    const previous = await trx.selectFrom('absences').selectAll().where('id', '=', id).executeTakeFirstOrThrow();
    await trx
      .updateTable('absences')
      .set({
        student_id: body.studentId,
        classroom_id: place.classroom_id,
        school_year_id: place.school_year_id,
        date: body.date,
        time_part_id: body.timePartId,
        status: body.status,
        lateness_minutes: body.latenessMinutes ?? 0,
        ...justificationOnStatus(previous, body.status, userId, now),
        updated_by: userId,
        updated_at: now,
      })
      .where('id', '=', id)
      .execute();
    const after = (await findAbsence(trx, id))!;
    await audit(trx, { userId, action: 'update', entity: 'absence', entityId: id, before, after });
    return after;
  });
}

export async function deleteAbsence(db: Db, caller: Caller, id: number): Promise<{ deleted: number }> {
  const before = await absenceFor(db, caller, id, 'manage');
  return db.transaction().execute(async (trx) => {
    const result = await trx.deleteFrom('absences').where('id', '=', id).executeTakeFirst();
    const deleted = Number(result.numDeletedRows);
    if (deleted) await audit(trx, { userId: caller.user.id, action: 'delete', entity: 'absence', entityId: id, before });
    return { deleted };
  });
}

/* Justifications ------------------------------------------------------------------------------ */

async function reasonOrThrow(db: Db, id: number) {
  const reason = await db.selectFrom('absence_reasons').select(['id', 'name', 'justifies']).where('id', '=', id).executeTakeFirst();
  if (!reason) throw notFound('errors.absenceReasonNotFound');
  return reason;
}

type JustificationColumns = Pick<AbsenceTable, 'justified' | 'reason_id' | 'justification_note' | 'justified_by' | 'justified_at'>;

const justification = (
  reason: { id: number; justifies: 0 | 1 },
  note: string | null | undefined,
  userId: number,
): JustificationColumns => ({
  justified: reason.justifies,
  reason_id: reason.id,
  justification_note: note?.trim() || null,
  justified_by: userId,
  justified_at: nowIso(),
});

/** What the audit log keeps of a line's justification. */
const justificationState = (absence: Absence) => ({
  justified: absence.justified,
  reasonId: absence.reasonId,
  note: absence.justificationNote,
});

/**
 * Gives the lines one justification, in the transaction, with one audit entry for them all: the
 * office justified a period or a selection, not each line one by one.
 */
async function justifyLines(
  trx: Transaction<Database>,
  caller: Caller,
  lines: readonly Absence[],
  reason: { id: number; justifies: 0 | 1 },
  note: string | null | undefined,
  what: { entityId: string; where: Record<string, unknown> },
): Promise<{ justified: number }> {
  if (!lines.length) return { justified: 0 };
  await trx
    .updateTable('absences')
    .set(justification(reason, note, caller.user.id))
    .where(
      'id',
      'in',
      lines.map((line) => line.id),
    )
    .execute();
  await audit(trx, {
    userId: caller.user.id,
    action: 'update',
    entity: 'absences',
    entityId: what.entityId,
    before: { ...what.where, absences: Object.fromEntries(lines.map((line) => [line.id, justificationState(line)])) },
    after: {
      ...what.where,
      absences: Object.fromEntries(
        lines.map((line) => [line.id, { justified: reason.justifies === 1, reasonId: reason.id, note: note?.trim() || null }]),
      ),
    },
  });
  return { justified: lines.length };
}

/** Every absence (status absent) of the student in the range, all in the caller's reach (403 otherwise). */
export async function justifyRange(db: Db, caller: Caller, body: JustifyBody): Promise<{ justified: number }> {
  const reason = await reasonOrThrow(db, body.reasonId);
  const student = await db.selectFrom('students').select('id').where('id', '=', body.studentId).executeTakeFirst();
  if (!student) throw notFound('errors.studentNotFound');
  const scope = await classroomScope(db, caller, 'manage');
  return db.transaction().execute(async (trx) => {
    const lines = (
      await absenceRows(trx)
        .where('a.student_id', '=', body.studentId)
        .where('a.status', '=', 'absent')
        .where('a.date', '>=', body.from)
        .where('a.date', '<=', body.to)
        .orderBy('a.date')
        .orderBy('tp.starts_at')
        .execute()
    ).map(toAbsence);
    // All or nothing: a range reaching a classroom not the caller's is refused whole.
    if (lines.some((line) => !inScope(scope, line.classroomId))) throw forbidden('errors.notYourClassroom');
    const where = { studentId: body.studentId, from: body.from, to: body.to };
    return justifyLines(trx, caller, lines, reason, body.note, { entityId: `${body.studentId}/${body.from}/${body.to}`, where });
  });
}

/** The absences picked by id, all or nothing: each must exist (404), be an absence (400) and be in the caller's reach (403). */
export async function justifySelection(db: Db, caller: Caller, body: JustifySelectionBody): Promise<{ justified: number }> {
  const reason = await reasonOrThrow(db, body.reasonId);
  const scope = await classroomScope(db, caller, 'manage');
  const ids = [...new Set(body.absenceIds)];
  return db.transaction().execute(async (trx) => {
    const lines = (await absenceRows(trx).where('a.id', 'in', ids).execute()).map(toAbsence);
    if (lines.length < ids.length) throw notFound('errors.absenceNotFound');
    if (lines.some((line) => !inScope(scope, line.classroomId))) throw forbidden('errors.notYourClassroom');
    const status = new Map(lines.map((line) => [line.id, line.status]));
    const problems: Record<string, ValidationMessage> = {};
    body.absenceIds.forEach((id, index) => {
      if (status.get(id) !== 'absent') problems[`absenceIds[${index}]`] = { key: 'validation.notAnAbsence' };
    });
    if (Object.keys(problems).length) throw new HttpError(400, 'errors.validation', {}, undefined, problems);
    return justifyLines(trx, caller, lines, reason, body.note, { entityId: ids.join(','), where: { absenceIds: ids } });
  });
}

async function setJustification(db: Db, caller: Caller, id: number, values: JustificationColumns): Promise<Absence> {
  return db.transaction().execute(async (trx) => {
    const before = await findAbsence(trx, id);
    if (!before) throw notFound('errors.absenceNotFound');
    await trx.updateTable('absences').set(values).where('id', '=', id).execute();
    const after = (await findAbsence(trx, id))!;
    await audit(trx, { userId: caller.user.id, action: 'update', entity: 'absence', entityId: id, before, after });
    return after;
  });
}

export async function justifyAbsence(db: Db, caller: Caller, id: number, body: JustificationBody): Promise<Absence> {
  await absenceFor(db, caller, id, 'manage');
  const reason = await reasonOrThrow(db, body.reasonId);
  return setJustification(db, caller, id, justification(reason, body.note, caller.user.id));
}

export async function removeJustification(db: Db, caller: Caller, id: number): Promise<Absence> {
  await absenceFor(db, caller, id, 'manage');
  return setJustification(db, caller, id, {
    justified: 0,
    reason_id: null,
    justification_note: null,
    justified_by: null,
    justified_at: null,
  });
}

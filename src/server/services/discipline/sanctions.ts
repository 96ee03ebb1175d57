/**
 * Sanctions (domain.md, "Attendance and discipline"): recorded against a student of the school
 * year of their date, corrected while active, cancelled with a reason (never deleted). Who reaches
 * which student is the student's classroom of that year, through `attendanceScope`.
 */
import type { Sanction, SanctionBody, SanctionsQuery } from '../../../domain/contract/discipline';
import type { Language } from '../../../domain/enums';
import type { ValidationMessage } from '../../../domain/validation/yup';
import type { Transaction } from 'kysely';
import type { Database, Db } from '../../db/schema';
import { conflict, forbidden, HttpError, notFound } from '../../errors';
import type { Caller } from '../../http/auth';
import { personName, studentName } from '../shared/personNames';
import { classroomOfStudentOn, classroomScope, inScope, type AttendanceAct, type ClassroomScope } from './attendanceScope';
import { audit } from '../shared/audit';
import { nowIso } from '../shared/clock';
import { queueSanctionNotice } from '../messages/guardianNotices';
import { pageOf } from '../shared/listQueries';
import { readOptions } from '../shared/options';
import { reasonText, thresholdOf, type ThresholdReason } from './sanctionReason';

/** Sanctions with their student's classroom of the sanction's school year (the active registration). */
function sanctionsFrom(db: Db) {
  return db
    .selectFrom('sanctions as s')
    .innerJoin('students as st', 'st.id', 's.student_id')
    .innerJoin('sanction_types as t', 't.id', 's.sanction_type_id')
    .leftJoin('registrations as r', (join) =>
      join.onRef('r.student_id', '=', 's.student_id').onRef('r.school_year_id', '=', 's.school_year_id').on('r.status', '=', 'active'),
    )
    .leftJoin('classrooms as c', 'c.id', 'r.classroom_id')
    .leftJoin('users as du', 'du.id', 's.decided_by')
    .leftJoin('users as cu', 'cu.id', 's.cancelled_by');
}

function withSanctionColumns<Q extends ReturnType<typeof sanctionsFrom>>(query: Q) {
  return query.select([
    's.id',
    's.student_id',
    'st.matricule',
    'st.last_name',
    'st.first_name',
    'r.classroom_id',
    'c.name as classroom_name',
    's.school_year_id',
    's.sanction_type_id',
    't.code as type_code',
    't.name as type_name',
    't.unit',
    's.date',
    's.reason',
    's.reason_trimester',
    's.reason_threshold_hours',
    's.reason_hours',
    's.duration',
    'du.first_name as decided_first',
    'du.last_name as decided_last',
    's.status',
    's.cancel_reason',
    'cu.first_name as cancelled_first',
    'cu.last_name as cancelled_last',
    's.cancelled_at',
    's.created_at',
  ]);
}
type SanctionRow = Awaited<ReturnType<ReturnType<typeof withSanctionColumns>['executeTakeFirstOrThrow']>>;

const toSanction = (row: SanctionRow, language: Language): Sanction => ({
  id: row.id,
  studentId: row.student_id,
  matricule: row.matricule,
  studentName: studentName(row.last_name, row.first_name),
  classroomName: row.classroom_name,
  schoolYearId: row.school_year_id,
  sanctionTypeId: row.sanction_type_id,
  typeCode: row.type_code,
  typeName: row.type_name,
  unit: row.unit,
  date: row.date,
  reason: reasonText(row, language),
  duration: row.duration === null ? null : Number(row.duration),
  decidedBy: personName(row.decided_first, row.decided_last),
  status: row.status,
  cancelReason: row.cancel_reason,
  cancelledBy: personName(row.cancelled_first, row.cancelled_last),
  cancelledAt: row.cancelled_at,
  createdAt: row.created_at,
});

/** The classroom ids a scope narrows to, or null for every classroom; an empty scope matches nothing rather than making `in ()`. */
export const scopeIds = (scope: ClassroomScope): readonly number[] | null => (scope === 'all' ? null : scope.length ? scope : [0]);

function filtered(db: Db, scope: ClassroomScope, filters: Omit<SanctionsQuery, 'limit' | 'skip'>) {
  let query = sanctionsFrom(db);
  const ids = scopeIds(scope);
  // A student with no classroom that year is reached only by those who reach every classroom.
  if (ids) query = query.where('r.classroom_id', 'in', ids);
  if (filters.studentId) query = query.where('s.student_id', '=', filters.studentId);
  if (filters.classroomId) query = query.where('r.classroom_id', '=', filters.classroomId);
  if (filters.schoolYearId) query = query.where('s.school_year_id', '=', filters.schoolYearId);
  if (filters.sanctionTypeId) query = query.where('s.sanction_type_id', '=', filters.sanctionTypeId);
  if (filters.from) query = query.where('s.date', '>=', filters.from);
  if (filters.to) query = query.where('s.date', '<=', filters.to);
  if (filters.status) query = query.where('s.status', '=', filters.status);
  return query;
}

/** Newest first: by date, then by when it was recorded. */
export async function listSanctions(db: Db, caller: Caller, { limit, skip, ...filters }: SanctionsQuery, language: Language) {
  const scope = await classroomScope(db, caller, 'read');
  return pageOf(
    withSanctionColumns(filtered(db, scope, filters))
      .orderBy('s.date', 'desc')
      .orderBy('s.id', 'desc'),
    filtered(db, scope, filters).select((eb) => eb.fn.countAll<number>().as('n')),
    { limit, skip },
    (row) => toSanction(row, language),
  );
}

/** The sanctions of a student's school year, newest first (the student record). */
export async function sanctionsOfStudent(db: Db, studentId: number, schoolYearId: number, language: Language): Promise<Sanction[]> {
  const rows = await withSanctionColumns(sanctionsFrom(db))
    .where('s.student_id', '=', studentId)
    .where('s.school_year_id', '=', schoolYearId)
    .orderBy('s.date', 'desc')
    .orderBy('s.id', 'desc')
    .execute();
  return rows.map((row) => toSanction(row, language));
}

async function findSanction(db: Db, id: number): Promise<SanctionRow> {
  const row = await withSanctionColumns(sanctionsFrom(db)).where('s.id', '=', id).executeTakeFirst();
  if (!row) throw notFound('errors.sanctionNotFound');
  return row;
}

/** The sanction, 404 when missing, 403 when its student's classroom is out of the caller's reach. */
async function sanctionFor(db: Db, caller: Caller, id: number, act: AttendanceAct): Promise<SanctionRow> {
  const row = await findSanction(db, id);
  const scope = await classroomScope(db, caller, act);
  if (scope !== 'all' && (row.classroom_id === null || !inScope(scope, row.classroom_id))) throw forbidden('errors.notYourClassroom');
  return row;
}

export const getSanction = async (db: Db, caller: Caller, id: number, language: Language): Promise<Sanction> =>
  toSanction(await sanctionFor(db, caller, id, 'read'), language);

/** A sanction the caller may read and that still stands (409 when cancelled): what a notice is made of. */
export async function activeSanction(db: Db, caller: Caller, id: number, language: Language): Promise<Sanction> {
  const sanction = await getSanction(db, caller, id, language);
  if (sanction.status === 'cancelled') throw conflict('errors.sanctionCancelled');
  return sanction;
}

/**
 * What a body records, checked: the type exists (404), the student is registered in the school
 * year of the date (400 on `date`) in a classroom the caller manages (403), and the duration fits
 * the type's unit (400 on `duration`). Both 400s are named at once.
 */
async function checkedValues(db: Db, caller: Caller, body: SanctionBody) {
  const [type, student] = await Promise.all([
    db.selectFrom('sanction_types').select(['id', 'unit']).where('id', '=', body.sanctionTypeId).executeTakeFirst(),
    db.selectFrom('students').select('id').where('id', '=', body.studentId).executeTakeFirst(),
  ]);
  if (!student) throw notFound('errors.studentNotFound');
  if (!type) throw notFound('errors.sanctionTypeNotFound');
  const registration = await classroomOfStudentOn(db, body.studentId, body.date);
  const problems: Record<string, ValidationMessage> = {};
  if (!registration) problems.date = { key: 'errors.studentNotRegisteredOn' };
  const duration = body.duration ?? null;
  if (type.unit === 'none' && duration !== null) problems.duration = { key: 'validation.durationNotUsed' };
  if (type.unit !== 'none' && duration === null) problems.duration = { key: 'validation.durationNeeded' };
  if (Object.keys(problems).length)
    throw new HttpError(400, problems.date ? 'errors.studentNotRegisteredOn' : 'errors.validation', {}, undefined, problems);
  if (!inScope(await classroomScope(db, caller, 'manage'), registration!.classroom_id)) throw forbidden('errors.notYourClassroom');
  return {
    student_id: body.studentId,
    school_year_id: registration!.school_year_id,
    sanction_type_id: type.id,
    date: body.date,
    reason: body.reason,
    duration,
    decided_by: caller.user.id,
  };
}

const thresholdColumns = (threshold: ThresholdReason | null) => ({
  reason_trimester: threshold?.trimester ?? null,
  reason_threshold_hours: threshold?.thresholdHours ?? null,
  reason_hours: threshold?.hours ?? null,
});

/**
 * Records a sanction inside the caller's transaction, audited. A confirmed suggestion records one
 * with its `threshold` as the reason, kept as data; `body.reason` is then its text in the
 * confirmer's language, kept for readers that only know text.
 */
export async function insertSanction(
  trx: Transaction<Database>,
  caller: Caller,
  body: SanctionBody,
  language: Language,
  threshold: ThresholdReason | null = null,
): Promise<Sanction> {
  const values = await checkedValues(trx, caller, body);
  const now = nowIso();
  const { id } = await trx
    .insertInto('sanctions')
    .values({ ...values, ...thresholdColumns(threshold), status: 'active', created_at: now, updated_at: now })
    .returning('id')
    .executeTakeFirstOrThrow();
  const created = toSanction(await findSanction(trx, id), language);
  await audit(trx, { userId: caller.user.id, action: 'create', entity: 'sanction', entityId: id, after: created });
  if ((await readOptions(trx)).bool('guardian_notices_sanctions')) await queueSanctionNotice(trx, id, caller.user.id);
  return created;
}

export function createSanction(db: Db, caller: Caller, body: SanctionBody, language: Language): Promise<Sanction> {
  return db.transaction().execute((trx) => insertSanction(trx, caller, body, language));
}

export function updateSanction(db: Db, caller: Caller, id: number, body: SanctionBody, language: Language): Promise<Sanction> {
  return db.transaction().execute(async (trx) => {
    const row = await sanctionFor(trx, caller, id, 'manage');
    const before = toSanction(row, language);
    if (before.status === 'cancelled') throw conflict('errors.sanctionCancelled');
    const values = await checkedValues(trx, caller, body);
    // A threshold reason sent back as the caller read it stays data; a reason edited becomes the text typed.
    const kept = thresholdOf(row) !== null && body.reason === before.reason;
    const reason = kept ? { reason: row.reason } : { reason: values.reason, ...thresholdColumns(null) };
    // Only while still active: a cancellation that won the race is not overwritten.
    const result = await trx
      .updateTable('sanctions')
      .set({ ...values, ...reason, updated_at: nowIso() })
      .where('id', '=', id)
      .where('status', '=', 'active')
      .executeTakeFirst();
    if (Number(result.numUpdatedRows) === 0) throw conflict('errors.sanctionCancelled');
    const after = toSanction(await findSanction(trx, id), language);
    await audit(trx, { userId: caller.user.id, action: 'update', entity: 'sanction', entityId: id, before, after });
    return after;
  });
}

export function cancelSanction(db: Db, caller: Caller, id: number, reason: string, language: Language): Promise<Sanction> {
  return db.transaction().execute(async (trx) => {
    const before = toSanction(await sanctionFor(trx, caller, id, 'manage'), language);
    const now = nowIso();
    const result = await trx
      .updateTable('sanctions')
      .set({ status: 'cancelled', cancel_reason: reason, cancelled_by: caller.user.id, cancelled_at: now, updated_at: now })
      .where('id', '=', id)
      .where('status', '=', 'active')
      .executeTakeFirst();
    if (Number(result.numUpdatedRows) === 0) throw conflict('errors.sanctionCancelled');
    const after = toSanction(await findSanction(trx, id), language);
    await audit(trx, { userId: caller.user.id, action: 'update', entity: 'sanction', entityId: id, before, after });
    return after;
  });
}

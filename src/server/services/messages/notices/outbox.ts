/** The outbox as the office reads it, and a failed notice put back in the queue. */
import { sql } from 'kysely';
import {
  readableNoticeKinds,
  type GuardianNotice,
  type NoticeKind,
  type NoticeList,
  type NoticesQuery,
} from '../../../../domain/contract/guardianNotices';
import type { Db } from '../../../db/schema';
import { conflict, forbidden, notFound } from '../../../errors';
import type { Caller } from '../../../http/auth';
import { audit } from '../../shared/audit';
import { pageOf } from '../../shared/listQueries';
import type { Configured } from './bulk';

/**
 * The notices a caller may see, and the only way this service reads them: a notice of a kind whose
 * source area the caller does not read (arrears without `finance.read`…) is not there for them,
 * in the list, its counts or a retry. Staff mail (no student) is never part of the outbox.
 */
function noticesFrom(db: Db, caller: Caller) {
  const kinds = readableNoticeKinds(caller.permissions);
  return db
    .selectFrom('guardian_notices as n')
    .innerJoin('students as s', 's.id', 'n.student_id')
    .leftJoin('classrooms as c', 'c.id', 'n.classroom_id')
    .leftJoin('users as u', 'u.id', 'n.created_by')
    .where((eb) => (kinds.length ? eb('n.kind', 'in', kinds) : sql<boolean>`1 = 0`));
}

/** The outbox's figures by status, or one student's (their page shows theirs, not the school's). */
async function countsOf(db: Db, caller: Caller, studentId: number | undefined): Promise<NoticeList['counts']> {
  const rows = await noticesFrom(db, caller)
    .$if(studentId !== undefined, (query) => query.where('n.student_id', '=', studentId!))
    .select(['n.status', (eb) => eb.fn.countAll<number>().as('n')])
    .groupBy('n.status')
    .execute();
  const counts = { queued: 0, sent: 0, failed: 0 };
  for (const row of rows) counts[row.status] = Number(row.n);
  return counts;
}

function withColumns(query: ReturnType<typeof noticesFrom>) {
  return query.select([
    'n.id',
    // The inner join's id: a staff mail has no student and is never here.
    's.id as student_id',
    's.last_name',
    's.first_name',
    's.matricule',
    'c.name as classroom_name',
    'n.kind',
    'n.channel',
    'n.address',
    'n.subject',
    'n.body',
    'n.status',
    'n.attempts',
    'n.last_error',
    'n.created_at',
    'u.first_name as author_first',
    'u.last_name as author_last',
    'n.last_attempt_at',
    'n.next_attempt_at',
    'n.sent_at',
  ]);
}
type NoticeRow = Awaited<ReturnType<ReturnType<typeof withColumns>['executeTakeFirstOrThrow']>>;

const toNotice = (row: NoticeRow): GuardianNotice => ({
  id: row.id,
  studentId: row.student_id,
  studentName: `${row.last_name.toUpperCase()} ${row.first_name}`,
  matricule: row.matricule,
  classroomName: row.classroom_name,
  // noticesFrom keeps the readable guardian kinds only.
  kind: row.kind as NoticeKind,
  channel: row.channel,
  address: row.address,
  subject: row.subject,
  body: row.body,
  status: row.status,
  attempts: Number(row.attempts),
  lastError: row.last_error,
  createdAt: row.created_at,
  createdBy: row.author_first === null ? null : `${row.author_first} ${row.author_last ?? ''}`.trim(),
  lastAttemptAt: row.last_attempt_at,
  nextAttemptAt: row.status === 'queued' ? row.next_attempt_at : null,
  sentAt: row.sent_at,
});

export async function listNotices(
  db: Db,
  caller: Caller,
  { limit, skip, ...filters }: NoticesQuery,
  configured: Configured,
): Promise<NoticeList> {
  let query = noticesFrom(db, caller);
  if (filters.status) query = query.where('n.status', '=', filters.status);
  if (filters.kind) query = query.where('n.kind', '=', filters.kind);
  if (filters.classroomId) query = query.where('n.classroom_id', '=', filters.classroomId);
  if (filters.studentId) query = query.where('n.student_id', '=', filters.studentId);
  const [page, counts] = await Promise.all([
    pageOf(
      withColumns(query).orderBy('n.id', 'desc'),
      query.select((eb) => eb.fn.countAll<number>().as('n')),
      { limit, skip },
      toNotice,
    ),
    countsOf(db, caller, filters.studentId),
  ]);
  return { ...page, counts, configured };
}

const findNotice = (db: Db, caller: Caller, id: number) => withColumns(noticesFrom(db, caller)).where('n.id', '=', id).executeTakeFirst();

/** A failed notice back to the queue, attempts from zero; the bursar retries arrears notices only. */
export function retryNotice(db: Db, caller: Caller, id: number): Promise<GuardianNotice> {
  return db.transaction().execute(async (trx) => {
    const before = await findNotice(trx, caller, id);
    if (!before) throw notFound('errors.noticesNotFound');
    if (before.kind !== 'arrears' && !caller.permissions.includes('notices.send')) throw forbidden('errors.noticesArrearsOnly');
    const result = await trx
      .updateTable('guardian_notices')
      .set({ status: 'queued', attempts: 0, last_error: null, next_attempt_at: null, claimed_until: null })
      .where('id', '=', id)
      .where('status', '=', 'failed')
      .executeTakeFirst();
    if (Number(result.numUpdatedRows) === 0) throw conflict('errors.noticesNotFailed');
    const after = toNotice((await findNotice(trx, caller, id))!);
    await audit(trx, {
      userId: caller.user.id,
      action: 'update',
      entity: 'guardian_notice',
      entityId: id,
      before: toNotice(before),
      after,
    });
    return after;
  });
}

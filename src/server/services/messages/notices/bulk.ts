/**
 * A bulk send to guardians (docs/decisions.md, "Notices to guardians"): who would be told, by which
 * channel, and who has no address (the preview), then the same list queued in one transaction.
 * The students come from the classrooms' active registrations; for arrears, from the finance
 * service's arrears (the same figures as the bursar's list).
 */
import { randomUUID } from 'node:crypto';
import {
  readableNoticeKinds,
  type NoticeBatch,
  type NoticeBatchBody,
  type NoticePreview,
} from '../../../../domain/contract/guardianNotices';
import { isPeriodInRange, type PeriodType } from '../../../../domain/grading/periods';
import { currencyLabel, currencyOf } from '../../../../domain/finance/currency';
import type { Database, Db } from '../../../db/schema';
import { badField, forbidden } from '../../../errors';
import type { Caller } from '../../../http/auth';
import type { Insertable } from 'kysely';
import { audit } from '../../shared/audit';
import { localDate, nowIso } from '../../shared/clock';
import { allArrears } from '../../finance/reports';
import { pickChannel } from '../guardianNotices';
import { readOptions } from '../../shared/options';

export interface Configured {
  sms: boolean;
  email: boolean;
}

interface Recipient {
  studentId: number;
  studentName: string;
  matricule: string;
  classroomId: number;
  classroomName: string;
  guardian_phone: string | null;
  guardian_email: string | null;
  amount?: number;
}

const SUBJECTS: Record<NoticeBatchBody['kind'], string> = {
  message: "Message de l'établissement",
  'report-card': 'Bulletin disponible',
  arrears: 'Frais de scolarité en retard',
};

const CHUNK = 500;
const chunks = <T>(items: readonly T[]): T[][] =>
  Array.from({ length: Math.ceil(items.length / CHUNK) }, (_, index) => items.slice(index * CHUNK, (index + 1) * CHUNK));

const money = (amount: number, currency: string) => `${String(amount).replace(/\B(?=(\d{3})+(?!\d))/g, ' ')} ${currency}`;

/** The checks every bulk body passes before anything is read or written; a 400 names the field. */
async function checkedClassrooms(db: Db, caller: Caller, body: NoticeBatchBody) {
  if (body.kind !== 'arrears' && !caller.permissions.includes('notices.send')) throw forbidden('errors.noticesArrearsOnly');
  // The preview names the students concerned (for arrears: who owes), as the outbox would.
  if (!readableNoticeKinds(caller.permissions).includes(body.kind)) throw forbidden();
  if (!body.text.trim()) throw badField('text', 'validation.required');
  const ids = [...new Set(body.classroomIds)];
  if (!ids.length && !(body.kind === 'arrears' && body.levelId)) throw badField('classroomIds', 'errors.noticesNoClassroom');
  if (body.kind === 'report-card') {
    if (!body.periodType) throw badField('periodType', 'validation.required');
    if (body.period === undefined || !isPeriodInRange(body.periodType as PeriodType, body.period))
      throw badField('period', 'validation.periodOutOfRange');
  }
  const classrooms = ids.length
    ? await db.selectFrom('classrooms').select(['id', 'name', 'school_year_id', 'level_id']).where('id', 'in', ids).execute()
    : [];
  if (classrooms.length !== ids.length) throw badField('classroomIds', 'errors.noticesUnknownClassroom');
  if (body.levelId && !(await db.selectFrom('levels').select('id').where('id', '=', body.levelId).executeTakeFirst()))
    throw badField('levelId', 'errors.noticesUnknownLevel');
  return classrooms;
}

async function recipientsOf(
  db: Db,
  body: NoticeBatchBody,
  classrooms: Awaited<ReturnType<typeof checkedClassrooms>>,
): Promise<Recipient[]> {
  const base = db
    .selectFrom('registrations as r')
    .innerJoin('students as s', 's.id', 'r.student_id')
    .innerJoin('classrooms as c', 'c.id', 'r.classroom_id')
    .select([
      's.id',
      's.first_name',
      's.last_name',
      's.matricule',
      's.guardian_phone',
      's.guardian_email',
      'c.id as classroom_id',
      'c.name as classroom_name',
    ])
    .where('r.status', '=', 'active')
    .where('s.archived', '=', 0);
  const name = (row: { last_name: string; first_name: string }) => `${row.last_name.toUpperCase()} ${row.first_name}`;
  const toRecipient = (row: Awaited<ReturnType<typeof base.execute>>[number], amount?: number): Recipient => ({
    studentId: row.id,
    studentName: name(row),
    matricule: row.matricule,
    classroomId: row.classroom_id,
    classroomName: row.classroom_name,
    guardian_phone: row.guardian_phone,
    guardian_email: row.guardian_email,
    amount,
  });
  if (body.kind !== 'arrears') {
    const rows = await base
      .where(
        'r.classroom_id',
        'in',
        classrooms.map((c) => c.id),
      )
      .orderBy('c.name')
      .orderBy('s.last_name')
      .orderBy('s.first_name')
      .orderBy('s.id')
      .execute();
    return rows.map((row) => toRecipient(row));
  }
  const ids = classrooms.map((c) => c.id);
  const owed = await allArrears(db, {
    schoolYearId: classrooms[0]?.school_year_id,
    classroomId: ids.length === 1 ? ids[0] : undefined,
    levelId: body.levelId,
    asOf: body.asOf,
  });
  const overdue = new Map<number, number>();
  for (const classroom of owed.classrooms)
    if (!ids.length || ids.includes(classroom.classroomId))
      for (const student of classroom.students) overdue.set(student.studentId, student.totalOverdue);
  if (!overdue.size) return [];
  const rows: Awaited<ReturnType<typeof base.execute>> = [];
  for (const part of chunks([...overdue.keys()]))
    rows.push(...(await base.where('r.school_year_id', '=', owed.schoolYearId).where('s.id', 'in', part).execute()));
  return rows
    .sort((a, b) => a.classroom_name.localeCompare(b.classroom_name) || name(a).localeCompare(name(b)) || a.id - b.id)
    .map((row) => toRecipient(row, overdue.get(row.id)));
}

/** The cause that makes each notice unique: repeating a send never queues it twice. */
function sourceOf(body: NoticeBatchBody, batch: string, recipient: Recipient): string {
  if (body.kind === 'report-card') return `report-card:${recipient.classroomId}:${body.periodType}-${body.period}:${recipient.studentId}`;
  if (body.kind === 'arrears') return `arrears:${body.asOf || localDate()}:${recipient.studentId}`;
  return `message:${batch}:${recipient.studentId}`;
}

async function plan(db: Db, caller: Caller, body: NoticeBatchBody, configured: Configured, batch: string) {
  const classrooms = await checkedClassrooms(db, caller, body);
  const recipients = await recipientsOf(db, body, classrooms);
  // The label the screens and the receipts write (FCFA for XAF).
  const currency = body.kind === 'arrears' ? currencyLabel(currencyOf((await readOptions(db)).raw('currency'))) : '';
  const missing: NoticePreview['missing'] = [];
  const byChannel = { sms: 0, email: 0 };
  const now = nowIso();
  const notices: Insertable<Database['guardian_notices']>[] = [];
  for (const recipient of recipients) {
    const target = pickChannel(recipient, body.channel);
    if (!target) {
      missing.push({
        studentId: recipient.studentId,
        studentName: recipient.studentName,
        matricule: recipient.matricule,
        classroomName: recipient.classroomName,
      });
      continue;
    }
    byChannel[target.channel] += 1;
    const text = body.text
      .replaceAll('{student}', recipient.studentName)
      .replaceAll('{amount}', recipient.amount === undefined ? '' : money(recipient.amount, currency));
    notices.push({
      student_id: recipient.studentId,
      kind: body.kind,
      source: sourceOf(body, batch, recipient),
      channel: target.channel,
      address: target.address,
      subject: target.channel === 'email' ? body.subject || SUBJECTS[body.kind] : null,
      body: text,
      status: 'queued',
      attempts: 0,
      created_at: now,
      batch,
      classroom_id: recipient.classroomId,
      created_by: caller.user.id,
    });
  }
  let alreadyQueued = 0;
  for (const part of chunks(notices.map((notice) => notice.source)))
    alreadyQueued += Number(
      (
        await db
          .selectFrom('guardian_notices')
          .select((eb) => eb.fn.countAll<number>().as('n'))
          .where('source', 'in', part)
          .executeTakeFirstOrThrow()
      ).n,
    );
  const preview: NoticePreview = { kind: body.kind, guardians: notices.length, byChannel, missing, alreadyQueued, configured };
  return { preview, notices };
}

export async function previewNotices(db: Db, caller: Caller, body: NoticeBatchBody, configured: Configured): Promise<NoticePreview> {
  return (await plan(db, caller, body, configured, body.batchId ?? 'preview')).preview;
}

/** Queues the batch in one transaction with one audit entry; notices already queued for the same cause are left as they are. */
export async function queueNotices(db: Db, caller: Caller, body: NoticeBatchBody, configured: Configured): Promise<NoticeBatch> {
  const batch = body.batchId ?? randomUUID();
  return db.transaction().execute(async (trx) => {
    const { preview, notices } = await plan(trx, caller, body, configured, batch);
    let queued = 0;
    for (const part of chunks(notices)) {
      const result = await trx
        .insertInto('guardian_notices')
        .values(part)
        .onConflict((oc) => oc.column('source').doNothing())
        .executeTakeFirst();
      queued += Number(result.numInsertedOrUpdatedRows ?? 0);
    }
    const after = {
      kind: body.kind,
      classroomIds: body.classroomIds,
      levelId: body.levelId ?? null,
      periodType: body.periodType ?? null,
      period: body.period ?? null,
      asOf: body.asOf ?? null,
      text: body.text,
      queued,
      byChannel: preview.byChannel,
      missing: preview.missing.length,
    };
    await audit(trx, { userId: caller.user.id, action: 'create', entity: 'guardian_notice_batch', entityId: batch, after });
    return { ...preview, batch, queued };
  });
}

/**
 * Notices to guardians queued by what caused them, inside that cause's transaction: an unjustified
 * absence (option `absence_notices`) and a sanction (option `guardian_notices_sanctions`). The
 * outbox's sender sends them later (services/messages/notices/sender.ts). A notice's `source` is unique, so
 * a cause that is saved again never queues a second one.
 */
import type { Db } from '../../db/schema';
import { nowIso } from '../shared/clock';
import { reasonText } from '../discipline/sanctionReason';

/** `2026-10-12` as a French reader writes it: `12/10/2026`. */
const frenchDate = (date: string): string => date.split('-').reverse().join('/');

/** An SMS short enough for one message: who, when, and what to do. */
const absenceText = (firstName: string, lastName: string, date: string, timePart: string): string =>
  `Scola : ${firstName} ${lastName.toUpperCase()} était absent(e) le ${frenchDate(date)} (${timePart}). Merci de justifier cette absence auprès de l'établissement.`;

const sanctionText = (firstName: string, lastName: string, type: string, date: string, reason: string): string =>
  `Scola : ${firstName} ${lastName.toUpperCase()} a reçu une sanction (${type}) le ${frenchDate(date)} : ${reason}. Merci de prendre contact avec l'établissement.`;

export interface GuardianAddresses {
  guardian_phone: string | null;
  guardian_email: string | null;
}

/** auto: e-mail when the guardian has one, else SMS; null when the guardian has no address for it. */
export function pickChannel(
  guardian: GuardianAddresses,
  choice: 'auto' | 'sms' | 'email' = 'auto',
): { channel: 'sms' | 'email'; address: string } | null {
  const email = guardian.guardian_email?.trim();
  const phone = guardian.guardian_phone?.trim();
  if (email && choice !== 'sms') return { channel: 'email', address: email };
  if (phone && choice !== 'email') return { channel: 'sms', address: phone };
  return null;
}

/** One SMS per absence to the student's guardian; students without a guardian phone get none. */
export async function queueAbsenceNotices(trx: Db, absenceIds: readonly number[]): Promise<number> {
  if (!absenceIds.length) return 0;
  const rows = await trx
    .selectFrom('absences as a')
    .innerJoin('students as s', 's.id', 'a.student_id')
    .innerJoin('time_parts as tp', 'tp.id', 'a.time_part_id')
    .select([
      'a.id',
      'a.student_id',
      'a.classroom_id',
      'a.date',
      's.first_name',
      's.last_name',
      's.guardian_phone',
      'tp.name as time_part_name',
    ])
    .where('a.id', 'in', absenceIds)
    .execute();
  const now = nowIso();
  const notices = rows
    .filter((row) => row.guardian_phone?.trim())
    .map((row) => ({
      student_id: row.student_id,
      kind: 'absence' as const,
      source: `absence:${row.id}`,
      channel: 'sms' as const,
      address: row.guardian_phone!.trim(),
      body: absenceText(row.first_name, row.last_name, row.date, row.time_part_name),
      status: 'queued' as const,
      attempts: 0,
      created_at: now,
      // The outbox filters by classroom.
      classroom_id: row.classroom_id,
    }));
  if (!notices.length) return 0;
  const result = await trx
    .insertInto('guardian_notices')
    .values(notices)
    .onConflict((oc) => oc.column('source').doNothing())
    .executeTakeFirst();
  return Number(result.numInsertedOrUpdatedRows ?? 0);
}

/** One notice for a sanction just recorded, by e-mail or SMS; none when the guardian has no address. */
export async function queueSanctionNotice(trx: Db, sanctionId: number, createdBy: number): Promise<number> {
  const row = await trx
    .selectFrom('sanctions as x')
    .innerJoin('students as s', 's.id', 'x.student_id')
    .innerJoin('sanction_types as t', 't.id', 'x.sanction_type_id')
    .leftJoin('registrations as r', (join) =>
      join.onRef('r.student_id', '=', 'x.student_id').onRef('r.school_year_id', '=', 'x.school_year_id').on('r.status', '=', 'active'),
    )
    .select([
      'x.student_id',
      'x.date',
      'x.reason',
      'x.reason_trimester',
      'x.reason_threshold_hours',
      'x.reason_hours',
      's.first_name',
      's.last_name',
      's.guardian_phone',
      's.guardian_email',
      't.name',
      'r.classroom_id',
    ])
    .where('x.id', '=', sanctionId)
    .executeTakeFirst();
  const target = row && pickChannel(row);
  if (!row || !target) return 0;
  const result = await trx
    .insertInto('guardian_notices')
    .values({
      student_id: row.student_id,
      kind: 'sanction',
      source: `sanction:${sanctionId}`,
      ...target,
      subject: target.channel === 'email' ? 'Sanction' : null,
      body: sanctionText(row.first_name, row.last_name, row.name, row.date, reasonText(row, 'fr')),
      status: 'queued',
      attempts: 0,
      created_at: nowIso(),
      classroom_id: row.classroom_id,
      created_by: createdBy,
    })
    .onConflict((oc) => oc.column('source').doNothing())
    .executeTakeFirst();
  return Number(result.numInsertedOrUpdatedRows ?? 0);
}

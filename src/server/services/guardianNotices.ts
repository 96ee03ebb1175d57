/**
 * Notices to guardians, queued in `guardian_notices` inside the transaction of what caused them, and
 * sent later by the messages outbox (issue 17). A notice's `source` is unique, so a cause that is
 * saved again never queues a second one.
 */
import type { Db } from '../db/schema';
import { nowIso } from './clock';

/** `2026-10-12` as a French reader writes it: `12/10/2026`. */
const frenchDate = (date: string): string => date.split('-').reverse().join('/');

/** An SMS short enough for one message: who, when, and what to do. */
const absenceText = (firstName: string, lastName: string, date: string, timePart: string): string =>
  `Scola : ${firstName} ${lastName.toUpperCase()} était absent(e) le ${frenchDate(date)} (${timePart}). Merci de justifier cette absence auprès de l'établissement.`;

/** One SMS per absence to the student's guardian; students without a guardian phone get none. */
export async function queueAbsenceNotices(trx: Db, absenceIds: readonly number[]): Promise<number> {
  if (!absenceIds.length) return 0;
  const rows = await trx
    .selectFrom('absences as a')
    .innerJoin('students as s', 's.id', 'a.student_id')
    .innerJoin('time_parts as tp', 'tp.id', 'a.time_part_id')
    .select(['a.id', 'a.student_id', 'a.date', 's.first_name', 's.last_name', 's.guardian_phone', 'tp.name as time_part_name'])
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
    }));
  if (!notices.length) return 0;
  const result = await trx
    .insertInto('guardian_notices')
    .values(notices)
    .onConflict((oc) => oc.column('source').doNothing())
    .executeTakeFirst();
  return Number(result.numInsertedOrUpdatedRows ?? 0);
}

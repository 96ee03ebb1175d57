/**
 * A few notices to guardians in the demo school's outbox: a message to the first students'
 * guardians, most sent, one refused by the gateway (a bad number), one still queued, so the outbox
 * screen shows each status.
 */
import type { Transaction } from 'kysely';
import type { Database } from './schema';

export async function seedNotices(trx: Transaction<Database>, { now }: { now: string }): Promise<void> {
  const principal = await trx.selectFrom('users').select('id').where('username', '=', 'principal').executeTakeFirst();
  const students = await trx
    .selectFrom('registrations as r')
    .innerJoin('students as s', 's.id', 'r.student_id')
    .select(['s.id', 's.guardian_phone', 's.guardian_email', 'r.classroom_id'])
    .where('r.status', '=', 'active')
    .orderBy('r.classroom_id')
    .orderBy('s.id')
    .limit(5)
    .execute();
  const at = (minutes: number) => new Date(Date.parse(now) - minutes * 60_000).toISOString();
  const text = 'Réunion des parents le samedi à 9 h dans la salle polyvalente. Merci de votre présence.';
  await trx
    .insertInto('guardian_notices')
    .values(
      students.map((student, index) => {
        const status = index === 1 ? 'failed' : index === 4 ? 'queued' : 'sent';
        // The failed one is an SMS to a number too short, as a gateway refuses it.
        const email = status === 'failed' ? null : student.guardian_email;
        return {
          student_id: student.id,
          kind: 'message' as const,
          source: `message:demo:${student.id}`,
          channel: email ? ('email' as const) : ('sms' as const),
          address: index === 1 ? '+237 600' : (email ?? student.guardian_phone),
          subject: email ? "Message de l'établissement" : null,
          body: text,
          status,
          attempts: status === 'queued' ? 0 : 1,
          last_error: status === 'failed' ? 'HTTP 400: invalid phone number' : null,
          created_at: at(120),
          last_attempt_at: status === 'queued' ? null : at(119),
          sent_at: status === 'sent' ? at(119) : null,
          batch: 'demo',
          classroom_id: student.classroom_id,
          created_by: principal?.id ?? null,
        };
      }),
    )
    .execute();
}

/**
 * A few notices to guardians in the demo school's outbox: a message to the first students'
 * guardians. A notice reads as sent, or refused by the gateway (a bad number), only on a channel
 * the server has a gateway for; on the others it stays queued, as the sender leaves it, since the
 * demo must not claim a message left that nobody could have sent. With both gateways the outbox
 * shows each status: most sent, one failed, one still queued.
 */
import type { Transaction } from 'kysely';
import type { Database } from './schema';

export interface NoticeGateways {
  sms: boolean;
  email: boolean;
}

export async function seedNotices(trx: Transaction<Database>, { now, gateways }: { now: string; gateways: NoticeGateways }): Promise<void> {
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
        // The refused one is an SMS to a number too short, as a gateway refuses it: only with an SMS gateway to refuse it.
        const refused = index === 1 && gateways.sms;
        const email = refused ? null : student.guardian_email;
        const channel = email ? ('email' as const) : ('sms' as const);
        const status = !gateways[channel] || index === 4 ? 'queued' : refused ? 'failed' : 'sent';
        return {
          student_id: student.id,
          kind: 'message' as const,
          source: `message:demo:${student.id}`,
          channel,
          address: refused ? '+237 600' : (email ?? student.guardian_phone),
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

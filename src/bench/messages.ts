/**
 * `npm run bench`, messages part (issue 17): the administrator's inbox holds 10,000 messages (from
 * the other staff, some to a whole role, 300 unread), among 40,000 messages between everyone.
 * Through the whole app (auth, validation): the inbox's first page and a page deep in it, the sent
 * box, the unread count the top bar polls, a thread, and sending a message to a role. On SQLite,
 * and on PostgreSQL too when BENCH_DATABASE_URL is set. Prints figures, never fails on time.
 */
import { sql, type Kysely } from 'kysely';
import { buildApp } from '../server/app';
import { readConfig } from '../server/config';
import { migrateToLatest, type DatabaseHandle } from '../server/db/database';
import type { Database } from '../server/db/schema';
import { seedDemoSchool } from '../server/db/seed';
import { excerptOf, sanitizeBody } from '../server/services/messages/messageBody';
import { adminCaller, figure, onEachDatabase, run, timeEach } from './measure';

const INBOX = 10_000;
const ALL = 40_000;
const UNREAD = 300;
const CHUNK = 500;

let seed = 17;
const random = () => (seed = (seed * 1103515245 + 12345) % 2147483648) / 2147483648;

/** Messages written in bulk, as the service would have written them one by one over the years. */
async function seedMessages(db: Kysely<Database>): Promise<number> {
  seed = 17;
  const users = await db.selectFrom('users').select(['id', 'username', 'role']).orderBy('id').execute();
  const admin = users.find((user) => user.username === 'admin')!;
  const others = users.filter((user) => user.id !== admin.id);
  const html = sanitizeBody(
    'Bonjour,\n\nMerci de bien vouloir passer au secrétariat avant vendredi pour signer le registre.\n\nCordialement',
    'text',
  );
  const excerpt = excerptOf(html);
  const start = Date.parse('2024-09-01T07:00:00Z');
  let toAdmin = 0;
  await db.transaction().execute(async (trx) => {
    for (let first = 0; first < ALL; first += CHUNK) {
      const plans = Array.from({ length: Math.min(CHUNK, ALL - first) }, (_, offset) => {
        const index = first + offset;
        // Every fourth message goes to the administrator, until they have INBOX of them.
        const forAdmin = index % (ALL / INBOX) === 0;
        const sender = others[Math.floor(random() * others.length)];
        const receivers = forAdmin
          ? [admin.id, ...(random() < 0.3 ? [others[Math.floor(random() * others.length)].id] : [])]
          : [others[Math.floor(random() * others.length)].id];
        return { index, sender: sender.id, receivers: [...new Set(receivers)].filter((id) => id !== sender.id), forAdmin };
      }).filter((plan) => plan.receivers.length > 0);
      const rows = await trx
        .insertInto('messages')
        .values(
          plans.map((plan) => ({
            sender_id: plan.sender,
            thread_id: null,
            parent_id: null,
            subject: `Registre n° ${plan.index}`,
            body: html,
            excerpt,
            roles: null,
            receiver_count: plan.receivers.length,
            created_at: new Date(start + plan.index * 60_000).toISOString(),
          })),
        )
        .returning('id')
        .execute();
      const receipts = plans.flatMap((plan, position) => {
        if (plan.forAdmin) toAdmin += 1;
        const readAt = plan.forAdmin && toAdmin > INBOX - UNREAD ? null : new Date(start + plan.index * 60_000 + 3_600_000).toISOString();
        return plan.receivers.map((userId) => ({
          message_id: rows[position].id,
          user_id: userId,
          direct: 1 as const,
          read_at: userId === admin.id ? readAt : null,
        }));
      });
      await trx.insertInto('message_receivers').values(receipts).execute();
    }
    await trx
      .updateTable('messages')
      .set({ thread_id: sql<number>`id` })
      .where('thread_id', 'is', null)
      .execute();
  });
  return toAdmin;
}

async function measure(label: string, database: DatabaseHandle, dataDir: string): Promise<void> {
  const db = database.db;
  await migrateToLatest(db);
  const seeded = performance.now();
  await seedDemoSchool(db, { schoolName: 'Lycée de mesure', students: 40 });
  const inbox = await seedMessages(db);
  if (label === 'PostgreSQL') await sql`analyze`.execute(db);
  console.log(
    `\nMessages on ${label}: ${ALL} messages, ${inbox} in the administrator's inbox (seeded in ${((performance.now() - seeded) / 1000).toFixed(1)} s)`,
  );
  const app = await buildApp({ config: { ...readConfig(process.env), dataDir }, db });
  try {
    const call = await adminCaller(app);
    const first = (await call('GET', '/api/messages?limit=20')).json() as { total: number; unread: number; data: { id: number }[] };
    if (first.total < INBOX || first.unread < UNREAD) throw new Error(`the inbox holds ${first.total} messages, ${first.unread} unread`);
    figure('the inbox, first page (20 of 10,000)', await timeEach(100, () => call('GET', '/api/messages?limit=20')), '≤ 20 ms (p95)');
    figure('the inbox, page 250 (skip 5,000)', await timeEach(50, () => call('GET', '/api/messages?limit=20&skip=5000')), '≤ 20 ms (p95)');
    figure('the unread count (the top bar polls it)', await timeEach(100, () => call('GET', '/api/messages/unread')), '≤ 20 ms (p95)');
    figure('the sent box, first page', await timeEach(50, () => call('GET', '/api/messages?box=sent&limit=20')), '≤ 20 ms (p95)');
    figure(
      'a thread',
      await timeEach(50, (run) => call('GET', `/api/messages/${first.data[Math.abs(run) % first.data.length].id}`)),
      '≤ 20 ms (p95)',
    );
    figure(
      'sending to a role (all the teachers)',
      await timeEach(20, () =>
        call('POST', '/api/messages', { subject: 'Réunion', body: 'Réunion demain à 10 h.', receivers: { roles: ['teacher'] } }),
      ),
      '≤ 50 ms (p95)',
    );
  } finally {
    await app.close();
  }
}

run(() => onEachDatabase('messages', measure));

/**
 * The outbox's sender (docs/decisions.md, "Notices to guardians"): a loop that claims due queued
 * notices as it sends them, a few at a time, and records each outcome. A claim is a lease written
 * as the attempt starts, before anything leaves; "sent" is written after. A sender that dies between the two leaves a lease that
 * expires, and the next sender sends that notice again with the same idempotency key, which the
 * gateway (and the mail's Message-ID) use to keep one.
 */
import type { FastifyBaseLogger } from 'fastify';
import { sql } from 'kysely';
import { backoffSeconds } from '../../../../domain/notices/outbox';
import { isPostgres } from '../../../db/migrations/dialect';
import type { Db } from '../../../db/schema';
import type { Channel, OutgoingNotice, Outcome } from './channels';
import { isSealed, unseal } from '../../shared/sealed';

export type NoticeChannel = 'sms' | 'email';

export interface SenderOptions {
  channels: Partial<Record<NoticeChannel, Channel>>;
  /** Notices sent at once; a claim takes no more than the workers free to send them. */
  concurrency?: number;
  /** The most notices one claim takes (at most `concurrency`). */
  batchSize?: number;
  /** How long a claim holds: past it, a notice whose sender vanished is free again. */
  leaseMs?: number;
  maxAttempts?: number;
  /** The first wait after a failure, doubled each time (backoffSeconds). */
  backoffBaseSeconds?: number;
  backoffMaxSeconds?: number;
  /** How often an idle sender looks for due notices. */
  pollMs?: number;
  log?: Pick<FastifyBaseLogger, 'error' | 'info'>;
  /** Opens the sealed bodies of staff mail (sealed.ts); without it they fail. */
  staffMailKey?: Buffer;
}

const iso = (ms: number) => new Date(ms).toISOString();

type Claimed = OutgoingNotice & { channel: NoticeChannel; attempts: number };

/** A staff mail's sealed body is wiped once it is sent or given up: nothing keeps the secret after. */
const wipedStaffBody = sql<string>`case when kind = 'staff' then '' else body end`;

export class NoticeSender {
  private readonly batchSize: number;
  private readonly concurrency: number;
  private readonly leaseMs: number;
  private readonly maxAttempts: number;
  private readonly pollMs: number;
  private timer: NodeJS.Timeout | undefined;
  private running: Promise<void> | undefined;
  private stopped = true;
  /** Set by stop(): a drain under way ends once its sends in flight are recorded. */
  private stopping = false;
  /** Set by kill(): outcomes that arrive later are not written, as if the process had died. */
  private dead = false;
  private readonly aborts = new AbortController();

  constructor(
    private readonly db: Db,
    private readonly options: SenderOptions,
  ) {
    this.concurrency = options.concurrency ?? 16;
    this.batchSize = options.batchSize ?? this.concurrency;
    this.leaseMs = options.leaseMs ?? 5 * 60_000;
    this.maxAttempts = options.maxAttempts ?? 8;
    this.pollMs = options.pollMs ?? 2000;
  }

  /** The channels this sender can use; notices of the others stay queued. */
  get channels(): NoticeChannel[] {
    return (Object.keys(this.options.channels) as NoticeChannel[]).filter((channel) => this.options.channels[channel]);
  }

  start(): void {
    if (!this.stopped || this.dead) return;
    this.stopped = false;
    this.stopping = false;
    this.schedule(0);
  }

  /** Wakes an idle sender at once (a batch was just queued). */
  wake(): void {
    if (this.stopped || this.running) return;
    this.schedule(0);
  }

  /** Finishes the sends in flight, claims nothing more, and stops. */
  async stop(): Promise<void> {
    this.stopped = true;
    this.stopping = true;
    clearTimeout(this.timer);
    await this.running;
    for (const channel of Object.values(this.options.channels)) channel?.close?.();
  }

  /** Stops as a killed process would: nothing more is written, claims stay until their lease ends. */
  kill(): void {
    this.dead = true;
    this.stopped = true;
    clearTimeout(this.timer);
    this.aborts.abort();
  }

  private schedule(ms: number): void {
    clearTimeout(this.timer);
    this.timer = setTimeout(() => {
      this.running = this.drain()
        .then(() => undefined)
        .catch((error: unknown) => this.options.log?.error({ err: error }, 'notice sender failed; it tries again'))
        .finally(() => {
          this.running = undefined;
          if (!this.stopped) this.schedule(this.pollMs);
        });
    }, ms);
    this.timer.unref?.();
  }

  /**
   * Sends every due notice until none is left; the number sent. Notices are claimed only for the
   * workers free to send them at once, so a claim is an attempt being made: a sender killed
   * mid-way leaves claimed only the notices it had handed to the gateway (at most `concurrency`),
   * and the others are free for the next sender at once instead of waiting for the lease.
   * "Sent" is written as soon as each answer arrives, by group commit: the notices answered while
   * a write is under way are written together by the next one, and a worker goes on only once its
   * notice is recorded.
   */
  async drain(): Promise<number> {
    let sent = 0;
    let busy = 0;
    let exhausted = false;
    const ready: Claimed[] = [];
    let claiming: Promise<void> | undefined;
    const take = async (): Promise<Claimed | undefined> => {
      for (;;) {
        if (this.dead || this.stopping || exhausted) return undefined;
        const notice = ready.shift();
        if (notice) {
          busy += 1;
          return notice;
        }
        // One claim at a time, for the workers idle now: every notice it returns is sent at once.
        claiming ??= this.claim(Math.min(this.batchSize, this.concurrency - busy))
          .then((rows) => {
            if (!rows.length) exhausted = true;
            ready.push(...rows);
          })
          .finally(() => {
            claiming = undefined;
          });
        await claiming;
      }
    };
    const pending: number[] = [];
    let writing: Promise<void> | undefined;
    const writeAll = async () => {
      while (pending.length && !this.dead) await this.markSent(pending.splice(0));
      writing = undefined;
    };
    const noteSent = (id: number) => {
      pending.push(id);
      writing ??= writeAll();
      return writing;
    };
    const worker = async () => {
      for (let notice = await take(); notice; notice = await take()) {
        const outcome = await this.sendOne(notice);
        if (this.dead) return;
        if (outcome.ok) {
          sent += 1;
          await noteSent(notice.id);
        } else await this.record(notice, outcome);
        busy -= 1;
      }
    };
    await Promise.all(Array.from({ length: this.concurrency }, worker));
    return sent;
  }

  /**
   * Takes up to `limit` due notices in one statement: queued, due, not held by a live lease, of a
   * channel this sender has, and counts their attempt, which starts now. On PostgreSQL rows
   * another sender is claiming are skipped, not waited for, so two senders never take the same
   * one; SQLite runs one writer at a time.
   */
  async claim(limit = this.batchSize): Promise<Claimed[]> {
    const channels = this.channels;
    if (!channels.length || limit < 1) return [];
    const now = Date.now();
    const nowText = iso(now);
    const pg = isPostgres(this.db);
    const due = this.db
      .selectFrom('guardian_notices')
      .select('id')
      .where('status', '=', 'queued')
      .where('channel', 'in', channels)
      .where((eb) => eb.or([eb('next_attempt_at', 'is', null), eb('next_attempt_at', '<=', nowText)]))
      .where((eb) => eb.or([eb('claimed_until', 'is', null), eb('claimed_until', '<', nowText)]))
      .orderBy('id')
      .limit(limit)
      .$if(pg, (q) => q.forUpdate().skipLocked());
    const rows = await this.db
      .updateTable('guardian_notices')
      .set((eb) => ({ claimed_until: iso(now + this.leaseMs), attempts: eb('attempts', '+', 1), last_attempt_at: nowText }))
      .where('id', 'in', due)
      .returning(['id', 'channel', 'address', 'subject', 'body', 'attempts'])
      .execute();
    return rows.sort((a, b) => a.id - b.id).map((row) => ({ ...row, address: row.address ?? '', attempts: Number(row.attempts) }));
  }

  private async markSent(ids: number[]): Promise<void> {
    await this.db
      .updateTable('guardian_notices')
      .set({ status: 'sent', sent_at: iso(Date.now()), claimed_until: null, next_attempt_at: null, last_error: null, body: wipedStaffBody })
      .where('id', 'in', ids)
      .where('status', '=', 'queued')
      .execute();
  }

  private async sendOne(notice: OutgoingNotice & { channel: NoticeChannel }): Promise<Outcome> {
    const channel = this.options.channels[notice.channel];
    if (!notice.address.trim()) return { ok: false, permanent: true, reason: 'no address' };
    try {
      const body = isSealed(notice.body) ? this.opened(notice.body) : notice.body;
      if (body === undefined) return { ok: false, permanent: true, reason: 'sealed with another key' };
      return await channel!.send({ ...notice, body }, this.aborts.signal);
    } catch (error) {
      return { ok: false, permanent: false, reason: error instanceof Error ? error.message : String(error) };
    }
  }

  private opened(body: string): string | undefined {
    try {
      return this.options.staffMailKey && unseal(this.options.staffMailKey, body);
    } catch {
      return undefined;
    }
  }

  /** Writes what became of one attempt, only while this sender's claim still holds it. */
  private async record(notice: { id: number; attempts: number }, outcome: Outcome): Promise<void> {
    const now = Date.now();
    const update = this.db.updateTable('guardian_notices').where('id', '=', notice.id).where('status', '=', 'queued');
    if (outcome.ok) return this.markSent([notice.id]);
    const reason = outcome.reason.slice(0, 500);
    if (outcome.permanent || notice.attempts >= this.maxAttempts) {
      await update.set({ status: 'failed', claimed_until: null, last_error: reason, body: wipedStaffBody }).execute();
      return;
    }
    const wait = backoffSeconds(notice.attempts, this.options.backoffBaseSeconds, this.options.backoffMaxSeconds) * 1000;
    await update.set({ claimed_until: null, next_attempt_at: iso(now + wait), last_error: reason }).execute();
  }
}

/** The number of notices of each status, for the outbox's counters and the bench. */
export async function countByStatus(db: Db): Promise<Record<'queued' | 'sent' | 'failed', number>> {
  const rows = await db
    .selectFrom('guardian_notices')
    .select(['status', sql<number>`count(*)`.as('n')])
    .groupBy('status')
    .execute();
  const counts = { queued: 0, sent: 0, failed: 0 };
  for (const row of rows) counts[row.status] = Number(row.n);
  return counts;
}

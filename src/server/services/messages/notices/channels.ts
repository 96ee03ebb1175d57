/**
 * The two ways a notice leaves: an SMS through the school's HTTP gateway, an e-mail through the
 * SMTP server password reset uses. Each answers what became of one attempt; neither touches the
 * database (the sender records the outcome).
 */
import type Nodemailer from 'nodemailer';
import { lazyModule } from '../../../lazyModule';
import { fillTemplate, idempotencyKey, isJsonTemplate, isPermanentSmtpCode, isPermanentStatus } from '../../../../domain/notices/outbox';
import type { SmsGatewayConfig } from '../../../config';

export interface OutgoingNotice {
  id: number;
  address: string;
  subject: string | null;
  body: string;
}

export type Outcome = { ok: true } | { ok: false; permanent: boolean; reason: string };

export interface Channel {
  send(notice: OutgoingNotice, signal: AbortSignal): Promise<Outcome>;
  close?(): void;
}

type Failure = { code?: unknown; message?: unknown; cause?: Failure; errors?: Failure[] };

const NETWORK_CODES = /^(ECONNREFUSED|ECONNRESET|ETIMEDOUT|ENOTFOUND|EAI_AGAIN|EHOSTUNREACH|ENETUNREACH|EPIPE)$/;

/** The most telling words of a failure: a network code (ECONNREFUSED) from its causes, else its messages. */
const reasonOf = (error: unknown): string => {
  const messages: string[] = [];
  for (let failure = error as Failure | undefined; failure; failure = failure.cause ?? failure.errors?.[0]) {
    if (typeof failure.code === 'string' && NETWORK_CODES.test(failure.code)) return failure.code;
    if (typeof failure.message === 'string' && failure.message) messages.push(failure.message);
  }
  return messages.join(': ') || String(error);
};

/**
 * The most of a gateway's answer read: enough for its reason, never its whole body. An answer
 * of any size then costs the server no more than this (a 200 MB answer used to be held whole).
 */
export const GATEWAY_ANSWER_MAX_BYTES = 64 * 1024;

/** The first `max` bytes of an answer's body, as text; the rest is never read (the stream is cancelled). */
async function readBounded(response: Response, max = GATEWAY_ANSWER_MAX_BYTES): Promise<string> {
  if (!response.body) return '';
  const reader = response.body.getReader();
  const chunks: Uint8Array[] = [];
  let size = 0;
  try {
    while (size < max) {
      const { done, value } = await reader.read();
      if (done) break;
      chunks.push(value);
      size += value.byteLength;
    }
  } finally {
    await reader.cancel().catch(() => undefined);
  }
  return Buffer.concat(chunks).subarray(0, max).toString('utf8');
}

export class SmsGateway implements Channel {
  private readonly contentType: string;

  constructor(private readonly config: SmsGatewayConfig) {
    this.contentType = isJsonTemplate(config.body) ? 'application/json' : 'application/x-www-form-urlencoded';
  }

  async send(notice: OutgoingNotice, signal: AbortSignal): Promise<Outcome> {
    const key = idempotencyKey(notice.id);
    const values = { phone: notice.address, text: notice.body, id: key };
    const withBody = this.config.method !== 'GET';
    const timeout = AbortSignal.timeout(this.config.timeoutMs);
    try {
      const response = await fetch(fillTemplate(this.config.url, values, 'url'), {
        method: this.config.method,
        headers: {
          ...(withBody ? { 'Content-Type': this.contentType } : {}),
          ...this.config.headers,
          'Idempotency-Key': key,
        },
        body: withBody ? fillTemplate(this.config.body, values) : undefined,
        signal: AbortSignal.any([signal, timeout]),
        // Never followed: a 302 turns the POST into a GET without the message (then "sent" for a
        // text that never left), and a 307 hands the key, the number and the text to another host.
        redirect: 'manual',
      });
      if (response.status >= 300 && response.status < 400) {
        await response.body?.cancel().catch(() => undefined);
        // Retried with back-off like a 5xx: the gateway's setting may be corrected meanwhile.
        return { ok: false, permanent: false, reason: `gateway answered ${response.status}` };
      }
      const text = (await readBounded(response)).slice(0, 200);
      if (response.ok) return { ok: true };
      return { ok: false, permanent: isPermanentStatus(response.status), reason: `HTTP ${response.status}${text ? `: ${text}` : ''}` };
    } catch (error) {
      if (timeout.aborted) return { ok: false, permanent: false, reason: `timeout after ${this.config.timeoutMs} ms` };
      return { ok: false, permanent: false, reason: reasonOf(error) };
    }
  }
}

// eslint-disable-next-line @typescript-eslint/no-require-imports
const loadNodemailer = lazyModule(() => require('nodemailer') as typeof Nodemailer);

export class EmailChannel implements Channel {
  private readonly transport;

  constructor(
    smtpUrl: string,
    private readonly from: string,
  ) {
    this.transport = loadNodemailer().createTransport(smtpUrl);
  }

  async send(notice: OutgoingNotice): Promise<Outcome> {
    const key = idempotencyKey(notice.id);
    try {
      await this.transport.sendMail({
        from: this.from,
        to: notice.address,
        subject: notice.subject ?? 'Scola',
        text: notice.body,
        // The same Message-ID on every attempt: a mail server or client that sees it twice keeps one.
        messageId: `<${key}@scola.local>`,
        headers: { 'Idempotency-Key': key },
      });
      return { ok: true };
    } catch (error) {
      const code = (error as { responseCode?: number }).responseCode;
      return { ok: false, permanent: isPermanentSmtpCode(code), reason: reasonOf(error) };
    }
  }

  close(): void {
    this.transport.close();
  }
}

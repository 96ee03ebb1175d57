/**
 * A real SMS gateway and a real SMTP server on local ports, for the outbox's tests and bench: the
 * sender talks HTTP and SMTP to them exactly as to a school's provider. The gateway keeps one
 * count of the requests it took for each idempotency key, and every request, answered or not.
 */
import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { SMTPServer } from 'smtp-server';

export interface GatewayRequest {
  key: string;
  at: number;
  body: string;
  headers: IncomingMessage['headers'];
}

/**
 * What the gateway does with a request: answer with a status (a 3xx sends `redirectTo` as its
 * Location), hang until closed, or answer 200 with a body that never ends ('stream').
 */
export type GatewayBehaviour = (request: GatewayRequest, count: number) => number | 'hang' | 'stream';

export class TestGateway {
  readonly requests: GatewayRequest[] = [];
  /**
   * Requests taken (answered 2xx, or taken and left unanswered as when a sender dies mid-send) by
   * idempotency key. A provider honouring the key delivers the first and only acknowledges the others.
   */
  readonly accepted = new Map<string, number>();
  /** Requests answered 2xx by idempotency key: the sender heard "sent" for each. */
  readonly answeredOk = new Map<string, number>();
  private readonly hanging = new Set<ServerResponse>();
  private server!: Server;
  behaviour: GatewayBehaviour = () => 200;
  /** Where a 3xx answer points. */
  redirectTo = '';
  /** Bytes of endless answers ('stream') written before the caller hung up. */
  streamedBytes = 0;
  url = '';

  async start(): Promise<this> {
    this.server = createServer((request, response) => {
      const chunks: Buffer[] = [];
      request.on('data', (chunk: Buffer) => chunks.push(chunk));
      request.on('end', () => {
        const entry = {
          key: String(request.headers['idempotency-key'] ?? ''),
          at: Date.now(),
          body: Buffer.concat(chunks).toString(),
          headers: request.headers,
        };
        this.requests.push(entry);
        const answer = this.behaviour(entry, this.requests.length);
        if (answer === 'stream') {
          this.stream(response);
          return;
        }
        if (answer === 'hang' || (answer >= 200 && answer < 300)) this.accepted.set(entry.key, (this.accepted.get(entry.key) ?? 0) + 1);
        if (answer === 'hang') {
          this.hanging.add(response);
          return;
        }
        if (answer >= 200 && answer < 300) this.answeredOk.set(entry.key, (this.answeredOk.get(entry.key) ?? 0) + 1);
        response
          .writeHead(answer, { 'Content-Type': 'text/plain', ...(answer >= 300 && answer < 400 ? { Location: this.redirectTo } : {}) })
          .end(answer < 300 ? 'OK' : answer < 500 ? 'invalid number' : 'unavailable');
      });
    });
    this.server.keepAliveTimeout = 1000;
    await new Promise<void>((resolve) => this.server.listen(0, '127.0.0.1', resolve));
    this.url = `http://127.0.0.1:${(this.server.address() as AddressInfo).port}/send`;
    return this;
  }

  /** 200, then 64 KB chunks as fast as the caller takes them, until it hangs up. */
  private stream(response: ServerResponse): void {
    const chunk = Buffer.alloc(64 * 1024, 'x');
    response.writeHead(200, { 'Content-Type': 'text/plain' });
    const more = () => {
      while (!response.destroyed && !response.writableEnded) {
        this.streamedBytes += chunk.length;
        if (!response.write(chunk)) return void response.once('drain', more);
      }
    };
    response.on('close', () => this.hanging.delete(response));
    this.hanging.add(response);
    more();
  }

  /** Keys whose requests reached the gateway more than once. */
  repeatedKeys(): string[] {
    const seen = new Map<string, number>();
    for (const request of this.requests) seen.set(request.key, (seen.get(request.key) ?? 0) + 1);
    return [...seen].filter(([, n]) => n > 1).map(([key]) => key);
  }

  reset(): void {
    this.requests.length = 0;
    this.accepted.clear();
    this.answeredOk.clear();
    this.behaviour = () => 200;
    this.redirectTo = '';
    this.streamedBytes = 0;
  }

  async stop(): Promise<void> {
    for (const response of this.hanging) response.destroy();
    this.server.closeAllConnections();
    await new Promise<void>((resolve) => this.server.close(() => resolve()));
  }
}

export interface ReceivedMail {
  to: string[];
  raw: string;
}

export class TestSmtp {
  readonly mails: ReceivedMail[] = [];
  private server!: SMTPServer;
  url = '';
  /** Recipients refused with 550 (no such mailbox). */
  readonly refused = new Set<string>();
  /** The next this many recipients are put off with 451 (try again later). */
  deferNext = 0;
  /** Recipients put off with 451. */
  deferred = 0;

  async start(): Promise<this> {
    this.server = new SMTPServer({
      authOptional: true,
      disabledCommands: ['STARTTLS'],
      logger: false,
      onRcptTo: (address, _session, callback) => {
        if (this.deferNext > 0) {
          this.deferNext -= 1;
          this.deferred += 1;
          callback(Object.assign(new Error('Try again later'), { responseCode: 451 }));
          return;
        }
        if (this.refused.has(address.address)) {
          const error = Object.assign(new Error('No such mailbox'), { responseCode: 550 });
          callback(error);
          return;
        }
        callback();
      },
      onData: (stream, session, callback) => {
        const chunks: Buffer[] = [];
        stream.on('data', (chunk: Buffer) => chunks.push(chunk));
        stream.on('end', () => {
          this.mails.push({ to: session.envelope.rcptTo.map((r) => r.address), raw: Buffer.concat(chunks).toString() });
          callback();
        });
      },
    });
    await new Promise<void>((resolve) => this.server.listen(0, '127.0.0.1', resolve));
    this.url = `smtp://127.0.0.1:${(this.server.server.address() as AddressInfo).port}`;
    return this;
  }

  async stop(): Promise<void> {
    await new Promise<void>((resolve) => this.server.close(() => resolve()));
  }
}

/**
 * Spreadsheet parses on worker threads (spreadsheetWorker.cjs): a fresh thread per file, with a
 * capped heap and a time limit, and only a few at once (the others wait their turn, a few of them).
 * A thread per file costs a few hundred milliseconds to start but gives every byte back when it
 * ends, and a hostile file cannot leave anything behind for the next one.
 * See "Uploads that unpack" in docs/decisions.md.
 */
import { availableParallelism } from 'node:os';
import { Worker } from 'node:worker_threads';
import { fromRoot } from '../../projectRoot';
import type { Cell } from './spreadsheetCell';

export interface ParseJob {
  kind: 'csv' | 'xlsx';
  /** The CSV's bytes, or a stored .zip of verified parts (zipArchive.ts). Moved to the thread when it has its memory to itself (then unusable here), else copied. */
  bytes: Uint8Array;
  /** Most rows (header included) and cells the table may have; beyond, it is refused in the thread and never copied back. */
  maxRows: number;
  maxCells: number;
}

export type ParseProblem = 'unreadable' | 'tooManyRows' | 'tooManyCells' | 'tooComplex' | 'tooSlow' | 'busy';
export type ParseOutcome = { ok: true; rows: Cell[][] } | { ok: false; problem: ParseProblem };

export interface WorkerLimits {
  /** Parses running at once. */
  concurrency: number;
  /** Parses waiting for a turn; one more is refused as busy. */
  maxWaiting: number;
  /** A parse still running after this long is stopped. */
  timeLimitMs: number;
  /** The thread's V8 heap (its old generation); a parse that needs more is stopped. */
  heapMb: number;
}

export const WORKER_LIMITS: WorkerLimits = {
  // One core keeps answering requests: on two cores, one parse at a time.
  concurrency: Math.max(1, Math.min(2, availableParallelism() - 1)),
  maxWaiting: 8,
  timeLimitMs: 30_000,
  heapMb: 256,
};

/** Plain CommonJS, run as it is (never bundled): found from the checkout's root, from src/ or the bundle alike. */
const SCRIPT = fromRoot('src', 'server', 'services', 'shared', 'spreadsheetWorker.cjs');

/** Runs parse jobs, each on a thread of its own, `concurrency` at a time. */
export class SpreadsheetWorkers {
  private running = 0;
  private readonly waiting: (() => void)[] = [];

  constructor(readonly limits: WorkerLimits = WORKER_LIMITS) {}

  /**
   * Runs `prepare` (say, unpacking a file: memory-hungry, so it waits its turn too) then parses what it
   * returns. Resolves to the rows or to why there are none; rejects only when the thread itself fails.
   */
  async run(prepare: () => Promise<ParseJob>): Promise<ParseOutcome> {
    if (this.running >= this.limits.concurrency) {
      if (this.waiting.length >= this.limits.maxWaiting) return { ok: false, problem: 'busy' };
      await new Promise<void>((resolve) => this.waiting.push(resolve));
    } else {
      this.running++;
    }
    try {
      return await this.parse(await prepare());
    } finally {
      const next = this.waiting.shift();
      if (next) next();
      else this.running--;
    }
  }

  /** One job on a new thread; settles once the thread has ended, so its memory is free before the next turn. */
  private parse(job: ParseJob): Promise<ParseOutcome> {
    // Moved to the thread rather than copied, unless the bytes share their memory with something else.
    const own =
      job.bytes.byteOffset === 0 && job.bytes.byteLength === job.bytes.buffer.byteLength && job.bytes.buffer instanceof ArrayBuffer;
    const bytes = own ? job.bytes : new Uint8Array(job.bytes);
    return new Promise((resolve, reject) => {
      const worker = new Worker(SCRIPT, {
        workerData: { ...job, bytes },
        transferList: [bytes.buffer as ArrayBuffer],
        // The thread needs no loader (it is plain JavaScript), whatever the server was started with.
        execArgv: [],
        resourceLimits: { maxOldGenerationSizeMb: this.limits.heapMb },
      });
      let settled: { outcome: ParseOutcome } | { error: Error } | undefined;
      const settle = (result: { outcome: ParseOutcome } | { error: Error }) => {
        if (settled) return;
        settled = result;
        clearTimeout(timer);
        void worker.terminate();
      };
      const timer = setTimeout(() => settle({ outcome: { ok: false, problem: 'tooSlow' } }), this.limits.timeLimitMs);
      worker.once('message', (outcome: ParseOutcome) => settle({ outcome }));
      worker.once('error', (error: Error & { code?: string }) =>
        settle(error.code === 'ERR_WORKER_OUT_OF_MEMORY' ? { outcome: { ok: false, problem: 'tooComplex' } } : { error }),
      );
      worker.once('exit', (code) => {
        settle({ error: new Error(`the spreadsheet worker stopped (exit code ${code}) without an answer`) });
        if (settled && 'outcome' in settled) resolve(settled.outcome);
        else reject((settled as { error: Error }).error);
      });
    });
  }
}

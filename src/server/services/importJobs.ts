import { randomBytes } from 'node:crypto';
import type { StudentBody } from '../../domain/contract/students';

export type ImportStatus = 'previewed' | 'running' | 'done' | 'failed';

export interface ImportJob {
  id: string;
  userId: number;
  status: ImportStatus;
  rows: StudentBody[];
  total: number;
  valid: number;
  processed: number;
  created: number;
  classroomId: number | null;
  message: string | null;
  expiresAt: number;
}

const LIFETIME_MS = 60 * 60 * 1000;

/**
 * Previewed imports wait here for their go-ahead, so the file is sent once over a slow line and
 * never again. They live in this process's memory for an hour: an import must be previewed and run
 * against the same server process (see docs/decisions.md).
 */
export class ImportJobs {
  private readonly jobs = new Map<string, ImportJob>();

  add(job: Omit<ImportJob, 'id' | 'expiresAt' | 'status' | 'processed' | 'created'>): ImportJob {
    this.sweep();
    const full: ImportJob = { ...job, id: randomBytes(18).toString('base64url'), status: 'previewed', processed: 0, created: 0, expiresAt: Date.now() + LIFETIME_MS };
    this.jobs.set(full.id, full);
    return full;
  }

  /** Only the user who previewed an import may run it or follow it. */
  get(id: string, userId: number): ImportJob | undefined {
    this.sweep();
    const job = this.jobs.get(id);
    return job && job.userId === userId ? job : undefined;
  }

  private sweep(): void {
    const now = Date.now();
    for (const [id, job] of this.jobs) if (job.expiresAt < now && job.status !== 'running') this.jobs.delete(id);
  }
}

export const importStatus = (job: ImportJob) => ({
  id: job.id,
  status: job.status,
  total: job.total,
  valid: job.valid,
  processed: job.processed,
  created: job.created,
  classroomId: job.classroomId,
  message: job.message,
});

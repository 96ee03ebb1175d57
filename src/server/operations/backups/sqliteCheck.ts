/** Runs sqliteCheckWorker.cjs on a copy of the database, off the event loop. */
import { Worker } from 'node:worker_threads';
import { fromRoot } from '../../projectRoot';

export interface SqliteCheck {
  /** `ok` when PRAGMA integrity_check found nothing wrong. */
  integrity: string;
  tables: Record<string, number>;
  /** The last migration the copy had, '' when it has none. */
  migration: string;
}

const SCRIPT = fromRoot('src', 'server', 'operations', 'backups', 'sqliteCheckWorker.cjs');

/** Checks `file`; `prepare` first takes the copy out of WAL mode (right after the online backup). */
export function checkSqliteCopy(file: string, prepare = false): Promise<SqliteCheck> {
  return new Promise((resolve, reject) => {
    const worker = new Worker(SCRIPT, { workerData: { file, prepare } });
    worker.once('message', (answer: SqliteCheck & { error?: string }) => {
      void worker.terminate();
      if (answer.error) reject(new Error(answer.error));
      else resolve(answer);
    });
    worker.once('error', reject);
  });
}

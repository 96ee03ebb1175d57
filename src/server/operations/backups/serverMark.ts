/**
 * The running server's mark in the data directory (`scola.pid`): the restore refuses while a
 * server uses the data it would replace. A pid file rather than a lock: better-sqlite3 keeps no
 * lock between statements, and on PostgreSQL the photos and key are still in DATA_DIR. A mark left
 * by a crash names a process that is gone, and is then ignored.
 */
import { mkdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import path from 'node:path';

export const SERVER_MARK = 'scola.pid';

export function markServerRunning(dataDir: string): void {
  const file = path.join(dataDir, SERVER_MARK);
  mkdirSync(dataDir, { recursive: true });
  writeFileSync(file, String(process.pid));
  process.once('exit', () => {
    try {
      if (readFileSync(file, 'utf8').trim() === String(process.pid)) rmSync(file, { force: true });
    } catch {
      // Already gone.
    }
  });
}

/** The pid of a server running on this data directory, or null. */
export function runningServer(dataDir: string): number | null {
  let pid: number;
  try {
    pid = Number(readFileSync(path.join(dataDir, SERVER_MARK), 'utf8').trim());
  } catch {
    return null;
  }
  if (!Number.isInteger(pid) || pid <= 0 || pid === process.pid) return null;
  try {
    process.kill(pid, 0);
    return pid;
  } catch (error) {
    // EPERM: the process exists but belongs to another user.
    return (error as NodeJS.ErrnoException).code === 'EPERM' ? pid : null;
  }
}

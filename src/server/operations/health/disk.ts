import { statfs } from 'node:fs/promises';
import path from 'node:path';
import { DISK_LOW_BYTES } from '../../../domain/contract/health';

export type FreeBytes = (directory: string) => Promise<number | null>;

/**
 * Free bytes for an unprivileged process on the disk that holds `directory`, or null when it
 * cannot be read. A folder not made yet (the backup folder before the first backup) is on the disk
 * of its nearest existing parent.
 */
export const freeBytesOf: FreeBytes = async (directory) => {
  for (let at = path.resolve(directory); ; at = path.dirname(at)) {
    try {
      const stats = await statfs(at);
      return Number(stats.bavail) * Number(stats.bsize);
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code !== 'ENOENT' || path.dirname(at) === at) return null;
    }
  }
};

/** `low` when any of the folders' disks has less than DISK_LOW_BYTES free; `unknown` when one cannot be read and none is low. */
export async function diskState(directories: readonly string[], freeBytes: FreeBytes = freeBytesOf): Promise<'ok' | 'low' | 'unknown'> {
  const free = await Promise.all([...new Set(directories)].map((directory) => freeBytes(directory).catch(() => null)));
  if (free.some((bytes) => bytes !== null && bytes < DISK_LOW_BYTES)) return 'low';
  return free.some((bytes) => bytes === null) ? 'unknown' : 'ok';
}

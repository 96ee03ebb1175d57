/**
 * The archives in the backup folder, as the list shows them: each one's date and reason from its
 * name, its size, and what its last verification found, kept beside it in `<name>.json` so the
 * list never opens an archive.
 */
import { readFile, readdir, rm, stat, writeFile } from 'node:fs/promises';
import path from 'node:path';
import type { Backup } from '../../../domain/contract/backups';
import { parseArchiveName, sidecarName } from './names';

/** What the verification left beside an archive. */
export interface Sidecar {
  verified: boolean;
  verifiedAt: string | null;
  problem: string | null;
  rows: number | null;
  photos: number | null;
  version: string;
  migration: string;
}

export async function readSidecar(directory: string, name: string): Promise<Sidecar | null> {
  try {
    return JSON.parse(await readFile(path.join(directory, sidecarName(name)), 'utf8')) as Sidecar;
  } catch {
    return null;
  }
}

export const writeSidecar = (directory: string, name: string, sidecar: Sidecar) =>
  writeFile(path.join(directory, sidecarName(name)), JSON.stringify(sidecar, null, 2));

/** Our archives in `directory`, newest first; other files are not ours and are left out. */
export async function listArchives(directory: string): Promise<Backup[]> {
  let names: string[];
  try {
    names = await readdir(directory);
  } catch {
    return [];
  }
  const backups: Backup[] = [];
  for (const name of names) {
    const parsed = parseArchiveName(name);
    if (!parsed) continue;
    let sizeBytes: number;
    try {
      sizeBytes = (await stat(path.join(directory, name))).size;
    } catch {
      continue;
    }
    const sidecar = await readSidecar(directory, name);
    backups.push({
      name,
      createdAt: parsed.createdAt,
      sizeBytes,
      reason: parsed.reason,
      version: sidecar?.version ?? '',
      migration: sidecar?.migration ?? '',
      verified: sidecar?.verified ?? false,
      verifiedAt: sidecar?.verifiedAt ?? null,
      problem: sidecar?.problem ?? null,
      rows: sidecar?.rows ?? null,
      photos: sidecar?.photos ?? null,
    });
  }
  return backups.sort((a, b) => (a.createdAt < b.createdAt ? 1 : a.createdAt > b.createdAt ? -1 : a.name < b.name ? 1 : -1));
}

/** Temporary files: a partial archive, a copy being archived, an archive being checked. */
const TEMPORARY = /^\.(work-|verify-|.*\.partial$)/;
/** Older than any backup or check takes: what a server killed mid-backup left. */
const LEFTOVER_MS = 6 * 3600_000;

/** Removes what a server stopped by force left in the folder (never a backup in progress: those are younger). */
export async function sweepLeftovers(directory: string, now: Date): Promise<void> {
  for (const name of await readdir(directory).catch(() => [] as string[])) {
    if (!TEMPORARY.test(name)) continue;
    const file = path.join(directory, name);
    const info = await stat(file).catch(() => null);
    if (info && now.getTime() - info.mtimeMs > LEFTOVER_MS) await rm(file, { recursive: true, force: true });
  }
}

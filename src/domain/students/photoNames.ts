/**
 * What a file of a bulk photo archive (or of a folder picked in the browser) is, from its path alone:
 * the matricule its name gives, a path that leaves the archive, or something to pass over.
 */

export type PhotoEntryKind =
  /** A folder, or what a system writes beside the photos (`.DS_Store`, `__MACOSX/`, `Thumbs.db`). */
  | { kind: 'ignored' }
  /** `../x.jpg`, `/etc/x.jpg`, `C:\x.jpg`: never a name to trust, even though nothing is written under it. */
  | { kind: 'outside' }
  | { kind: 'photo'; matricule: string };

const SYSTEM_FILES = new Set(['thumbs.db', 'desktop.ini', '__macosx']);

export function photoEntry(path: string): PhotoEntryKind {
  const name = path.replace(/\\/g, '/');
  const segments = name.split('/');
  if (name.startsWith('/') || /^[A-Za-z]:/.test(name) || segments.includes('..')) return { kind: 'outside' };
  const file = segments[segments.length - 1];
  if (!file || segments.some((segment) => segment.startsWith('.') || SYSTEM_FILES.has(segment.toLowerCase()))) return { kind: 'ignored' };
  const dot = file.lastIndexOf('.');
  const matricule = (dot > 0 ? file.slice(0, dot) : file).normalize('NFC').trim().toUpperCase();
  return matricule ? { kind: 'photo', matricule } : { kind: 'ignored' };
}

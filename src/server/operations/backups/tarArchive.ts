/**
 * The backup archive's container: a gzipped tar of plain files, which any `tar -xzf` opens, so a
 * school's technician can read a backup without Scola. Written and read with node-tar (npm's own
 * tar, kept by npm's maintainers and hardened over years of unpacking strangers' packages) rather
 * than a tar of our own: the format's corners (long names, pax headers, checksums, truncation) and
 * an unpacker's dangers (names that climb out of the folder, links, devices) are what such a library
 * is for. Files go in from their own paths and are hashed on their way: every file's SHA-256, for the
 * manifest and its check, is computed as it is written or read, never by reading a file twice.
 */
import { createHash } from 'node:crypto';
import { once } from 'node:events';
import { createReadStream, createWriteStream } from 'node:fs';
import { mkdir, open } from 'node:fs/promises';
import path from 'node:path';
import { Transform } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import { Header, Pack, ReadEntry, Unpack } from 'tar';

/** A file to archive: its name in the archive and either its path on disk or its bytes. */
export type TarInput = { name: string; file: string } | { name: string; bytes: Buffer };

export interface TarFile {
  name: string;
  size: number;
  sha256: string;
}

/** The archive is not a readable gzipped tar (truncated, corrupt, or a name that would leave its folder). */
export class UnreadableArchive extends Error {}

/** Why a name may not be unpacked (or packed): it is absolute or climbs out with `..`. */
function unsafeName(name: string): string | null {
  if (!name || path.posix.isAbsolute(name) || path.win32.isAbsolute(name)) return `absolute name ${name}`;
  if (name.split(/[\\/]/).includes('..')) return `name leaves its folder: ${name}`;
  return null;
}

export interface WriteOptions {
  signal?: AbortSignal;
  /** Called with each file's name as its writing starts. */
  onFile?: (name: string, index: number) => void;
  /** Files produced at the end from what was written (the manifest, which holds the others' checksums). */
  trailer?: (written: TarFile[]) => TarInput[];
}

/** A read entry fed by hand: node-tar's Pack takes it under its archive name, whatever the file's path on disk. */
function entryFor(name: string, size: number, mtime: Date): ReadEntry {
  const problem = unsafeName(name);
  if (problem) throw new Error(problem);
  return new ReadEntry(new Header({ path: name, type: 'File', size, mode: 0o600, mtime }));
}

async function feed(entry: ReadEntry, chunk: Buffer, signal: AbortSignal): Promise<void> {
  // The entry says false while the archive behind it is busy (gzip, the disk): wait, so a large
  // database copy is never held in memory. (The signal is checked here rather than given to the
  // file's stream, whose own abort would come as an error after the loop has let go of it.)
  signal.throwIfAborted();
  if (!entry.write(chunk)) await once(entry, 'drain', { signal });
}

/** Packs one input; null when its file has gone (a photo removed since it was listed). */
async function packOne(pack: Pack, input: TarInput, signal: AbortSignal): Promise<TarFile | null> {
  const hash = createHash('sha256');
  if ('bytes' in input) {
    const entry = entryFor(input.name, input.bytes.length, new Date());
    pack.add(entry);
    hash.update(input.bytes);
    await feed(entry, input.bytes, signal);
    entry.end();
    return { name: input.name, size: input.bytes.length, sha256: hash.digest('hex') };
  }
  let handle;
  try {
    handle = await open(input.file, 'r');
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'ENOENT') return null;
    throw error;
  }
  try {
    // Opened first, then measured: a file removed now is still read whole from the open handle.
    const info = await handle.stat();
    if (!info.isFile()) throw new Error(`${input.name} is not a plain file`);
    const entry = entryFor(input.name, info.size, info.mtime);
    pack.add(entry);
    let size = 0;
    if (info.size > 0)
      for await (const chunk of handle.createReadStream({ start: 0, end: info.size - 1, highWaterMark: 1 << 20, autoClose: false })) {
        hash.update(chunk as Buffer);
        size += (chunk as Buffer).length;
        await feed(entry, chunk as Buffer, signal);
      }
    // The snapshot and the photos do not change while archived; a file that did would make a
    // header that lies, so it is an error rather than a broken archive.
    if (size !== info.size) throw new Error(`${input.name} changed while archived`);
    entry.end();
    return { name: input.name, size, sha256: hash.digest('hex') };
  } finally {
    await handle.close();
  }
}

/**
 * Writes `inputs` (then the trailer's) to `target` as a .tar.gz; answers every file written with
 * its checksum. A file on disk that has gone by the time it is read (a photo removed meanwhile) is
 * left out. The first error (the disk full, the signal, a file that changed) rejects; the caller
 * writes to a temporary name and removes it on failure.
 */
export async function writeTarGz(target: string, inputs: readonly TarInput[], options: WriteOptions = {}): Promise<TarFile[]> {
  // portable: no owner, group or user names of this server in the archive.
  const pack = new Pack({ gzip: { level: 6 }, portable: true, strict: true });
  // Either side failing stops the other: a full disk stops the reading, a file that fails stops the writing.
  const stop = new AbortController();
  const signal = options.signal ? AbortSignal.any([options.signal, stop.signal]) : stop.signal;
  let failure: unknown;
  const fail = (error: unknown) => {
    failure ??= error;
    stop.abort(error);
  };
  const writing = pipeline(pack, createWriteStream(target, { mode: 0o600 }), { signal }).catch(fail);
  const written: TarFile[] = [];
  try {
    let index = 0;
    for (const input of inputs) {
      signal.throwIfAborted();
      options.onFile?.(input.name, index++);
      const file = await packOne(pack, input, signal);
      if (file) written.push(file);
    }
    for (const input of options.trailer?.(written) ?? []) {
      signal.throwIfAborted();
      const file = await packOne(pack, input, signal);
      if (file) written.push(file);
    }
    pack.end();
  } catch (error) {
    fail(error);
  }
  await writing;
  if (failure !== undefined) throw failure;
  return written;
}

const PLAIN_FILE = new Set(['File', 'OldFile', 'ContiguousFile']);
const FOLDER = new Set(['Directory', 'GNUDumpDir']);

/** Passes an entry's bytes on to its file, counting and hashing them. */
function hashing(name: string, files: TarFile[]): Transform {
  const hash = createHash('sha256');
  let size = 0;
  return new Transform({
    transform(chunk: Buffer, _, done) {
      hash.update(chunk);
      size += chunk.length;
      done(null, chunk);
    },
    flush(done) {
      files.push({ name, size, sha256: hash.digest('hex') });
      done();
    },
  });
}

/**
 * Unpacks a .tar.gz into `folder` (made if needed), answering every regular file with its size and
 * checksum. A truncated or corrupt archive (gzip's own check, a header's checksum, an end before
 * the last file's bytes or without tar's end marker), or one holding anything but plain files and
 * folders or a name that is absolute or climbs out with `..`, throws UnreadableArchive; nothing
 * outside `folder` is ever written. An error of the disk (ENOSPC) is thrown as it is.
 */
export async function extractTarGz(archive: string, folder: string): Promise<TarFile[]> {
  await mkdir(folder, { recursive: true });
  const files: TarFile[] = [];
  let ended = false;
  // strict: any entry node-tar would skip with a warning (a bad checksum, a name it refuses) is an error.
  const unpack: Unpack = new Unpack({
    cwd: folder,
    strict: true,
    preserveOwner: false,
    dmode: 0o700,
    filter: (name, entry) => {
      const type = (entry as ReadEntry).type;
      const problem = unsafeName(name) ?? (PLAIN_FILE.has(type) || FOLDER.has(type) ? null : `${name} is a ${type}, not a plain file`);
      if (problem) {
        unpack.abort(new UnreadableArchive(problem));
        return false;
      }
      // The archive's modes are not trusted: the files (the access-code key among them) are the server's alone.
      (entry as ReadEntry).mode = FOLDER.has(type) ? 0o700 : 0o600;
      return true;
    },
    // Any stream will do, says node-tar's README (its types name only its own ReadEntry): it is piped
    // from the entry and into the file.
    transform: (entry) =>
      PLAIN_FILE.has(entry.type) ? (hashing(path.posix.normalize(entry.path), files) as unknown as ReadEntry) : undefined,
  });
  unpack.on('eof', () => (ended = true));
  const source = createReadStream(archive);
  try {
    await new Promise<void>((resolve, reject) => {
      unpack.on('error', reject);
      unpack.on('close', resolve);
      source.on('error', (error) => reject(new UnreadableArchive(error.message)));
      source.pipe(unpack);
    });
  } catch (error) {
    if (error instanceof UnreadableArchive) throw error;
    // The folder's own disk failing (full, read-only) is not the archive's fault.
    if (typeof (error as NodeJS.ErrnoException).syscall === 'string') throw error;
    throw new UnreadableArchive(error instanceof Error ? error.message : String(error));
  } finally {
    source.destroy();
  }
  if (!ended) throw new UnreadableArchive('archive ends early');
  return files;
}

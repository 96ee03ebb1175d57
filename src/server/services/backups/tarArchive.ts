/**
 * The backup archive's container: a gzipped POSIX tar (ustar) of plain files, which any `tar -xzf`
 * opens, so a school's technician can read a backup without Scola. Written here rather than taken
 * from a package: the only tar package in node_modules (modern-tar) comes in through a development
 * tool and is ESM-only, and regular files with short names are all a backup holds. Every file's
 * SHA-256 is computed as it is written or read, for the manifest and its check.
 */
import { createHash } from 'node:crypto';
import { createReadStream, createWriteStream } from 'node:fs';
import { mkdir, open, stat } from 'node:fs/promises';
import path from 'node:path';
import { pipeline } from 'node:stream/promises';
import { createGunzip, createGzip } from 'node:zlib';

const BLOCK = 512;
const MAX_NAME = 100;

/** A file to archive: its name in the archive and either its path on disk or its bytes. */
export type TarInput = { name: string; file: string } | { name: string; bytes: Buffer };

export interface TarFile {
  name: string;
  size: number;
  sha256: string;
}

/** The archive is not a readable gzipped tar (truncated, corrupt, or a name that would leave its folder). */
export class UnreadableArchive extends Error {}

function octal(value: number, width: number): string {
  return value.toString(8).padStart(width - 1, '0') + '\0';
}

function header(name: string, size: number, mtime: number): Buffer {
  if (Buffer.byteLength(name) > MAX_NAME) throw new Error(`archive name too long: ${name}`);
  const block = Buffer.alloc(BLOCK);
  block.write(name, 0, 'utf8');
  block.write(octal(0o600, 8), 100, 'ascii');
  block.write(octal(0, 8), 108, 'ascii');
  block.write(octal(0, 8), 116, 'ascii');
  block.write(octal(size, 12), 124, 'ascii');
  block.write(octal(Math.floor(mtime / 1000), 12), 136, 'ascii');
  block.write('        ', 148, 'ascii');
  block.write('0', 156, 'ascii');
  block.write('ustar\u000000', 257, 'ascii');
  let sum = 0;
  for (const byte of block) sum += byte;
  block.write(octal(sum, 7) + ' ', 148, 'ascii');
  return block;
}

const padding = (size: number) => Buffer.alloc((BLOCK - (size % BLOCK)) % BLOCK);

export interface WriteOptions {
  signal?: AbortSignal;
  /** Called with each file's name as its writing starts. */
  onFile?: (name: string, index: number) => void;
  /** Files produced at the end from what was written (the manifest, which holds the others' checksums). */
  trailer?: (written: TarFile[]) => TarInput[];
}

/**
 * Writes `inputs` (then the trailer's) to `target` as a .tar.gz; answers every file written with
 * its checksum. A file on disk that has gone by the time it is read (a photo removed meanwhile) is
 * left out. The caller writes to a temporary name and removes it on failure.
 */
export async function writeTarGz(target: string, inputs: readonly TarInput[], options: WriteOptions = {}): Promise<TarFile[]> {
  const written: TarFile[] = [];
  async function* entries(): AsyncGenerator<Buffer> {
    const write = async function* (input: TarInput): AsyncGenerator<Buffer> {
      if ('bytes' in input) {
        yield header(input.name, input.bytes.length, Date.now());
        yield input.bytes;
        yield padding(input.bytes.length);
        written.push({ name: input.name, size: input.bytes.length, sha256: createHash('sha256').update(input.bytes).digest('hex') });
        return;
      }
      let info;
      try {
        info = await stat(input.file);
      } catch (error) {
        if ((error as NodeJS.ErrnoException).code === 'ENOENT') return;
        throw error;
      }
      yield header(input.name, info.size, info.mtimeMs);
      const hash = createHash('sha256');
      let size = 0;
      for await (const chunk of createReadStream(input.file, { end: info.size - 1, highWaterMark: 1 << 20 }) as AsyncIterable<Buffer>) {
        hash.update(chunk);
        size += chunk.length;
        yield chunk;
      }
      // The snapshot and the photos do not change while archived; a file that did would make a
      // header that lies, so it is an error rather than a broken archive.
      if (size !== info.size) throw new Error(`${input.name} changed while archived`);
      yield padding(size);
      written.push({ name: input.name, size, sha256: hash.digest('hex') });
    };
    let index = 0;
    for (const input of inputs) {
      options.onFile?.(input.name, index++);
      yield* write(input);
    }
    for (const input of options.trailer?.(written) ?? []) yield* write(input);
    yield Buffer.alloc(BLOCK * 2);
  }
  await pipeline(entries, createGzip({ level: 6, chunkSize: 256 * 1024 }), createWriteStream(target, { mode: 0o600 }), {
    signal: options.signal,
  });
  return written;
}

function readOctal(block: Buffer, offset: number, width: number): number {
  const text = block
    .toString('ascii', offset, offset + width)
    .replace(/\0.*$/s, '')
    .trim();
  if (!/^[0-7]+$/.test(text)) throw new UnreadableArchive('bad number in a header');
  return parseInt(text, 8);
}

function checkHeader(block: Buffer): void {
  let sum = 0;
  for (let at = 0; at < BLOCK; at++) sum += at >= 148 && at < 156 ? 32 : block[at];
  if (sum !== readOctal(block, 148, 8)) throw new UnreadableArchive('header checksum');
}

/** A name that stays inside the folder it is unpacked to. */
function safeName(name: string): string {
  const normal = path.posix.normalize(name);
  if (!name || path.posix.isAbsolute(name) || normal.startsWith('..') || normal !== name)
    throw new UnreadableArchive(`unsafe name ${name}`);
  return name;
}

/**
 * Unpacks a .tar.gz into `folder` (made if needed), answering every regular file with its size and
 * checksum. A truncated or corrupt archive (gzip's own check, a header's checksum, an end before
 * the last file's bytes) throws UnreadableArchive; nothing outside `folder` is ever written.
 */
export async function extractTarGz(archive: string, folder: string): Promise<TarFile[]> {
  await mkdir(folder, { recursive: true });
  const files: TarFile[] = [];
  let pending: Buffer = Buffer.alloc(0);
  let current: {
    name: string;
    size: number;
    left: number;
    hash: ReturnType<typeof createHash>;
    handle: Awaited<ReturnType<typeof open>>;
  } | null = null;
  let skip = 0;
  let ended = false;

  const finish = async () => {
    if (!current) return;
    await current.handle.close();
    files.push({ name: current.name, size: current.size, sha256: current.hash.digest('hex') });
    skip = padding(current.size).length;
    current = null;
  };

  async function consume(source: AsyncIterable<Buffer>): Promise<void> {
    for await (const chunk of source) {
      pending = pending.length ? Buffer.concat([pending, chunk]) : chunk;
      while (pending.length && !ended) {
        if (current) {
          const part = pending.subarray(0, Math.min(current.left, pending.length));
          current.hash.update(part);
          await current.handle.write(part);
          current.left -= part.length;
          pending = pending.subarray(part.length);
          if (current.left === 0) await finish();
          continue;
        }
        if (skip) {
          const dropped = Math.min(skip, pending.length);
          skip -= dropped;
          pending = pending.subarray(dropped);
          continue;
        }
        if (pending.length < BLOCK) break;
        const block = pending.subarray(0, BLOCK);
        pending = pending.subarray(BLOCK);
        if (block.every((byte) => byte === 0)) {
          ended = true;
          break;
        }
        checkHeader(block);
        const name = safeName(block.toString('utf8', 0, MAX_NAME).replace(/\0.*$/s, ''));
        const size = readOctal(block, 124, 12);
        const type = String.fromCharCode(block[156] || 48);
        if (type !== '0') {
          skip = size + padding(size).length;
          continue;
        }
        const target = path.join(folder, name);
        await mkdir(path.dirname(target), { recursive: true });
        current = { name, size, left: size, hash: createHash('sha256'), handle: await open(target, 'w', 0o600) };
        if (size === 0) await finish();
      }
    }
  }

  try {
    await pipeline(createReadStream(archive), createGunzip(), consume);
  } catch (error) {
    if (error instanceof UnreadableArchive) throw error;
    throw new UnreadableArchive(error instanceof Error ? error.message : String(error));
  } finally {
    const open = current as { handle: { close(): Promise<void> } } | null;
    if (open) await open.handle.close();
  }
  if (!ended || current) throw new UnreadableArchive('archive ends early');
  return files;
}

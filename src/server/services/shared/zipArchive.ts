/**
 * The parts of an uploaded .zip (an .xlsx is one), unpacked under limits before any parser sees
 * them. The central directory is read first, so a file that says it unpacks too far is refused
 * before a byte is inflated; then every part is inflated off the event loop (zlib's thread pool)
 * and stopped at the size it declared, so a file that lies about its sizes is refused too, having
 * cost at most the declared bytes. What comes out is a plain stored .zip of the verified parts:
 * the spreadsheet reader unpacks that one, with nothing left to inflate.
 * See "Uploads that unpack" in docs/decisions.md.
 */
import { promisify } from 'node:util';
import { inflateRaw } from 'node:zlib';

export interface UnpackLimits {
  /** Most parts (files and folders) the archive may list. */
  maxEntries: number;
  /** Most bytes the parts that are read may unpack to, together. */
  maxBytes: number;
  /** Highest ratio unpacked / packed of one part larger than `ratioFromBytes`. */
  maxRatio: number;
  ratioFromBytes: number;
}

export const UNPACK_LIMITS: UnpackLimits = { maxEntries: 1000, maxBytes: 64 * 1024 * 1024, maxRatio: 200, ratioFromBytes: 1024 * 1024 };

/** Why an archive is refused: not a readable zip, more parts than allowed, or more bytes. */
export type ZipProblem = 'unreadable' | 'tooManyEntries' | 'tooLarge';

export class ZipRefusal extends Error {
  constructor(
    readonly problem: ZipProblem,
    detail: string,
  ) {
    super(`${problem}: ${detail}`);
  }
}

export interface ZipEntry {
  name: string;
  method: number;
  flags: number;
  crc: number;
  packedSize: number;
  size: number;
  localOffset: number;
}

const EOCD = 0x06054b50;
const ZIP64_LOCATOR = 0x07064b50;
const ZIP64_EOCD = 0x06064b50;
const CENTRAL = 0x02014b50;
const LOCAL = 0x04034b50;
const MAX16 = 0xffff;
const MAX32 = 0xffffffff;

const unreadable = (detail: string) => new ZipRefusal('unreadable', detail);

/** A 64-bit little-endian number, or Infinity past what a Number holds exactly (then it is refused by a limit or a bound). */
function readUInt64(buffer: Buffer, offset: number): number {
  const value = buffer.readBigUInt64LE(offset);
  return value > BigInt(Number.MAX_SAFE_INTEGER) ? Infinity : Number(value);
}

function need(buffer: Buffer, offset: number, length: number, what: string): void {
  if (!(offset >= 0 && length >= 0 && offset + length <= buffer.length)) throw unreadable(`${what} outside the file`);
}

/** Where the central directory is and how many entries it lists, from the end record (zip64 when it says so). */
function locateDirectory(zip: Buffer): { count: number; offset: number; size: number } {
  if (zip.length < 22) throw unreadable('too short');
  // The end record is followed by its comment only: prefer the record whose comment ends the file
  // (a comment may hold the signature too), else the last one that fits.
  let end = -1;
  for (let at = zip.length - 22; at >= Math.max(0, zip.length - 22 - MAX16); at--) {
    if (zip.readUInt32LE(at) !== EOCD) continue;
    const fileEnd = at + 22 + zip.readUInt16LE(at + 20);
    if (fileEnd === zip.length) {
      end = at;
      break;
    }
    if (fileEnd < zip.length && end < 0) end = at;
  }
  if (end < 0) throw unreadable('no end of central directory');
  const disk = zip.readUInt16LE(end + 4);
  const directoryDisk = zip.readUInt16LE(end + 6);
  let onDisk = zip.readUInt16LE(end + 8);
  let count = zip.readUInt16LE(end + 10);
  let size = zip.readUInt32LE(end + 12);
  let offset = zip.readUInt32LE(end + 16);
  if (count === MAX16 || onDisk === MAX16 || size === MAX32 || offset === MAX32) {
    const locator = end - 20;
    if (locator < 0 || zip.readUInt32LE(locator) !== ZIP64_LOCATOR) throw unreadable('zip64 locator missing');
    const record = readUInt64(zip, locator + 8);
    need(zip, record, 56, 'zip64 end record');
    if (zip.readUInt32LE(record) !== ZIP64_EOCD) throw unreadable('zip64 end record missing');
    onDisk = readUInt64(zip, record + 24);
    count = readUInt64(zip, record + 32);
    size = readUInt64(zip, record + 40);
    offset = readUInt64(zip, record + 48);
    if (zip.readUInt32LE(record + 16) !== 0 || zip.readUInt32LE(record + 20) !== 0) throw unreadable('split archive');
  } else if (disk !== 0 || directoryDisk !== 0) {
    throw unreadable('split archive');
  }
  if (onDisk !== count) throw unreadable('split archive');
  need(zip, offset, size, 'central directory');
  return { count, offset, size };
}

/** The zip64 extra field (id 1) holds, in this order, whichever of these the header saturated. */
function zip64Sizes(zip: Buffer, start: number, end: number, saturated: { size: boolean; packedSize: boolean; localOffset: boolean }) {
  for (let at = start; at + 4 <= end;) {
    const id = zip.readUInt16LE(at);
    const length = zip.readUInt16LE(at + 2);
    if (at + 4 + length > end) break;
    if (id === 1) {
      let field = at + 4;
      const next = (present: boolean): number | undefined => {
        if (!present) return undefined;
        if (field + 8 > at + 4 + length) throw unreadable('short zip64 field');
        const value = readUInt64(zip, field);
        field += 8;
        return value;
      };
      return { size: next(saturated.size), packedSize: next(saturated.packedSize), localOffset: next(saturated.localOffset) };
    }
    at += 4 + length;
  }
  throw unreadable('zip64 field missing');
}

/** Every entry the central directory lists, read without inflating anything. Refuses an archive of more than `maxEntries` parts. */
export function readZipDirectory(zip: Buffer, maxEntries = UNPACK_LIMITS.maxEntries): ZipEntry[] {
  const directory = locateDirectory(zip);
  if (directory.count > maxEntries) throw new ZipRefusal('tooManyEntries', `${directory.count} entries`);
  const entries: ZipEntry[] = [];
  const names = new Set<string>();
  let at = directory.offset;
  const end = directory.offset + directory.size;
  for (let index = 0; index < directory.count; index++) {
    if (at + 46 > end || zip.readUInt32LE(at) !== CENTRAL) throw unreadable('broken central directory');
    const flags = zip.readUInt16LE(at + 8);
    const nameLength = zip.readUInt16LE(at + 28);
    const extraLength = zip.readUInt16LE(at + 30);
    const commentLength = zip.readUInt16LE(at + 32);
    const next = at + 46 + nameLength + extraLength + commentLength;
    if (next > end) throw unreadable('broken central directory');
    const entry: ZipEntry = {
      name: zip.toString(flags & 0x800 ? 'utf8' : 'latin1', at + 46, at + 46 + nameLength),
      method: zip.readUInt16LE(at + 10),
      flags,
      crc: zip.readUInt32LE(at + 16),
      packedSize: zip.readUInt32LE(at + 20),
      size: zip.readUInt32LE(at + 24),
      localOffset: zip.readUInt32LE(at + 42),
    };
    const saturated = { size: entry.size === MAX32, packedSize: entry.packedSize === MAX32, localOffset: entry.localOffset === MAX32 };
    if (saturated.size || saturated.packedSize || saturated.localOffset) {
      const wide = zip64Sizes(zip, at + 46 + nameLength, at + 46 + nameLength + extraLength, saturated);
      entry.size = wide.size ?? entry.size;
      entry.packedSize = wide.packedSize ?? entry.packedSize;
      entry.localOffset = wide.localOffset ?? entry.localOffset;
    }
    if (names.has(entry.name)) throw unreadable(`${entry.name} listed twice`);
    names.add(entry.name);
    entries.push(entry);
    at = next;
  }
  return entries;
}

/**
 * The entries to read, checked on what the directory declares: readable (not encrypted, stored or
 * deflated), at most `maxBytes` together, and no large part packed more tightly than `maxRatio`.
 */
export function checkDeclaredSizes(entries: readonly ZipEntry[], limits: UnpackLimits = UNPACK_LIMITS): void {
  let total = 0;
  for (const entry of entries) {
    if (entry.flags & 1) throw unreadable(`${entry.name} is encrypted`);
    if (entry.method !== 0 && entry.method !== 8) throw unreadable(`${entry.name} uses method ${entry.method}`);
    if (entry.method === 0 && entry.size !== entry.packedSize) throw unreadable(`${entry.name} stored with two sizes`);
    total += entry.size;
    if (total > limits.maxBytes) throw new ZipRefusal('tooLarge', `over ${limits.maxBytes} bytes unpacked`);
    if (entry.size > limits.ratioFromBytes && entry.size > limits.maxRatio * Math.max(1, entry.packedSize)) {
      throw new ZipRefusal('tooLarge', `${entry.name} packed ${Math.round(entry.size / Math.max(1, entry.packedSize))} times`);
    }
  }
}

const inflate = promisify(inflateRaw);

/** One entry's bytes, inflated in zlib's thread pool and stopped as soon as they pass the size the directory declared. */
export async function unpackEntry(zip: Buffer, entry: ZipEntry): Promise<Buffer> {
  need(zip, entry.localOffset, 30, `${entry.name} header`);
  if (zip.readUInt32LE(entry.localOffset) !== LOCAL) throw unreadable(`${entry.name} header missing`);
  const start = entry.localOffset + 30 + zip.readUInt16LE(entry.localOffset + 26) + zip.readUInt16LE(entry.localOffset + 28);
  need(zip, start, entry.packedSize, `${entry.name} data`);
  const packed = zip.subarray(start, start + entry.packedSize);
  if (entry.method === 0) return packed;
  try {
    const bytes = await inflate(packed, {
      maxOutputLength: Math.max(1, entry.size),
      chunkSize: Math.min(256 * 1024, Math.max(1024, entry.size)),
    });
    if (bytes.length > entry.size) throw new ZipRefusal('tooLarge', `${entry.name} unpacks past its declared size`);
    return bytes;
  } catch (error) {
    if (error instanceof ZipRefusal) throw error;
    if ((error as NodeJS.ErrnoException).code === 'ERR_BUFFER_TOO_LARGE')
      throw new ZipRefusal('tooLarge', `${entry.name} unpacks past its declared size`);
    throw unreadable(`${entry.name}: ${(error as Error).message}`);
  }
}

/** A .zip holding these parts uncompressed (method 0), in one ArrayBuffer of its own that can be handed to a worker. */
export function storedZip(parts: readonly { name: string; crc: number; bytes: Uint8Array }[]): Uint8Array {
  const names = parts.map((part) => Buffer.from(part.name, 'utf8'));
  const headersSize = names.reduce((sum, name) => sum + 30 + name.length, 0);
  const dataSize = parts.reduce((sum, part) => sum + part.bytes.length, 0);
  const directorySize = names.reduce((sum, name) => sum + 46 + name.length, 0);
  if (parts.length > MAX16 || headersSize + dataSize + directorySize > MAX32) throw new ZipRefusal('tooLarge', 'stored archive too large');
  const zip = Buffer.from(new ArrayBuffer(headersSize + dataSize + directorySize + 22));
  let at = 0;
  const offsets: number[] = [];
  parts.forEach((part, index) => {
    offsets.push(at);
    zip.writeUInt32LE(LOCAL, at);
    zip.writeUInt16LE(20, at + 4); // version needed
    zip.writeUInt16LE(0x800, at + 6); // names in UTF-8
    zip.writeUInt32LE(part.crc >>> 0, at + 14);
    zip.writeUInt32LE(part.bytes.length, at + 18);
    zip.writeUInt32LE(part.bytes.length, at + 22);
    zip.writeUInt16LE(names[index].length, at + 26);
    names[index].copy(zip, at + 30);
    at += 30 + names[index].length;
    zip.set(part.bytes, at);
    at += part.bytes.length;
  });
  const directory = at;
  parts.forEach((part, index) => {
    zip.writeUInt32LE(CENTRAL, at);
    zip.writeUInt16LE(20, at + 4);
    zip.writeUInt16LE(20, at + 6);
    zip.writeUInt16LE(0x800, at + 8);
    zip.writeUInt32LE(part.crc >>> 0, at + 16);
    zip.writeUInt32LE(part.bytes.length, at + 20);
    zip.writeUInt32LE(part.bytes.length, at + 24);
    zip.writeUInt16LE(names[index].length, at + 28);
    zip.writeUInt32LE(offsets[index], at + 42);
    names[index].copy(zip, at + 46);
    at += 46 + names[index].length;
  });
  zip.writeUInt32LE(EOCD, at);
  zip.writeUInt16LE(parts.length, at + 8);
  zip.writeUInt16LE(parts.length, at + 10);
  zip.writeUInt32LE(at - directory, at + 12);
  zip.writeUInt32LE(directory, at + 16);
  return new Uint8Array(zip.buffer, zip.byteOffset, zip.length);
}

/**
 * The entries of `zip` that `wanted` names, checked on what the directory declares (instant: run it
 * before queueing for a worker). Throws a ZipRefusal.
 */
export function checkZip(zip: Buffer, wanted: (name: string) => boolean, limits: UnpackLimits = UNPACK_LIMITS): ZipEntry[] {
  const entries = readZipDirectory(zip, limits.maxEntries).filter((entry) => wanted(entry.name));
  checkDeclaredSizes(entries, limits);
  return entries;
}

/** Those entries unpacked one after the other, each stopped at its declared size, in a stored .zip. */
export async function repackZip(zip: Buffer, entries: readonly ZipEntry[]): Promise<Uint8Array> {
  const parts: { name: string; crc: number; bytes: Uint8Array }[] = [];
  for (const entry of entries) parts.push({ name: entry.name, crc: entry.crc, bytes: await unpackEntry(zip, entry) });
  return storedZip(parts);
}

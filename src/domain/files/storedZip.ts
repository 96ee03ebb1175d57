/**
 * A .zip whose files are stored as they are (no compression), written as pieces to put in a Blob:
 * how the browser sends a picked folder of photos as one archive (photos do not compress).
 * Pure: the caller reads each file and hands its bytes over, one at a time.
 */

const CRC_TABLE = (() => {
  const table = new Uint32Array(256);
  for (let n = 0; n < 256; n++) {
    let c = n;
    for (let k = 0; k < 8; k++) c = c & 1 ? 0xedb88320 ^ (c >>> 1) : c >>> 1;
    table[n] = c >>> 0;
  }
  return table;
})();

export function crc32(bytes: Uint8Array): number {
  let crc = 0xffffffff;
  for (let index = 0; index < bytes.length; index++) crc = CRC_TABLE[(crc ^ bytes[index]) & 0xff] ^ (crc >>> 8);
  return (crc ^ 0xffffffff) >>> 0;
}

export interface StoredFile {
  name: string;
  bytes: Uint8Array;
}

/** Adds files one after the other; `finish` answers the pieces of the whole archive, in order. */
export class StoredZipWriter {
  private readonly pieces: Uint8Array[] = [];
  private readonly directory: Uint8Array[] = [];
  private offset = 0;
  private count = 0;

  add(file: StoredFile): void {
    const name = new TextEncoder().encode(file.name);
    const crc = crc32(file.bytes);
    const local = new Uint8Array(30 + name.length);
    const head = new DataView(local.buffer);
    head.setUint32(0, 0x04034b50, true);
    head.setUint16(4, 20, true);
    head.setUint16(6, 0x800, true); // names in UTF-8
    head.setUint32(14, crc, true);
    head.setUint32(18, file.bytes.length, true);
    head.setUint32(22, file.bytes.length, true);
    head.setUint16(26, name.length, true);
    local.set(name, 30);
    const central = new Uint8Array(46 + name.length);
    const entry = new DataView(central.buffer);
    entry.setUint32(0, 0x02014b50, true);
    entry.setUint16(4, 20, true);
    entry.setUint16(6, 20, true);
    entry.setUint16(8, 0x800, true);
    entry.setUint32(16, crc, true);
    entry.setUint32(20, file.bytes.length, true);
    entry.setUint32(24, file.bytes.length, true);
    entry.setUint16(28, name.length, true);
    entry.setUint32(42, this.offset, true);
    central.set(name, 46);
    this.pieces.push(local, file.bytes);
    this.directory.push(central);
    this.offset += local.length + file.bytes.length;
    this.count++;
  }

  finish(): Uint8Array[] {
    const size = this.directory.reduce((sum, entry) => sum + entry.length, 0);
    const end = new Uint8Array(22);
    const record = new DataView(end.buffer);
    record.setUint32(0, 0x06054b50, true);
    record.setUint16(8, this.count, true);
    record.setUint16(10, this.count, true);
    record.setUint32(12, size, true);
    record.setUint32(16, this.offset, true);
    return [...this.pieces, ...this.directory, end];
  }
}

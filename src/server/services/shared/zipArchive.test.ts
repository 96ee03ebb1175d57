import { crc32, deflateRawSync } from 'node:zlib';
import { readSheet } from 'read-excel-file/node';
import { blankBomb, blankSheet, workbookParts, writeZip, type ZipPart } from '../../testing/zips';
import { toXlsx } from './spreadsheets';
import {
  checkDeclaredSizes,
  checkZip,
  readZipDirectory,
  repackZip,
  unpackEntry,
  UNPACK_LIMITS,
  ZipRefusal,
  type ZipProblem,
} from './zipArchive';

const MEGABYTE = 1024 * 1024;
const xml = (name: string) => name.endsWith('.xml') || name.endsWith('.xml.rels');

/** What a call is refused for, or null when it is not. */
async function problemOf(run: () => unknown): Promise<ZipProblem | null> {
  try {
    await run();
    return null;
  } catch (error) {
    if (error instanceof ZipRefusal) return error.problem;
    throw error;
  }
}

/** One stored part in a zip that uses the zip64 records: sizes and offset in the extra field, counts in the zip64 end record. */
function zip64(name: string, data: Buffer): Buffer {
  const nameBytes = Buffer.from(name);
  const local = Buffer.alloc(30 + nameBytes.length);
  local.writeUInt32LE(0x04034b50, 0);
  local.writeUInt16LE(45, 4);
  local.writeUInt32LE(crc32(data), 14);
  local.writeUInt32LE(data.length, 18);
  local.writeUInt32LE(data.length, 22);
  local.writeUInt16LE(nameBytes.length, 26);
  nameBytes.copy(local, 30);
  const extra = Buffer.alloc(4 + 24);
  extra.writeUInt16LE(1, 0);
  extra.writeUInt16LE(24, 2);
  extra.writeBigUInt64LE(BigInt(data.length), 4);
  extra.writeBigUInt64LE(BigInt(data.length), 12);
  extra.writeBigUInt64LE(0n, 20);
  const central = Buffer.alloc(46 + nameBytes.length);
  central.writeUInt32LE(0x02014b50, 0);
  central.writeUInt16LE(45, 4);
  central.writeUInt16LE(45, 6);
  central.writeUInt32LE(crc32(data), 16);
  central.writeUInt32LE(0xffffffff, 20);
  central.writeUInt32LE(0xffffffff, 24);
  central.writeUInt16LE(nameBytes.length, 28);
  central.writeUInt16LE(extra.length, 30);
  central.writeUInt32LE(0xffffffff, 42);
  nameBytes.copy(central, 46);
  const directoryOffset = local.length + data.length;
  const directorySize = central.length + extra.length;
  const record = Buffer.alloc(56);
  record.writeUInt32LE(0x06064b50, 0);
  record.writeBigUInt64LE(44n, 4);
  record.writeUInt16LE(45, 12);
  record.writeUInt16LE(45, 14);
  record.writeBigUInt64LE(1n, 24);
  record.writeBigUInt64LE(1n, 32);
  record.writeBigUInt64LE(BigInt(directorySize), 40);
  record.writeBigUInt64LE(BigInt(directoryOffset), 48);
  const locator = Buffer.alloc(20);
  locator.writeUInt32LE(0x07064b50, 0);
  locator.writeBigUInt64LE(BigInt(directoryOffset + directorySize), 8);
  locator.writeUInt32LE(1, 16);
  const end = Buffer.alloc(22);
  end.writeUInt32LE(0x06054b50, 0);
  end.writeUInt16LE(0xffff, 8);
  end.writeUInt16LE(0xffff, 10);
  end.writeUInt32LE(0xffffffff, 12);
  end.writeUInt32LE(0xffffffff, 16);
  return Buffer.concat([local, data, central, extra, record, locator, end]);
}

describe('reading a zip directory', () => {
  it('lists the parts of a real workbook with their sizes, and finds the end record past a comment', async () => {
    const workbook = await toXlsx(
      [
        ['matricule', 'lastName'],
        ['26SC00001', 'Mbarga'],
      ],
      'Students',
    );
    const entries = readZipDirectory(workbook);
    expect(entries.map((entry) => entry.name)).toEqual(
      expect.arrayContaining(['xl/workbook.xml', 'xl/worksheets/sheet1.xml', 'xl/_rels/workbook.xml.rels']),
    );
    for (const entry of entries) expect(entry.size).toBeGreaterThan(0);

    const commented = writeZip([{ name: 'a.xml', data: Buffer.from('<a/>') }], { comment: 'PK\u0005\u0006 looks like an end record' });
    expect(readZipDirectory(commented)).toEqual([expect.objectContaining({ name: 'a.xml', size: 4, method: 8 })]);
  });

  it('reads the zip64 records', async () => {
    const data = Buffer.from('<sheet>zip64</sheet>');
    const zip = zip64('xl/worksheets/sheet1.xml', data);
    const [entry] = readZipDirectory(zip);
    expect(entry).toEqual(
      expect.objectContaining({ name: 'xl/worksheets/sheet1.xml', size: data.length, packedSize: data.length, localOffset: 0, method: 0 }),
    );
    expect((await unpackEntry(zip, entry)).toString()).toBe('<sheet>zip64</sheet>');
  });

  it('refuses what is not a whole zip', async () => {
    const zip = writeZip([{ name: 'a.xml', data: Buffer.from('<a/>') }]);
    expect(await problemOf(() => readZipDirectory(Buffer.from('PK\u0003\u0004 and nothing else')))).toBe('unreadable');
    expect(await problemOf(() => readZipDirectory(zip.subarray(0, zip.length - 30)))).toBe('unreadable');
    const shifted = Buffer.from(zip);
    shifted.writeUInt32LE(zip.length, zip.length - 6); // the directory said to start past the end
    expect(await problemOf(() => readZipDirectory(shifted))).toBe('unreadable');
    const twice = writeZip([
      { name: 'a.xml', data: Buffer.from('<a/>') },
      { name: 'a.xml', data: Buffer.from('<b/>') },
    ]);
    expect(await problemOf(() => readZipDirectory(twice))).toBe('unreadable');
  });

  it('refuses an absurd number of parts before reading them', async () => {
    const parts: ZipPart[] = Array.from({ length: UNPACK_LIMITS.maxEntries + 1 }, (_, index) => ({
      name: `p${index}.xml`,
      data: Buffer.from('<p/>'),
    }));
    expect(await problemOf(() => readZipDirectory(writeZip(parts)))).toBe('tooManyEntries');
    expect(readZipDirectory(writeZip(parts.slice(0, UNPACK_LIMITS.maxEntries)))).toHaveLength(UNPACK_LIMITS.maxEntries);
  });
});

describe('checking declared sizes', () => {
  const entry = (size: number, packedSize: number, change = {}) => ({
    name: 'xl/worksheets/sheet1.xml',
    method: 8,
    flags: 0,
    crc: 0,
    localOffset: 0,
    size,
    packedSize,
    ...change,
  });

  it('refuses more than the limit in all, or a large part packed far more tightly than spreadsheets pack', async () => {
    expect(await problemOf(() => checkDeclaredSizes([entry(40 * MEGABYTE, 4 * MEGABYTE), entry(30 * MEGABYTE, 3 * MEGABYTE)]))).toBe(
      'tooLarge',
    );
    expect(await problemOf(() => checkDeclaredSizes([entry(40 * MEGABYTE, 4 * MEGABYTE), entry(20 * MEGABYTE, 2 * MEGABYTE)]))).toBeNull();
    expect(await problemOf(() => checkDeclaredSizes([entry(30 * MEGABYTE, 30 * 1024)]))).toBe('tooLarge');
    // Small parts may pack tightly (an empty styles part, say): the ratio counts above a megabyte only.
    expect(await problemOf(() => checkDeclaredSizes([entry(900 * 1024, 100)]))).toBeNull();
  });

  it('refuses encrypted parts and unknown methods', async () => {
    expect(await problemOf(() => checkDeclaredSizes([entry(10, 10, { flags: 1 })]))).toBe('unreadable');
    expect(await problemOf(() => checkDeclaredSizes([entry(10, 10, { method: 12 })]))).toBe('unreadable');
    expect(await problemOf(() => checkDeclaredSizes([entry(10, 12, { method: 0 })]))).toBe('unreadable');
  });

  it('refuses the reported bomb (384 MB of blanks in 400 KB) on its directory, and passes a real 2,000-row export', async () => {
    expect(await problemOf(() => checkZip(blankBomb(384), xml))).toBe('tooLarge');
    const rows = [['matricule', 'lastName', 'firstName', 'address']];
    for (let index = 0; index < 2000; index++)
      rows.push([`26SC${String(index).padStart(5, '0')}`, 'MBARGA', 'Aïcha', `${index} rue de la Réunification`]);
    expect(await problemOf(() => checkZip(Buffer.from(writeZipOf(rows)), xml))).toBeNull();
  });
});

function writeZipOf(rows: string[][]): Buffer {
  const sheet = `<worksheet><sheetData>${rows.map((row, r) => `<row r="${r + 1}">${row.map((cell) => `<c t="inlineStr"><is><t>${cell}</t></is></c>`).join('')}</row>`).join('')}</sheetData></worksheet>`;
  return writeZip([...workbookParts(), { name: 'xl/worksheets/sheet1.xml', data: Buffer.from(sheet) }]);
}

describe('unpacking', () => {
  it('stops a part that unpacks past the size it declared', async () => {
    const bomb = blankBomb(384, { lying: true });
    const entries = checkZip(bomb, xml); // the directory looks fine: 200 KB for the sheet
    const sheet = entries.find((entry) => entry.name === 'xl/worksheets/sheet1.xml')!;
    expect(await problemOf(() => unpackEntry(bomb, sheet))).toBe('tooLarge');
    expect(await problemOf(() => repackZip(bomb, entries))).toBe('tooLarge');
  });

  it('unpacks a part exactly as large as declared, and refuses data that does not inflate', async () => {
    const { deflated, size, crc } = blankSheet(2);
    const zip = writeZip([{ name: 'blank.xml', deflated, size, crc }]);
    const [entry] = readZipDirectory(zip);
    expect((await unpackEntry(zip, entry)).length).toBe(size);
    const broken = writeZip([{ name: 'broken.xml', deflated: Buffer.from('not deflate at all, not at all'), size: 100, crc: 0 }]);
    expect(await problemOf(async () => unpackEntry(broken, readZipDirectory(broken)[0]))).toBe('unreadable');
    const short = writeZip([{ name: 'short.xml', deflated: deflateRawSync(Buffer.alloc(1000, 'a')).subarray(0, 5), size: 1000, crc: 0 }]);
    expect(await problemOf(async () => unpackEntry(short, readZipDirectory(short)[0]))).toBe('unreadable');
  });

  it('repacks a workbook so that the reader finds the same rows in it, and only the parts it reads', async () => {
    const workbook = await toXlsx(
      [
        ['matricule', 'lastName', 'birthDate', 'count'],
        ['26SC00001', 'Mbarga', '2011-01-05', 3],
        ['26SC00002', 'Ngono Aïcha', null, 12.5],
      ],
      'Students',
    );
    const entries = checkZip(workbook, xml);
    const stored = Buffer.from(await repackZip(workbook, entries));
    expect(await readSheet(stored)).toEqual(await readSheet(workbook));
    const repacked = readZipDirectory(stored);
    expect(repacked.every((entry) => entry.method === 0 && xml(entry.name))).toBe(true);
    expect(repacked.map((entry) => entry.name).sort()).toEqual(entries.map((entry) => entry.name).sort());
  });
});

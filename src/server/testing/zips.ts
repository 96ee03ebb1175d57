/**
 * Zip files written by hand for tests and benchmarks: honest ones, and hostile ones (a sheet of
 * hundreds of megabytes of blanks packed into a few hundred kilobytes, sizes that lie).
 */
import { constants, crc32, deflateRawSync } from 'node:zlib';

export interface ZipPart {
  name: string;
  /** The part's bytes, deflated unless `stored`; or `deflated` for bytes already packed (then give `size` and `crc`). */
  data?: Buffer;
  deflated?: Buffer;
  stored?: boolean;
  size?: number;
  crc?: number;
  /** What the headers claim, when they should lie. */
  declaredSize?: number;
  declaredPackedSize?: number;
}

/** A .zip of these parts, with a central directory, as Excel writes one (no data descriptors). */
export function writeZip(parts: readonly ZipPart[], options: { comment?: string } = {}): Buffer {
  const locals: Buffer[] = [];
  const centrals: Buffer[] = [];
  let offset = 0;
  for (const part of parts) {
    const name = Buffer.from(part.name, 'utf8');
    const data = part.deflated ?? (part.stored ? part.data! : deflateRawSync(part.data!));
    const size = part.declaredSize ?? part.size ?? part.data!.length;
    const packed = part.declaredPackedSize ?? data.length;
    const crc = part.crc ?? crc32(part.data!);
    const method = part.stored ? 0 : 8;
    const local = Buffer.alloc(30 + name.length);
    local.writeUInt32LE(0x04034b50, 0);
    local.writeUInt16LE(20, 4);
    local.writeUInt16LE(0x800, 6);
    local.writeUInt16LE(method, 8);
    local.writeUInt32LE(crc, 14);
    local.writeUInt32LE(packed, 18);
    local.writeUInt32LE(size, 22);
    local.writeUInt16LE(name.length, 26);
    name.copy(local, 30);
    const central = Buffer.alloc(46 + name.length);
    central.writeUInt32LE(0x02014b50, 0);
    central.writeUInt16LE(20, 4);
    central.writeUInt16LE(20, 6);
    central.writeUInt16LE(0x800, 8);
    central.writeUInt16LE(method, 10);
    central.writeUInt32LE(crc, 16);
    central.writeUInt32LE(packed, 20);
    central.writeUInt32LE(size, 24);
    central.writeUInt16LE(name.length, 28);
    central.writeUInt32LE(offset, 42);
    name.copy(central, 46);
    locals.push(local, data);
    centrals.push(central);
    offset += local.length + data.length;
  }
  const directory = Buffer.concat(centrals);
  const comment = Buffer.from(options.comment ?? '', 'utf8');
  const end = Buffer.alloc(22 + comment.length);
  end.writeUInt32LE(0x06054b50, 0);
  end.writeUInt16LE(parts.length, 8);
  end.writeUInt16LE(parts.length, 10);
  end.writeUInt32LE(directory.length, 12);
  end.writeUInt32LE(offset, 16);
  end.writeUInt16LE(comment.length, 20);
  comment.copy(end, 22);
  return Buffer.concat([...locals, directory, end]);
}

const MEGABYTE = 1024 * 1024;

/**
 * A worksheet of `megabytes` MB of blanks between its opening and closing tags, deflated without
 * ever holding it: pieces deflated apart and ended on a byte boundary (sync flush) join into one
 * valid stream. 384 MB packs into about 400 KB.
 */
export function blankSheet(megabytes: number): { deflated: Buffer; size: number; crc: number } {
  const head = Buffer.from(
    '<?xml version="1.0" encoding="UTF-8" standalone="yes"?>\n<worksheet xmlns="http://schemas.openxmlformats.org/spreadsheetml/2006/main"><sheetData>',
  );
  const tail = Buffer.from('</sheetData></worksheet>');
  const blanks = Buffer.alloc(MEGABYTE, ' ');
  const flush = { finishFlush: constants.Z_SYNC_FLUSH, level: 9 };
  const packedBlanks = deflateRawSync(blanks, flush);
  const pieces = [deflateRawSync(head, flush)];
  let crc = crc32(head);
  for (let index = 0; index < megabytes; index++) {
    pieces.push(packedBlanks);
    crc = crc32(blanks, crc);
  }
  pieces.push(deflateRawSync(tail, { level: 9 }));
  return { deflated: Buffer.concat(pieces), size: head.length + megabytes * MEGABYTE + tail.length, crc: crc32(tail, crc) };
}

/** The other parts of a minimal one-sheet workbook, as read-excel-file needs them. */
export function workbookParts(): ZipPart[] {
  const text = (name: string, xml: string): ZipPart => ({ name, data: Buffer.from(xml) });
  return [
    text(
      '[Content_Types].xml',
      '<?xml version="1.0" encoding="UTF-8"?><Types xmlns="http://schemas.openxmlformats.org/package/2006/content-types"><Default Extension="rels" ContentType="application/vnd.openxmlformats-package.relationships+xml"/><Default Extension="xml" ContentType="application/xml"/><Override PartName="/xl/workbook.xml" ContentType="application/vnd.openxmlformats-officedocument.spreadsheetml.sheet.main+xml"/><Override PartName="/xl/worksheets/sheet1.xml" ContentType="application/vnd.openxmlformats-officedocument.spreadsheetml.worksheet+xml"/></Types>',
    ),
    text(
      '_rels/.rels',
      '<?xml version="1.0" encoding="UTF-8"?><Relationships xmlns="http://schemas.openxmlformats.org/package/2006/relationships"><Relationship Id="rId1" Type="http://schemas.openxmlformats.org/officeDocument/2006/relationships/officeDocument" Target="xl/workbook.xml"/></Relationships>',
    ),
    text(
      'xl/workbook.xml',
      '<?xml version="1.0" encoding="UTF-8"?><workbook xmlns="http://schemas.openxmlformats.org/spreadsheetml/2006/main" xmlns:r="http://schemas.openxmlformats.org/officeDocument/2006/relationships"><sheets><sheet name="Sheet1" sheetId="1" r:id="rId1"/></sheets></workbook>',
    ),
    text(
      'xl/_rels/workbook.xml.rels',
      '<?xml version="1.0" encoding="UTF-8"?><Relationships xmlns="http://schemas.openxmlformats.org/package/2006/relationships"><Relationship Id="rId1" Type="http://schemas.openxmlformats.org/officeDocument/2006/relationships/worksheet" Target="worksheets/sheet1.xml"/></Relationships>',
    ),
  ];
}

/**
 * The reported attack: a workbook whose sheet1.xml is `megabytes` MB of blanks. `lying` makes its
 * headers declare a small sheet instead, so that only the real inflation can catch it.
 */
export function blankBomb(megabytes: number, options: { lying?: boolean } = {}): Buffer {
  const sheet = blankSheet(megabytes);
  return writeZip([
    ...workbookParts(),
    {
      name: 'xl/worksheets/sheet1.xml',
      deflated: sheet.deflated,
      size: sheet.size,
      crc: sheet.crc,
      declaredSize: options.lying ? 200_000 : undefined,
    },
  ]);
}

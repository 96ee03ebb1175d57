import Papa from 'papaparse';
import { readSheet } from 'read-excel-file/node';
import writeXlsxFile from 'write-excel-file/node';
import { neutralise } from '../../domain/spreadsheetCells';
import { badRequest } from '../errors';

export const CSV_TYPE = 'text/csv';
export const XLSX_TYPE = 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet';

export type Cell = string | number | boolean | Date | null;

/** Text of an uploaded CSV: UTF-8 when it is, else the Windows encoding older Excel versions save. */
function decodeText(buffer: Buffer): string {
  let text: string;
  try {
    text = new TextDecoder('utf-8', { fatal: true }).decode(buffer);
  } catch {
    text = new TextDecoder('windows-1252').decode(buffer);
  }
  return text.replace(/^\uFEFF/, '');
}

const isZip = (buffer: Buffer) => buffer.length > 4 && buffer.readUInt32LE(0) === 0x04034b50;

/** The rows of an uploaded CSV (comma or semicolon, detected) or .xlsx (first sheet), checked by content. */
export async function readTable(buffer: Buffer, contentType: string): Promise<Cell[][]> {
  if (contentType === XLSX_TYPE) {
    if (!isZip(buffer)) throw badRequest('errors.importUnreadable');
    try {
      return (await readSheet(buffer)) as Cell[][];
    } catch {
      throw badRequest('errors.importUnreadable');
    }
  }
  if (isZip(buffer) || buffer.includes(0)) throw badRequest('errors.importUnreadable');
  const parsed = Papa.parse<string[]>(decodeText(buffer), { skipEmptyLines: 'greedy' });
  return parsed.data;
}

export function toCsv(rows: readonly (readonly Cell[])[]): Buffer {
  const text = Papa.unparse(
    rows.map((row) => row.map((cell) => (cell === null ? '' : typeof cell === 'string' ? neutralise(cell) : cell instanceof Date ? cell.toISOString().slice(0, 10) : String(cell)))),
    { newline: '\r\n' },
  );
  // The byte-order mark makes Excel read accents (Mbarga, Aïcha) as UTF-8.
  return Buffer.from(`\uFEFF${text}\r\n`, 'utf8');
}

/**
 * An .xlsx of the rows. Every value is written as a typed value (text or number), never as a
 * formula, so a cell starting with = is stored and shown as text: no apostrophe is needed there.
 */
export async function toXlsx(rows: readonly (readonly Cell[])[], sheet: string): Promise<Buffer> {
  const data = rows.map((row, index) =>
    row.map((cell) => {
      if (cell === null || cell === '') return null;
      if (typeof cell === 'number') return { value: cell, type: Number };
      const text = String(cell);
      return index === 0 ? { value: text, type: String, fontWeight: 'bold' as const } : { value: text, type: String };
    }),
  );
  return writeXlsxFile(data as never, { sheet }).toBuffer();
}

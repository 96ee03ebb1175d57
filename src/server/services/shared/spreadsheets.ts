import Papa from 'papaparse';
import { loadXlsxWriter } from '../../documents/xlsxWriter';
import { IMPORT_MAX_ROWS } from '../../../domain/contract/students';
import { neutralise } from '../../../domain/spreadsheetCells';
import { badRequest, HttpError } from '../../errors';
import type { Cell } from './spreadsheetCell';
import { SpreadsheetWorkers, type ParseProblem } from './spreadsheetWorkers';
import { checkZip, repackZip, UNPACK_LIMITS, ZipRefusal, type ZipProblem } from './zipArchive';

export const CSV_TYPE = 'text/csv';
export const XLSX_TYPE = 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet';

// The importers and exporters take the cell type from here, with the functions that read and write it.
export type { Cell };

/** Most cells a table may have: the most rows with a hundred columns, far more than an import has. */
export const TABLE_MAX_CELLS = (IMPORT_MAX_ROWS + 1) * 100;

const isZip = (buffer: Buffer) => buffer.length > 4 && buffer.readUInt32LE(0) === 0x04034b50;

/** The parts of an .xlsx the reader uses (read-excel-file reads these and no others). */
const xlsxPart = (name: string) => name.endsWith('.xml') || name.endsWith('.xml.rels');

const workers = new SpreadsheetWorkers();

const MEGABYTE = 1024 * 1024;

function refusal(problem: ZipProblem | ParseProblem): HttpError {
  switch (problem) {
    case 'tooLarge':
      return new HttpError(413, 'errors.importUnpackedTooLarge', { max: UNPACK_LIMITS.maxBytes / MEGABYTE });
    case 'tooManyRows':
      return badRequest('errors.importTooManyRows', { max: IMPORT_MAX_ROWS });
    case 'tooManyEntries':
    case 'tooManyCells':
    case 'tooComplex':
      return badRequest('errors.importTooComplex');
    case 'tooSlow':
      return badRequest('errors.importTooSlow');
    case 'busy':
      return new HttpError(503, 'errors.importBusy');
    default:
      return badRequest('errors.importUnreadable');
  }
}

/**
 * Dates made by this context's Date. A table copied from a thread holds the process's own Dates,
 * which are not `instanceof Date` where code runs in a sandbox of its own (Jest); elsewhere a no-op.
 */
function localDates(rows: Cell[][]): Cell[][] {
  for (const row of rows) {
    for (let index = 0; index < row.length; index++) {
      const cell = row[index];
      if (typeof cell === 'object' && cell !== null && !(cell instanceof Date)) row[index] = new Date((cell as Date).getTime());
    }
  }
  return rows;
}

/**
 * The rows of an uploaded CSV (comma or semicolon, detected) or .xlsx (first sheet), checked by content.
 * An .xlsx is checked on its zip directory at once, then unpacked under limits (zipArchive.ts); the
 * parse runs on a worker thread (spreadsheetWorkers.ts). Refusals are HttpErrors: 413 when it would
 * unpack too far, 503 when too many files wait, else 400.
 */
export async function readTable(buffer: Buffer, contentType: string): Promise<Cell[][]> {
  const limits = { maxRows: IMPORT_MAX_ROWS + 1, maxCells: TABLE_MAX_CELLS };
  let outcome;
  if (contentType === XLSX_TYPE) {
    if (!isZip(buffer)) throw badRequest('errors.importUnreadable');
    let entries;
    try {
      entries = checkZip(buffer, xlsxPart);
    } catch (error) {
      if (error instanceof ZipRefusal) throw refusal(error.problem);
      throw error;
    }
    try {
      outcome = await workers.run(async () => ({ kind: 'xlsx', bytes: await repackZip(buffer, entries), ...limits }));
    } catch (error) {
      if (error instanceof ZipRefusal) throw refusal(error.problem);
      throw error;
    }
  } else {
    if (isZip(buffer) || buffer.includes(0)) throw badRequest('errors.importUnreadable');
    // A copy: the thread takes it over, and the caller keeps its buffer.
    outcome = await workers.run(async () => ({ kind: 'csv', bytes: new Uint8Array(buffer), ...limits }));
  }
  if (!outcome.ok) throw refusal(outcome.problem);
  return contentType === XLSX_TYPE ? localDates(outcome.rows) : outcome.rows;
}

export function toCsv(rows: readonly (readonly Cell[])[]): Buffer {
  const text = Papa.unparse(
    rows.map((row) =>
      row.map((cell) =>
        cell === null
          ? ''
          : typeof cell === 'string'
            ? neutralise(cell)
            : cell instanceof Date
              ? cell.toISOString().slice(0, 10)
              : String(cell),
      ),
    ),
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
  return loadXlsxWriter()(data as never, { sheet }).toBuffer();
}

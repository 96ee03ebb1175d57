'use strict';
/**
 * Reads one uploaded spreadsheet on a worker thread started by spreadsheetWorkers.ts, so that a
 * long parse never holds the server's event loop, and the thread's memory is capped and given back
 * when it ends. Plain JavaScript on purpose: it needs no TypeScript loader, so it starts the same
 * under tsx (`npm start`), `node --import tsx`, and Jest (which does not transform worker threads).
 *
 * In (workerData): { kind: 'csv' | 'xlsx', bytes: Uint8Array, maxRows, maxCells }. For an .xlsx,
 * `bytes` is already a stored .zip of verified parts (zipArchive.ts): nothing is left to inflate.
 * Out (one message): { ok: true, rows } or { ok: false, problem: 'unreadable' | 'tooManyRows' | 'tooManyCells' }.
 */
const { Readable } = require('node:stream');
const { parentPort, workerData } = require('node:worker_threads');
const Papa = require('papaparse');
const { readSheet } = require('read-excel-file/node');

/** Text of an uploaded CSV: UTF-8 when it is, else the Windows encoding older Excel versions save. */
function decodeText(bytes) {
  let text;
  try {
    text = new TextDecoder('utf-8', { fatal: true }).decode(bytes);
  } catch {
    text = new TextDecoder('windows-1252').decode(bytes);
  }
  return text.replace(/^\uFEFF/, '');
}

/** The bytes as a stream of 64 KB pieces (read-excel-file's unzipper is quicker fed that way than with one large piece). */
function* pieces(bytes) {
  for (let at = 0; at < bytes.byteLength; at += 65536)
    yield Buffer.from(bytes.buffer, bytes.byteOffset + at, Math.min(65536, bytes.byteLength - at));
}

async function read({ kind, bytes, maxRows, maxCells }) {
  let rows;
  if (kind === 'xlsx') {
    try {
      rows = await readSheet(Readable.from(pieces(bytes), { objectMode: false }));
    } catch {
      return { ok: false, problem: 'unreadable' };
    }
  } else {
    rows = Papa.parse(decodeText(bytes), { skipEmptyLines: 'greedy' }).data;
  }
  // Checked here, so that a table too big to use never crosses back to the main thread, whose
  // copy of it would hold the event loop.
  if (rows.length > maxRows) return { ok: false, problem: 'tooManyRows' };
  let cells = 0;
  for (const row of rows) cells += row.length;
  if (cells > maxCells) return { ok: false, problem: 'tooManyCells' };
  return { ok: true, rows };
}

read(workerData).then(
  (outcome) => parentPort.postMessage(outcome),
  () => parentPort.postMessage({ ok: false, problem: 'unreadable' }),
);

/**
 * A cell of a sheet as the app reads and writes it. Its own file because both the parsing workers
 * (spreadsheetWorkers.ts) and the files built on them (spreadsheets.ts, which loads the workers) name it.
 */
export type Cell = string | number | boolean | Date | null;

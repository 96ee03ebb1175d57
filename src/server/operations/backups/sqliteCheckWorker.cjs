/**
 * Checks a copy of the SQLite database on a worker thread (backups: verification), so the server's
 * event loop keeps answering while a large copy is integrity-checked and its rows counted.
 * `prepare` first turns the copy out of WAL mode, so it is one self-contained file.
 */
const { parentPort, workerData } = require('node:worker_threads');
const Database = require('better-sqlite3');

try {
  const { file, prepare } = workerData;
  if (prepare) {
    const writable = new Database(file, { fileMustExist: true });
    writable.pragma('journal_mode = DELETE');
    writable.close();
  }
  const db = new Database(file, { readonly: true, fileMustExist: true });
  const integrity = db
    .pragma('integrity_check')
    .map((row) => row.integrity_check)
    .join('; ');
  const tables = {};
  for (const { name } of db.prepare("select name from sqlite_master where type = 'table' and name not like 'sqlite_%' order by name").all())
    tables[name] = db.prepare(`select count(*) as n from "${name.replace(/"/g, '""')}"`).get().n;
  const migration =
    tables.kysely_migration === undefined ? '' : (db.prepare('select max(name) as name from kysely_migration').get().name ?? '');
  db.close();
  parentPort.postMessage({ integrity, tables, migration });
} catch (error) {
  parentPort.postMessage({ error: error instanceof Error ? error.message : String(error) });
}

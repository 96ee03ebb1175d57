/**
 * One process that migrates the SQLite file named on its command line and exits: the migrations'
 * test starts several at once, as a school's service manager might (`node --import tsx`).
 */
import { migrateToLatest, openDatabase } from '../db/database';

const database = openDatabase({ sqliteFile: process.argv[2] });
migrateToLatest(database.db)
  .then(() => database.close())
  .then(
    () => process.exit(0),
    (error: unknown) => {
      process.stderr.write(`${error instanceof Error ? error.message : String(error)}\n`);
      process.exit(1);
    },
  );

/**
 * What `npm start` and a service manager run: `node src/server/launch.mjs` starts the server,
 * `node src/server/launch.mjs restore <archive>` the restore. It builds what changed (build.mjs),
 * then runs the compiled entry in this same process, as node runs a main script: no second
 * process, no TypeScript at run time, and signals reach the server itself.
 *
 * Plain JavaScript on purpose: it runs before anything is compiled, so it cannot be TypeScript.
 */
import fs from 'node:fs';
import Module from 'node:module';
import path from 'node:path';
import { ensureBuilt, SERVER_DIR, SERVER_ENTRIES } from './build.mjs';

const [, , asked = 'main', ...args] = process.argv;
const entry = SERVER_ENTRIES.includes(asked) ? asked : undefined;
if (!entry) {
  console.error(`Unknown command "${asked}": node src/server/launch.mjs [${SERVER_ENTRIES.join(' | ')}] [arguments]`);
  process.exit(2);
}

try {
  // The restore needs no client: an admin restoring data does not wait for webpack.
  await ensureBuilt(entry === 'main' ? ['client', 'server'] : ['server']);
} catch (error) {
  console.error(error instanceof Error ? error.message : error);
  process.exit(1);
}
const file = path.join(SERVER_DIR, `${entry}.js`);
if (!fs.existsSync(file)) {
  console.error(`${path.relative(process.cwd(), file)} was not built: src/server/${entry}.ts is missing from this checkout.`);
  process.exit(1);
}
// As `node .build/server/<entry>.js <arguments>` would: the entry is require.main and reads its arguments from argv[2].
process.argv = [process.argv[0], file, ...args];
Module.runMain(file);

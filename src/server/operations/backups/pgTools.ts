/**
 * pg_dump and pg_restore, where the PostgreSQL client tools are installed. The connection goes in
 * the environment (PGHOST, PGPASSWORD…), never on the command line, where any user of the machine
 * could read the password in the process list.
 */
import { spawn } from 'node:child_process';

export interface PgTarget {
  url: string;
  /** The schema to dump alone (tests work in one schema each); the whole database when unset. */
  schema?: string;
}

function environment(url: string): NodeJS.ProcessEnv {
  const parsed = new URL(url);
  const env: NodeJS.ProcessEnv = { ...process.env };
  if (parsed.hostname) env.PGHOST = decodeURIComponent(parsed.hostname);
  if (parsed.port) env.PGPORT = parsed.port;
  if (parsed.username) env.PGUSER = decodeURIComponent(parsed.username);
  if (parsed.password) env.PGPASSWORD = decodeURIComponent(parsed.password);
  const database = decodeURIComponent(parsed.pathname.replace(/^\//, ''));
  if (database) env.PGDATABASE = database;
  const sslmode = parsed.searchParams.get('sslmode');
  if (sslmode) env.PGSSLMODE = sslmode;
  return env;
}

export interface ToolResult {
  code: number | null;
  stdout: string;
  stderr: string;
}

export function runTool(
  command: string,
  args: readonly string[],
  env: NodeJS.ProcessEnv = process.env,
  signal?: AbortSignal,
): Promise<ToolResult> {
  return new Promise((resolve) => {
    // The signal ends the tool when the server stops mid-backup.
    const child = spawn(command, args, { env, stdio: ['ignore', 'pipe', 'pipe'], signal });
    let stdout = '';
    let stderr = '';
    child.stdout.on('data', (chunk: Buffer) => (stdout += chunk.toString()));
    child.stderr.on('data', (chunk: Buffer) => (stderr += chunk.toString()));
    child.once('error', (error) => resolve({ code: -1, stdout, stderr: error.message }));
    child.once('close', (code) => resolve({ code, stdout, stderr }));
  });
}

let available: Promise<boolean> | undefined;

/** Whether pg_dump and pg_restore run here (checked once). */
export function pgToolsAvailable(): Promise<boolean> {
  available ??= Promise.all([runTool('pg_dump', ['--version']), runTool('pg_restore', ['--version'])]).then((results) =>
    results.every((result) => result.code === 0),
  );
  return available;
}

/** A custom-format dump of the target into `file`. */
export async function pgDump(target: PgTarget, file: string, signal?: AbortSignal): Promise<void> {
  const args = ['--format=custom', '--no-owner', '--no-privileges', `--file=${file}`];
  if (target.schema) args.push(`--schema=${target.schema}`);
  const result = await runTool('pg_dump', args, environment(target.url), signal);
  if (result.code !== 0) throw new Error(`pg_dump failed: ${result.stderr.trim()}`);
}

/** The dump's table of contents: pg_restore reads it whole, so a damaged dump fails here. */
export async function pgDumpContents(file: string): Promise<string[] | null> {
  const result = await runTool('pg_restore', ['--list', file]);
  return result.code === 0 ? result.stdout.split('\n').filter((line) => line && !line.startsWith(';')) : null;
}

/** Restores a dump into the target's database (tests, and the README's manual restore does the same by hand). */
export async function pgRestore(target: PgTarget, file: string): Promise<void> {
  const result = await runTool(
    'pg_restore',
    ['--no-owner', '--no-privileges', '--exit-on-error', `--dbname=${new URL(target.url).pathname.slice(1)}`, file],
    environment(target.url),
  );
  if (result.code !== 0) throw new Error(`pg_restore failed: ${result.stderr.trim()}`);
}

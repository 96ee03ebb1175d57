/** The installed command-line tools the docs tests run on docs/api/openapi.json, offline. */
import { spawnSync } from 'node:child_process';
import path from 'node:path';

export const ROOT = path.resolve(__dirname, '../../..');
export const OPENAPI_FILE = 'docs/api/openapi.json';

export interface ToolRun {
  status: number | null;
  stdout: string;
  /** What the tool printed, for a failure message. */
  output: string;
}

/** Runs node_modules/.bin/<tool> from the project root, without Redocly's telemetry or update check. */
export function runTool(tool: string, args: readonly string[]): ToolRun {
  const run = spawnSync(path.join(ROOT, 'node_modules/.bin', tool), args, {
    cwd: ROOT,
    encoding: 'utf8',
    env: { ...process.env, REDOCLY_TELEMETRY: 'off', REDOCLY_SUPPRESS_UPDATE_NOTICE: 'true', NO_COLOR: '1' },
  });
  if (run.error) throw run.error;
  return { status: run.status, stdout: run.stdout, output: `${run.stdout}\n${run.stderr}` };
}

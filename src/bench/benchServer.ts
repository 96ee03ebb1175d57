/**
 * Starts src/bench/server.ts (the real app on a fresh seeded SQLite file, serving the built client)
 * in a process of its own, so the load generator or Lighthouse measuring it do not share its event loop.
 */
import { fork } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';

export const DIST = path.resolve(__dirname, '../../dist');

export interface BenchServer {
  url: string;
  pid: number | undefined;
  /** Stops the server, which then removes its data folder. */
  close(): void;
}

/** `students` seeds that many (BENCH_STUDENTS wins when set); without it, the server's 100,000. */
export async function startBenchServer(students?: string): Promise<BenchServer> {
  if (!fs.existsSync(path.join(DIST, 'index.html'))) throw new Error('No built client in dist/: run npm run build');
  const count = process.env.BENCH_STUDENTS ?? students;
  const env = { ...process.env, LOG_LEVEL: 'silent', CLIENT_DIR: DIST, ...(count ? { BENCH_STUDENTS: count } : {}) };
  const server = fork(path.join(__dirname, 'server.ts'), { execArgv: ['--import', 'tsx'], env });
  const port = await new Promise<number>((resolve) => server.once('message', (message: { port: number }) => resolve(message.port)));
  return { url: `http://127.0.0.1:${port}`, pid: server.pid, close: () => server.disconnect() };
}

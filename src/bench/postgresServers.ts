/**
 * Starts N processes of the real app (postgresServer.ts) on one PostgreSQL database, each on a port
 * of its own, pinned with taskset to the CPUs given so the load generator can keep another core.
 */
import { spawn, spawnSync, type ChildProcess } from 'node:child_process';
import fs from 'node:fs';
import net from 'node:net';
import path from 'node:path';

export interface ServerProcess {
  url: string;
  pid: number;
  /** Resident memory in MB, read from /proc. */
  rssMb(): number;
}

export interface ServerGroup {
  servers: ServerProcess[];
  close(): Promise<void>;
}

const hasTaskset = fs.existsSync('/usr/bin/taskset');

async function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const probe = net.createServer();
    probe.once('error', reject);
    probe.listen(0, '127.0.0.1', () => {
      const { port } = probe.address() as net.AddressInfo;
      probe.close(() => resolve(port));
    });
  });
}

async function ready(url: string, child: ChildProcess): Promise<void> {
  const deadline = Date.now() + 120_000;
  while (Date.now() < deadline) {
    if (child.exitCode !== null) throw new Error(`the server at ${url} stopped with ${child.exitCode}`);
    try {
      if ((await fetch(`${url}/api/health`)).status < 500) return;
    } catch {
      // Not listening yet.
    }
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
  throw new Error(`the server at ${url} did not answer within 2 minutes`);
}

/** The processes' own resident memory: /proc/<pid>/status, VmRSS. */
function rssMb(pid: number): number {
  const status = fs.readFileSync(`/proc/${pid}/status`, 'utf8');
  return Number(/VmRSS:\s+(\d+)/.exec(status)?.[1] ?? 0) / 1024;
}

/** `cpus` is a taskset list ("1", "0,1"); without taskset the processes run where the system puts them. */
export async function startServers(databaseUrl: string, count: number, cpus: string): Promise<ServerGroup> {
  const children: ChildProcess[] = [];
  const servers: ServerProcess[] = [];
  for (let i = 0; i < count; i++) {
    const port = await freePort();
    const node = [process.execPath, '--import', 'tsx', path.join(__dirname, 'postgresServer.ts')];
    const env = { ...process.env, DATABASE_URL: databaseUrl, PORT: String(port), LOG_LEVEL: 'silent', SEED_DEMO: 'false' };
    // taskset executes node in its own process: the pid is the server's.
    const child = hasTaskset
      ? spawn('taskset', ['-c', cpus, ...node], { env, stdio: 'inherit' })
      : spawn(node[0], node.slice(1), { env, stdio: 'inherit' });
    children.push(child);
    const url = `http://127.0.0.1:${port}`;
    await ready(url, child);
    servers.push({ url, pid: child.pid!, rssMb: () => rssMb(child.pid!) });
  }
  return {
    servers,
    close: async () => {
      await Promise.all(
        children.map(
          (child) =>
            new Promise<void>((resolve) => {
              if (child.exitCode !== null) return resolve();
              child.once('exit', () => resolve());
              child.kill('SIGTERM');
            }),
        ),
      );
    },
  };
}

/** Pins this process (every thread: autocannon's sockets, libuv's pool) to `cpus`; false without taskset. */
export function pinSelf(cpus: string): boolean {
  return hasTaskset && spawnSync('taskset', ['-a', '-cp', cpus, String(process.pid)], { stdio: 'ignore' }).status === 0;
}

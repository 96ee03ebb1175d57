/**
 * Uploads that unpack (`npm run bench`, or alone: `npx tsx src/bench/uploads.ts`, on a server of
 * BENCH_STUDENTS students, 2,000 by default). Prints figures, never fails on time:
 * how long the server takes to refuse the reported spreadsheet (384 MB of blanks packed into
 * 400 KB), honest or lying about its sizes, and the latency of another user's GET /api/user
 * meanwhile, against the same requests on an idle server; then the same while a genuine
 * 20,000-row workbook is previewed; and the server's peak memory (VmHWM).
 */
import { fork } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { toXlsx } from '../server/services/shared/spreadsheets';
import { blankBomb } from '../server/testing/zips';
import { signInOverHttp as signIn } from './measure';

const XLSX = 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet';
const CALLERS = 4;

const percentile = (samples: number[], share: number) => {
  const sorted = [...samples].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.floor(share * sorted.length))] ?? NaN;
};
const figures = (samples: number[]) =>
  `p50 ${percentile(samples, 0.5).toFixed(1)} ms, p95 ${percentile(samples, 0.95).toFixed(1)} ms, max ${Math.max(...samples).toFixed(1)} ms (${samples.length} requests)`;

const memory = (pid: number | undefined) => {
  if (!pid) return '';
  const status = fs.readFileSync(`/proc/${pid}/status`, 'utf8');
  const field = (name: string) => `${(Number(new RegExp(`${name}:\\s+(\\d+)`).exec(status)?.[1] ?? 0) / 1024).toFixed(0)} MB`;
  return `server RSS ${field('VmRSS')}, peak so far ${field('VmHWM')}`;
};

/** GET /api/user latencies from CALLERS callers, one request after the other each, until `until` settles. */
async function latencies(url: string, token: string, until: Promise<unknown>): Promise<number[]> {
  let done = false;
  void until.finally(() => (done = true));
  const samples: number[] = [];
  await Promise.all(
    Array.from({ length: CALLERS }, async () => {
      while (!done) {
        const started = performance.now();
        await (await fetch(`${url}/api/user`, { headers: { authorization: `Bearer ${token}` } })).arrayBuffer();
        samples.push(performance.now() - started);
      }
    }),
  );
  return samples;
}

export async function hostileUploads(url: string, token: string, pid?: number): Promise<void> {
  const teacher = await signIn(url, 'teacher');
  const page = await fetch(`${url}/api/docs/json`);
  const xsrf = /XSRF-TOKEN=([^;]+)/.exec(page.headers.get('set-cookie') ?? '')?.[1] ?? '';
  const headers = { authorization: `Bearer ${token}`, 'x-xsrf-token': xsrf, cookie: `XSRF-TOKEN=${xsrf}`, 'content-type': XLSX };
  const send = async (file: Buffer) => {
    const started = performance.now();
    const response = await fetch(`${url}/api/students/import/preview`, { method: 'POST', headers, body: new Uint8Array(file) });
    const answer = (await response.json()) as { message?: string; total?: number };
    return { ms: performance.now() - started, status: response.status, answer };
  };

  console.log('\nUploads that unpack (another user calls GET /api/user meanwhile, 4 callers one request at a time)');
  const idle = await latencies(url, teacher, new Promise((resolve) => setTimeout(resolve, 3000)));
  console.log(`  idle server: GET /api/user ${figures(idle)}`);
  console.log(`  ${memory(pid)}`);

  for (const [name, file] of [
    ['honest bomb (declares 384 MB)', blankBomb(384)],
    ['lying bomb (declares 200 KB)', blankBomb(384, { lying: true })],
  ] as const) {
    const refusals: { ms: number; status: number }[] = [];
    const run = (async () => {
      for (let round = 0; round < 20; round++) refusals.push(await send(file));
    })();
    const during = await latencies(url, teacher, run);
    await run;
    const times = refusals.map((refusal) => refusal.ms);
    console.log(
      `  ${name}, ${(file.length / 1024).toFixed(0)} KB, sent 20 times: answered ${[...new Set(refusals.map((r) => r.status))].join('/')} in p50 ${percentile(times, 0.5).toFixed(1)} ms, max ${Math.max(...times).toFixed(1)} ms`,
    );
    console.log(`    meanwhile GET /api/user ${figures(during)}`);
  }
  console.log(`  ${memory(pid)}`);

  const rows: (string | number)[][] = [
    ['matricule', 'lastName', 'firstName', 'sex', 'birthDate', 'birthPlace', 'guardianName', 'guardianPhone', 'address'],
  ];
  for (let index = 0; index < 20_000; index++) {
    rows.push([
      `BENCH${String(index).padStart(5, '0')}`,
      'MBARGA',
      `Aïcha ${index}`,
      index % 2 ? 'F' : 'M',
      '2011-01-05',
      'Yaoundé',
      `Parent ${index}`,
      '+237 677 000 000',
      `${index} rue de la Réunification`,
    ]);
  }
  const genuine = await toXlsx(rows, 'Students');
  const preview = send(genuine);
  const during = await latencies(url, teacher, preview);
  const { ms, status, answer } = await preview;
  console.log(
    `  genuine 20,000-row workbook, ${(genuine.length / 1024).toFixed(0)} KB: answered ${status} (${answer.total} rows) in ${ms.toFixed(0)} ms`,
  );
  console.log(`    meanwhile GET /api/user ${figures(during)}`);
  console.log(`  ${memory(pid)}`);
}

async function main(): Promise<void> {
  const server = fork(path.join(__dirname, 'server.ts'), {
    execArgv: ['--import', 'tsx'],
    env: { ...process.env, LOG_LEVEL: 'silent', BENCH_STUDENTS: process.env.BENCH_STUDENTS || '2000' },
  });
  const port = await new Promise<number>((resolve) => server.once('message', (message: { port: number }) => resolve(message.port)));
  const url = `http://127.0.0.1:${port}`;
  try {
    await hostileUploads(url, await signIn(url, 'secretary'), server.pid);
  } finally {
    server.disconnect();
  }
}

if (require.main === module) {
  main().catch((error: unknown) => {
    console.error(error);
    process.exit(1);
  });
}

/**
 * `npm run bench`, photos in bulk (issue 29; alone: `npx tsx src/bench/photoImport.ts`): a .zip of
 * 400 phone-sized photos (1200×1600 JPEG, some 300 KB each) named by matricule, previewed then
 * applied on a server of 2,000 students (or BENCH_STUDENTS) in a process of its own, while another
 * user's GET /api/user and GET /api/students run one after the other from 4 callers. Targets:
 * preview ≤ 10 s, apply ≤ 20 s, the other requests ≤ 100 ms p99. Prints figures, never fails on time.
 */
import { fork } from 'node:child_process';
import path from 'node:path';
import sharp from 'sharp';
import { writeZip } from '../server/testing/zips';
import { signInOverHttp as signIn } from './measure';

const PHOTOS = 400;
const CALLERS = 4;
const DISTINCT = 20;

const percentile = (samples: number[], share: number) => {
  const sorted = [...samples].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.floor(share * sorted.length))] ?? NaN;
};
const figures = (samples: number[]) =>
  `p50 ${percentile(samples, 0.5).toFixed(1)} ms, p99 ${percentile(samples, 0.99).toFixed(1)} ms, max ${Math.max(...samples).toFixed(1)} ms (${samples.length} requests)`;

/** Latencies of simple reads from CALLERS callers, one request after the other each, until `until` settles. */
async function latencies(url: string, token: string, until: Promise<unknown>): Promise<number[]> {
  let done = false;
  void until.finally(() => (done = true));
  const samples: number[] = [];
  const paths = ['/api/user', '/api/students?limit=20'];
  await Promise.all(
    Array.from({ length: CALLERS }, async (_, caller) => {
      for (let call = caller; !done; call++) {
        const started = performance.now();
        await (await fetch(`${url}${paths[call % paths.length]}`, { headers: { authorization: `Bearer ${token}` } })).arrayBuffer();
        samples.push(performance.now() - started);
      }
    }),
  );
  return samples;
}

/** Portraits the size a phone or a photographer's export gives, each different (a gradient with grain). */
async function portraits(): Promise<Buffer[]> {
  const made: Buffer[] = [];
  for (let index = 0; index < DISTINCT; index++) {
    made.push(
      await sharp({
        create: {
          width: 1200,
          height: 1600,
          channels: 3,
          background: { r: 90 + index * 7, g: 120, b: 150 - index * 3 },
          noise: { type: 'gaussian', mean: 128, sigma: 10 },
        },
      })
        .blur(1.2)
        .jpeg({ quality: 85 })
        .toBuffer(),
    );
  }
  return made;
}

async function main(): Promise<void> {
  const students = process.env.BENCH_STUDENTS ?? '2000';
  const server = fork(path.join(__dirname, 'server.ts'), {
    execArgv: ['--import', 'tsx'],
    env: { ...process.env, LOG_LEVEL: 'silent', BENCH_STUDENTS: students },
  });
  const port = await new Promise<number>((resolve) => server.once('message', (message: { port: number }) => resolve(message.port)));
  const url = `http://127.0.0.1:${port}`;
  try {
    const secretary = await signIn(url, 'secretary');
    const teacher = await signIn(url, 'teacher');
    const page = await fetch(`${url}/api/docs/json`);
    const xsrf = /XSRF-TOKEN=([^;]+)/.exec(page.headers.get('set-cookie') ?? '')?.[1] ?? '';
    const headers = { authorization: `Bearer ${secretary}`, 'x-xsrf-token': xsrf, cookie: `XSRF-TOKEN=${xsrf}` };

    const list = (await (
      await fetch(`${url}/api/students?limit=${PHOTOS}&registered=true&sort=matricule`, {
        headers: { authorization: `Bearer ${secretary}` },
      })
    ).json()) as { data: { matricule: string }[] };
    const photos = await portraits();
    const zip = writeZip(
      list.data.map((student, index) => ({
        name: `Classe ${index % 10}/${student.matricule}.jpg`,
        data: photos[index % DISTINCT],
        stored: true,
      })),
    );
    console.log(
      `\nPhotos in bulk: ${list.data.length} photos of about ${(photos[0].length / 1024).toFixed(0)} KB, a .zip of ${(zip.length / 1024 / 1024).toFixed(0)} MB, ${students} students (other reads from ${CALLERS} callers meanwhile)`,
    );
    const idle = await latencies(url, teacher, new Promise((resolve) => setTimeout(resolve, 3000)));
    console.log(`  idle server: ${figures(idle)}`);

    // The same archive previewed once with nobody else on the server (this staged copy simply expires).
    let started = performance.now();
    const alone = await fetch(`${url}/api/student-photos/preview`, {
      method: 'POST',
      headers: { ...headers, 'content-type': 'application/zip' },
      body: new Uint8Array(zip),
    });
    await alone.arrayBuffer();
    console.log(`  preview alone: ${alone.status}, in ${((performance.now() - started) / 1000).toFixed(1)} s (target ≤ 10 s)`);

    started = performance.now();
    const preview = fetch(`${url}/api/student-photos/preview`, {
      method: 'POST',
      headers: { ...headers, 'content-type': 'application/zip' },
      body: new Uint8Array(zip),
    }).then(async (response) => ({
      status: response.status,
      body: (await response.json()) as { id: string; matched: unknown[] },
      ms: performance.now() - started,
    }));
    const duringPreview = await latencies(url, teacher, preview);
    const previewed = await preview;
    console.log(
      `  preview while ${CALLERS} callers read back to back: ${previewed.status}, ${previewed.body.matched?.length} matched, in ${(previewed.ms / 1000).toFixed(1)} s (target ≤ 10 s)`,
    );
    console.log(`    meanwhile ${figures(duringPreview)} (target p99 ≤ 100 ms)`);

    started = performance.now();
    const apply = fetch(`${url}/api/student-photos/${previewed.body.id}`, { method: 'POST', headers }).then(async (response) => ({
      status: response.status,
      body: (await response.json()) as { applied: number },
      ms: performance.now() - started,
    }));
    const duringApply = await latencies(url, teacher, apply);
    const applied = await apply;
    console.log(`  apply: ${applied.status}, ${applied.body.applied} applied, in ${(applied.ms / 1000).toFixed(2)} s (target ≤ 20 s)`);
    console.log(`    meanwhile ${figures(duringApply)} (target p99 ≤ 100 ms)`);
  } finally {
    server.disconnect();
  }
}

void main();

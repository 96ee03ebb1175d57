/**
 * Builds what `npm start` runs, and only what changed: the client (webpack, into dist/) and the
 * server (esbuild, into .build/server/), each when the hash of its sources differs from the one
 * stamped after its last good build. `node src/server/build.mjs` builds what is stale (`npm run
 * build`); `--force` rebuilds both.
 *
 * Plain JavaScript on purpose: it runs before anything is compiled, so it cannot be TypeScript.
 * The server bundle goes to a dot folder, never to dist/, which is served to browsers.
 */
import { spawnSync } from 'node:child_process';
import { createHash } from 'node:crypto';
import fs from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

export const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');
const BUILD_DIR = path.join(ROOT, '.build');
export const SERVER_DIR = path.join(BUILD_DIR, 'server');

/** The server's entry points (src/server/<name>.ts), bundled each to .build/server/<name>.js when it exists. */
export const SERVER_ENTRIES = ['main', 'restore'];

/** What neither bundle holds: tests, benches, browser tests, lint rules. */
const NEVER_BUILT = /(\.test\.tsx?|__snapshots__)$|^src\/(bench|e2e|lint)(\/|$)/;
const MANIFESTS = ['package.json', 'package-lock.json', 'tsconfig.json'];

const TARGETS = {
  client: {
    inputs: ['src', 'public', 'webpack.config.js', ...MANIFESTS],
    // The client never imports the server (the layer rule), so a server change does not cost a 60 s client build.
    skip: /^src\/server(\/|$)/,
    output: path.join(ROOT, 'dist', 'index.html'),
    build: buildClient,
  },
  server: {
    inputs: ['src', ...MANIFESTS],
    skip: /^src\/client(\/|$)/,
    output: path.join(SERVER_DIR, 'main.js'),
    build: buildServer,
  },
};

/** The files under `inputs`, sorted, as paths from the root with forward slashes. */
function filesOf(inputs, skip) {
  const found = [];
  const walk = (relative) => {
    if (NEVER_BUILT.test(relative) || skip.test(relative)) return;
    const absolute = path.join(ROOT, relative);
    const stat = fs.statSync(absolute, { throwIfNoEntry: false });
    if (stat?.isDirectory()) for (const name of fs.readdirSync(absolute)) walk(`${relative}/${name}`);
    else if (stat?.isFile()) found.push(relative);
  };
  inputs.forEach(walk);
  return [...new Set(found)].sort();
}

/** One hash of the target's sources: their paths and contents. */
function hashOf(target) {
  const hash = createHash('sha256');
  for (const file of filesOf(target.inputs, target.skip))
    hash
      .update(`${file}\0`)
      .update(fs.readFileSync(path.join(ROOT, file)))
      .update('\0');
  return hash.digest('hex');
}

const stampOf = (name) => path.join(BUILD_DIR, `${name}.hash`);
const readStamp = (name) => (fs.existsSync(stampOf(name)) ? fs.readFileSync(stampOf(name), 'utf8').trim() : '');

function buildClient() {
  const cli = createRequire(import.meta.url).resolve('webpack-cli/bin/cli.js');
  // A process of its own: webpack's memory is given back when it ends, before the server starts.
  const result = spawnSync(process.execPath, [cli, '--mode', 'production'], { cwd: ROOT, stdio: 'inherit' });
  if (result.status !== 0) throw new Error(`the client build failed (webpack exited with ${result.status ?? result.signal})`);
}

async function buildServer() {
  const entries = SERVER_ENTRIES.filter((name) => fs.existsSync(path.join(ROOT, 'src', 'server', `${name}.ts`)));
  const esbuild = await import('esbuild');
  const staging = `${SERVER_DIR}.new`;
  fs.rmSync(staging, { recursive: true, force: true });
  try {
    await esbuild.build({
      absWorkingDir: ROOT,
      entryPoints: Object.fromEntries(entries.map((name) => [name, `src/server/${name}.ts`])),
      outdir: staging,
      bundle: true,
      // Packages are required from node_modules at run time: native ones (better-sqlite3, sharp)
      // cannot be bundled, and the others keep the files they read beside their own code.
      packages: 'external',
      platform: 'node',
      target: 'node22',
      format: 'cjs',
      sourcemap: true,
      logLevel: 'warning',
    });
  } finally {
    // esbuild's API keeps a service process of its own: it must not outlive the build.
    await esbuild.stop?.();
  }
  // The old bundle is replaced whole, so a build that fails half-way never leaves a mixed one.
  fs.rmSync(SERVER_DIR, { recursive: true, force: true });
  fs.renameSync(staging, SERVER_DIR);
}

/**
 * Builds each named target whose sources changed since its last good build, or whose output is
 * missing; with `force`, builds them all. Says on stderr what it builds and why.
 */
export async function ensureBuilt(names = Object.keys(TARGETS), { force = false } = {}) {
  for (const name of names) {
    const target = TARGETS[name];
    const hash = hashOf(target);
    const missing = !fs.existsSync(target.output);
    if (!force && !missing && readStamp(name) === hash) continue;
    console.error(`Building the ${name} (${force ? 'asked' : missing ? 'not built yet' : 'sources changed'})…`);
    const started = Date.now();
    fs.rmSync(stampOf(name), { force: true });
    await target.build();
    fs.mkdirSync(BUILD_DIR, { recursive: true });
    fs.writeFileSync(stampOf(name), `${hash}\n`);
    console.error(`The ${name} is built (${((Date.now() - started) / 1000).toFixed(1)} s).`);
  }
}

if (process.argv[1] && path.resolve(process.argv[1]) === fileURLToPath(import.meta.url)) {
  const args = process.argv.slice(2);
  const names = args.filter((arg) => arg in TARGETS);
  ensureBuilt(names.length ? names : undefined, { force: args.includes('--force') }).catch((error) => {
    console.error(error instanceof Error ? error.message : error);
    process.exit(1);
  });
}

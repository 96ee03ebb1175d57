/**
 * The checkout's root folder (the one holding Scola's package.json), for the files the server reads
 * from the repository at run time: the catalogues in public/ and the spreadsheet worker's script.
 * Paths relative to `__dirname` break once the server is bundled into .build/server/ (one folder,
 * another depth), so every such file is found from here, which works from src/ and from the bundle.
 */
import fs from 'node:fs';
import path from 'node:path';

function findRoot(start: string): string {
  for (let dir = start; ; dir = path.dirname(dir)) {
    const manifest = path.join(dir, 'package.json');
    try {
      if ((JSON.parse(fs.readFileSync(manifest, 'utf8')) as { name?: string }).name === 'scola') return dir;
    } catch {
      // no package.json here, or not ours: look higher
    }
    if (path.dirname(dir) === dir) throw new Error(`Scola's package.json was not found above ${start}`);
  }
}

export const PROJECT_ROOT = findRoot(__dirname);

/** A path inside the checkout, from its root. */
export const fromRoot = (...parts: string[]): string => path.join(PROJECT_ROOT, ...parts);

/** `npm run docs` writes docs/api; `npm run docs:check` fails when what is there is stale. */
import fs from 'node:fs';
import path from 'node:path';
import { buildMarkdown } from './markdown';
import { buildOpenApi } from './openapi';

export const DOCS_DIR = path.resolve(__dirname, '../../../docs/api');

export function generatedDocs(): Record<string, string> {
  return {
    'openapi.json': JSON.stringify(buildOpenApi(), null, 2) + '\n',
    'README.md': buildMarkdown(),
  };
}

export function staleDocs(): string[] {
  return Object.entries(generatedDocs())
    .filter(([name, text]) => {
      const file = path.join(DOCS_DIR, name);
      return !fs.existsSync(file) || fs.readFileSync(file, 'utf8') !== text;
    })
    .map(([name]) => name);
}

if (require.main === module) {
  if (process.argv.includes('--check')) {
    const stale = staleDocs();
    if (stale.length) {
      console.error(`docs/api is stale (${stale.join(', ')}): run npm run docs`);
      process.exit(1);
    }
    console.log('docs/api is up to date');
  } else {
    fs.mkdirSync(DOCS_DIR, { recursive: true });
    for (const [name, text] of Object.entries(generatedDocs())) fs.writeFileSync(path.join(DOCS_DIR, name), text);
    console.log(`wrote ${DOCS_DIR}`);
  }
}

// Prints, as JSON, the text pdf.js reads from each PDF named on the command line (documentText.test.ts):
// run as its own process, because pdf.js loads its worker by a dynamic import that Jest's module system refuses.
import fs from 'node:fs';
import process from 'node:process';
import { PDFParse } from 'pdf-parse';

const texts = [];
for (const file of process.argv.slice(2)) {
  const parser = new PDFParse({ data: new Uint8Array(fs.readFileSync(file)) });
  try {
    texts.push((await parser.getText()).text);
  } finally {
    await parser.destroy();
  }
}
process.stdout.write(JSON.stringify(texts));

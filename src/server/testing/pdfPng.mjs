// Draws a PDF's first page as a PNG with pdf.js (pdf-parse and its canvas), for a person to look at:
// `node pdfPng.mjs <in.pdf> <out.png>`. Its own process, as pdfReader.mjs is, for pdf.js's ES-module worker.
import fs from 'node:fs';
import process from 'node:process';
import { PDFParse } from 'pdf-parse';

const [input, output] = process.argv.slice(2);
const parser = new PDFParse({ data: new Uint8Array(fs.readFileSync(input)) });
try {
  const { pages } = await parser.getScreenshot({ first: 1, scale: 1.5, imageDataUrl: false, imageBuffer: true });
  fs.writeFileSync(output, pages[0].data);
} finally {
  await parser.destroy();
}

/**
 * What pdf.js (the engine of Firefox's viewer, through pdf-parse) reads from a PDF's glyphs and
 * their fonts' Unicode maps, as a reader copying the text would get it: unlike pdfLines, which
 * reads the text each line carries, this proves the glyphs themselves. pdf.js runs in a process
 * of its own (testing/pdfReader.mjs): its worker is an ES module Jest will not load.
 */
import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fromRoot } from '../projectRoot';

/** The document's text, pages joined, its runs of spaces made one. */
export function pdfJsText(pdf: Buffer): string {
  const folder = fs.mkdtempSync(path.join(os.tmpdir(), 'scola-pdf-'));
  try {
    const file = path.join(folder, 'document.pdf');
    fs.writeFileSync(file, pdf);
    const pages = JSON.parse(
      execFileSync(process.execPath, [fromRoot('src', 'server', 'testing', 'pdfReader.mjs'), file], { encoding: 'utf8' }),
    ) as string[];
    return pages.join(' ').replace(/\s+/g, ' ');
  } finally {
    fs.rmSync(folder, { recursive: true, force: true });
  }
}

/**
 * The pieces of a title pdf.js gives back: the zero-width non-joiner of Persian words (دانش‌آموزان)
 * has no glyph and comes back as a space; and a title with values in it ("{period}") is looked for
 * piece by piece, the values apart, since pdf.js orders a line mixing scripts by its own guess, not
 * the bidi algorithm.
 */
export const titlePieces = (title: string): string[] =>
  title
    .replace(/\u200c/g, ' ')
    .split(/\{[^}]*\}/)
    .map((piece) => piece.replace(/^[\s—–-]+|[\s—–-]+$/g, ''))
    .filter(Boolean);

/** Every font a Type0 font with its TrueType program embedded; none of the fourteen PDF fonts a viewer substitutes. */
export function fontsEmbedded(pdf: Buffer): boolean {
  const raw = pdf.toString('latin1');
  const descriptors = raw.match(/\/Type \/FontDescriptor/g) ?? [];
  return (
    descriptors.length > 0 &&
    (raw.match(/\/FontFile2 \d+ 0 R/g) ?? []).length === descriptors.length &&
    !/\/BaseFont \/(Helvetica|Times|Courier|Symbol|ZapfDingbats)/.test(raw)
  );
}

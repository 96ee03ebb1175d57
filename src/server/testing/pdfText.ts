/**
 * Reads back what a pdfkit document says, for tests: its pages and the text of each line drawn
 * with the built-in fonts (hex strings in TJ arrays, in the WinAnsi encoding).
 */
import { inflateSync } from 'node:zlib';

// Node decodes "windows-1252" as ISO-8859-1, so the 0x80-0x9f block (dashes, ellipsis, quotes) is mapped here.
const WIN_ANSI_HIGH = '€\u0081‚ƒ„…†‡ˆ‰Š‹Œ\u008dŽ\u008f\u0090‘’“”•–—˜™š›œ\u009džŸ';
const winAnsi = (bytes: Buffer) =>
  Array.from(bytes, (byte) => (byte >= 0x80 && byte <= 0x9f ? WIN_ANSI_HIGH[byte - 0x80] : String.fromCharCode(byte))).join('');

export function pdfPageCount(pdf: Buffer): number {
  return (pdf.toString('latin1').match(/\/Type \/Page\b/g) ?? []).length;
}

/** Every text line drawn, in drawing order, pages one after another. */
export function pdfLines(pdf: Buffer): string[] {
  const lines: string[] = [];
  const raw = pdf.toString('latin1');
  const streams = /stream\r?\n/g;
  let match: RegExpExecArray | null;
  while ((match = streams.exec(raw))) {
    const start = match.index + match[0].length;
    const end = raw.indexOf('endstream', start);
    let content: string;
    try {
      content = inflateSync(pdf.subarray(start, end)).toString('latin1');
    } catch {
      continue; // not a deflated content stream (an image, say)
    }
    for (const [, array] of content.matchAll(/\[((?:<[0-9a-f]*>|[\s\d.-])*)\] TJ/g)) {
      const hex = [...array.matchAll(/<([0-9a-f]*)>/g)].map((part) => part[1]).join('');
      lines.push(winAnsi(Buffer.from(hex, 'hex')));
    }
  }
  return lines;
}

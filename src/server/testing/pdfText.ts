/**
 * Reads back what a Scola document says, for tests: its pages, and each line of text as it was
 * written (documents/text.ts marks every drawn line with its text as /ActualText, in logical
 * order, whatever its script). documentText.test.ts checks the glyphs themselves with pdf.js.
 */
import { inflateSync } from 'node:zlib';

export function pdfPageCount(pdf: Buffer): number {
  return (pdf.toString('latin1').match(/\/Type \/Page\b/g) ?? []).length;
}

const ESCAPES: Record<string, string> = { n: '\n', r: '\r', t: '\t', b: '\b', f: '\f' };

/** A PDF literal string's bytes: UTF-16BE after its byte-order mark, else one byte a character. */
function literal(body: string): string {
  const bytes = body.replace(/\\([nrtbf()\\]|[0-7]{1,3})/g, (_, escaped: string) =>
    /^[0-7]/.test(escaped) ? String.fromCharCode(parseInt(escaped, 8)) : (ESCAPES[escaped] ?? escaped),
  );
  if (!bytes.startsWith('\u00fe\u00ff')) return bytes;
  return Buffer.from(bytes.slice(2), 'latin1').swap16().toString('utf16le');
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
    for (const [, body] of content.matchAll(/\/Span <<\s*\/ActualText \(((?:\\[\s\S]|[^\\)])*)\)\s*>> BDC/g)) lines.push(literal(body));
  }
  return lines;
}

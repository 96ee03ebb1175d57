import { inflateSync } from 'node:zlib';
import PDFDocument from 'pdfkit';
import { newDocument, toBuffer, type Doc } from './document';

/** The page content streams of a PDF, inflated, in the order they are written. */
function contentStreams(pdf: Buffer): string[] {
  const raw = pdf.toString('latin1');
  const found: string[] = [];
  for (const match of raw.matchAll(/stream\r?\n/g)) {
    const start = match.index + match[0].length;
    try {
      found.push(inflateSync(pdf.subarray(start, raw.indexOf('endstream', start))).toString('latin1'));
    } catch {
      // a stream that is not deflated (none here): not a page's content
    }
  }
  return found.filter((stream) => stream.includes(' re'));
}

function draw(doc: Doc): void {
  for (let page = 0; page < 2; page++) {
    doc.addPage();
    doc.rect(20, 30, 100, 40).fillColor('#336699').fill();
    doc.save().moveTo(10, 10).lineTo(200, 10).lineWidth(0.3).strokeColor('#999999').stroke().restore();
    // Bytes above 0x7f in a content line: pdfkit keeps each character's low byte.
    doc.addContent(`% page ${page} é ñ`);
  }
}

describe('newDocument', () => {
  it("writes each page's content with the same bytes as pdfkit, though it gathers the lines first", async () => {
    const ours = newDocument('fr', { title: 'test', size: 'A4' });
    draw(ours);
    const plain = new PDFDocument({ autoFirstPage: false, size: 'A4' });
    draw(plain);
    const [mine, theirs] = await Promise.all([toBuffer(ours), toBuffer(plain)]);
    const expected = contentStreams(theirs);
    expect(expected).toHaveLength(2);
    expect(expected[1]).toContain('% page 1 \u00e9 \u00f1\n');
    expect(contentStreams(mine)).toEqual(expected);
  });
});

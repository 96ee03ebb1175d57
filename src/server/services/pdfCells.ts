/**
 * What the house's pdfkit documents share (report cards, part-time statements): the built-in
 * Helvetica (nothing embedded), the inks, and a line of text placed in a box, cut rather than
 * wrapped, so a page is drawn at computed positions in a few milliseconds.
 */
type Doc = PDFKit.PDFDocument;
export type Align = 'left' | 'right' | 'center';

export const INK = '#111111';
export const MUTED = '#555555';
export const RULE = '#9e9e9e';
export const SHADE = '#e8e8e8';
export const REGULAR = 'Helvetica';
export const BOLD = 'Helvetica-Bold';
const ELLIPSIS = '…';

/** One line of text in a box: cut with an ellipsis when too wide, never wrapped. */
export function cell(doc: Doc, text: string, x: number, y: number, width: number, align: Align = 'left', size = 8, font = REGULAR): void {
  if (!text) return;
  doc.font(font).fontSize(size);
  let shown = text;
  let textWidth = doc.widthOfString(shown);
  if (textWidth > width) {
    while (shown.length > 1 && doc.widthOfString(shown + ELLIPSIS) > width) shown = shown.slice(0, -1);
    shown += ELLIPSIS;
    textWidth = doc.widthOfString(shown);
  }
  const left = align === 'left' ? x : align === 'right' ? x + width - textWidth : x + (width - textWidth) / 2;
  doc.text(shown, left, y, { lineBreak: false });
}

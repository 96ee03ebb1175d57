/**
 * What the finance reports on A4 share (the students in arrears, the day's journal, a cash
 * session's close): pages headed by the letterhead (then by the school's name when a section goes
 * on), tables whose header row is repeated on each new page, rules, and each page's foot with the
 * printing date and "Page 2 of 5". Drawn like every document (documents/text.ts), in the reader's
 * language; a Persian or Urdu one is mirrored whole by documents/document.ts.
 */
import { newDocument, toBuffer, type Doc } from '../../documents/document';
import { INK, MUTED, RULE, SHADE } from '../../documents/inks';
import { letterhead } from '../../documents/letterhead';
import type { DocumentSchool } from '../../documents/school';
import { BOLD, cell, REGULAR, type Align, type Weight } from '../../documents/text';
import { localDate } from '../shared/clock';
import type { FinanceWords } from './financeWords';

export type Layout = 'portrait' | 'landscape';

const A4 = { width: 595.28, height: 841.89 };
export const MARGIN = 36;
/** Room kept at the foot of each page for the printing date and the page number. */
const FOOTER = 22;
export const ROW = 16;

const pageSize = (layout: Layout) => (layout === 'portrait' ? A4 : { width: A4.height, height: A4.width });

export interface Column {
  x: number;
  width: number;
  align: Align;
}

/** Columns side by side from the left margin, each `[width, align]`. */
export function columnsOf(widths: readonly [number, Align][]): Column[] {
  let x = MARGIN;
  return widths.map(([width, align]) => {
    const column = { x, width, align };
    x += width;
    return column;
  });
}

/** One column spanning `first` to `last` (a total's label under several columns). */
export const spanning = (first: Column, last: Column, align: Align = 'left'): Column => ({
  x: first.x,
  width: last.x + last.width - first.x,
  align,
});

/** A finance report's pages: `y` is where the next thing is drawn. */
export class FinanceDocument {
  protected readonly doc: Doc;
  protected layout: Layout = 'portrait';
  protected y = MARGIN;

  constructor(
    protected readonly school: DocumentSchool,
    protected readonly words: FinanceWords,
    title: string,
  ) {
    this.doc = newDocument(words.language, { title, bufferPages: true });
  }

  protected get content(): number {
    return pageSize(this.layout).width - 2 * MARGIN;
  }

  protected get bottom(): number {
    return pageSize(this.layout).height - MARGIN - FOOTER;
  }

  /**
   * A new page with the school, `aside` (the school year, the day) on the right and the section's
   * title, `y` under the title: a section's first page under the letterhead, its next ones under
   * the school's name.
   */
  protected page(title: string, aside: string, layout: Layout, first: boolean): void {
    this.layout = layout;
    const { doc } = this;
    const { width, height } = pageSize(layout);
    doc.addPage({ size: [width, height], margin: MARGIN });
    let y = MARGIN;
    if (first) {
      y = letterhead(doc, this.school, y, this.content) + 6;
      doc.fillColor(MUTED);
      y = cell(doc, aside, MARGIN, y, this.content, 'right', 9) + 4;
    } else {
      doc.fillColor(INK);
      cell(doc, this.school.name, MARGIN, y, this.content * 0.65, 'left', 11, BOLD);
      doc.fillColor(MUTED);
      cell(doc, aside, MARGIN + this.content * 0.65, y + 2, this.content * 0.35, 'right', 9);
      y += 18;
      this.rule(y, 0.8, INK);
      y += 12;
    }
    doc.fillColor(INK);
    cell(doc, title, MARGIN, y, this.content, 'left', 13, BOLD);
    this.y = y + 26;
  }

  /** A page that carries on `title`, marked "(continued)". */
  protected continued(title: string, aside: string): void {
    this.page(`${title} ${this.words.t('continued')}`, aside, this.layout, false);
  }

  protected rule(y: number, thickness = 0.3, color = RULE): void {
    this.doc
      .moveTo(MARGIN, y)
      .lineTo(MARGIN + this.content, y)
      .lineWidth(thickness)
      .strokeColor(color)
      .stroke();
  }

  /** The shaded header row: the labels in bold, and under them, when given, a smaller muted line (a due date). */
  protected headerRow(labels: readonly string[], columns: readonly Column[], height: number, notes: readonly (string | null)[] = []): void {
    const { doc } = this;
    doc.rect(MARGIN, this.y, this.content, height).fill(SHADE);
    doc.fillColor(INK);
    labels.forEach((label, index) => {
      const column = columns[index];
      cell(doc, label, column.x + 3, this.y + 5, column.width - 6, column.align, 8, BOLD);
    });
    doc.fillColor(MUTED);
    notes.forEach((note, index) => {
      const column = columns[index];
      if (note) cell(doc, note, column.x + 3, this.y + 16, column.width - 6, column.align, 7);
    });
    this.y += height;
  }

  /** A row's cells at `y`, one text a column (nothing drawn for an empty one). */
  protected row(cells: readonly string[], columns: readonly Column[], weight: Weight = REGULAR, size = 8.5): void {
    this.doc.fillColor(INK);
    cells.forEach((text, index) => {
      const column = columns[index];
      if (text) cell(this.doc, text, column.x + 3, this.y + 4, column.width - 6, column.align, size, weight);
    });
  }

  /** A line of muted text under the row just drawn, in one column (what a reversal cancels). */
  protected rowNote(text: string, column: Column): void {
    this.doc.fillColor(MUTED);
    cell(this.doc, text, column.x + 3, this.y + 14, column.width - 6, column.align, 7);
  }

  /** Whether `needed` points still fit on the page. */
  protected fits(needed: number): boolean {
    return this.y + needed <= this.bottom;
  }

  /** A bold heading over a part of the page (the totals, the sessions). */
  protected heading(text: string, size = 10.5): void {
    this.doc.fillColor(INK);
    this.y = cell(this.doc, text, MARGIN, this.y, this.content, 'left', size, BOLD) + 6;
  }

  /** A muted line of text across the page (nothing to list). */
  protected say(text: string, size = 9): void {
    this.doc.fillColor(MUTED);
    this.y = cell(this.doc, text, MARGIN + 3, this.y + 5, this.content - 6, 'left', size) + 4;
  }

  /** Each page's foot: when it was printed, and which page of how many. */
  finish(): Promise<Buffer> {
    const { doc, words } = this;
    const { start, count } = doc.bufferedPageRange();
    const printed = words.t('printed', { date: words.day(localDate()) });
    for (let index = start; index < start + count; index++) {
      doc.switchToPage(index);
      const { width, height } = doc.page;
      const content = width - 2 * MARGIN;
      // Below the bottom margin: pdfkit must not take the text for an overflow.
      const margins = doc.page.margins.bottom;
      doc.page.margins.bottom = 0;
      doc.fillColor(MUTED);
      cell(doc, printed, MARGIN, height - MARGIN - 10, content / 2, 'left', 8);
      cell(
        doc,
        words.t('page', { page: index - start + 1, pages: count }),
        MARGIN + content / 2,
        height - MARGIN - 10,
        content / 2,
        'right',
        8,
      );
      doc.page.margins.bottom = margins;
    }
    return toBuffer(doc);
  }
}

/**
 * The demographic return as PDF, A4 portrait: the letterhead and the year at the head of the first
 * page, the school's name and the year at the head of the others, the title and what was taken, then the tables (a row per level, classroom, age or intake; boys,
 * girls, total) each closed by its total row. A table that runs off a page goes on over the next
 * under its header row again. Drawn like the other house documents (built-in Helvetica, one line
 * per text at computed positions); words in a language the fonts cannot write come in English.
 */
import type { SexCounts } from '../../../../domain/statistics/demographics';
import { newDocument, toBuffer, type Doc } from '../../../documents/document';
import { letterhead } from '../../../documents/letterhead';
import type { DocumentSchool } from '../../../documents/school';
import { localDate } from '../../shared/clock';
import { INK, MUTED, RULE, SHADE } from '../../../documents/inks';
import { BOLD, cell, REGULAR, type Align } from '../../../documents/text';
import type { DemographicReturn, ReturnTable, ReturnWords } from './returnTables';

const A4 = { width: 595.28, height: 841.89 };
const MARGIN = 40;
const CONTENT = A4.width - 2 * MARGIN;
const FOOTER = 22;
const BOTTOM = A4.height - MARGIN - FOOTER;
const ROW = 16;
/** Label, boys, girls, total. */
const COLUMNS: { x: number; width: number; align: Align }[] = [
  { x: MARGIN, width: CONTENT * 0.46, align: 'left' },
  { x: MARGIN + CONTENT * 0.46, width: CONTENT * 0.18, align: 'right' },
  { x: MARGIN + CONTENT * 0.64, width: CONTENT * 0.18, align: 'right' },
  { x: MARGIN + CONTENT * 0.82, width: CONTENT * 0.18, align: 'right' },
];

class ReturnDocument {
  private readonly doc: Doc;
  private y = MARGIN;

  constructor(
    private readonly form: DemographicReturn,
    private readonly school: DocumentSchool,
    private readonly yearName: string,
    private readonly words: ReturnWords,
  ) {
    this.doc = newDocument(words.language, { title: `${form.title} · ${yearName}`, bufferPages: true });
  }

  private rule(thickness = 0.3, color = RULE): void {
    this.doc
      .moveTo(MARGIN, this.y)
      .lineTo(MARGIN + CONTENT, this.y)
      .lineWidth(thickness)
      .strokeColor(color)
      .stroke();
  }

  /** A new page: the first under the letterhead, the next ones under the school's name alone. */
  private page(): void {
    const { doc } = this;
    const first = doc.bufferedPageRange().count === 0;
    doc.addPage({ size: [A4.width, A4.height], margin: MARGIN });
    this.y = MARGIN;
    const year = `${this.words.t('filters.schoolYear')} ${this.yearName}`;
    if (first) {
      this.y = letterhead(doc, this.school, this.y, CONTENT) + 6;
      doc.fillColor(MUTED);
      this.y = cell(doc, year, MARGIN, this.y, CONTENT, 'right', 9) + 8;
      return;
    }
    doc.fillColor(INK);
    cell(doc, this.school.name, MARGIN, this.y, CONTENT * 0.65, 'left', 11, BOLD);
    doc.fillColor(MUTED);
    cell(doc, year, MARGIN + CONTENT * 0.65, this.y + 2, CONTENT * 0.35, 'right', 9);
    this.y += 18;
    this.rule(0.8, INK);
    this.y += 12;
  }

  private row(cells: string[], font = REGULAR, size = 9): void {
    this.doc.fillColor(INK);
    cells.forEach((text, index) => {
      const column = COLUMNS[index];
      cell(this.doc, text, column.x + 4, this.y + 4, column.width - 8, column.align, size, font);
    });
    this.y += ROW;
  }

  private counts = (figures: SexCounts) => [figures.male, figures.female, figures.total].map(this.words.count);

  private headerRow(table: ReturnTable): void {
    this.doc.rect(MARGIN, this.y, CONTENT, ROW + 2).fill(SHADE);
    this.row([table.heading, ...this.form.columns], BOLD, 8.5);
    this.y += 2;
  }

  heading(): void {
    this.page();
    const { doc, form } = this;
    doc.fillColor(INK);
    cell(doc, form.title, MARGIN, this.y, CONTENT, 'left', 14, BOLD);
    this.y += 24;
    for (const [label, value] of form.facts) {
      doc.fillColor(MUTED);
      cell(doc, label, MARGIN, this.y, CONTENT * 0.3, 'left', 9);
      doc.fillColor(INK);
      cell(doc, value, MARGIN + CONTENT * 0.3, this.y, CONTENT * 0.7, 'left', 9, BOLD);
      this.y += 14;
    }
  }

  table(table: ReturnTable): void {
    // The title, the header row and a first row stay together.
    if (this.y + 20 + 3 * ROW > BOTTOM) this.page();
    else this.y += 14;
    this.doc.fillColor(INK);
    cell(this.doc, table.title, MARGIN, this.y, CONTENT, 'left', 11, BOLD);
    this.y += 18;
    this.headerRow(table);
    table.rows.forEach((row, index) => {
      // The last row keeps the total's row on its page.
      const needed = index === table.rows.length - 1 ? 2 * ROW + 2 : ROW;
      if (this.y + needed > BOTTOM) {
        this.page();
        this.doc.fillColor(INK);
        cell(this.doc, `${table.title} ${this.words.t('continued')}`, MARGIN, this.y, CONTENT, 'left', 11, BOLD);
        this.y += 18;
        this.headerRow(table);
      }
      this.row([row.label, ...this.counts(row.counts)]);
      this.rule();
    });
    this.rule(0.8, INK);
    this.row([this.words.t('total'), ...this.counts(table.total)], BOLD);
  }

  finish(): Promise<Buffer> {
    const { doc, words } = this;
    const { start, count } = doc.bufferedPageRange();
    const printed = words.t('printed', { date: words.day(localDate()) });
    for (let index = start; index < start + count; index++) {
      doc.switchToPage(index);
      // Below the bottom margin: pdfkit must not take the text for an overflow.
      const margins = doc.page.margins.bottom;
      doc.page.margins.bottom = 0;
      doc.fillColor(MUTED);
      cell(doc, printed, MARGIN, A4.height - MARGIN - 10, CONTENT / 2, 'left', 8);
      cell(
        doc,
        words.t('page', { page: index - start + 1, pages: count }),
        MARGIN + CONTENT / 2,
        A4.height - MARGIN - 10,
        CONTENT / 2,
        'right',
        8,
      );
      doc.page.margins.bottom = margins;
    }
    return toBuffer(doc);
  }
}

/** The return on A4, in the language of `words` (the one `form` was built with). */
export function returnPdf(form: DemographicReturn, school: DocumentSchool, yearName: string, words: ReturnWords): Promise<Buffer> {
  const document = new ReturnDocument(form, school, yearName, words);
  document.heading();
  for (const table of form.tables) document.table(table);
  return document.finish();
}

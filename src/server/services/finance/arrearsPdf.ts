/**
 * The students in arrears as PDF, for the notice board: A4, one section per classroom starting on a
 * page of its own, a table of what each student owes per overdue instalment and in total, the
 * classroom's total under it. A long classroom goes on over pages that repeat the header row; a
 * classroom with more than four overdue instalments is laid out in landscape. Drawn like every
 * document (documents/text.ts), in the reader's language.
 */
import type { Arrears, ArrearsClassroom } from '../../../domain/contract/financeReports';
import { newDocument, toBuffer, type Doc } from '../../documents/document';
import { letterhead } from '../../documents/letterhead';
import type { DocumentSchool } from '../../documents/school';
import { localDate } from '../clock';
import type { FinanceWords } from './financeWords';
import { INK, MUTED, RULE, SHADE } from '../../documents/inks';
import { BOLD, cell, REGULAR, type Align } from '../../documents/text';

type Layout = 'portrait' | 'landscape';

const A4 = { width: 595.28, height: 841.89 };
const MARGIN = 36;
/** Room kept at the foot of each page for the printing date and the page number. */
const FOOTER = 22;
const ROW = 16;
const HEADER_ROW = 28;
/** More overdue instalments than this turn the classroom's pages to landscape. */
const PORTRAIT_COLUMNS = 4;

const pageSize = (layout: Layout) => (layout === 'portrait' ? A4 : { width: A4.height, height: A4.width });

interface Column {
  x: number;
  width: number;
  align: Align;
}

/** #, student, matricule, one column per overdue instalment, total overdue. */
function columnsFor(classroom: ArrearsClassroom, content: number): Column[] {
  const count = classroom.instalments.length;
  const fixed = { number: 24, matricule: 74, total: 78 };
  const rest = content - fixed.number - fixed.matricule - fixed.total;
  const instalment = count ? Math.min(82, (rest - 150) / count) : 0;
  const widths: [number, Align][] = [
    [fixed.number, 'right'],
    [rest - instalment * count, 'left'],
    [fixed.matricule, 'left'],
    ...classroom.instalments.map((): [number, Align] => [instalment, 'right']),
    [fixed.total, 'right'],
  ];
  let x = MARGIN;
  return widths.map(([width, align]) => {
    const column = { x, width, align };
    x += width;
    return column;
  });
}

function rule(doc: Doc, y: number, width: number, thickness = 0.3, color = RULE): void {
  doc
    .moveTo(MARGIN, y)
    .lineTo(MARGIN + width, y)
    .lineWidth(thickness)
    .strokeColor(color)
    .stroke();
}

class ArrearsDocument {
  private readonly doc: Doc;
  private layout: Layout = 'portrait';
  private y = MARGIN;

  constructor(
    private readonly arrears: Arrears,
    private readonly school: DocumentSchool,
    private readonly words: FinanceWords,
  ) {
    this.doc = newDocument(words.language, { title: `${words.t('arrears')} · ${arrears.schoolYearName}`, bufferPages: true });
  }

  private get content(): number {
    return pageSize(this.layout).width - 2 * MARGIN;
  }

  private get bottom(): number {
    return pageSize(this.layout).height - MARGIN - FOOTER;
  }

  /**
   * A new page with the school and the section's title, `y` under the title: a section's first page
   * (what goes up on the notice board) under the letterhead, its next ones under the school's name.
   */
  private page(title: string, layout: Layout, first: boolean): void {
    this.layout = layout;
    const { doc, words } = this;
    const { width, height } = pageSize(layout);
    doc.addPage({ size: [width, height], margin: MARGIN });
    let y = MARGIN;
    const year = `${words.t('schoolYear')} ${this.arrears.schoolYearName}`;
    if (first) {
      y = letterhead(doc, this.school, y, this.content) + 6;
      doc.fillColor(MUTED);
      y = cell(doc, year, MARGIN, y, this.content, 'right', 9) + 4;
    } else {
      doc.fillColor(INK);
      cell(doc, this.school.name, MARGIN, y, this.content * 0.65, 'left', 11, BOLD);
      doc.fillColor(MUTED);
      cell(doc, year, MARGIN + this.content * 0.65, y + 2, this.content * 0.35, 'right', 9);
      y += 18;
      rule(doc, y, this.content, 0.8, INK);
      y += 12;
    }
    doc.fillColor(INK);
    cell(doc, title, MARGIN, y, this.content, 'left', 13, BOLD);
    this.y = y + 26;
  }

  private headerRow(classroom: ArrearsClassroom, columns: Column[]): void {
    const { doc, words } = this;
    doc.rect(MARGIN, this.y, this.content, HEADER_ROW).fill(SHADE);
    const labels = [
      words.t('number'),
      words.t('student'),
      words.t('matricule'),
      ...classroom.instalments.map((instalment) => instalment.label),
      words.t('totalOverdue'),
    ];
    doc.fillColor(INK);
    labels.forEach((label, index) => {
      const column = columns[index];
      cell(doc, label, column.x + 3, this.y + 5, column.width - 6, column.align, 8, BOLD);
    });
    doc.fillColor(MUTED);
    classroom.instalments.forEach((instalment, index) => {
      const column = columns[3 + index];
      cell(doc, words.shortDay(instalment.dueDate), column.x + 3, this.y + 16, column.width - 6, column.align, 7);
    });
    this.y += HEADER_ROW;
  }

  private row(cells: string[], columns: Column[], font = REGULAR, size = 8.5): void {
    this.doc.fillColor(INK);
    cells.forEach((text, index) => {
      const column = columns[index];
      cell(this.doc, text, column.x + 3, this.y + 4, column.width - 6, column.align, size, font);
    });
  }

  /** One classroom: its pages, the header row repeated on each, and its total. */
  classroom(classroom: ArrearsClassroom): void {
    const { words } = this;
    const layout: Layout = classroom.instalments.length > PORTRAIT_COLUMNS ? 'landscape' : 'portrait';
    const title = words.t('arrearsTitle', { classroom: classroom.classroomName, date: words.day(this.arrears.asOf) });
    this.page(title, layout, true);
    const columns = columnsFor(classroom, this.content);
    this.headerRow(classroom, columns);
    if (!classroom.students.length) {
      this.doc.fillColor(MUTED);
      cell(this.doc, words.t('noArrears'), MARGIN + 3, this.y + 5, this.content - 6, 'left', 9);
      return;
    }
    const sums = classroom.instalments.map(() => 0);
    classroom.students.forEach((student, index) => {
      // The last student keeps the total's row on its page.
      const needed = index === classroom.students.length - 1 ? 2 * ROW + 2 : ROW;
      if (this.y + needed > this.bottom) {
        this.page(`${title} ${words.t('continued')}`, layout, false);
        this.headerRow(classroom, columns);
      }
      student.overdue.forEach((amount, column) => (sums[column] += amount));
      this.row(
        [
          String(index + 1),
          student.studentName,
          student.matricule,
          ...classroom.instalments.map((_, column) => (student.overdue[column] ? words.amount(student.overdue[column]) : '–')),
          words.amount(student.totalOverdue),
        ],
        columns,
      );
      this.y += ROW;
      rule(this.doc, this.y, this.content);
    });
    rule(this.doc, this.y, this.content, 0.8, INK);
    const totalLabel: Column = { x: columns[0].x, width: columns[3].x - columns[0].x, align: 'left' };
    this.row(
      [words.t('classroomTotal'), ...sums.map((sum) => words.amount(sum)), words.money(classroom.totalOverdue)],
      [totalLabel, ...columns.slice(3)],
      BOLD,
      9,
    );
    this.y += ROW;
  }

  /** The page when no classroom has a student in arrears. */
  empty(): void {
    const { arrears, words } = this;
    this.page(words.t('arrearsTitle', { classroom: arrears.schoolYearName, date: words.day(arrears.asOf) }), 'portrait', true);
    this.doc.fillColor(MUTED);
    cell(this.doc, words.t('noArrears'), MARGIN, this.y, this.content, 'left', 10);
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

/** The students in arrears, one section per classroom (a page of its own, or more), in one A4 document. */
export function arrearsPdf(arrears: Arrears, school: DocumentSchool, words: FinanceWords): Promise<Buffer> {
  const document = new ArrearsDocument(arrears, school, words);
  for (const classroom of arrears.classrooms) document.classroom(classroom);
  if (!arrears.classrooms.length) document.empty();
  return document.finish();
}

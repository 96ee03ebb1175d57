/**
 * The students in arrears as PDF, for the notice board: A4, one section per classroom starting on a
 * page of its own, a table of what each student owes per overdue instalment and in total, the
 * classroom's total under it. A long classroom goes on over pages that repeat the header row; a
 * classroom with more than four overdue instalments is laid out in landscape. Drawn like every
 * document (documents/text.ts), in the reader's language.
 */
import type { Arrears, ArrearsClassroom } from '../../../domain/contract/financeReports';
import type { DocumentSchool } from '../../documents/school';
import { INK } from '../../documents/inks';
import { BOLD, type Align } from '../../documents/text';
import { columnsOf, FinanceDocument, ROW, spanning, type Column, type Layout } from './documentTable';
import type { FinanceWords } from './financeWords';

const HEADER_ROW = 28;
/** More overdue instalments than this turn the classroom's pages to landscape. */
const PORTRAIT_COLUMNS = 4;

/** #, student, matricule, one column per overdue instalment, total overdue. */
function columnsFor(classroom: ArrearsClassroom, content: number): Column[] {
  const count = classroom.instalments.length;
  const fixed = { number: 24, matricule: 74, total: 78 };
  const rest = content - fixed.number - fixed.matricule - fixed.total;
  const instalment = count ? Math.min(82, (rest - 150) / count) : 0;
  return columnsOf([
    [fixed.number, 'right'],
    [rest - instalment * count, 'left'],
    [fixed.matricule, 'left'],
    ...classroom.instalments.map((): [number, Align] => [instalment, 'right']),
    [fixed.total, 'right'],
  ]);
}

class ArrearsDocument extends FinanceDocument {
  private readonly year: string;

  constructor(
    private readonly arrears: Arrears,
    school: DocumentSchool,
    words: FinanceWords,
  ) {
    super(school, words, `${words.t('arrears')} · ${arrears.schoolYearName}`);
    this.year = `${words.t('schoolYear')} ${arrears.schoolYearName}`;
  }

  private classroomHeader(classroom: ArrearsClassroom, columns: Column[]): void {
    const { words } = this;
    this.headerRow(
      [
        words.t('number'),
        words.t('student'),
        words.t('matricule'),
        ...classroom.instalments.map((instalment) => instalment.label),
        words.t('totalOverdue'),
      ],
      columns,
      HEADER_ROW,
      [null, null, null, ...classroom.instalments.map((instalment) => words.shortDay(instalment.dueDate))],
    );
  }

  /** One classroom: its pages, the header row repeated on each, and its total. */
  classroom(classroom: ArrearsClassroom): void {
    const { words } = this;
    const layout: Layout = classroom.instalments.length > PORTRAIT_COLUMNS ? 'landscape' : 'portrait';
    const title = words.t('arrearsTitle', { classroom: classroom.classroomName, date: words.day(this.arrears.asOf) });
    this.page(title, this.year, layout, true);
    const columns = columnsFor(classroom, this.content);
    this.classroomHeader(classroom, columns);
    if (!classroom.students.length) {
      this.say(words.t('noArrears'));
      return;
    }
    const sums = classroom.instalments.map(() => 0);
    classroom.students.forEach((student, index) => {
      // The last student keeps the total's row on its page.
      if (!this.fits(index === classroom.students.length - 1 ? 2 * ROW + 2 : ROW)) {
        this.continued(title, this.year);
        this.classroomHeader(classroom, columns);
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
      this.rule(this.y);
    });
    this.rule(this.y, 0.8, INK);
    this.row(
      [words.t('classroomTotal'), ...sums.map((sum) => words.amount(sum)), words.money(classroom.totalOverdue)],
      [spanning(columns[0], columns[2]), ...columns.slice(3)],
      BOLD,
      9,
    );
    this.y += ROW;
  }

  /** The page when no classroom has a student in arrears. */
  empty(): void {
    const { arrears, words } = this;
    this.page(words.t('arrearsTitle', { classroom: arrears.schoolYearName, date: words.day(arrears.asOf) }), this.year, 'portrait', true);
    this.say(words.t('noArrears'), 10);
  }
}

/** The students in arrears, one section per classroom (a page of its own, or more), in one A4 document. */
export function arrearsPdf(arrears: Arrears, school: DocumentSchool, words: FinanceWords): Promise<Buffer> {
  const document = new ArrearsDocument(arrears, school, words);
  for (const classroom of arrears.classrooms) document.classroom(classroom);
  if (!arrears.classrooms.length) document.empty();
  return document.finish();
}

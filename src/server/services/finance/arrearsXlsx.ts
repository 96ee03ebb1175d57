/**
 * The students in arrears as an .xlsx workbook, one sheet per classroom: its title, school year and
 * level above, then a row per student (what is overdue per instalment, in total, and what is left to
 * pay for the year) and the classroom's totals. Cells are typed as sheetCells.ts says: text is never
 * run as a formula.
 */
import { loadXlsxWriter } from '../../documents/xlsxWriter';
import type { Arrears, ArrearsClassroom } from '../../../domain/contract/financeReports';
import { RIGHT_TO_LEFT_LANGUAGES } from '../../../domain/enums';
import type { FinanceWords } from './financeWords';
import { amount, count, text, type Sheets, type XlsxCell } from './sheetCells';

/** Rows above the students', kept in view when scrolling. */
const HEAD_ROWS = 6;
const SHEET_NAME_MAX = 31;
/** Characters Excel refuses in a sheet's name; control characters go too (`printable`). */
const FORBIDDEN = /[[\]:*?/\\]/g;
const printable = (name: string) => Array.from(name, (character) => (character < ' ' || character === '\u007f' ? ' ' : character)).join('');
/** A name Excel keeps for itself. */
const RESERVED = 'history';

/**
 * Names Excel accepts for these sheets, in order: at most 31 characters, none of []:*?/\, no
 * apostrophe at either end, not "History", and no two alike (Excel ignores case), the later ones
 * numbered "6e A (2)". An empty name becomes `fallback`.
 */
export function sheetNames(names: readonly string[], fallback: string): string[] {
  const taken = new Set<string>();
  const cut = (name: string, room: number) => {
    const characters = Array.from(name);
    return characters.length > room ? characters.slice(0, room).join('').trimEnd() : name;
  };
  const clean = (name: string) =>
    cut(
      printable(name)
        .replace(FORBIDDEN, '-')
        .replace(/\s+/g, ' ')
        .trim()
        .replace(/^'+|'+$/g, '')
        .trim(),
      SHEET_NAME_MAX,
    );
  return names.map((name) => {
    const base = clean(name) || clean(fallback) || 'Sheet';
    let chosen = base;
    for (let number = 2; taken.has(chosen.toLowerCase()) || chosen.toLowerCase() === RESERVED; number++) {
      const suffix = ` (${number})`;
      chosen = `${cut(base, SHEET_NAME_MAX - suffix.length)}${suffix}`;
    }
    taken.add(chosen.toLowerCase());
    return chosen;
  });
}

function classroomRows(arrears: Arrears, classroom: ArrearsClassroom, words: FinanceWords): XlsxCell[][] {
  const { t } = words;
  const columns = classroom.instalments.length;
  const sums = classroom.instalments.map((_, column) =>
    classroom.students.reduce((sum, student) => sum + (student.overdue[column] ?? 0), 0),
  );
  const balance = classroom.students.reduce((sum, student) => sum + student.balance, 0);
  return [
    [text(t('arrearsTitle', { classroom: classroom.classroomName, date: words.day(arrears.asOf) }), true)],
    [text(t('schoolYear')), text(arrears.schoolYearName)],
    [text(t('level')), text(classroom.levelName)],
    [],
    [
      text(t('number'), true),
      text(t('student'), true),
      text(t('matricule'), true),
      ...classroom.instalments.map((instalment) => text(instalment.label, true)),
      text(`${t('totalOverdue')} (${words.label})`, true),
      text(`${t('balance')} (${words.label})`, true),
    ],
    [null, text(t('dueDate')), null, ...classroom.instalments.map((instalment) => text(words.shortDay(instalment.dueDate))), null, null],
    ...classroom.students.map((student, index) => [
      count(index + 1),
      text(student.studentName),
      text(student.matricule),
      ...Array.from({ length: columns }, (_, column) => amount(student.overdue[column] ?? 0)),
      amount(student.totalOverdue),
      amount(student.balance),
    ]),
    ...(classroom.students.length ? [] : [[null, text(t('noArrears'))]]),
    [
      null,
      text(t('classroomTotal'), true),
      null,
      ...sums.map((sum) => amount(sum, true)),
      amount(classroom.totalOverdue, true),
      amount(balance, true),
    ],
  ];
}

/** The students in arrears, one sheet per classroom (one sheet saying there are none when so). */
export async function arrearsWorkbook(arrears: Arrears, words: FinanceWords): Promise<Buffer> {
  const { t } = words;
  const rightToLeft = RIGHT_TO_LEFT_LANGUAGES.includes(words.language);
  const names = sheetNames(
    arrears.classrooms.map((classroom) => classroom.classroomName),
    t('sheet'),
  );
  const sheets: Sheets = arrears.classrooms.map((classroom, index) => ({
    data: classroomRows(arrears, classroom, words) as never,
    sheet: names[index],
    columns: [
      { width: 5 },
      { width: 32 },
      { width: 14 },
      ...classroom.instalments.map(() => ({ width: 13 })),
      { width: 16 },
      { width: 18 },
    ],
    stickyRowsCount: HEAD_ROWS,
    rightToLeft,
  }));
  if (!sheets.length) {
    sheets.push({
      data: [
        [text(t('arrearsTitle', { classroom: arrears.schoolYearName, date: words.day(arrears.asOf) }), true)],
        [text(t('noArrears'))],
      ] as never,
      sheet: sheetNames([t('sheet')], 'Sheet')[0],
      columns: [{ width: 60 }],
      rightToLeft,
    });
  }
  return loadXlsxWriter()(sheets).toBuffer();
}

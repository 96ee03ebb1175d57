import readXlsxFile from 'read-excel-file/node';
import type { Arrears } from '../../../domain/contract/financeReports';
import { arrearsWorkbook, sheetNames } from './arrearsXlsx';
import { financeWords } from './financeWords';
import { readZipDirectory, unpackEntry } from '../shared/zipArchive';

const arrears: Arrears = {
  schoolYearId: 1,
  schoolYearName: '2026-2027',
  asOf: '2026-11-25',
  classrooms: [
    {
      classroomId: 1,
      classroomName: '6e A',
      levelName: '6e',
      instalments: [
        { label: 'Tranche 1', dueDate: '2026-10-15', totalOverdue: 30000 },
        { label: 'Tranche 2', dueDate: '2026-11-15', totalOverdue: 1270000 },
      ],
      students: [
        {
          studentId: 12,
          studentName: 'NGONO Marie',
          matricule: 'STU-0012',
          overdue: [25000, 1250000],
          totalOverdue: 1275000,
          balance: 1300000,
        },
        { studentId: 13, studentName: '=cmd|"/C calc"!A1', matricule: '+STU-13', overdue: [0, 20000], totalOverdue: 20000, balance: 45000 },
        { studentId: 14, studentName: '@SUM(1+1)', matricule: '-14', overdue: [5000, 0], totalOverdue: 5000, balance: 5000 },
      ],
      studentCount: 3,
      totalOverdue: 1300000,
      balance: 1350000,
    },
    {
      classroomId: 2,
      classroomName: 'Tle C: [sciences]/*?',
      levelName: 'Tle',
      instalments: [{ label: 'Tranche 1', dueDate: '2026-10-15', totalOverdue: 30000 }],
      students: [
        { studentId: 20, studentName: 'ABENA Paul', matricule: 'STU-0020', overdue: [30000], totalOverdue: 30000, balance: 30000 },
      ],
      studentCount: 1,
      totalOverdue: 30000,
      balance: 30000,
    },
    {
      classroomId: 3,
      classroomName: 'tle c- -sciences----',
      levelName: 'Tle',
      instalments: [],
      students: [],
      studentCount: 0,
      totalOverdue: 0,
      balance: 0,
    },
  ],
  studentCount: 4,
  totalOverdue: 1330000,
};

/** Every worksheet's XML, to look for what must not be there. */
async function sheetXml(workbook: Buffer): Promise<string> {
  const entries = readZipDirectory(workbook).filter((entry) => entry.name.startsWith('xl/worksheets/'));
  return (await Promise.all(entries.map((entry) => unpackEntry(workbook, entry)))).map(String).join('\n');
}

describe('arrearsWorkbook', () => {
  it('writes a sheet per classroom, amounts as numbers with their thousands, totals as values', async () => {
    const workbook = Buffer.from(await arrearsWorkbook(arrears, financeWords('en', 'XAF')));
    expect(workbook.readUInt32LE(0)).toBe(0x04034b50);
    const sheets = await readXlsxFile(workbook);
    expect(sheets.map((sheet) => sheet.sheet)).toEqual(['6e A', 'Tle C- -sciences----', 'tle c- -sciences---- (2)']);

    const rows = sheets[0].data;
    expect(rows[0][0]).toBe('Students in arrears — 6e A — as of November 25, 2026');
    expect(rows[1].slice(0, 2)).toEqual(['School year', '2026-2027']);
    expect(rows[2].slice(0, 2)).toEqual(['Level', '6e']);
    expect(rows[4]).toEqual([
      '#',
      'Student',
      'Matricule',
      'Tranche 1',
      'Tranche 2',
      'Total overdue (FCFA)',
      'Left to pay this year (FCFA)',
    ]);
    expect(rows[5]).toEqual([null, 'Due date', null, '10/15/2026', '11/15/2026', null, null]);
    expect(rows.slice(6)).toEqual([
      [1, 'NGONO Marie', 'STU-0012', 25000, 1250000, 1275000, 1300000],
      [2, '=cmd|"/C calc"!A1', '+STU-13', 0, 20000, 20000, 45000],
      [3, '@SUM(1+1)', '-14', 5000, 0, 5000, 5000],
      [null, 'Class total', null, 30000, 1270000, 1300000, 1350000],
    ]);
    expect(sheets[1].data.slice(6)).toEqual([
      [1, 'ABENA Paul', 'STU-0020', 30000, 30000, 30000],
      [null, 'Class total', null, 30000, 30000, 30000],
    ]);
    expect(sheets[2].data.slice(6)).toEqual([
      [null, 'No student in arrears.', null, null, null],
      [null, 'Class total', null, 0, 0],
    ]);

    const xml = await sheetXml(workbook);
    expect(xml).toContain('<c r="D7"'); // the amounts are there…
    expect(xml).not.toMatch(/<f[ >]/); // …and nothing is a formula
  });

  it('keeps text that a spreadsheet would run as plain text', async () => {
    const workbook = Buffer.from(await arrearsWorkbook(arrears, financeWords('en', 'XAF')));
    const xml = await sheetXml(workbook);
    // Text cells are shared strings (t="s") or inline strings, never formulas or strings computed by one.
    expect(xml).not.toMatch(/t="(str|e)"/);
    for (const cell of ['B8', 'C8', 'B9', 'C9']) expect(xml).toMatch(new RegExp(`<c r="${cell}"[^>]* t="s">`));
    const [first] = await readXlsxFile(workbook);
    const names = first.data.map((row) => row[1]);
    expect(names).toContain('=cmd|"/C calc"!A1');
    expect(names).toContain('@SUM(1+1)');
  });

  it('gives the amounts a thousands format', async () => {
    const workbook = Buffer.from(await arrearsWorkbook(arrears, financeWords('en', 'XAF')));
    const styles = String(
      await unpackEntry(
        workbook,
        readZipDirectory(workbook).find((entry) => entry.name === 'xl/styles.xml')!,
      ),
    );
    expect(styles).toContain('formatCode="#,##0"');
  });

  it('speaks French to a French reader, and says so when no student is in arrears', async () => {
    const [sheet] = await readXlsxFile(Buffer.from(await arrearsWorkbook(arrears, financeWords('fr', 'XAF'))));
    expect(sheet.data[0][0]).toBe('Élèves insolvables — 6e A — au 25 novembre 2026');
    expect(sheet.data[4].slice(0, 3)).toEqual(['N°', 'Élève', 'Matricule']);
    expect(sheet.data[5][3]).toBe('15/10/2026');
    expect(sheet.data.at(-1)?.[1]).toBe('Total de la classe');

    const none = await readXlsxFile(Buffer.from(await arrearsWorkbook({ ...arrears, classrooms: [] }, financeWords('fr', 'XAF'))));
    expect(none.map((each) => each.sheet)).toEqual(['Impayés']);
    expect(none[0].data.map((row) => row[0])).toEqual(['Élèves insolvables — 2026-2027 — au 25 novembre 2026', 'Aucun élève insolvable.']);
  });
});

describe('sheetNames', () => {
  it('gives names Excel accepts, short, without its forbidden characters, and each once whatever the case', () => {
    const long = 'Terminale scientifique C option mathématiques';
    expect(sheetNames(['6e\tA\n'], 'x')).toEqual(['6e A']);
    expect(sheetNames(['6e A', '6E A', '6e a', 'Tle/C*', "'quoted'", 'History', long, long, '  ', '[]'], 'Arrears')).toEqual([
      '6e A',
      '6E A (2)',
      '6e a (3)',
      'Tle-C-',
      'quoted',
      'History (2)',
      'Terminale scientifique C option',
      'Terminale scientifique C op (2)',
      'Arrears',
      '--',
    ]);
    for (const name of sheetNames([long, long, long], 'x')) {
      expect(name.length).toBeLessThanOrEqual(31);
      expect(name).not.toMatch(/[[\]:*?/\\]/);
    }
  });
});

import type { Arrears, ArrearsClassroom } from '../../../domain/contract/financeReports';
import { pdfLines, pdfPageCount } from '../../testing/pdfText';
import { arrearsPdf } from './arrearsPdf';
import { financeWords } from './financeWords';

const school = { name: 'Lycée de test', address: null, phone: null, email: null };

/** A classroom of `size` students owing on `columns` instalments: 10 000 on the first, 5 000 on each other. */
function classroom(id: number, name: string, size: number, columns: number): ArrearsClassroom {
  const instalments = Array.from({ length: columns }, (_, index) => ({
    label: `Tranche ${index + 1}`,
    dueDate: `2026-${10 + (index % 2)}-15`,
    totalOverdue: (index ? 5000 : 10000) * size,
  }));
  const overdue = instalments.map((_, index) => (index ? 5000 : 10000));
  const total = overdue.reduce((sum, amount) => sum + amount, 0);
  const students = Array.from({ length: size }, (_, index) => ({
    studentId: id * 1000 + index,
    studentName: `ÉLÈVE ${name} ${index + 1}`,
    matricule: `STU-${id}${String(index + 1).padStart(3, '0')}`,
    overdue,
    totalOverdue: total,
    balance: total + 20000,
  }));
  return {
    classroomId: id,
    classroomName: name,
    levelName: name.slice(0, 2),
    instalments,
    students,
    studentCount: size,
    totalOverdue: total * size,
    balance: (total + 20000) * size,
  };
}

const sixthA = classroom(1, '6e A', 3, 2);
const upperSixth = classroom(2, 'Tle C', 60, 3);
const lower = classroom(3, '1re D', 4, 6);

const arrears: Arrears = {
  schoolYearId: 1,
  schoolYearName: '2026-2027',
  asOf: '2026-11-25',
  classrooms: [sixthA, upperSixth, lower],
  studentCount: 67,
  totalOverdue: sixthA.totalOverdue + upperSixth.totalOverdue + lower.totalOverdue,
};

const pageSizes = (pdf: Buffer) =>
  [...pdf.toString('latin1').matchAll(/\/MediaBox \[0 0 ([\d.]+) ([\d.]+)\]/g)].map(([, width, height]) => [Number(width), Number(height)]);

describe('arrearsPdf', () => {
  it('gives each classroom pages of its own, long ones going on with the header row, wide ones in landscape', async () => {
    const pdf = await arrearsPdf(arrears, school, financeWords('en', 'XAF'));
    expect(pdf.subarray(0, 5).toString()).toBe('%PDF-');
    expect(pdfPageCount(pdf)).toBe(4);
    const portrait = [595.28, 841.89];
    expect(pageSizes(pdf)).toEqual([portrait, portrait, portrait, [841.89, 595.28]]);

    const lines = pdfLines(pdf);
    expect(lines).toEqual(
      expect.arrayContaining([
        'Lycée de test',
        'School year 2026-2027',
        'Students in arrears — 6e A — as of November 25, 2026',
        'Students in arrears — Tle C — as of November 25, 2026',
        'Students in arrears — Tle C — as of November 25, 2026 (continued)',
        'Students in arrears — 1re D — as of November 25, 2026',
        '#',
        'Student',
        'Matricule',
        'Tranche 1',
        '10/15/2026',
        'Tranche 6',
        'Total overdue',
        'ÉLÈVE 6e A 1',
        'STU-1001',
        '10,000',
        '15,000',
        'Class total',
        '30,000',
        'FCFA\u00a045,000',
        'Page 1 of 4',
        'Page 4 of 4',
      ]),
    );
    // The header row on every page, the total under each classroom.
    expect(lines.filter((line) => line === 'Total overdue')).toHaveLength(4);
    expect(lines.filter((line) => line === 'Class total')).toHaveLength(3);
    // Each student once, numbered in order within the classroom.
    expect(lines.filter((line) => line.startsWith('ÉLÈVE Tle C '))).toHaveLength(60);
    expect(lines).toContain('ÉLÈVE Tle C 60');
    expect(lines).toContain(`FCFA\u00a0${(60 * 20000).toLocaleString('en')}`);
  });

  it('marks an instalment a student has covered with a dash', async () => {
    const paid = { ...sixthA, students: [{ ...sixthA.students[0], overdue: [10000, 0], totalOverdue: 10000 }], totalOverdue: 10000 };
    const lines = pdfLines(await arrearsPdf({ ...arrears, classrooms: [paid] }, school, financeWords('en', 'XAF')));
    expect(lines).toEqual(expect.arrayContaining(['–', '0', 'FCFA\u00a010,000']));
  });

  it('speaks French to a French reader', async () => {
    const lines = pdfLines(await arrearsPdf({ ...arrears, classrooms: [sixthA] }, school, financeWords('fr', 'XAF')));
    expect(lines).toEqual(
      expect.arrayContaining([
        'Année scolaire 2026-2027',
        'Élèves insolvables — 6e A — au 25 novembre 2026',
        'N°',
        'Élève',
        'Total impayé',
        '15/10/2026',
        '15\u202f000',
        'Total de la classe',
        '45\u202f000\u00a0FCFA',
        'Page 1 sur 1',
      ]),
    );
  });

  it('says so on one page when no student is in arrears', async () => {
    const pdf = await arrearsPdf({ ...arrears, classrooms: [], studentCount: 0, totalOverdue: 0 }, school, financeWords('en', 'XAF'));
    expect(pdfPageCount(pdf)).toBe(1);
    expect(pdfLines(pdf)).toEqual(expect.arrayContaining(['No student in arrears.', 'Page 1 of 1']));
  });

  it('writes in Chinese as in the other languages', async () => {
    const lines = pdfLines(await arrearsPdf({ ...arrears, classrooms: [sixthA] }, school, financeWords('zh-CHS', 'XAF')));
    expect(lines).toEqual(expect.arrayContaining(['学年 2026-2027', '欠费学生 — 6e A — 截至 2026年11月25日', '学生']));
  });
});

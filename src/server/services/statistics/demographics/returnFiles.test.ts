import readXlsxFile from 'read-excel-file/node';
import { demographicsFixture } from '../../../testing/demographicsFixture';
import { pdfLines, pdfPageCount } from '../../../testing/pdfText';
import { returnPdf } from './returnPdf';
import { demographicReturn, returnWords } from './returnTables';
import { returnWorkbook } from './returnXlsx';

const classrooms = Array.from({ length: 120 }, (_, index) => ({
  classroomId: index + 1,
  name: index === 0 ? '=cmd|"/C calc"!A1' : `Classe ${index + 1}`,
  levelId: 1,
  levelName: '6e',
  male: 20,
  female: 22,
  total: 42,
}));
const figures = demographicsFixture(classrooms, { male: 2400, female: 2640, total: 5040 });

describe('the demographic return as files', () => {
  it('keeps a classroom named like a formula as text in the .xlsx, and totals as numbers', async () => {
    const words = returnWords('en');
    const [sheet] = await readXlsxFile(await returnWorkbook(demographicReturn(figures, '=HYPERLINK("x")', words), words));
    expect(sheet.data).toContainEqual(['=cmd|"/C calc"!A1', 20, 22, 42]);
    expect(sheet.data).toContainEqual(['School', '=HYPERLINK("x")', null, null]);
    expect(sheet.data.filter((row) => row[0] === 'Total')).toEqual(Array(4).fill(['Total', 2400, 2640, 5040]));
  });

  it('carries a long class table over pages, its header row repeated, in Persian with its own digits', async () => {
    const words = returnWords('fa');
    const form = demographicReturn(figures, 'Lycée', words);
    const pdf = await returnPdf(form, { name: 'Lycée', address: null, phone: null, email: null }, '2026-2027', words);
    expect(pdfPageCount(pdf)).toBeGreaterThan(2);
    const lines = pdfLines(pdf);
    const classes = form.tables.find((table) => table.rows.some((row) => row.label === 'Classe 120'))!;
    expect(lines).toContain(`${classes.title} ${words.t('continued')}`);
    expect(lines).toContain('Classe 120');
    expect(lines).toContain('۵٬۰۴۰');
  });
});

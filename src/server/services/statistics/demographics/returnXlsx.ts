/**
 * The demographic return as an .xlsx workbook, one sheet: the title and heading lines, then each
 * table (a row per level, classroom, age or intake; boys, girls, total) with its total row. Cells
 * are typed (counts as numbers, text as shared strings, which a spreadsheet never runs: a classroom
 * named "=cmd" stays text), and totals are values, never formulas.
 */
import { loadXlsxWriter, type XlsxWriter } from '../../../documents/xlsxWriter';
import { RIGHT_TO_LEFT_LANGUAGES } from '../../../../domain/enums';
import type { SexCounts } from '../../../../domain/statistics/demographics';
import { sheetNames } from '../../finance/arrearsXlsx';
import type { DemographicReturn, ReturnWords } from './returnTables';

type Sheets = Parameters<XlsxWriter>[0];
type XlsxCell = { value: string | number; type: typeof String | typeof Number; fontWeight?: 'bold'; format?: string } | null;

const text = (value: string, bold = false): XlsxCell =>
  value === '' ? null : bold ? { value, type: String, fontWeight: 'bold' } : { value, type: String };
const number = (value: number, bold = false): XlsxCell => ({
  value,
  type: Number,
  format: '#,##0',
  ...(bold && { fontWeight: 'bold' as const }),
});
const counts = (figures: SexCounts, bold = false): XlsxCell[] => [
  number(figures.male, bold),
  number(figures.female, bold),
  number(figures.total, bold),
];

export function returnRows(form: DemographicReturn, words: ReturnWords): XlsxCell[][] {
  const rows: XlsxCell[][] = [[text(form.title, true)], ...form.facts.map(([label, value]) => [text(label), text(value)])];
  for (const table of form.tables) {
    rows.push([], [text(table.title, true)], [text(table.heading, true), ...form.columns.map((column) => text(column, true))]);
    for (const row of table.rows) rows.push([text(row.label), ...counts(row.counts)]);
    rows.push([text(words.t('total'), true), ...counts(table.total, true)]);
  }
  return rows;
}

export async function returnWorkbook(form: DemographicReturn, words: ReturnWords): Promise<Buffer> {
  const sheets: Sheets = [
    {
      data: returnRows(form, words) as never,
      sheet: sheetNames([words.t('sheet')], 'Sheet')[0],
      columns: [{ width: 30 }, { width: 14 }, { width: 14 }, { width: 14 }],
      rightToLeft: RIGHT_TO_LEFT_LANGUAGES.includes(words.language),
    },
  ];
  return loadXlsxWriter()(sheets).toBuffer();
}

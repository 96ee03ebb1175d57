/**
 * A part-time teacher's statement as an .xlsx workbook: who, which month, the rate and the
 * validation above, then the lines and their total. Every cell is typed (numbers as numbers, text
 * as shared strings, which a spreadsheet never runs) and the total is a value, never a formula.
 */
import { loadXlsxWriter } from '../../documents/xlsxWriter';
import type { Statement } from '../../../domain/contract/teacherStatements';
import { RIGHT_TO_LEFT_LANGUAGES } from '../../../domain/enums';
import type { StatementWords } from './statementWords';

type XlsxCell = { value: string | number; type: typeof String | typeof Number; fontWeight?: 'bold'; format?: string } | null;

const text = (value: string, bold = false): XlsxCell => (bold ? { value, type: String, fontWeight: 'bold' } : { value, type: String });
/** Amounts show their thousands separators (the reader's own); hours keep Excel's General format. */
const number = (value: number, format?: string, bold = false): XlsxCell => ({
  value,
  type: Number,
  ...(format && { format }),
  ...(bold && { fontWeight: 'bold' as const }),
});
const AMOUNT = '#,##0';

export async function statementXlsx(statement: Statement, words: StatementWords): Promise<Buffer> {
  const { t } = words;
  const rows: XlsxCell[][] = [
    [text(t('title'), true)],
    [text(t('teacher')), text(statement.teacherName, true)],
    [text(t('month')), text(words.month(statement.month))],
    [text(t('hourlyRate')), number(statement.hourlyRate, AMOUNT), text(words.label)],
    [text(t('status')), text(words.status(statement))],
    [],
    [
      text(t('kind'), true),
      text(t('line'), true),
      text(t('hours'), true),
      text(t('amount', { currency: words.label }), true),
      text(t('addedAfterValidation'), true),
    ],
    ...statement.lines.map((line) => [
      text(words.kind(line)),
      text(line.label),
      line.hours === null ? null : number(line.hours),
      number(line.amount, AMOUNT),
      line.afterValidation ? text(t('yes')) : null,
    ]),
    [text(t('total'), true), null, number(statement.hours, undefined, true), number(statement.amount, AMOUNT, true)],
  ];
  return loadXlsxWriter()(rows as never, {
    sheet: t('sheet'),
    columns: [{ width: 18 }, { width: 40 }, { width: 10 }, { width: 16 }, { width: 18 }],
    rightToLeft: RIGHT_TO_LEFT_LANGUAGES.includes(words.language),
  }).toBuffer();
}

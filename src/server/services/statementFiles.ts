/**
 * The statements' files: one statement as PDF or .xlsx, and the month's statements as one PDF,
 * in the caller's language and the school's currency (option `currency`, XAF when unset).
 */
import type { Language } from '../../domain/enums';
import type { Db } from '../db/schema';
import { loadSchool } from '../documents/school';
import { readOptions } from './options';
import { statementsPdf } from './statementPdf';
import { statementWords, type StatementWords } from './statementWords';
import { statementXlsx } from './statementXlsx';
import { getStatement, listStatements } from './teacherStatements';

const DEFAULT_CURRENCY = 'XAF';

async function wordsFor(db: Db, language: Language): Promise<StatementWords> {
  const currency = (await readOptions(db)).raw('currency')?.trim() || DEFAULT_CURRENCY;
  return statementWords(language, currency);
}

export async function statementPdf(db: Db, teacherId: number, month: string, language: Language): Promise<Buffer> {
  const [statement, school, words] = await Promise.all([
    getStatement(db, teacherId, month),
    loadSchool(db),
    wordsFor(db, language),
  ]);
  return statementsPdf(school, [statement], words, `${words.t('title')} · ${statement.teacherName} · ${words.month(month)}`);
}

export async function monthStatementsPdf(db: Db, month: string, language: Language): Promise<Buffer> {
  const [{ data }, school, words] = await Promise.all([listStatements(db, month), loadSchool(db), wordsFor(db, language)]);
  return statementsPdf(school, data, words, `${words.t('monthTitle')} · ${words.month(month)}`);
}

export async function statementWorkbook(db: Db, teacherId: number, month: string, language: Language): Promise<Buffer> {
  const [statement, words] = await Promise.all([getStatement(db, teacherId, month), wordsFor(db, language)]);
  return statementXlsx(statement, words);
}

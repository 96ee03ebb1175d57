/**
 * The statements' files: one statement as PDF or .xlsx, and the month's statements as one PDF,
 * in the caller's language and the school's currency (option `currency`, XAF when unset), each with
 * the name it is saved under, in the caller's language.
 */
import type { Language } from '../../../domain/enums';
import { currencyOf } from '../../../domain/finance/currency';
import { monthStatementsFileName, statementFileName } from '../../../domain/fileNames';
import type { Db } from '../../db/schema';
import type { NamedFile } from '../../http/attachment';
import { sayIn } from '../../i18n';
import { loadSchool, type PictureSource } from '../../documents/school';
import { readOptions } from '../shared/options';
import { statementsPdf } from './statementPdf';
import { statementWords, type StatementWords } from './statementWords';
import { statementXlsx } from './statementXlsx';
import { getStatement, listStatements } from './teacherStatements';

async function wordsFor(db: Db, language: Language): Promise<StatementWords> {
  return statementWords(language, currencyOf((await readOptions(db)).raw('currency')));
}

export async function statementPdf(
  db: Db,
  pictures: PictureSource,
  teacherId: number,
  month: string,
  language: Language,
): Promise<NamedFile> {
  const [statement, school, words] = await Promise.all([
    getStatement(db, teacherId, month),
    loadSchool(db, pictures),
    wordsFor(db, language),
  ]);
  return {
    name: statementFileName(sayIn(language), statement.teacherName, month, 'pdf'),
    bytes: await statementsPdf(school, [statement], words, `${words.t('title')} · ${statement.teacherName} · ${words.month(month)}`),
  };
}

export async function monthStatementsPdf(db: Db, pictures: PictureSource, month: string, language: Language): Promise<NamedFile> {
  const [{ data }, school, words] = await Promise.all([listStatements(db, month), loadSchool(db, pictures), wordsFor(db, language)]);
  return {
    name: monthStatementsFileName(sayIn(language), month),
    bytes: await statementsPdf(school, data, words, `${words.t('monthTitle')} · ${words.month(month)}`),
  };
}

export async function statementWorkbook(db: Db, teacherId: number, month: string, language: Language): Promise<NamedFile> {
  const [statement, words] = await Promise.all([getStatement(db, teacherId, month), wordsFor(db, language)]);
  return { name: statementFileName(sayIn(language), statement.teacherName, month, 'xlsx'), bytes: await statementXlsx(statement, words) };
}

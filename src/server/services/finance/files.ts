/**
 * The finance documents: a payment's receipt (A5 or an 80 mm ticket), the students in arrears
 * (PDF for the notice board, .xlsx), the day's journal and a cash session's close report (PDF,
 * .xlsx), in the caller's language and the school's currency, each with
 * the name it is saved under.
 */
import type { Arrears, ArrearsFilters, Journal } from '../../../domain/contract/financeReports';
import type { Payment, ReceiptLayout } from '../../../domain/contract/payments';
import type { Language } from '../../../domain/enums';
import { currencyOf } from '../../../domain/finance/currency';
import { arrearsFileName, journalFileName, receiptFileName, sessionCloseFileName } from '../../../domain/fileNames';
import type { Db } from '../../db/schema';
import type { NamedFile } from '../../http/attachment';
import { sayIn } from '../../i18n';
import { loadSchool, type PictureSource } from '../../documents/school';
import { readOptions } from '../shared/options';
import { placeName } from '../shared/placeNames';
import { balanceAfter } from './accounts';
import { arrearsPdf } from './arrearsPdf';
import { arrearsWorkbook } from './arrearsXlsx';
import { financeWords, type FinanceWords } from './financeWords';
import { getPayment } from './payments';
import { receiptPdf, type ReceiptStanding } from './receiptPdf';
import { journalPdf } from './journalPdf';
import { journalWorkbook } from './journalXlsx';
import { journal } from './journal';
import { allArrears } from './reports';
import { sessionClosePdf } from './sessionClosePdf';
import { sessionCloseWorkbook } from './sessionCloseXlsx';
import { sessionCloseReport } from './sessions';
import { staffName, yearOf } from './schoolYear';

async function wordsFor(db: Db, language: Language): Promise<FinanceWords> {
  return financeWords(language, currencyOf((await readOptions(db)).raw('currency')));
}

/** The year's name, the balance once the payment was recorded, and whether a reversal took back only part of its payment. */
async function standingOf(db: Db, payment: Payment): Promise<ReceiptStanding> {
  const reversed = payment.reversesId
    ? db.selectFrom('payments').select('amount').where('id', '=', payment.reversesId).executeTakeFirst()
    : undefined;
  const [year, balance, original] = await Promise.all([yearOf(db, payment.schoolYearId), balanceAfter(db, payment), reversed]);
  return { schoolYearName: year.name, balance, partial: !!original && -payment.amount < original.amount };
}

export async function paymentReceipt(
  db: Db,
  pictures: PictureSource,
  id: number,
  layout: ReceiptLayout,
  language: Language,
): Promise<NamedFile> {
  const payment = await getPayment(db, id);
  const [school, words, standing] = await Promise.all([loadSchool(db, pictures), wordsFor(db, language), standingOf(db, payment)]);
  return { name: receiptFileName(sayIn(language), payment), bytes: await receiptPdf(payment, school, words, layout, standing) };
}

/**
 * What the list is named for, as the Arrears tab names it: the classroom, else the level, else the
 * school year. The list's rows carry the classroom's and level's names; only an empty list asks.
 */
async function scopeOf(db: Db, query: ArrearsFilters, list: Arrears): Promise<string> {
  const first = list.classrooms[0];
  if (query.classroomId) return first?.classroomName ?? (await placeName(db, query)) ?? list.schoolYearName;
  if (query.levelId) return first?.levelName ?? (await placeName(db, query)) ?? list.schoolYearName;
  return list.schoolYearName;
}

async function arrearsName(db: Db, query: ArrearsFilters, list: Arrears, language: Language, format: 'pdf' | 'xlsx'): Promise<string> {
  return arrearsFileName(sayIn(language), await scopeOf(db, query, list), list.asOf, format);
}

export async function arrearsDocument(db: Db, pictures: PictureSource, query: ArrearsFilters, language: Language): Promise<NamedFile> {
  const [list, school, words] = await Promise.all([allArrears(db, query), loadSchool(db, pictures), wordsFor(db, language)]);
  const [name, bytes] = await Promise.all([arrearsName(db, query, list, language, 'pdf'), arrearsPdf(list, school, words)]);
  return { name, bytes };
}

export async function arrearsSpreadsheet(db: Db, query: ArrearsFilters, language: Language): Promise<NamedFile> {
  const [list, words] = await Promise.all([allArrears(db, query), wordsFor(db, language)]);
  const [name, bytes] = await Promise.all([arrearsName(db, query, list, language, 'xlsx'), arrearsWorkbook(list, words)]);
  return { name, bytes };
}

/**
 * Whose journal it is when one cashier's was asked for: the name its lines carry, else the user's
 * (a cashier with nothing that day still gets a journal under their name).
 */
async function cashierOf(db: Db, list: Journal): Promise<string | null> {
  if (!list.cashierId) return null;
  const named = list.cashiers[0]?.cashierName ?? list.sessions[0]?.cashierName;
  if (named) return named;
  const user = await db.selectFrom('users').select(['first_name', 'last_name']).where('id', '=', list.cashierId).executeTakeFirst();
  return user ? staffName(user) : null;
}

export async function journalDocument(
  db: Db,
  pictures: PictureSource,
  date: string,
  cashierId: number | undefined,
  language: Language,
): Promise<NamedFile> {
  const [list, school, words] = await Promise.all([journal(db, date, cashierId), loadSchool(db, pictures), wordsFor(db, language)]);
  const cashier = await cashierOf(db, list);
  return { name: journalFileName(sayIn(language), date, cashier, 'pdf'), bytes: await journalPdf(list, school, words, cashier) };
}

export async function journalSpreadsheet(db: Db, date: string, cashierId: number | undefined, language: Language): Promise<NamedFile> {
  const [list, words] = await Promise.all([journal(db, date, cashierId), wordsFor(db, language)]);
  const cashier = await cashierOf(db, list);
  return { name: journalFileName(sayIn(language), date, cashier, 'xlsx'), bytes: await journalWorkbook(list, words, cashier) };
}

export async function sessionCloseDocument(db: Db, pictures: PictureSource, id: number, language: Language): Promise<NamedFile> {
  const report = await sessionCloseReport(db, id);
  const [school, words] = await Promise.all([loadSchool(db, pictures), wordsFor(db, language)]);
  return { name: sessionCloseFileName(sayIn(language), report.session, 'pdf'), bytes: await sessionClosePdf(report, school, words) };
}

export async function sessionCloseSpreadsheet(db: Db, id: number, language: Language): Promise<NamedFile> {
  const [report, words] = await Promise.all([sessionCloseReport(db, id), wordsFor(db, language)]);
  return { name: sessionCloseFileName(sayIn(language), report.session, 'xlsx'), bytes: await sessionCloseWorkbook(report, words) };
}

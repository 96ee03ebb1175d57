/**
 * The finance documents: a payment's receipt (A5 or an 80 mm ticket) and the students in arrears
 * (PDF for the notice board, .xlsx), in the caller's language and the school's currency.
 */
import type { ArrearsQuery } from '../../../domain/contract/financeReports';
import type { ReceiptLayout } from '../../../domain/contract/payments';
import type { Language } from '../../../domain/enums';
import type { Db } from '../../db/schema';
import { loadSchool } from '../../documents/school';
import { readOptions } from '../options';
import { arrearsPdf } from './arrearsPdf';
import { arrearsWorkbook } from './arrearsXlsx';
import { financeWords, type FinanceWords } from './financeWords';
import { getPayment } from './payments';
import { receiptPdf } from './receiptPdf';
import { arrears } from './reports';

const DEFAULT_CURRENCY = 'XAF';

async function wordsFor(db: Db, language: Language): Promise<FinanceWords> {
  const currency = (await readOptions(db)).raw('currency')?.trim() || DEFAULT_CURRENCY;
  return financeWords(language, currency);
}

export async function paymentReceipt(db: Db, id: number, layout: ReceiptLayout, language: Language): Promise<Buffer> {
  const [payment, school, words] = await Promise.all([getPayment(db, id), loadSchool(db), wordsFor(db, language)]);
  return receiptPdf(payment, school, words, layout);
}

export async function arrearsDocument(db: Db, query: ArrearsQuery, language: Language): Promise<Buffer> {
  const [list, school, words] = await Promise.all([arrears(db, query), loadSchool(db), wordsFor(db, language)]);
  return arrearsPdf(list, school, words);
}

export async function arrearsSpreadsheet(db: Db, query: ArrearsQuery, language: Language): Promise<Buffer> {
  const [list, words] = await Promise.all([arrears(db, query), wordsFor(db, language)]);
  return arrearsWorkbook(list, words);
}

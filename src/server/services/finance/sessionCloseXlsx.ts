/**
 * A cash session's close report as an .xlsx workbook, one sheet: who and when, what was taken by
 * method, the drawer (float, cash taken, expected, counted, difference), then the session's
 * payments and reversals in receipt order. Cells are typed as sheetCells.ts says.
 */
import { RIGHT_TO_LEFT_LANGUAGES } from '../../../domain/enums';
import { loadXlsxWriter } from '../../documents/xlsxWriter';
import { sheetNames } from './arrearsXlsx';
import type { FinanceWords } from './financeWords';
import { dayAndTime, sessionCloseTitle } from './sessionClosePdf';
import type { SessionCloseReport } from './sessions';
import { amount, methodRows, paymentHeader, paymentRows, text, type XlsxCell } from './sheetCells';

export function sessionCloseRows(report: SessionCloseReport, words: FinanceWords): XlsxCell[][] {
  const { session, payments } = report;
  const { t } = words;
  return [
    [text(sessionCloseTitle(report, words), true)],
    [text(t('sessionNumber', { id: session.id }))],
    [text(t('cashier')), text(session.cashierName)],
    [text(t('opened')), text(dayAndTime(session.openedAt, words))],
    [text(t('closed')), text(session.closedAt ? dayAndTime(session.closedAt, words) : t('stillOpen'))],
    ...(session.note ? [[text(t('note')), text(session.note)]] : []),
    [],
    [text(t('byMethod'), true)],
    ...methodRows(session.totals, words),
    [],
    [text(words.method('cash'), true)],
    [text(t('openingFloat')), amount(session.openingFloat)],
    [text(words.method('cash')), amount(session.totals.cash)],
    [text(t('expected')), amount(session.expectedAmount)],
    [text(t('counted')), session.countedAmount === null ? null : amount(session.countedAmount)],
    [text(t('difference'), true), session.difference === null ? null : amount(session.difference, true)],
    [],
    [text(t('sessionPayments'), true)],
    paymentHeader(words, false),
    ...(payments.length ? paymentRows(payments, words, false) : [[null, null, text(t('noSessionPayments'))]]),
  ];
}

/** A closed session's report on one sheet. */
export async function sessionCloseWorkbook(report: SessionCloseReport, words: FinanceWords): Promise<Buffer> {
  return loadXlsxWriter()([
    {
      data: sessionCloseRows(report, words) as never,
      sheet: sheetNames([words.t('sessionSheet')], 'Session')[0],
      columns: [{ width: 24 }, { width: 24 }, { width: 30 }, { width: 14 }, { width: 16 }, { width: 16 }, { width: 34 }],
      rightToLeft: RIGHT_TO_LEFT_LANGUAGES.includes(words.language),
    },
  ]).toBuffer();
}

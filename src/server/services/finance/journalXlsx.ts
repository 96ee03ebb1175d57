/**
 * The day's journal as an .xlsx workbook, one sheet: the title (and the cashier when it is one
 * cashier's), the payments and reversals in receipt order with their total, then the totals by
 * method and by cashier, and the sessions with what was counted and the differences. Cells are
 * typed as sheetCells.ts says: amounts are numbers, text is never run as a formula.
 */
import type { Journal } from '../../../domain/contract/financeReports';
import { RIGHT_TO_LEFT_LANGUAGES } from '../../../domain/enums';
import { loadXlsxWriter } from '../../documents/xlsxWriter';
import { sheetNames } from './arrearsXlsx';
import type { FinanceWords } from './financeWords';
import { journalTitle } from './journalPdf';
import { amount, count, methodRows, paymentHeader, paymentRows, text, type XlsxCell } from './sheetCells';

/** The title, the cashier's line and the payments' header: kept in view when scrolling. */
const HEAD_ROWS = 4;

export function journalRows(journal: Journal, words: FinanceWords, cashierName: string | null): XlsxCell[][] {
  const { t } = words;
  const label = (key: string) => text(`${t(key)} (${words.label})`, true);
  return [
    [text(journalTitle(journal, words, cashierName), true)],
    cashierName ? [text(t('cashier')), text(cashierName)] : [],
    [],
    paymentHeader(words, true),
    ...(journal.payments.length ? paymentRows(journal.payments, words, true) : [[null, null, text(t('noPayments'))]]),
    [],
    [text(t('byMethod'), true)],
    ...methodRows(journal.totals, words),
    [],
    [text(t('byCashier'), true)],
    [
      text(t('cashier'), true),
      text(t('entries'), true),
      text(words.method('cash'), true),
      text(words.method('mobile'), true),
      text(words.method('bank'), true),
      label('total'),
    ],
    ...journal.cashiers.map((cashier) => [
      text(cashier.cashierName),
      count(cashier.count),
      amount(cashier.totals.cash),
      amount(cashier.totals.mobile),
      amount(cashier.totals.bank),
      amount(cashier.totals.total),
    ]),
    [],
    [text(t('sessions'), true)],
    [
      text(t('cashier'), true),
      text(t('opened'), true),
      text(t('closed'), true),
      label('openingFloat'),
      label('expected'),
      label('counted'),
      label('difference'),
    ],
    ...(journal.sessions.length
      ? journal.sessions.map((session) => [
          text(session.cashierName),
          text(words.time(session.openedAt)),
          text(session.closedAt ? words.time(session.closedAt) : t('stillOpen')),
          amount(session.openingFloat),
          amount(session.expectedAmount),
          session.countedAmount === null ? null : amount(session.countedAmount),
          session.difference === null ? null : amount(session.difference),
        ])
      : [[text(t('noSessions'))]]),
  ];
}

/** The day's journal (or one cashier's part of it) on one sheet. */
export async function journalWorkbook(journal: Journal, words: FinanceWords, cashierName: string | null): Promise<Buffer> {
  return loadXlsxWriter()([
    {
      data: journalRows(journal, words, cashierName) as never,
      sheet: sheetNames([words.t('journalSheet')], 'Journal')[0],
      columns: [{ width: 20 }, { width: 10 }, { width: 30 }, { width: 14 }, { width: 16 }, { width: 16 }, { width: 22 }, { width: 34 }],
      stickyRowsCount: HEAD_ROWS,
      rightToLeft: RIGHT_TO_LEFT_LANGUAGES.includes(words.language),
    },
  ]).toBuffer();
}

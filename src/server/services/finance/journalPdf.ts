/**
 * The day's journal (journal de caisse) as PDF: A4 under the letterhead, the payments and reversals
 * in receipt order with their total, then the totals by method and by cashier, and the sessions of
 * the day with what was counted and the differences. One cashier's journal says whose it is.
 */
import type { Journal } from '../../../domain/contract/financeReports';
import type { DocumentSchool } from '../../documents/school';
import type { FinanceWords } from './financeWords';
import { PaymentListDocument } from './paymentListPdf';

/** The title: the day, and the cashier when the journal is one cashier's (`cashierName`). */
export function journalTitle(journal: Pick<Journal, 'date'>, words: FinanceWords, cashierName: string | null): string {
  const date = words.day(journal.date);
  return cashierName ? words.t('journalCashierTitle', { date, cashier: cashierName }) : words.t('journalTitle', { date });
}

class JournalDocument extends PaymentListDocument {
  constructor(
    private readonly journal: Journal,
    school: DocumentSchool,
    words: FinanceWords,
    cashierName: string | null,
  ) {
    super(school, words, journalTitle(journal, words, cashierName));
    this.title = journalTitle(journal, words, cashierName);
    this.aside = words.day(journal.date);
  }

  draw(): void {
    const { journal, words } = this;
    const { t } = words;
    this.page(this.title, this.aside, 'portrait', true);
    this.payments(journal.payments, true, t('noPayments'));

    this.section(t('byMethod'));
    this.methods(journal.totals);

    if (journal.cashiers.length) {
      this.section(t('byCashier'));
      this.table({
        labels: [t('cashier'), t('entries'), words.method('cash'), words.method('mobile'), words.method('bank'), t('total')],
        widths: [
          [this.content - 50 - 4 * 85, 'left'],
          [50, 'right'],
          [85, 'right'],
          [85, 'right'],
          [85, 'right'],
          [85, 'right'],
        ],
        rows: journal.cashiers.map((cashier) => ({
          cells: [
            cashier.cashierName,
            words.amount(cashier.count),
            words.money(cashier.totals.cash),
            words.money(cashier.totals.mobile),
            words.money(cashier.totals.bank),
            words.money(cashier.totals.total),
          ],
        })),
      });
    }

    this.section(t('sessions'));
    if (!journal.sessions.length) {
      this.say(t('noSessions'));
      return;
    }
    this.table({
      labels: [t('cashier'), t('opened'), t('closed'), t('openingFloat'), t('expected'), t('counted'), t('difference')],
      widths: [
        [this.content - 2 * 56 - 4 * 78, 'left'],
        [56, 'left'],
        [56, 'left'],
        [78, 'right'],
        [78, 'right'],
        [78, 'right'],
        [78, 'right'],
      ],
      rows: journal.sessions.map((session) => ({
        cells: [
          session.cashierName,
          words.time(session.openedAt),
          session.closedAt ? words.time(session.closedAt) : t('stillOpen'),
          words.money(session.openingFloat),
          words.money(session.expectedAmount),
          session.countedAmount === null ? '—' : words.money(session.countedAmount),
          session.difference === null ? '—' : words.money(session.difference),
        ],
      })),
    });
  }
}

/** The day's journal (or one cashier's part of it) in one A4 document. */
export function journalPdf(journal: Journal, school: DocumentSchool, words: FinanceWords, cashierName: string | null): Promise<Buffer> {
  const document = new JournalDocument(journal, school, words, cashierName);
  document.draw();
  return document.finish();
}

/**
 * What the day's journal and a session's close both print: the payments and reversals in receipt
 * order (a reversal counted negative, with the receipt it reverses under it), their total, and
 * small tables of label and amount (what was taken by method). A long list goes on over pages that
 * repeat its header row.
 */
import type { Payment, PaymentMethod } from '../../../domain/contract/payments';
import { PAYMENT_METHODS } from '../../../domain/contract/payments';
import { INK } from '../../documents/inks';
import { BOLD, type Align } from '../../documents/text';
import { columnsOf, FinanceDocument, ROW, spanning } from './documentTable';
import { paymentNote } from './sheetCells';

const HEADER_ROW = 18;
/** A row with a line under it (what a reversal reverses). */
const NOTED_ROW = ROW + 9;

/** A table's header and rows, drawn on pages that carry on `title` when it runs over. */
export interface TableSpec {
  labels: string[];
  widths: [number, Align][];
  rows: { cells: string[]; note?: string | null }[];
  /** The columns a row's note spans, first and last. */
  noteSpan?: [number, number];
  /** The last row, in bold over a heavier rule (a total). */
  total?: string[];
}

export class PaymentListDocument extends FinanceDocument {
  /** The page's title and aside, for the pages a list runs over. */
  protected title = '';
  protected aside = '';

  /** A part's heading, on a new page when it and the first rows would not fit. */
  protected section(heading: string, room = 3 * ROW + HEADER_ROW): void {
    if (!this.fits(24 + room)) this.continued(this.title, this.aside);
    this.y += 6;
    this.heading(heading);
  }

  /** A table of `spec`'s rows under its header row, repeated on each page it runs over. */
  protected table(spec: TableSpec): void {
    const columns = columnsOf(spec.widths);
    const [first, last] = spec.noteSpan ?? [0, columns.length - 1];
    const noteColumn = spanning(columns[first], columns[last]);
    // A table of labels and values (a session's details) has no header row.
    const header = () => spec.labels.length && this.headerRow(spec.labels, columns, HEADER_ROW);
    header();
    spec.rows.forEach((row, index) => {
      const height = row.note ? NOTED_ROW : ROW;
      // The last row keeps the total's row on its page.
      const needed = index === spec.rows.length - 1 && spec.total ? height + ROW + 2 : height;
      if (!this.fits(needed)) {
        this.continued(this.title, this.aside);
        header();
      }
      this.row(row.cells, columns);
      if (row.note) this.rowNote(row.note, noteColumn);
      this.y += height;
      this.rule(this.y);
    });
    if (spec.total) {
      this.rule(this.y, 0.8, INK);
      this.row(spec.total, columns, BOLD, 9);
      this.y += ROW;
    }
  }

  /** The payments and reversals in the order given, with the cashier's column when several may be listed. */
  protected payments(payments: readonly Payment[], withCashier: boolean, empty: string): void {
    const { words } = this;
    const { t } = words;
    if (!payments.length) {
      this.say(empty);
      return;
    }
    const fixed = withCashier ? 96 + 44 + 64 + 70 + 70 + 84 : 96 + 44 + 64 + 70 + 70;
    const widths: [number, Align][] = [
      [96, 'left'],
      [44, 'left'],
      [this.content - fixed, 'left'],
      [64, 'left'],
      [70, 'left'],
      [70, 'right'],
      ...(withCashier ? [[84, 'left'] as [number, Align]] : []),
    ];
    const total = payments.reduce((sum, payment) => sum + payment.amount, 0);
    this.table({
      labels: [
        t('receipt'),
        t('time'),
        t('student'),
        t('matricule'),
        t('method'),
        t('amount', { currency: words.label }),
        ...(withCashier ? [t('cashier')] : []),
      ],
      widths,
      rows: payments.map((payment) => ({
        cells: [
          payment.receiptLabel,
          words.time(payment.createdAt),
          payment.studentName,
          payment.matricule,
          words.method(payment.method),
          words.amount(payment.amount),
          ...(withCashier ? [payment.cashierName] : []),
        ],
        note: paymentNote(payment, words),
      })),
      noteSpan: [2, 4],
      total: ['', '', '', '', t('total'), words.money(total)],
    });
  }

  /** What was taken by method (reversals counted negative), and the total. */
  protected methods(totals: Record<PaymentMethod, number>): void {
    const { words } = this;
    this.table({
      labels: [words.t('method'), words.t('total')],
      widths: [
        [200, 'left'],
        [120, 'right'],
      ],
      rows: PAYMENT_METHODS.map((method) => ({ cells: [words.method(method), words.money(totals[method])] })),
      total: [words.t('total'), words.money(PAYMENT_METHODS.reduce((sum, method) => sum + totals[method], 0))],
    });
  }
}

/**
 * A cash session's close report (procès-verbal de clôture) as PDF: A4 under the letterhead, who and
 * when, what was taken by method, the drawer (float and cash taken against what was counted, and
 * the difference), the session's payments and reversals in receipt order, and the cashier's and
 * the bursar's signatures. A usual session holds on one page.
 */
import type { DocumentSchool } from '../../documents/school';
import { INK, MUTED } from '../../documents/inks';
import { BOLD, cell } from '../../documents/text';
import { MARGIN } from './documentTable';
import type { FinanceWords } from './financeWords';
import { PaymentListDocument } from './paymentListPdf';
import type { SessionCloseReport } from './sessions';

/** Room for the two signatures. */
const SIGNATURES = 78;

/** "Cash session close — Aïcha Mbarga — 25 November 2026": the cashier and the day it was opened. */
export function sessionCloseTitle(report: SessionCloseReport, words: FinanceWords): string {
  return words.t('sessionCloseTitle', { cashier: report.session.cashierName, date: words.day(report.session.openedAt) });
}

/** A day and a time: "25 November 2026 16:05". */
export const dayAndTime = (iso: string, words: FinanceWords): string => `${words.day(iso)} ${words.time(iso)}`;

class SessionCloseDocument extends PaymentListDocument {
  constructor(
    private readonly report: SessionCloseReport,
    school: DocumentSchool,
    words: FinanceWords,
  ) {
    super(school, words, sessionCloseTitle(report, words));
    this.title = sessionCloseTitle(report, words);
    this.aside = words.t('sessionNumber', { id: report.session.id });
  }

  draw(): void {
    const { session, payments } = this.report;
    const { words } = this;
    const { t } = words;
    this.page(this.title, this.aside, 'portrait', true);
    const details = [
      [t('cashier'), session.cashierName],
      [t('opened'), dayAndTime(session.openedAt, words)],
      [t('closed'), session.closedAt ? dayAndTime(session.closedAt, words) : t('stillOpen')],
      ...(session.note ? [[t('note'), session.note]] : []),
    ];
    this.table({
      labels: [],
      widths: [
        [150, 'left'],
        [this.content - 150, 'left'],
      ],
      rows: details.map((cells) => ({ cells })),
    });

    this.section(t('byMethod'));
    this.methods(session.totals);

    this.section(words.method('cash'));
    this.table({
      labels: [],
      widths: [
        [200, 'left'],
        [120, 'right'],
      ],
      rows: [
        { cells: [t('openingFloat'), words.money(session.openingFloat)] },
        { cells: [words.method('cash'), words.money(session.totals.cash)] },
        { cells: [t('expected'), words.money(session.expectedAmount)] },
        { cells: [t('counted'), session.countedAmount === null ? '—' : words.money(session.countedAmount)] },
      ],
      total: [t('difference'), session.difference === null ? '—' : words.money(session.difference)],
    });

    this.section(t('sessionPayments'));
    this.payments(payments, false, t('noSessionPayments'));
    this.signatures();
  }

  /** The cashier (named) on one side, the bursar on the other, each over a line to sign on. */
  private signatures(): void {
    const { doc, words } = this;
    if (!this.fits(SIGNATURES + 16)) this.continued(this.title, this.aside);
    const top = this.y + 16;
    const half = this.content / 2;
    const sides: [string, string | null][] = [
      [words.t('cashierSignature'), this.report.session.cashierName],
      [words.t('bursarSignature'), null],
    ];
    sides.forEach(([label, name], index) => {
      const x = MARGIN + index * half;
      doc.fillColor(INK);
      const under = cell(doc, label, x, top, half - 24, 'left', 9.5, BOLD);
      if (name) cell(doc, name, x, under + 1, half - 24, 'left', 9);
      doc.fillColor(MUTED);
      cell(doc, words.t('signature'), x, top + SIGNATURES - 24, half - 24, 'left', 8);
      doc
        .moveTo(x, top + SIGNATURES - 10)
        .lineTo(x + half - 24, top + SIGNATURES - 10)
        .lineWidth(0.5)
        .strokeColor(INK)
        .stroke();
    });
    this.y = top + SIGNATURES;
  }
}

/** A closed session's report, in one A4 document. */
export function sessionClosePdf(report: SessionCloseReport, school: DocumentSchool, words: FinanceWords): Promise<Buffer> {
  const document = new SessionCloseDocument(report, school, words);
  document.draw();
  return document.finish();
}

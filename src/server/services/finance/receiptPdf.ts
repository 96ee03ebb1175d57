/**
 * A payment's receipt as PDF, in the receipt's language (documents/text.ts, a few milliseconds a
 * receipt): on an A5 sheet, or on an
 * 80 mm thermal-printer roll (a single column about 72 mm wide, the page as tall as what it says).
 * A payment taken back (in whole or in part) carries a stamp; a reversal is titled so, names the
 * receipt it cancels (or takes part of back), and says who the money went back to and who paid it out.
 * Each receipt says its amount in words and what the student still owed for the year once it was
 * recorded: a reprint says what the first print said (docs/decisions.md, "Receipts a bursar signs").
 */
import type { Payment, ReceiptLayout } from '../../../domain/contract/payments';
import { newDocument, toBuffer, type Doc } from '../../documents/document';
import { compactLetterhead, compactLetterheadHeight, letterhead } from '../../documents/letterhead';
import type { DocumentSchool } from '../../documents/school';
import type { FinanceWords } from './financeWords';
import { INK, MUTED, RULE, SHADE } from '../../documents/inks';
import { BOLD, cell, LINE_HEIGHT, measure, paragraph, REGULAR, wrap, type Weight } from '../../documents/text';

/** A5 portrait. */
const A5 = { width: 419.53, height: 595.28, margin: 32 };
const A5_CONTENT = A5.width - 2 * A5.margin;
const A5_BOTTOM = A5.height - A5.margin;
/** An 80 mm roll, of which the printer reaches about 72 mm. */
const TICKET = { width: 226.77, side: (226.77 - 204.09) / 2, top: 14, bottom: 18 };
const TICKET_CONTENT = TICKET.width - 2 * TICKET.side;
const STAMP = '#b00020';
const ROW = 18;
/** The room under the last instalment for the total, the balance and the amount in words. */
const A5_CLOSING = 5 * ROW;
const WORDS_SIZE = 9.5;

/** What a receipt says beyond the payment itself, read when it is printed (files.ts). */
export interface ReceiptStanding {
  schoolYearName: string;
  /** What the student owed for the year once this payment or reversal was recorded; negative when in credit. */
  balance: number;
  /** On a reversal: it takes back only part of its payment. */
  partial: boolean;
}

function rule(doc: Doc, x: number, y: number, width: number, thickness = 0.3, color = RULE): void {
  doc
    .moveTo(x, y)
    .lineTo(x + width, y)
    .lineWidth(thickness)
    .strokeColor(color)
    .stroke();
}

/** The facts under the title, as label and value; the ones the payment lacks are left out. */
function facts(payment: Payment, words: FinanceWords): { label: string; value: string; strong?: boolean; wide?: boolean }[] {
  const { t } = words;
  const rows: { label: string; value: string | null; strong?: boolean; wide?: boolean }[] = [
    { label: t('date'), value: words.day(payment.paidOn) },
    { label: t('time'), value: words.time(payment.createdAt) },
    { label: t('student'), value: payment.studentName, strong: true, wide: true },
    { label: t('matricule'), value: payment.matricule },
    { label: t('classroom'), value: payment.classroomName },
    { label: words.payerLabel(payment), value: payment.payer, wide: true },
    { label: t('method'), value: words.method(payment.method) },
    { label: t('reference'), value: payment.reference, wide: true },
    { label: t('note'), value: payment.note, wide: true },
  ];
  return rows.filter((row): row is { label: string; value: string; strong?: boolean; wide?: boolean } => !!row.value);
}

/* A5 ------------------------------------------------------------------------------------------ */

function a5Header(doc: Doc, school: DocumentSchool, payment: Payment, words: FinanceWords, standing: ReceiptStanding): number {
  const x = A5.margin;
  let y = letterhead(doc, school, A5.margin, A5_CONTENT);
  y += 14;
  doc.fillColor(INK);
  cell(doc, words.receiptTitle(payment).toUpperCase(), x, y, A5_CONTENT, 'center', 16, BOLD);
  y += 22;
  cell(doc, words.t('receiptNumber', { label: payment.receiptLabel }), x, y, A5_CONTENT, 'center', 11, BOLD);
  y += 16;
  const cancels = words.cancels(payment, standing.partial);
  if (cancels) {
    cell(doc, cancels, x, y, A5_CONTENT, 'center', 10);
    y += 14;
  }
  y += 12;
  const labelWidth = A5_CONTENT * 0.3;
  for (const fact of facts(payment, words)) {
    doc.fillColor(MUTED);
    cell(doc, fact.label, x, y + 1, labelWidth - 8, 'left', 9);
    doc.fillColor(INK);
    cell(doc, fact.value, x + labelWidth, y, A5_CONTENT - labelWidth, 'left', fact.strong ? 11 : 10, fact.strong ? BOLD : REGULAR);
    y += 16;
  }
  return y + 10;
}

function a5TableRow(doc: Doc, label: string, amount: string, y: number, font = REGULAR, size = 10): void {
  const x = A5.margin;
  cell(doc, label, x + 4, y + 5, A5_CONTENT * 0.62 - 8, 'left', size, font);
  cell(doc, amount, x + A5_CONTENT * 0.62 + 4, y + 5, A5_CONTENT * 0.38 - 8, 'right', size, font);
}

function a5TableHeader(doc: Doc, words: FinanceWords, y: number): number {
  doc.rect(A5.margin, y, A5_CONTENT, ROW).fill(SHADE);
  doc.fillColor(INK);
  a5TableRow(doc, words.t('instalment'), words.t('amount', { currency: words.label }), y, BOLD, 9);
  return y + ROW;
}

/** A red box turned a little, over the figures: "REVERSED", or what was taken back. */
function a5Stamp(doc: Doc, text: string, centreX: number, centreY: number): void {
  const size = text.length > 14 ? 14 : 20;
  const width = measure(doc, text, size, BOLD) + 24;
  const height = size + 16;
  doc.save();
  doc.rotate(-12, { origin: [centreX, centreY] });
  doc
    .rect(centreX - width / 2, centreY - height / 2, width, height)
    .lineWidth(2)
    .strokeColor(STAMP)
    .strokeOpacity(0.85)
    .stroke();
  doc.fillColor(STAMP).fillOpacity(0.85);
  cell(doc, text, centreX - width / 2, centreY - size / 2 + 1, width, 'center', size, BOLD);
  doc.restore();
}

function drawA5(doc: Doc, school: DocumentSchool, payment: Payment, words: FinanceWords, standing: ReceiptStanding): void {
  doc.addPage({ size: [A5.width, A5.height], margin: A5.margin });
  const top = a5Header(doc, school, payment, words, standing);
  let y = a5TableHeader(doc, words, top);
  for (const allocation of payment.allocations) {
    if (y + ROW > A5_BOTTOM - A5_CLOSING) {
      doc.addPage({ size: [A5.width, A5.height], margin: A5.margin });
      y = a5TableHeader(doc, words, A5.margin);
    }
    doc.fillColor(INK);
    a5TableRow(doc, allocation.label, words.amount(allocation.amount), y);
    y += ROW;
    rule(doc, A5.margin, y, A5_CONTENT);
  }
  rule(doc, A5.margin, y, A5_CONTENT, 0.8, INK);
  doc.fillColor(INK);
  a5TableRow(doc, words.t('total'), words.money(payment.amount), y + 2, BOLD, 13);
  y += ROW + 4;
  const balance = words.balance(standing.balance, standing.schoolYearName);
  a5TableRow(doc, balance.label, balance.value, y, REGULAR, 10);
  y += ROW + 4;
  y = paragraph(doc, words.inWords(payment), A5.margin + 4, y, A5_CONTENT - 8, WORDS_SIZE) + 12;

  if (y + 70 > A5_BOTTOM) {
    doc.addPage({ size: [A5.width, A5.height], margin: A5.margin });
    y = A5.margin;
  }
  const half = A5_CONTENT / 2;
  const signatureTop = Math.max(y, A5_BOTTOM - 70);
  doc.fillColor(MUTED);
  cell(doc, words.cashierLabel(payment), A5.margin, signatureTop, half - 12, 'left', 9);
  doc.fillColor(INK);
  cell(doc, payment.cashierName, A5.margin, signatureTop + 13, half - 12, 'left', 11, BOLD);
  doc.fillColor(MUTED);
  cell(doc, words.t('signature'), A5.margin + half, signatureTop, half, 'left', 9);
  rule(doc, A5.margin + half, A5_BOTTOM - 8, half, 0.6, INK);

  // Under the total when there is room, over the figures otherwise.
  const stamp = words.reversedStamp(payment);
  if (stamp) a5Stamp(doc, stamp.toUpperCase(), A5.margin + A5_CONTENT / 2, Math.min(y + 34, signatureTop - 30));
}

/* Ticket -------------------------------------------------------------------------------------- */

type TicketItem =
  | { kind: 'text'; text: string; size: number; font?: Weight; color?: string; align?: 'left' | 'center' | 'right'; height: number }
  | { kind: 'pair'; label: string; value: string; size: number; height: number }
  /** Wrapped to the ticket's width: its height is measured when the ticket is drawn. */
  | { kind: 'paragraph'; text: string; size: number; height: number }
  | { kind: 'rule'; height: number }
  | { kind: 'stamp'; text: string; height: number }
  | { kind: 'signature'; height: number };

/** What the ticket says under its head (the logo, name and phone), top to bottom, each item with its height: the page is cut to their sum. */
function ticketItems(payment: Payment, words: FinanceWords, standing: ReceiptStanding): TicketItem[] {
  const { t } = words;
  const items: TicketItem[] = [];
  items.push(
    { kind: 'rule', height: 10 },
    { kind: 'text', text: words.receiptTitle(payment).toUpperCase(), size: 14, font: BOLD, align: 'center', height: 18 },
    { kind: 'text', text: t('receiptNumber', { label: payment.receiptLabel }), size: 10, font: BOLD, align: 'center', height: 14 },
  );
  const cancels = words.cancels(payment, standing.partial);
  if (cancels) items.push({ kind: 'text', text: cancels, size: 9, align: 'center', height: 13 });
  items.push({ kind: 'rule', height: 10 });
  for (const fact of facts(payment, words)) {
    if (fact.wide) {
      items.push({ kind: 'text', text: fact.label, size: 8, color: MUTED, height: 10 });
      items.push({
        kind: 'text',
        text: fact.value,
        size: fact.strong ? 11 : 9,
        font: fact.strong ? BOLD : REGULAR,
        height: fact.strong ? 15 : 13,
      });
    } else items.push({ kind: 'pair', label: fact.label, value: fact.value, size: 9, height: 13 });
  }
  items.push({ kind: 'rule', height: 10 });
  for (const allocation of payment.allocations) {
    items.push({ kind: 'pair', label: allocation.label, value: words.amount(allocation.amount), size: 10, height: 14 });
  }
  items.push(
    { kind: 'rule', height: 10 },
    { kind: 'text', text: t('total'), size: 9, color: MUTED, align: 'center', height: 11 },
    { kind: 'text', text: words.money(payment.amount), size: 18, font: BOLD, align: 'center', height: 24 },
  );
  const balance = words.balance(standing.balance, standing.schoolYearName);
  items.push(
    { kind: 'text', text: balance.label, size: 8, color: MUTED, height: 10 },
    { kind: 'text', text: balance.value, size: 10, font: BOLD, height: 16 },
    { kind: 'paragraph', text: words.inWords(payment), size: 8.5, height: 0 },
  );
  const stamp = words.reversedStamp(payment);
  if (stamp) items.push({ kind: 'stamp', text: stamp.toUpperCase(), height: 34 });
  items.push(
    { kind: 'rule', height: 10 },
    { kind: 'pair', label: words.cashierLabel(payment), value: payment.cashierName, size: 9, height: 13 },
    { kind: 'signature', height: 40 },
  );
  return items;
}

function drawTicket(doc: Doc, school: DocumentSchool, payment: Payment, words: FinanceWords, standing: ReceiptStanding): void {
  const items = ticketItems(payment, words, standing).map((item) =>
    item.kind === 'paragraph'
      ? { ...item, height: wrap(doc, item.text, TICKET_CONTENT, item.size).length * item.size * LINE_HEIGHT + 4 }
      : item,
  );
  const head = compactLetterheadHeight(doc, school, TICKET_CONTENT);
  const height = TICKET.top + head + items.reduce((sum, item) => sum + item.height, 0) + TICKET.bottom;
  doc.addPage({ size: [TICKET.width, height], margin: 0 });
  const x = TICKET.side;
  const width = TICKET_CONTENT;
  let y = compactLetterhead(doc, school, x, TICKET.top, width);
  for (const item of items) {
    doc.fillColor(INK);
    switch (item.kind) {
      case 'text':
        doc.fillColor(item.color ?? INK);
        cell(doc, item.text, x, y, width, item.align ?? 'left', item.size, item.font ?? REGULAR);
        break;
      case 'pair': {
        // The value keeps its room; the label gets what is left.
        const valueWidth = Math.min(width * 0.7, measure(doc, item.value, item.size, BOLD) + 1);
        doc.fillColor(MUTED);
        cell(doc, item.label, x, y, width - valueWidth - 6, 'left', item.size - 1);
        doc.fillColor(INK);
        cell(doc, item.value, x + width - valueWidth, y, valueWidth, 'right', item.size, BOLD);
        break;
      }
      case 'paragraph':
        paragraph(doc, item.text, x, y + 2, width, item.size);
        break;
      case 'rule':
        doc.save();
        doc
          .moveTo(x, y + item.height / 2 - 1)
          .lineTo(x + width, y + item.height / 2 - 1)
          .lineWidth(0.6)
          .dash(2, { space: 2 })
          .strokeColor(INK)
          .stroke();
        doc.restore();
        break;
      case 'stamp': {
        const size = item.text.length > 14 ? 11 : 14;
        doc
          .rect(x + 8, y + 4, width - 16, item.height - 8)
          .lineWidth(1.5)
          .strokeColor(STAMP)
          .stroke();
        doc.fillColor(STAMP);
        cell(doc, item.text, x + 12, y + (item.height - size) / 2 + 1, width - 24, 'center', size, BOLD);
        break;
      }
      case 'signature':
        doc.fillColor(MUTED);
        cell(doc, words.t('signature'), x, y + 2, width, 'left', 8);
        rule(doc, x + width * 0.3, y + item.height - 6, width * 0.7, 0.6, INK);
        break;
    }
    y += item.height;
  }
}

/** The receipt of a payment or a reversal, on an A5 sheet or an 80 mm ticket. */
export function receiptPdf(
  payment: Payment,
  school: DocumentSchool,
  words: FinanceWords,
  layout: ReceiptLayout,
  standing: ReceiptStanding,
): Promise<Buffer> {
  const doc = newDocument(words.language, { title: `${words.receiptTitle(payment)} ${payment.receiptLabel}` });
  if (layout === 'ticket') drawTicket(doc, school, payment, words, standing);
  else drawA5(doc, school, payment, words, standing);
  return toBuffer(doc);
}

/**
 * Draws report cards with pdfkit, one A4 page each, in the card's language (mirrored in Persian
 * and Urdu). Text is placed at computed positions (documents/text.ts), which keeps a card to a few
 * milliseconds: a whole school's batch is thousands of pages.
 */
import type { Language } from '../../../../domain/enums';
import { newDocument, type Doc } from '../../../documents/document';
import { picture } from '../../../documents/pictures';
import { letterhead } from '../../../documents/letterhead';
import { INK, MUTED, RULE, SHADE } from '../../../documents/inks';
import { BOLD, cell, REGULAR } from '../../../documents/text';
import type { CardModel, CardRow, Pair } from './model';

const PAGE = { width: 595.28, height: 841.89, margin: 28 };
const CONTENT = PAGE.width - 2 * PAGE.margin;
const LIGHT = '#f4f4f4';

export function newCardDocument(language: Language, title: string): Doc {
  return newDocument(language, { title, size: 'A4', margin: PAGE.margin });
}

/** The letterhead, then the card's title and school year; the table below takes what room is left. */
function header(doc: Doc, card: CardModel): number {
  const rule = letterhead(doc, card.school, PAGE.margin, CONTENT);
  doc.fillColor(INK);
  const titleEnd = cell(doc, card.title.toUpperCase(), PAGE.margin, rule + 8, CONTENT, 'center', 13, BOLD);
  return cell(doc, card.yearLine, PAGE.margin, titleEnd + 1, CONTENT, 'center', 9, BOLD) + 8;
}

function pairs(doc: Doc, items: Pair[], x: number, y: number, width: number, lineHeight: number, labelShare = 0.45): number {
  for (const [label, value] of items) {
    doc.fillColor(MUTED);
    cell(doc, label, x, y, width * labelShare - 4, 'left', 8);
    doc.fillColor(INK);
    cell(doc, value, x + width * labelShare, y, width * (1 - labelShare), 'left', 8.5, BOLD);
    y += lineHeight;
  }
  return y;
}

const PHOTO = 66;

function identity(doc: Doc, card: CardModel, top: number): number {
  const half = Math.ceil(card.identity.length / 2);
  const width = (CONTENT - PHOTO - 12) / 2;
  const bottomLeft = pairs(doc, card.identity.slice(0, half), PAGE.margin, top, width, 13, 0.32);
  pairs(doc, card.identity.slice(half), PAGE.margin + width + 6, top, width, 13, 0.5);
  const photoX = PAGE.margin + CONTENT - PHOTO;
  if (card.photo) {
    try {
      picture(doc, card.photo, photoX, top - 2, { fit: [PHOTO, PHOTO] });
    } catch {
      // A photo the PDF writer cannot read leaves the frame empty rather than losing the card.
    }
  }
  doc
    .rect(photoX, top - 2, PHOTO, PHOTO)
    .lineWidth(0.5)
    .strokeColor(RULE)
    .stroke();
  return Math.max(bottomLeft, top + PHOTO) + 8;
}

interface TableSizes {
  header: number;
  group: number;
  line: number;
  noted: number;
  notes: boolean;
}

/** Row heights that fit the table in the room left, dropping the teachers' names first. */
function sizesFor(rows: CardRow[], room: number): TableSizes {
  const count = (kind: CardRow['kind']) => rows.filter((row) => row.kind === kind).length;
  const groups = count('group') + count('subtotal');
  const lines = count('line');
  const noted = rows.filter((row) => row.kind === 'line' && row.note).length;
  const full: TableSizes = { header: 18, group: 13, line: 14, noted: 21, notes: true };
  const need = (sizes: TableSizes) =>
    sizes.header + groups * sizes.group + (lines - (sizes.notes ? noted : 0)) * sizes.line + (sizes.notes ? noted * sizes.noted : 0);
  if (need(full) <= room) return full;
  const plain = { ...full, notes: false };
  if (need(plain) <= room) return plain;
  const each = Math.max(9, (room - plain.header) / Math.max(1, groups + lines));
  return { ...plain, group: each, line: each };
}

function table(doc: Doc, card: CardModel, top: number, room: number): number {
  const sizes = sizesFor(card.rows, room);
  const xs: number[] = [];
  let x = PAGE.margin;
  for (const column of card.columns) {
    xs.push(x);
    x += column.width * CONTENT;
  }
  const widthOf = (index: number) => card.columns[index].width * CONTENT;

  doc.rect(PAGE.margin, top, CONTENT, sizes.header).fill(SHADE);
  doc.fillColor(INK);
  card.columns.forEach((column, index) => cell(doc, column.label, xs[index] + 3, top + 5, widthOf(index) - 6, column.align, 7.5, BOLD));
  let y = top + sizes.header;

  for (const row of card.rows) {
    const noted = sizes.notes && row.kind === 'line' && row.note;
    const height = row.kind === 'line' ? (noted ? sizes.noted : sizes.line) : sizes.group;
    const text = y + Math.max(2, (Math.min(height, 14) - 8) / 2);
    if (row.kind !== 'line') doc.rect(PAGE.margin, y, CONTENT, height).fill(row.kind === 'group' ? LIGHT : SHADE);
    doc.fillColor(INK);
    if (row.kind === 'group') {
      cell(doc, row.cells[0], PAGE.margin + 3, text, CONTENT - 6, 'left', 8, BOLD);
    } else {
      row.cells.forEach((value, index) =>
        cell(
          doc,
          value,
          xs[index] + 3,
          text,
          widthOf(index) - 6,
          card.columns[index].align,
          row.kind === 'subtotal' ? 7.5 : 8,
          row.kind === 'subtotal' || index === 0 ? BOLD : REGULAR,
          // A long appreciation or subject name takes two smaller lines in its row rather than being cut.
          { height: (noted && index === 0 ? text + 9.5 : y + height) - text, minSize: 4.5 },
        ),
      );
      if (noted) {
        doc.fillColor(MUTED);
        cell(doc, row.note!, xs[0] + 3, text + 9.5, widthOf(0) - 6, 'left', 6.5);
      }
    }
    y += height;
    doc
      .moveTo(PAGE.margin, y)
      .lineTo(PAGE.margin + CONTENT, y)
      .lineWidth(0.3)
      .strokeColor(RULE)
      .stroke();
  }
  doc
    .rect(PAGE.margin, top, CONTENT, y - top)
    .lineWidth(0.6)
    .strokeColor(INK)
    .stroke();
  for (const left of xs.slice(1)) doc.moveTo(left, top).lineTo(left, y).lineWidth(0.3).strokeColor(RULE).stroke();
  return y + 10;
}

const SIGNATURES_TOP = PAGE.height - PAGE.margin - 62;
/** Room the results, verdicts and class figures take under the table. */
const FOOTER_ROOM = 131;

/** Returns where the signatures' labels end: the lowest text of the card. */
function footer(doc: Doc, card: CardModel, top: number): number {
  const half = CONTENT / 2 - 6;
  const left = pairs(doc, card.results, PAGE.margin, top, half, 12.5, 0.42);
  const right = pairs(doc, card.classStats, PAGE.margin + half + 12, top, half, 12.5, 0.55);
  const columnsEnd = Math.max(left, right);
  doc
    .moveTo(PAGE.margin + half + 6, top - 4)
    .lineTo(PAGE.margin + half + 6, columnsEnd)
    .lineWidth(0.3)
    .strokeColor(RULE)
    .stroke();
  // Distinctions and decisions get the whole width: they are what a family reads first.
  const bottom = pairs(doc, card.verdicts, PAGE.margin, columnsEnd + 4, CONTENT, 12.5, 0.2);

  const signatureTop = Math.max(SIGNATURES_TOP, bottom + 6);
  const width = CONTENT / card.signatures.length;
  let end = signatureTop;
  card.signatures.forEach((label, index) => {
    doc.fillColor(INK);
    end = Math.max(end, cell(doc, label, PAGE.margin + index * width, signatureTop, width, 'center', 8.5, BOLD));
  });
  return end;
}

/**
 * Adds one page for the card; returns where its lowest text ends. The table takes the room the
 * letterhead and identity leave above the footer, its rows made smaller rather than run off the page.
 */
export function drawCard(doc: Doc, card: CardModel): number {
  doc.addPage();
  const afterHeader = header(doc, card);
  const afterIdentity = identity(doc, card, afterHeader);
  const afterTable = table(doc, card, afterIdentity, SIGNATURES_TOP - FOOTER_ROOM - afterIdentity);
  return footer(doc, card, afterTable);
}

/** The page's height and its margin: a card's lowest text stays above the margin. */
export const CARD_PAGE = { height: PAGE.height, margin: PAGE.margin };

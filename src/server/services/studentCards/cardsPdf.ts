/**
 * Student cards as PDF (domain.md, "Access codes, student cards, public page"), drawn like the
 * receipts (documents/text.ts: any script, in the card's language, mirrored in Persian and Urdu). A card is ID-1 size, 85.6 × 54 mm: the school's name (and logo), the title
 * and school year, the photo (or the initials in a neutral box), the names, matricule, birth date
 * and classroom, the access code in groups of four and a QR code of the public page's address with
 * that code. Layout `card`: one card a page, the page the card's size (card printers); `sheet`: 10
 * cards on an A4 page, 2 columns of 5, with cut marks at each card's corners.
 *
 * A call draws a classroom in a few tens of milliseconds: the logo is embedded once and reused, a
 * photo that repeats too, and the QR codes are written as tiny grayscale PNGs (`qrPng`).
 */
import { groupAccessCode } from '../../../domain/cards/accessCode';
import type { CardLayout } from '../../../domain/contract/studentCards';
import { leftToRight } from '../../documents/bidiRuns';
import { inFrame, newDocument, toBuffer, type Doc } from '../../documents/document';
import { picture } from '../../documents/pictures';
import type { DocumentSchool } from '../../documents/school';
import { INK, MUTED, RULE, SHADE } from '../../documents/inks';
import { BOLD, cell, REGULAR } from '../../documents/text';
import type { CardWords } from './cardWords';
import { qrPng } from './qrPng';

export { cardWords, type CardWords } from './cardWords';

/** An image pdfkit has read once and can place again without embedding it again. */
type Image = PDFKit.Mixins.ImageSrc;

/** One student's card, as the data loader hands it over. */
export interface StudentCardData {
  firstName: string;
  lastName: string;
  matricule: string;
  birthDate: string | null;
  classroomName: string;
  schoolYearName: string;
  /** JPEG bytes (as the photo store keeps them), or null: the card then shows the initials. */
  photo: Buffer | null;
  /** The access code in clear, 12 characters. */
  code: string;
  /** The public page's address with the code, what the QR code holds. */
  publicUrl: string;
}

/** ID-1: 85.6 × 54 mm, in points. */
export const CARD = { width: 242.65, height: 153.07 };
export const A4 = { width: 595.28, height: 841.89 };
/** The sheet: 2 × 5 cards, with gutters for the cuts, centred on the page. */
export const SHEET = { columns: 2, rows: 5, columnGap: 14, rowGap: 8 };
export const CARDS_PER_SHEET = SHEET.columns * SHEET.rows;

const ACCENT = '#1a4a7a';
const SIDE = 8;
const PHOTO = { x: SIDE, y: 39, width: 52, height: 65 };
const QR = { size: 76, x: CARD.width - 76 - 2, y: 37 };
const TEXT = { x: PHOTO.x + PHOTO.width + 6, right: QR.x - 2 };

interface Drawing {
  doc: Doc;
  school: DocumentSchool;
  words: CardWords;
  logo: Image | null;
  /** A photo buffer already read, by identity: the same bytes are embedded once. */
  photos: Map<Buffer, Image | null>;
}

const openImage = (doc: Doc, bytes: Buffer): Image => (doc as unknown as { openImage(src: Buffer): Image }).openImage(bytes);

/** The image pdfkit can draw, or null for bytes it cannot read (the card then goes without). */
function tryOpen(doc: Doc, bytes: Buffer): Image | null {
  try {
    return openImage(doc, bytes);
  } catch {
    return null;
  }
}

const initialsOf = (card: StudentCardData) =>
  [card.firstName, card.lastName]
    .map((name) => name.trim().charAt(0))
    .join('')
    .toUpperCase();

/** The address to type the code into: the public address without the code. */
const addressOf = (publicUrl: string) => publicUrl.replace(/^https?:\/\//, '').replace(/[?&]code=[^&#]*/, '');

function header(drawing: Drawing, card: StudentCardData): void {
  const { doc, school, words, logo } = drawing;
  let x = SIDE;
  if (logo) {
    picture(doc, logo, SIDE, 6, { fit: [24, 24] });
    x = SIDE + 30;
  }
  const width = CARD.width - SIDE - x;
  doc.fillColor(INK);
  cell(doc, school.name, x, 8, width, 'left', 9, BOLD, { minSize: 6.5 });
  doc.fillColor(ACCENT);
  cell(doc, `${words.t('title').toUpperCase()}  ·  ${card.schoolYearName}`, x, 20, width, 'left', 6.5, BOLD);
  doc
    .moveTo(SIDE, 33)
    .lineTo(CARD.width - SIDE, 33)
    .lineWidth(1.2)
    .strokeColor(ACCENT)
    .stroke();
}

function photo(drawing: Drawing, card: StudentCardData): void {
  const { doc } = drawing;
  let image: Image | null = null;
  if (card.photo) {
    if (!drawing.photos.has(card.photo)) drawing.photos.set(card.photo, tryOpen(doc, card.photo));
    image = drawing.photos.get(card.photo) ?? null;
  }
  if (image) {
    picture(doc, image, PHOTO.x, PHOTO.y, { fit: [PHOTO.width, PHOTO.height] });
  } else {
    doc.rect(PHOTO.x, PHOTO.y, PHOTO.width, PHOTO.height).fill(SHADE);
    doc.fillColor(MUTED);
    cell(doc, initialsOf(card), PHOTO.x, PHOTO.y + PHOTO.height / 2 - 9, PHOTO.width, 'center', 20, BOLD);
  }
  doc.rect(PHOTO.x, PHOTO.y, PHOTO.width, PHOTO.height).lineWidth(0.5).strokeColor(RULE).stroke();
}

function identity(drawing: Drawing, card: StudentCardData): void {
  const { doc, words } = drawing;
  const width = TEXT.right - TEXT.x;
  doc.fillColor(INK);
  cell(doc, card.lastName.toUpperCase(), TEXT.x, PHOTO.y, width, 'left', 10, BOLD, { minSize: 5, height: 12 });
  cell(doc, card.firstName, TEXT.x, PHOTO.y + 12, width, 'left', 9, REGULAR, { minSize: 5, height: 12 });
  const facts: [string, string | null][] = [
    [words.t('matricule'), card.matricule],
    [words.t('birthDate'), card.birthDate ? words.day(card.birthDate) : null],
    [words.t('classroom'), card.classroomName],
  ];
  let y = PHOTO.y + 25;
  for (const [label, value] of facts) {
    if (value) {
      doc.fillColor(MUTED);
      cell(doc, label, TEXT.x, y, width, 'left', 5.5);
      doc.fillColor(INK);
      cell(doc, value, TEXT.x, y + 6.2, width, 'left', 7.5, BOLD);
    }
    y += 14.5;
  }
}

function footer(drawing: Drawing, card: StudentCardData): void {
  const { doc, words } = drawing;
  const width = CARD.width - 2 * SIDE;
  doc.fillColor(MUTED);
  cell(doc, words.t('code'), SIDE, 113, QR.x - SIDE, 'left', 5.5);
  doc.fillColor(INK);
  cell(doc, groupAccessCode(card.code), SIDE, 120.5, QR.x - SIDE, 'left', 12, BOLD);
  doc.fillColor(MUTED);
  cell(doc, words.t('checkAt', { address: leftToRight(addressOf(card.publicUrl)) }), SIDE, 141, width, 'left', 5.5);
}

/** One card with its top left corner at (x, y). */
function drawCard(drawing: Drawing, card: StudentCardData, x: number, y: number): void {
  const { doc } = drawing;
  inFrame(doc, x, y, CARD.width, () => {
    header(drawing, card);
    photo(drawing, card);
    identity(drawing, card);
    picture(doc, qrPng(card.publicUrl), QR.x, QR.y, { width: QR.size, height: QR.size });
    footer(drawing, card);
  });
}

/** Short lines at a card's four corners, in the margin or gutter around it, never on a card. */
function cutMarks(doc: Doc, x: number, y: number, column: number, row: number): void {
  const right = x + CARD.width;
  const bottom = y + CARD.height;
  const OUTER = { offset: 3, length: 8 };
  // Between two cards, both draw their half of the gutter: together one mark across it.
  const across = { offset: 1.5, length: SHEET.columnGap / 2 - 1.5 };
  const down = { offset: 1.5, length: SHEET.rowGap / 2 - 1.5 };
  const left = column === 0 ? OUTER : across;
  const rightSide = column === SHEET.columns - 1 ? OUTER : across;
  const top = row === 0 ? OUTER : down;
  const under = row === SHEET.rows - 1 ? OUTER : down;
  doc.lineWidth(0.3).strokeColor(INK);
  for (const cornerY of [y, bottom]) {
    doc.moveTo(x - left.offset, cornerY).lineTo(x - left.offset - left.length, cornerY);
    doc.moveTo(right + rightSide.offset, cornerY).lineTo(right + rightSide.offset + rightSide.length, cornerY);
  }
  for (const cornerX of [x, right]) {
    doc.moveTo(cornerX, y - top.offset).lineTo(cornerX, y - top.offset - top.length);
    doc.moveTo(cornerX, bottom + under.offset).lineTo(cornerX, bottom + under.offset + under.length);
  }
  doc.stroke();
}

function drawSheets(drawing: Drawing, cards: StudentCardData[]): void {
  const gridWidth = SHEET.columns * CARD.width + (SHEET.columns - 1) * SHEET.columnGap;
  const gridHeight = SHEET.rows * CARD.height + (SHEET.rows - 1) * SHEET.rowGap;
  const left = (A4.width - gridWidth) / 2;
  const top = (A4.height - gridHeight) / 2;
  cards.forEach((card, index) => {
    const place = index % CARDS_PER_SHEET;
    if (place === 0) drawing.doc.addPage({ size: [A4.width, A4.height], margin: 0 });
    const column = place % SHEET.columns;
    const row = Math.floor(place / SHEET.columns);
    const x = left + column * (CARD.width + SHEET.columnGap);
    const y = top + row * (CARD.height + SHEET.rowGap);
    cutMarks(drawing.doc, x, y, column, row);
    drawCard(drawing, card, x, y);
  });
}

/** The cards, in the order given: one a page (`card`) or ten an A4 page with cut marks (`sheet`). */
export function studentCardsPdf(cards: StudentCardData[], school: DocumentSchool, words: CardWords, layout: CardLayout): Promise<Buffer> {
  const doc = newDocument(words.language, { title: `${words.t('documentTitle')} · ${school.name}` });
  const drawing: Drawing = { doc, school, words, logo: school.logo ? tryOpen(doc, school.logo) : null, photos: new Map() };
  if (layout === 'card') {
    for (const card of cards) {
      doc.addPage({ size: [CARD.width, CARD.height], margin: 0 });
      drawCard(drawing, card, 0, 0);
    }
  } else drawSheets(drawing, cards);
  return toBuffer(doc);
}

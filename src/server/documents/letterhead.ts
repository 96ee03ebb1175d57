/**
 * The head of every official document (issue 28): the letterhead's two blocks (in Cameroon, the
 * French one on the left, the English one on the right) with the logo between them, then the
 * school's name and contact, closed by a rule. A school without blocks gets its logo beside its
 * name; without a logo either, its name and contact as before. In Persian and Urdu the page is
 * mirrored by the documents module: the left block is then drawn on the right, the text the right
 * way round. The ticket's form is small: the logo over the name and phone.
 */
import type { Doc } from './document';
import { INK, MUTED } from './inks';
import { openedPicture, picture, type OpenedPicture } from './pictures';
import { contactLine, type DocumentSchool } from './school';
import { BOLD, cell, cellHeight, REGULAR, type Weight } from './text';

/** The logo between the blocks, and beside the name when there are none. */
const LOGO = 56;
const LOGO_BESIDE = 44;
/** The ticket's logo, over the name. */
const LOGO_SMALL = 30;
const GAP = 10;
const BLOCK_SIZE = 7.5;
const NAME_SIZE = 13;
const CONTACT_SIZE = 8;

export interface LetterheadOptions {
  /** The left edge; by default the width is centred on the page (its margins). */
  x?: number;
}

const logoOf = (doc: Doc, school: DocumentSchool): OpenedPicture | null => (school.logo ? openedPicture(doc, school.logo) : null);

/** A block's lines, centred in its column, the first (the country) in bold; returns where it ends. */
function block(doc: Doc, lines: string[], x: number, y: number, width: number): number {
  doc.fillColor(INK);
  let bottom = y;
  lines.forEach((line, index) => {
    bottom = cell(doc, line, x, bottom, width, 'center', BLOCK_SIZE, index === 0 ? BOLD : REGULAR, { minSize: 5.5 });
  });
  return bottom;
}

function nameAndContact(doc: Doc, school: DocumentSchool, x: number, y: number, width: number, align: 'left' | 'center'): number {
  doc.fillColor(INK);
  let bottom = cell(doc, school.name, x, y, width, align, NAME_SIZE, BOLD, { minSize: 8 });
  const contact = contactLine(school);
  if (contact) {
    doc.fillColor(MUTED);
    bottom = cell(doc, contact, x, bottom + 2, width, align, CONTACT_SIZE, REGULAR);
  }
  return bottom;
}

/**
 * The document's head, `width` wide from `y`, closed by a rule: returns the rule's `y`, under
 * which the document goes on.
 */
export function letterhead(doc: Doc, school: DocumentSchool, y: number, width: number, options: LetterheadOptions = {}): number {
  const x = options.x ?? (doc.page.width - width) / 2;
  const { left, right } = school.letterhead ?? { left: [], right: [] };
  const logo = logoOf(doc, school);
  let bottom: number;
  if (left.length || right.length) {
    const side = (width - (logo ? LOGO + 2 * GAP : 2 * GAP)) / 2;
    const blocksEnd = Math.max(block(doc, left, x, y, side), block(doc, right, x + width - side, y, side));
    if (logo) picture(doc, logo, x + side + GAP, y, { fit: [LOGO, LOGO] });
    bottom = nameAndContact(doc, school, x, Math.max(blocksEnd, logo ? y + LOGO : y) + 8, width, 'center');
  } else if (logo) {
    picture(doc, logo, x, y, { fit: [LOGO_BESIDE, LOGO_BESIDE] });
    const textX = x + LOGO_BESIDE + GAP;
    bottom = Math.max(y + LOGO_BESIDE, nameAndContact(doc, school, textX, y + 8, width - (textX - x), 'left'));
  } else {
    bottom = nameAndContact(doc, school, x, y, width, 'left');
  }
  const rule = bottom + 6;
  doc
    .moveTo(x, rule)
    .lineTo(x + width, rule)
    .lineWidth(0.8)
    .strokeColor(INK)
    .stroke();
  return rule;
}

/** The ticket's head, part by part: what it draws and the height it takes, measured before the page is cut. */
type CompactPart =
  | { kind: 'logo'; logo: OpenedPicture; height: number }
  | { kind: 'text'; text: string; size: number; weight: Weight; color: string; minSize?: number; height: number };

function compactParts(doc: Doc, school: DocumentSchool, width: number): CompactPart[] {
  const parts: CompactPart[] = [];
  const logo = logoOf(doc, school);
  if (logo) parts.push({ kind: 'logo', logo, height: LOGO_SMALL + 4 });
  const text = (value: string, size: number, weight: Weight, color: string, gap: number, minSize?: number): CompactPart => ({
    kind: 'text',
    text: value,
    size,
    weight,
    color,
    minSize,
    height: cellHeight(doc, value, width, size, weight, { minSize }) + gap,
  });
  if (school.name) parts.push(text(school.name, 11, BOLD, INK, 2, 7));
  if (school.phone) parts.push(text(school.phone, 8, REGULAR, MUTED, 1.4));
  return parts;
}

/** The height of the ticket's head, for cutting the page to what it holds. */
export function compactLetterheadHeight(doc: Doc, school: DocumentSchool, width: number): number {
  return compactParts(doc, school, width).reduce((sum, part) => sum + part.height, 0);
}

/** The ticket's head at (x, y): the logo small over the name, then the phone; returns where it ends. */
export function compactLetterhead(doc: Doc, school: DocumentSchool, x: number, y: number, width: number): number {
  for (const part of compactParts(doc, school, width)) {
    if (part.kind === 'logo') picture(doc, part.logo, x + (width - LOGO_SMALL) / 2, y, { fit: [LOGO_SMALL, LOGO_SMALL] });
    else {
      doc.fillColor(part.color);
      cell(doc, part.text, x, y, width, 'center', part.size, part.weight, { minSize: part.minSize });
    }
    y += part.height;
  }
  return y;
}

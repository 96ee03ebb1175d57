/**
 * A sanction's notice to the guardians: one A4 page in any of the app's languages, chosen when it
 * is printed (a family may read another language than the office's), the words taken from the
 * catalogues (`sanctionNotice.*`), drawn like every document (documents/text.ts: any script,
 * mirrored in Persian and Urdu). A cancelled sanction has no notice (409).
 */
import type { Sanction } from '../../../domain/contract/discipline';
import type { Language } from '../../../domain/enums';
import type { Db } from '../../db/schema';
import { newDocument, toBuffer } from '../../documents/document';
import { INK, MUTED } from '../../documents/inks';
import { localeOf, shortDate } from '../../documents/locale';
import { letterhead } from '../../documents/letterhead';
import { loadSchool, type PictureSource } from '../../documents/school';
import { BOLD, cell, paragraph, REGULAR } from '../../documents/text';
import type { Caller } from '../../http/auth';
import { translate } from '../../i18n';
import { nowIso } from '../shared/clock';
import { activeSanction } from './sanctions';

const PAGE = { width: 595.28, height: 841.89, margin: 56 };
const CONTENT = PAGE.width - 2 * PAGE.margin;

/** "3 jours", "1,5 jour", "2 h": the number in the language's figures, the unit in its plural form. */
function durationText(sanction: Sanction, lang: Language, t: (key: string) => string): string | null {
  if (sanction.duration === null || sanction.unit === 'none') return null;
  const amount = new Intl.NumberFormat(localeOf(lang)).format(sanction.duration);
  if (sanction.unit === 'hours') return `${amount} ${t('sanctionNotice.unit.hours')}`;
  // French keeps the singular below two (« 1,5 jour »), English only for one: the plural rules say so.
  const single = new Intl.PluralRules(localeOf(lang)).select(sanction.duration) === 'one';
  return `${amount} ${t(single ? 'sanctionNotice.unit.day' : 'sanctionNotice.unit.days')}`;
}

export async function sanctionNoticePdf(db: Db, pictures: PictureSource, caller: Caller, id: number, lang: Language): Promise<Buffer> {
  // The reason too is written in the notice's language (a threshold reached is kept as data).
  const sanction = await activeSanction(db, caller, id, lang);
  const [school, year] = await Promise.all([
    loadSchool(db, pictures),
    db.selectFrom('school_years').select('name').where('id', '=', sanction.schoolYearId).executeTakeFirst(),
  ]);
  const t = (key: string, values?: Record<string, string>) => translate(lang, key, values);
  const doc = newDocument(lang, { title: t('sanctionNotice.title'), size: 'A4', margin: PAGE.margin });
  doc.addPage();
  const x = PAGE.margin;
  let y = PAGE.margin;

  y = letterhead(doc, school, y, CONTENT) + 6;
  doc.fillColor(INK);
  if (year) y = cell(doc, t('sanctionNotice.schoolYear', { year: year.name }), x, y, CONTENT, 'right', 10, BOLD);
  y += 18;
  doc.fillColor(INK);
  y = paragraph(doc, t('sanctionNotice.title').toUpperCase(), x, y, CONTENT, 15, BOLD, 'center') + 26;

  y = paragraph(doc, t('sanctionNotice.salutation'), x, y, CONTENT, 11) + 10;
  y = paragraph(doc, t('sanctionNotice.intro'), x, y, CONTENT, 11) + 18;

  const rows: [string, string | null][] = [
    [t('sanctionNotice.student'), sanction.studentName],
    [t('sanctionNotice.matricule'), sanction.matricule],
    [t('sanctionNotice.classroom'), sanction.classroomName],
    [t('sanctionNotice.sanction'), sanction.typeName],
    [t('sanctionNotice.date'), shortDate(lang, sanction.date)],
    [t('sanctionNotice.duration'), durationText(sanction, lang, t)],
    [t('sanctionNotice.reason'), sanction.reason],
    [t('sanctionNotice.decidedBy'), sanction.decidedBy],
  ];
  const labelWidth = CONTENT * 0.28;
  for (const [label, value] of rows) {
    if (!value) continue;
    doc.fillColor(MUTED);
    const labelEnd = cell(doc, label, x, y + 1, labelWidth - 8, 'left', 10);
    // The reason may run to several lines: it wraps within its column.
    doc.fillColor(INK);
    const valueEnd = paragraph(doc, value, x + labelWidth, y, CONTENT - labelWidth, 11, BOLD);
    y = Math.max(labelEnd, valueEnd, y + 14) + 6;
  }

  y += 14;
  doc.fillColor(INK);
  y = paragraph(doc, t('sanctionNotice.closing'), x, y, CONTENT, 11, REGULAR) + 16;
  y = paragraph(doc, t('sanctionNotice.issued', { date: shortDate(lang, nowIso()) }), x, y, CONTENT, 11) + 36;

  const half = CONTENT / 2;
  cell(doc, t('sanctionNotice.schoolSignature'), x, y, half - 12, 'left', 10, BOLD);
  cell(doc, t('sanctionNotice.guardianSignature'), x + half, y, half, 'left', 10, BOLD);
  const line = y + 70;
  doc
    .moveTo(x, line)
    .lineTo(x + half - 24, line)
    .moveTo(x + half, line)
    .lineTo(x + CONTENT, line)
    .lineWidth(0.5)
    .strokeColor(MUTED)
    .stroke();
  return toBuffer(doc);
}

/**
 * A sanction's notice to the guardians: one A4 page in French or English, drawn with pdfkit's
 * built-in Helvetica like the report cards (its WinAnsi encoding carries the French accents), the
 * words taken from the catalogues (`sanctionNotice.*`). A cancelled sanction has no notice (409).
 */
import { newPdfDocument } from './pdfDocument';
import type { Sanction } from '../../domain/contract/discipline';
import type { ReportCardLanguage } from '../../domain/contract/reportCards';
import type { Db } from '../db/schema';
import type { Caller } from '../http/auth';
import { translate } from '../i18n';
import { loadSchool } from '../reportCards/load';
import { toBuffer } from '../reportCards/pdf';
import { nowIso } from './clock';
import { activeSanction } from './sanctions';

const PAGE = { width: 595.28, height: 841.89, margin: 56 };
const CONTENT = PAGE.width - 2 * PAGE.margin;
const INK = '#111111';
const MUTED = '#555555';
const REGULAR = 'Helvetica';
const BOLD = 'Helvetica-Bold';

/** Day/month/year, as French and British readers write it. */
const dayMonthYear = (iso: string): string => iso.slice(0, 10).split('-').reverse().join('/');

/** "3 jours", "2 h": the number and its unit side by side, the only order the notice's two languages need. */
function durationText(sanction: Sanction, lang: ReportCardLanguage, t: (key: string) => string): string | null {
  if (sanction.duration === null || sanction.unit === 'none') return null;
  const amount = new Intl.NumberFormat(lang).format(sanction.duration);
  if (sanction.unit === 'hours') return `${amount} ${t('sanctionNotice.unit.hours')}`;
  // French keeps the singular below two (« 1,5 jour »), English only for one.
  const single = lang === 'fr' ? sanction.duration < 2 : sanction.duration === 1;
  return `${amount} ${t(single ? 'sanctionNotice.unit.day' : 'sanctionNotice.unit.days')}`;
}

export async function sanctionNoticePdf(db: Db, caller: Caller, id: number, lang: ReportCardLanguage): Promise<Buffer> {
  // The reason too is written in the notice's language (a threshold reached is kept as data).
  const sanction = await activeSanction(db, caller, id, lang);
  const [school, year] = await Promise.all([
    loadSchool(db),
    db.selectFrom('school_years').select('name').where('id', '=', sanction.schoolYearId).executeTakeFirst(),
  ]);
  const t = (key: string, values?: Record<string, string>) => translate(lang, key, values);
  const doc = newPdfDocument({
    size: 'A4',
    margin: PAGE.margin,
    info: { Title: t('sanctionNotice.title'), Producer: 'Scola', Creator: 'Scola' },
  });
  const x = PAGE.margin;
  let y = PAGE.margin;

  doc
    .fillColor(INK)
    .font(BOLD)
    .fontSize(14)
    .text(school.name, x, y, { width: CONTENT * 0.65, lineBreak: false });
  if (year)
    doc
      .font(BOLD)
      .fontSize(10)
      .text(t('sanctionNotice.schoolYear', { year: year.name }), x, y + 2, { width: CONTENT, align: 'right' });
  const contact = [school.address, school.phone, school.email].filter(Boolean).join('  ·  ');
  if (contact)
    doc
      .fillColor(MUTED)
      .font(REGULAR)
      .fontSize(9)
      .text(contact, x, y + 20, { width: CONTENT, lineBreak: false });
  y += 44;
  doc
    .moveTo(x, y)
    .lineTo(x + CONTENT, y)
    .lineWidth(0.8)
    .strokeColor(INK)
    .stroke();
  y += 24;
  doc.fillColor(INK).font(BOLD).fontSize(15).text(t('sanctionNotice.title').toUpperCase(), x, y, { width: CONTENT, align: 'center' });
  y += 44;

  doc.font(REGULAR).fontSize(11).text(t('sanctionNotice.salutation'), x, y, { width: CONTENT });
  y = doc.y + 10;
  doc.text(t('sanctionNotice.intro'), x, y, { width: CONTENT });
  y = doc.y + 18;

  const rows: [string, string | null][] = [
    [t('sanctionNotice.student'), sanction.studentName],
    [t('sanctionNotice.matricule'), sanction.matricule],
    [t('sanctionNotice.classroom'), sanction.classroomName],
    [t('sanctionNotice.sanction'), sanction.typeName],
    [t('sanctionNotice.date'), dayMonthYear(sanction.date)],
    [t('sanctionNotice.duration'), durationText(sanction, lang, t)],
    [t('sanctionNotice.reason'), sanction.reason],
    [t('sanctionNotice.decidedBy'), sanction.decidedBy],
  ];
  const labelWidth = CONTENT * 0.28;
  for (const [label, value] of rows) {
    if (!value) continue;
    doc
      .fillColor(MUTED)
      .font(REGULAR)
      .fontSize(10)
      .text(label, x, y, { width: labelWidth - 8, lineBreak: false });
    // The reason may run to several lines: it wraps within its column.
    doc
      .fillColor(INK)
      .font(BOLD)
      .fontSize(11)
      .text(value, x + labelWidth, y, { width: CONTENT - labelWidth });
    y = Math.max(doc.y, y + 14) + 6;
  }

  y += 14;
  doc.fillColor(INK).font(REGULAR).fontSize(11).text(t('sanctionNotice.closing'), x, y, { width: CONTENT });
  y = doc.y + 16;
  doc.text(t('sanctionNotice.issued', { date: dayMonthYear(nowIso()) }), x, y, { width: CONTENT });
  y = doc.y + 36;

  const half = CONTENT / 2;
  doc
    .font(BOLD)
    .fontSize(10)
    .text(t('sanctionNotice.schoolSignature'), x, y, { width: half - 12, lineBreak: false });
  doc.text(t('sanctionNotice.guardianSignature'), x + half, y, { width: half, lineBreak: false });
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

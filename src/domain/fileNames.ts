/**
 * The name of every file the app hands to the user (report cards, sheets, student lists, the import
 * template): what it holds, in the user's language, safe on Windows, macOS and Linux alike. The
 * recipes at the end name each download once, for the screen that saves it and for the server's
 * `Content-Disposition` alike.
 */
import type { PeriodType } from './grading/periods';

export type FileNamePart = string | number | null | undefined;

/** What Windows refuses in a name (/ is refused everywhere, : by macOS's Finder). */
const RESERVED = /[\\/:*?"<>|]/g;
/**
 * Controls and invisible format characters (direction marks, byte-order marks, soft hyphens, lone
 * surrogates, private use), but not the joiners U+200C and U+200D, which Persian and Urdu words need
 * ("کارنامه‌ها" is one word only with its non-joiner).
 */
const INVISIBLE = /(?![\u200c\u200d])[\p{Cc}\p{Cf}\p{Cs}\p{Co}]/gu;
const SPACES = /[\s\p{Z}]+/gu;
/** Windows' device names, refused as a name whatever follows the dot. */
const DEVICE = /^(con|prn|aux|nul|com[0-9¹²³]|lpt[0-9¹²³])$/i;
/**
 * Room for the browser's " (1)" and for file systems counting UTF-8 bytes (255 on Linux): Persian
 * letters take two bytes, Chinese three.
 */
const MAX_BYTES = 200;

const bytes = (text: string) => new TextEncoder().encode(text).length;

/** One part: spaces (tabs, line breaks) as dashes, reserved and invisible characters out, no dash or dot at either end. */
function cleanPart(part: FileNamePart): string {
  if (part === null || part === undefined) return '';
  return String(part)
    .normalize('NFC')
    .replace(SPACES, ' ')
    .replace(INVISIBLE, '')
    .replace(RESERVED, ' ')
    .replace(SPACES, '-')
    .replace(/-{2,}/g, '-')
    .replace(/^[-.]+|[-.]+$/g, '');
}

/** Whole characters (a letter with its accents stays whole) while the text fits in `max` bytes. */
function cut(text: string, max: number): string {
  if (bytes(text) <= max) return text;
  const segments =
    typeof Intl.Segmenter === 'function'
      ? Array.from(new Intl.Segmenter(undefined, { granularity: 'grapheme' }).segment(text), (item) => item.segment)
      : Array.from(text);
  let kept = '';
  for (const segment of segments) {
    if (bytes(kept + segment) > max) break;
    kept += segment;
  }
  return kept.replace(/[-.]+$/, '');
}

/**
 * `words` (what the file is, already translated: "bulletins", "成绩单") then the parts it holds
 * (classroom, period, a student's name, a date), joined by dashes, with the extension. Letters of
 * every script and their accents are kept as they are.
 *
 *     fileName('bulletins', ['6e A', 'trimestre 1'], 'pdf') === 'bulletins-6e-A-trimestre-1.pdf'
 */
export function fileName(words: string, parts: readonly FileNamePart[], extension: string): string {
  const suffix = `.${extension.replace(/[^A-Za-z0-9]/g, '').toLowerCase()}`;
  let base = [words, ...parts].map(cleanPart).filter(Boolean).join('-');
  base = cut(base, MAX_BYTES - bytes(suffix)) || '_';
  if (DEVICE.test(base)) base = `${base}_`;
  return `${base}${suffix}`;
}

/**
 * A catalogue's message in the user's language: react-intl's `formatMessage` on the client,
 * `translate` on the server. The words used here have plain `{number}` placeholders only, which
 * both fill alike.
 */
export type FileWords = (key: string, values?: Record<string, string | number>) => string;

export interface FilePeriod {
  type: PeriodType;
  number: number;
}

export type SpreadsheetFormat = 'csv' | 'xlsx';

/** "trimestre 1", "annuel", "第1学季". */
export const periodInFileName = (say: FileWords, period: FilePeriod): string =>
  say(`files.period.${period.type}`, { number: period.number });

/** A classroom's report cards, "bulletins-6e-A-trimestre-1.pdf", or one student's, "bulletin-ATANGANA-Brenda-6e-A-trimestre-1.pdf". */
export const reportCardsFileName = (say: FileWords, classroom: string, period: FilePeriod, student?: string): string =>
  student === undefined
    ? fileName(say('files.reportCards'), [classroom, periodInFileName(say, period)], 'pdf')
    : fileName(say('files.reportCard'), [student, classroom, periodInFileName(say, period)], 'pdf');

/** Every classroom's cards of a period, made in a batch: "bulletins-trimestre-1.pdf". */
export const reportCardBatchFileName = (say: FileWords, period: FilePeriod): string =>
  fileName(say('files.reportCards'), [periodInFileName(say, period)], 'pdf');

/** A classroom's sheet, "relevé-6e-A-trimestre-1.xlsx" (made by the client). */
export const marksheetFileName = (say: FileWords, classroom: string, period: FilePeriod): string =>
  fileName(say('files.marksheet'), [classroom, periodInFileName(say, period)], 'xlsx');

/**
 * The guardians' letter, "avis-de-sanction-ATANGANA-Brenda-Consigne-2026-10-16-en.pdf": in the
 * user's words, ending with the letter's own language (fr or en), which may not be the user's.
 */
export const sanctionNoticeFileName = (
  say: FileWords,
  sanction: { studentName: string; typeName: string; date: string },
  lang: string,
): string => fileName(say('files.sanctionNotice'), [sanction.studentName, sanction.typeName, sanction.date, lang], 'pdf');

/** A payment's receipt (or a reversal's), "reçu-2026-2027-000128-NGONO-Marie.pdf". */
export const receiptFileName = (say: FileWords, payment: { receiptLabel: string; studentName: string }): string =>
  fileName(say('files.receipt'), [payment.receiptLabel, payment.studentName], 'pdf');

/** Student cards: a classroom's, "cartes-6e-A.pdf", or one student's, "carte-NGONO-Marie-6e-A.pdf". */
export const studentCardsFileName = (say: FileWords, classroom: string | undefined, student?: string): string =>
  student === undefined
    ? fileName(say('studentCards.fileName'), [classroom], 'pdf')
    : fileName(say('studentCards.fileNameOne'), [student, classroom], 'pdf');

/** A student list export, "élèves-6e-A-2026-09-01.csv": the classroom or level chosen, if any, and the day. */
export const studentsFileName = (say: FileWords, place: string | undefined, day: string, format: SpreadsheetFormat): string =>
  fileName(say('files.students'), [place, day], format);

/** The students in arrears, "impayés-6e-A-2026-11-25.pdf": the classroom, else the level, else the school year, and the day. */
export const arrearsFileName = (say: FileWords, scope: string | undefined, asOf: string | undefined, format: 'pdf' | 'xlsx'): string =>
  fileName(say('finance.arrears.fileName'), [scope, asOf], format);

/** The day's journal, "journal-de-caisse-2026-11-25.pdf", or one cashier's, "journal-de-caisse-Paul-Essomba-2026-11-25.pdf". */
export const journalFileName = (say: FileWords, date: string, cashier: string | null | undefined, format: 'pdf' | 'xlsx'): string =>
  fileName(say('files.journal'), [cashier, date], format);

/** A cash session's close report, "clôture-de-caisse-Aïcha-Mbarga-2026-11-25.pdf": the cashier and the day it was opened. */
export const sessionCloseFileName = (say: FileWords, session: { cashierName: string; openedAt: string }, format: 'pdf' | 'xlsx'): string =>
  fileName(say('files.sessionClose'), [session.cashierName, session.openedAt.slice(0, 10)], format);

/** The demographic return, "effectifs-2026-2027-6e-6e-A.xlsx": the year, and the level and classroom when one was chosen. */
export const demographicsFileName = (
  say: FileWords,
  place: { year?: string; level?: string; classroom?: string },
  format: 'pdf' | 'xlsx',
): string => fileName(say('statistics.demographics.fileName'), [place.year, place.level, place.classroom], format);

/** A part-time teacher's statement, "état-de-vacation-Amadou-Bello-2026-11.pdf". */
export const statementFileName = (say: FileWords, teacherName: string, month: string, format: 'pdf' | 'xlsx'): string =>
  fileName(say('presence.statements.files.statement'), [teacherName, month], format);

/** A month's statements in one PDF, "états-de-vacation-2026-11.pdf". */
export const monthStatementsFileName = (say: FileWords, month: string): string =>
  fileName(say('presence.statements.files.month'), [month], 'pdf');

/** The teachers' presence over a period, "présence-des-enseignants-2026-11-01-2026-11-30.xlsx". */
export const presenceStatsFileName = (say: FileWords, from: string, to: string): string =>
  fileName(say('presence.stats.fileName'), [from, to], 'xlsx');

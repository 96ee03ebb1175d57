/**
 * Reading a timetable file (contract/timetableImport.ts): which column holds which field, and the
 * cells as offices write them. A weekday may be written in any of the app's languages, whole or
 * abbreviated (lundi, lun., Montag, 星期一); a time part by its name or its start time, typed as
 * text (07:30, 7h30) or as a spreadsheet time. What the words mean is matched here; whether the
 * classroom, time part or course exists is the server's to check.
 */
import { TIMETABLE_IMPORT_FIELDS, type TimetableImportField } from '../contract/timetableImport';
import { LANGUAGES, WEEKDAYS, type Weekday } from '../enums';
import { unneutralise } from '../spreadsheetCells';
import { matchColumns, normaliseHeader } from '../students/importRows';

/** Header spellings no catalogue holds: the field names and what offices write by habit. */
const ALIASES: Record<TimetableImportField, string[]> = {
  classroom: ['classroom', 'class', 'classe', 'salle'],
  weekday: ['weekday', 'day', 'jour', 'dayofweek', 'jourdelasemaine'],
  timePart: ['timepart', 'time', 'period', 'heure', 'horaire', 'creneau', 'tranchehoraire'],
  course: ['course', 'subject', 'matiere', 'cours', 'coursecode', 'code'],
};

export interface TimetableColumns {
  /** For each column index: the field it holds, or null when unknown (or a second column of a field). */
  columns: (TimetableImportField | null)[];
  unknown: string[];
  /** Fields no column holds. */
  missing: TimetableImportField[];
}

/** `headers` per field: the catalogues' column names of every language. */
export function mapTimetableColumns(
  headers: readonly string[],
  words: Partial<Record<TimetableImportField, readonly string[]>> = {},
): TimetableColumns {
  const lookup = new Map<string, TimetableImportField>();
  for (const field of TIMETABLE_IMPORT_FIELDS)
    for (const alias of [...ALIASES[field], ...(words[field] ?? [])]) lookup.set(normaliseHeader(alias), field);
  const { columns, unknown } = matchColumns(headers, lookup);
  return { columns, unknown, missing: TIMETABLE_IMPORT_FIELDS.filter((field) => !columns.includes(field)) };
}

/** The Intl locale of each language the app speaks. */
const localeOf = (language: string) => (language === 'zh-CHS' ? 'zh-Hans' : language);

let weekdays: Map<string, Weekday> | undefined;

/**
 * Every way of writing a weekday, normalised: the codes, and the long and short names of the app's
 * languages as Intl writes them. A word two days share would be ambiguous, so it is left out.
 */
export function weekdayWords(): Map<string, Weekday> {
  if (weekdays) return weekdays;
  const found = new Map<string, Weekday | null>();
  const add = (word: string, day: Weekday) => {
    const key = normaliseHeader(word);
    if (!key) return;
    const before = found.get(key);
    found.set(key, before === undefined || before === day ? day : null);
  };
  WEEKDAYS.forEach((day, index) => {
    add(day, day);
    // 2024-01-07 was a Sunday: the week that follows runs in WEEKDAYS order.
    const date = new Date(Date.UTC(2024, 0, 7 + index));
    for (const language of LANGUAGES)
      for (const weekday of ['long', 'short'] as const)
        add(new Intl.DateTimeFormat(localeOf(language), { weekday, timeZone: 'UTC' }).format(date), day);
  });
  weekdays = new Map([...found].filter((entry): entry is [string, Weekday] => entry[1] !== null));
  return weekdays;
}

export const readWeekday = (text: string): Weekday | undefined => weekdayWords().get(normaliseHeader(text));

const pad = (hours: string | number) => String(hours).padStart(2, '0');

/** A time of day from a spreadsheet: a fraction of a day (0.3125), or a Date whose UTC clock is the time. */
function spreadsheetTime(cell: number | Date): string | undefined {
  if (cell instanceof Date) {
    if (Number.isNaN(cell.getTime())) return undefined;
    return `${pad(cell.getUTCHours())}:${pad(cell.getUTCMinutes())}`;
  }
  if (cell < 0 || cell >= 1) return undefined;
  const minutes = Math.round(cell * 24 * 60);
  return `${pad(Math.floor(minutes / 60))}:${pad(minutes % 60)}`;
}

/** A cell as text: trimmed, an export's guarding apostrophe taken off, a spreadsheet time written 07:30. */
export function cellText(cell: unknown, field?: TimetableImportField): string {
  if (cell === null || cell === undefined) return '';
  if (field === 'timePart' && (typeof cell === 'number' || cell instanceof Date)) {
    const time = spreadsheetTime(cell);
    if (time) return time;
  }
  if (cell instanceof Date) return Number.isNaN(cell.getTime()) ? '' : cell.toISOString().slice(0, 10);
  return unneutralise(String(cell).trim()).trim();
}

/**
 * A time part's name or start as compared: each time written 07:30 (7h30, 7.30, 07:30:00 alike),
 * dashes made one, spaces and case dropped. "7h30 – 8h25" matches the time part "07:30-08:25".
 */
export const timeKey = (text: string): string =>
  text
    .replace(/(\d{1,2})\s*[:hH.]\s*(\d{2})(?::\d{2})?/g, (_whole, hours: string, minutes: string) => `${pad(hours)}:${minutes}`)
    .replace(/[\u2010-\u2015\u2212]/g, '-')
    .replace(/\s+/g, '')
    .toLowerCase();

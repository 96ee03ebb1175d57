import { latenessMax } from '../../../../domain/attendance/lateness';
import { LATENESS_MAX_MINUTES, type RollCallBody, type RollCallRow } from '../../../../domain/contract/absences';
import type { AttendanceStatus } from '../../../../domain/enums';

/**
 * What the taker sees and sets for a student. "Late" is no status of the spec: it is a present
 * student with lateness minutes, so it gets its own mark here and becomes `present` plus minutes
 * in the body. Rattrapage and draft come only from the discipline office: shown and kept, never set
 * by a key.
 */
export type Mark = 'present' | 'absent' | 'late' | 'permission' | 'rattrapage' | 'draft';

/** The marks a key sets, in the legend's order. */
export const KEYED_MARKS = ['present', 'absent', 'late', 'permission'] as const satisfies readonly Mark[];

export interface Entry {
  mark: Mark;
  /** Lateness as typed; only read while late (or for a rattrapage or draft line that had some). */
  minutes: string;
}

export type Entries = Readonly<Record<number, Entry>>;

export const PRESENT: Entry = Object.freeze({ mark: 'present', minutes: '' });

/** The entry of a row as the server has it. */
export function entryOf(row: Pick<RollCallRow, 'status' | 'latenessMinutes'>): Entry {
  const minutes = row.latenessMinutes > 0 ? String(row.latenessMinutes) : '';
  if (row.status === 'present') return row.latenessMinutes > 0 ? { mark: 'late', minutes } : PRESENT;
  return { mark: row.status, minutes: row.status === 'absent' || row.status === 'permission' ? '' : minutes };
}

export function entriesOf(rows: readonly Pick<RollCallRow, 'studentId' | 'status' | 'latenessMinutes'>[]): Record<number, Entry> {
  return Object.fromEntries(rows.map((row) => [row.studentId, entryOf(row)]));
}

/** The most lateness a time part allows (the server's rule): its length, and never more than a school day. */
export const maxLatenessOf = (durationHours: number) => Math.min(LATENESS_MAX_MINUTES, latenessMax(durationHours));

export type MinutesProblem = 'required' | 'notWhole' | 'tooMany';
export type ParsedMinutes = { ok: true; value: number } | { ok: false; problem: MinutesProblem };

/** Lateness minutes as typed: a whole number from 1 (late means some minutes) to the time part's length. */
export function parseMinutes(text: string, max: number): ParsedMinutes {
  const trimmed = text.trim();
  if (trimmed === '') return { ok: false, problem: 'required' };
  if (!/^\d+$/.test(trimmed)) return { ok: false, problem: 'notWhole' };
  const value = Number(trimmed);
  if (value < 1) return { ok: false, problem: 'required' };
  if (value > max) return { ok: false, problem: 'tooMany' };
  return { ok: true, value };
}

/** What is wrong with an entry, if anything: only a lateness can be. */
export function problemOf(entry: Entry, max: number): MinutesProblem | null {
  if (entry.mark !== 'late') return null;
  const parsed = parseMinutes(entry.minutes, max);
  return parsed.ok ? null : parsed.problem;
}

/** The minutes an entry sends: a lateness's, or those a rattrapage or draft line already had. */
function latenessOf(entry: Entry): number {
  if (entry.mark === 'absent' || entry.mark === 'permission' || entry.mark === 'present') return 0;
  const value = Number(entry.minutes.trim());
  return Number.isInteger(value) && value > 0 ? value : 0;
}

/** The status and lateness an entry stands for. */
export function lineOf(entry: Entry): { status: AttendanceStatus; latenessMinutes: number } {
  return { status: entry.mark === 'late' ? 'present' : entry.mark, latenessMinutes: latenessOf(entry) };
}

/** Whether two entries stand for the same line ("05" and "5" minutes are one lateness). */
export function sameEntry(a: Entry, b: Entry): boolean {
  if (a.mark !== b.mark) return false;
  if (a.mark === 'late') return a.minutes.trim() === b.minutes.trim() || (latenessOf(a) > 0 && latenessOf(a) === latenessOf(b));
  return latenessOf(a) === latenessOf(b);
}

/**
 * The save's body: the exceptions only, in the list's order. The server counts a student not
 * listed as present and removes a line it held for them, so sixty students on a slow line travel
 * as the handful who are not simply there.
 */
export function rollCallBodyOf(rows: readonly Pick<RollCallRow, 'studentId'>[], entries: Entries): RollCallBody {
  const lines: RollCallBody['lines'] = [];
  for (const { studentId } of rows) {
    const entry = entries[studentId] ?? PRESENT;
    if (entry.mark === 'present') continue;
    lines.push({ studentId, ...lineOf(entry) });
  }
  return { lines };
}

export interface RollCallCounts {
  /** Present and on time. */
  present: number;
  absent: number;
  late: number;
  permission: number;
  /** Rattrapage and draft lines, which only the discipline office sets. */
  other: number;
}

/** One figure per mark, each student counted once: they add up to the class. */
export function countsOf(rows: readonly Pick<RollCallRow, 'studentId'>[], entries: Entries): RollCallCounts {
  const counts: RollCallCounts = { present: 0, absent: 0, late: 0, permission: 0, other: 0 };
  for (const { studentId } of rows) {
    const { mark } = entries[studentId] ?? PRESENT;
    if (mark === 'rattrapage' || mark === 'draft') counts.other += 1;
    else counts[mark] += 1;
  }
  return counts;
}

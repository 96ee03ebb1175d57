/**
 * The dates of a school year's periods, for what is counted by date rather than by sequence
 * (absences, sanctions). Until the school year carries its sequences' dates, its days are shared
 * evenly among the six sequences (docs/decisions.md, "Absence periods"); trimesters follow the
 * level's trimester map, LMD terms are the two halves of the year.
 * Periods are written `sequence-2`, `trimester-1`, `term-2`, `annual` or a month `2026-10`.
 */
import { SEQUENCES } from '../grading/secondary';

export interface DateRange {
  /** Inclusive, `YYYY-MM-DD`. */
  from: string;
  to: string;
}

export type AbsencePeriod =
  { type: 'sequence' | 'trimester' | 'term'; number: number } | { type: 'annual' } | { type: 'month'; month: string };

const DAY = 86_400_000;
const toDay = (date: string): number => Date.parse(`${date}T00:00:00Z`) / DAY;
const fromDay = (day: number): string => new Date(day * DAY).toISOString().slice(0, 10);

/** The pattern a period parameter must match (the server's validation and the docs use it). */
export const ABSENCE_PERIOD_PATTERN = /^(annual|(sequence)-[1-6]|(trimester)-[1-6]|(term)-[12]|\d{4}-(0[1-9]|1[0-2]))$/;

export function parseAbsencePeriod(text: string): AbsencePeriod | null {
  if (!ABSENCE_PERIOD_PATTERN.test(text)) return null;
  if (text === 'annual') return { type: 'annual' };
  const [head, tail] = text.split('-');
  if (head === 'sequence' || head === 'trimester' || head === 'term') return { type: head, number: Number(tail) };
  return { type: 'month', month: text };
}

/** The six sequences' dates: consecutive, together the whole year, the first ones a day longer when the days do not share evenly. */
export function sequenceRanges(year: DateRange): DateRange[] {
  const start = toDay(year.from);
  const days = toDay(year.to) - start + 1;
  const base = Math.floor(days / SEQUENCES.length);
  const longer = days % SEQUENCES.length;
  let next = start;
  return SEQUENCES.map((_, index) => {
    const length = base + (index < longer ? 1 : 0);
    const range = { from: fromDay(next), to: fromDay(next + Math.max(length, 1) - 1) };
    next += length;
    return range;
  });
}

/** The sequence (1 to 6) a date falls in, or null outside the year. */
export function sequenceOfDate(date: string, year: DateRange): number | null {
  if (date < year.from || date > year.to) return null;
  const index = sequenceRanges(year).findIndex((range) => date >= range.from && date <= range.to);
  return index < 0 ? null : index + 1;
}

/** The trimester (1-based, in `trimesters`' order) a date falls in, or null. */
export function trimesterOfDate(date: string, year: DateRange, trimesters: readonly (readonly number[])[]): number | null {
  const sequence = sequenceOfDate(date, year);
  if (sequence === null) return null;
  const index = trimesters.findIndex((sequences) => sequences.includes(sequence));
  return index < 0 ? null : index + 1;
}

/** The dates from the first of these sequences' start to the last one's end. */
export function sequencesRange(year: DateRange, members: readonly number[]): DateRange | null {
  const sequences = sequenceRanges(year);
  const ranges = members.map((sequence) => sequences[sequence - 1]).filter((range): range is DateRange => range !== undefined);
  if (!ranges.length) return null;
  return {
    from: ranges.map((r) => r.from).sort()[0]!,
    to: ranges
      .map((r) => r.to)
      .sort()
      .at(-1)!,
  };
}

/**
 * The dates a period covers within the year, or null when the period does not exist in it (a
 * trimester the map lacks, a month outside the year). A trimester spans from its first sequence's
 * start to its last one's end.
 */
export function periodRange(period: AbsencePeriod, year: DateRange, trimesters: readonly (readonly number[])[]): DateRange | null {
  const sequences = sequenceRanges(year);
  switch (period.type) {
    case 'annual':
      return { ...year };
    case 'sequence':
      return sequences[period.number - 1] ?? null;
    case 'trimester':
      return sequencesRange(year, trimesters[period.number - 1] ?? []);
    case 'term':
      // An LMD semester is half of the year: the dates of the first three sequences, or the last three.
      return sequencesRange(year, period.number === 1 ? [1, 2, 3] : [4, 5, 6]);
    case 'month': {
      const [y, m] = period.month.split('-').map(Number);
      const from = period.month + '-01';
      const to = fromDay(Date.UTC(y!, m!, 1) / DAY - 1);
      const range = { from: from < year.from ? year.from : from, to: to > year.to ? year.to : to };
      return range.from <= range.to ? range : null;
    }
  }
}

import { mean, round2 } from '../../../domain/grading/numbers';
import { MARK_MAX } from '../../../domain/grading/secondary';

/** The distribution's bands, [from, to): the last one also holds 20. */
export const MARK_BANDS: readonly (readonly [number, number])[] = [
  [0, 5],
  [5, 8],
  [8, 10],
  [10, 12],
  [12, 14],
  [14, 16],
  [16, 20],
];

export interface MarkStats {
  entered: number;
  /** Rounded to two decimals, as the sheets show it; null without marks. */
  average: number | null;
  below: number;
  atOrAbove: number;
  /** Marks per band, in MARK_BANDS order. */
  bands: number[];
}

const inBand = (value: number, [from, to]: readonly [number, number]) =>
  value >= from && (value < to || (to === MARK_MAX && value === MARK_MAX));

/** What the summary shows of the valid marks typed so far. */
export function markStats(values: readonly number[], passMark: number): MarkStats {
  const average = mean(values);
  return {
    entered: values.length,
    average: average === null ? null : round2(average),
    below: values.filter((value) => value < passMark).length,
    atOrAbove: values.filter((value) => value >= passMark).length,
    bands: MARK_BANDS.map((band) => values.filter((value) => inBand(value, band)).length),
  };
}

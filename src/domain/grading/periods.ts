/**
 * The periods a report card or a statistic is asked for, as one type and a number:
 * sequence 1-6, trimester 1-n (mapped to sequences by the level's trimester map), term 1-2 (LMD)
 * and annual (period 0). The sheets keep their own addresses; these serve the calls that take
 * `{periodType}/{period}`.
 */
import type { Period } from './secondary';

export const SECONDARY_PERIOD_TYPES = ['sequence', 'trimester', 'annual'] as const;
export const LMD_PERIOD_TYPES = ['term', 'annual'] as const;
export const PERIOD_TYPES = ['sequence', 'trimester', 'term', 'annual'] as const;
export type PeriodType = (typeof PERIOD_TYPES)[number];

/** The largest `period` number each type accepts (annual takes 0 only). */
const HIGHEST: Record<PeriodType, number> = { sequence: 6, trimester: 6, term: 2, annual: 0 };
const LOWEST: Record<PeriodType, number> = { sequence: 1, trimester: 1, term: 1, annual: 0 };

/** Whether `period` is a number that `periodType` can take at all (before any level's map). */
export const isPeriodInRange = (periodType: PeriodType, period: number): boolean =>
  Number.isInteger(period) && period >= LOWEST[periodType] && period <= HIGHEST[periodType];

/**
 * A secondary period for a level whose trimesters are `trimesters`; null when the type is LMD's or
 * the trimester does not exist in that level's map.
 */
export function secondaryPeriodOf(periodType: PeriodType, period: number, trimesters: readonly (readonly number[])[]): Period | null {
  if (!isPeriodInRange(periodType, period)) return null;
  if (periodType === 'sequence') return { type: 'sequence', sequence: period };
  if (periodType === 'annual') return { type: 'annual' };
  if (periodType === 'trimester') {
    const sequences = trimesters[period - 1];
    return sequences ? { type: 'trimester', sequences } : null;
  }
  return null;
}

/** The LMD term (1, 2, or 3 for the year); null for a secondary type. */
export function lmdTermOf(periodType: PeriodType, period: number): 1 | 2 | 3 | null {
  if (!isPeriodInRange(periodType, period)) return null;
  if (periodType === 'annual') return 3;
  if (periodType === 'term') return period as 1 | 2;
  return null;
}

/** Bands of the distribution of averages, each from its lower bound up to the next (the last includes 20). */
export const AVERAGE_BANDS = [0, 5, 8, 10, 12, 14, 16] as const;

/** How many averages fall in each of AVERAGE_BANDS. */
export function distributionOf(averages: readonly number[]): number[] {
  const counts = AVERAGE_BANDS.map(() => 0);
  for (const average of averages) {
    let band = AVERAGE_BANDS.length - 1;
    while (band > 0 && average < AVERAGE_BANDS[band]) band--;
    counts[band]++;
  }
  return counts;
}

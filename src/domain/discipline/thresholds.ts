/**
 * Conduct thresholds (domain.md, "Attendance and discipline"): unjustified absence hours plus
 * consigne hours over a trimester suggest a conduct sanction, for the discipline master to confirm.
 * Pure: the server lists the suggestions, the client explains them.
 */
import { parseNumber } from '../options';

/** The default bands, in hours: option `discipline_threshold_hours` overrides them. */
export const DEFAULT_THRESHOLD_HOURS = [6, 10, 15, 20, 25, 30] as const;

/**
 * What each band suggests, in the order of the bands: the code of a sanction type (the demo school's
 * codes: avertissement conduite, blâme conduite, exclusion temporaire, conseil de discipline) and
 * its days. A school that renames a code is told so when it confirms (409), never given another type.
 */
export const THRESHOLD_SANCTIONS: readonly { code: string; days: number | null }[] = [
  { code: 'AVC', days: null },
  { code: 'BLC', days: null },
  { code: 'EXT', days: 3 },
  { code: 'EXT', days: 5 },
  { code: 'EXT', days: 8 },
  { code: 'CD', days: null },
];

/**
 * The bands from the option's items: positive numbers in increasing order, at most as many as
 * there are sanctions to suggest. A list that is not so is not used: a wrong setting must not
 * suggest an exclusion for an hour's absence.
 */
export function thresholdBands(items: readonly string[]): readonly number[] {
  const hours = items.map((item) => parseNumber(item, false));
  const valid =
    hours.length > 0 &&
    hours.length <= THRESHOLD_SANCTIONS.length &&
    hours.every((value, index) => value !== null && value > 0 && (index === 0 || value > hours[index - 1]!));
  return valid ? (hours as number[]) : DEFAULT_THRESHOLD_HOURS;
}

/**
 * The band (its index in `bands`) to suggest for a student who has `hours` this trimester, or null.
 * Only the highest band reached is suggested, and never one at or below a band already suggested
 * that trimester (confirmed or dismissed): each band is put to the discipline master once.
 */
export function suggestedBand(hours: number, bands: readonly number[], alreadySuggested: readonly number[]): number | null {
  let reached = -1;
  bands.forEach((threshold, index) => {
    if (hours >= threshold) reached = index;
  });
  if (reached < 0) return null;
  const highestSuggested = alreadySuggested.length ? Math.max(...alreadySuggested) : -1;
  return reached > highestSuggested ? reached : null;
}

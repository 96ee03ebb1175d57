/**
 * Rounding and ranking shared by every sheet. Averages are kept in full precision and rounded
 * only to be shown and ranked.
 */

/**
 * Half-up to two decimals, as a school rounds by hand: 12.345 gives 12.35 even though the binary
 * value of 12.345 is slightly below it (the product by 100 is cleaned to 9 significant decimals).
 */
export function round2(value: number): number {
  return Math.round(Number((value * 100).toFixed(9))) / 100;
}

/** The mean of the values, or null when there are none. */
export function mean(values: readonly number[]): number | null {
  return values.length ? values.reduce((sum, value) => sum + value, 0) / values.length : null;
}

/** sum(value x weight) / sum(weights), or null when nothing weighs. */
export function weightedMean(items: readonly { value: number; weight: number }[]): number | null {
  const weights = items.reduce((sum, item) => sum + item.weight, 0);
  return weights > 0 ? items.reduce((sum, item) => sum + item.value * item.weight, 0) / weights : null;
}

export interface Placing {
  rank: number;
  /** Another ranked entry has the same score. */
  exAequo: boolean;
}

/**
 * Standard competition ranking, highest first, on scores as given (round them first): ties share
 * a rank and the next rank skips ("1, 2, 2 ex, 4"). Entries without a score get no placing.
 */
export function competitionRanks<K>(scores: ReadonlyMap<K, number | null>): Map<K, Placing> {
  const ranked = [...scores].filter((entry): entry is [K, number] => entry[1] !== null);
  const sorted = ranked.map(([, score]) => score).sort((a, b) => b - a);
  const counts = new Map<number, number>();
  for (const score of sorted) counts.set(score, (counts.get(score) ?? 0) + 1);
  const firstIndex = new Map<number, number>();
  sorted.forEach((score, index) => {
    if (!firstIndex.has(score)) firstIndex.set(score, index);
  });
  return new Map(ranked.map(([key, score]) => [key, { rank: firstIndex.get(score)! + 1, exAequo: counts.get(score)! > 1 }]));
}

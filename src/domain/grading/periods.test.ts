import { AVERAGE_BANDS, distributionOf, isPeriodInRange, lmdTermOf, secondaryPeriodOf } from './periods';
import { DEFAULT_TRIMESTERS } from './secondary';

describe('isPeriodInRange', () => {
  it('takes sequences 1-6, trimesters 1-6, terms 1-2 and annual 0 only', () => {
    expect([0, 1, 6, 7].map((period) => isPeriodInRange('sequence', period))).toEqual([false, true, true, false]);
    expect([0, 1, 3, 6, 7].map((period) => isPeriodInRange('trimester', period))).toEqual([false, true, true, true, false]);
    expect([0, 1, 2, 3].map((period) => isPeriodInRange('term', period))).toEqual([false, true, true, false]);
    expect([-1, 0, 1].map((period) => isPeriodInRange('annual', period))).toEqual([false, true, false]);
  });

  it('refuses what is not an integer', () => {
    expect(isPeriodInRange('sequence', 1.5)).toBe(false);
    expect(isPeriodInRange('sequence', Number.NaN)).toBe(false);
    expect(isPeriodInRange('annual', Number.POSITIVE_INFINITY)).toBe(false);
  });
});

describe('secondaryPeriodOf', () => {
  const twoTrimesters = [
    [1, 2, 3],
    [4, 5, 6],
  ];

  it('gives a sequence, the year, or a trimester through the level map', () => {
    expect(secondaryPeriodOf('sequence', 4, DEFAULT_TRIMESTERS)).toEqual({ type: 'sequence', sequence: 4 });
    expect(secondaryPeriodOf('annual', 0, DEFAULT_TRIMESTERS)).toEqual({ type: 'annual' });
    expect(secondaryPeriodOf('trimester', 2, DEFAULT_TRIMESTERS)).toEqual({ type: 'trimester', sequences: [3, 4] });
    expect(secondaryPeriodOf('trimester', 2, twoTrimesters)).toEqual({ type: 'trimester', sequences: [4, 5, 6] });
  });

  it('is null for a trimester the map lacks, a period out of range or an LMD type', () => {
    expect(secondaryPeriodOf('trimester', 3, twoTrimesters)).toBeNull();
    expect(secondaryPeriodOf('trimester', 0, DEFAULT_TRIMESTERS)).toBeNull();
    expect(secondaryPeriodOf('sequence', 7, DEFAULT_TRIMESTERS)).toBeNull();
    expect(secondaryPeriodOf('annual', 1, DEFAULT_TRIMESTERS)).toBeNull();
    expect(secondaryPeriodOf('term', 1, DEFAULT_TRIMESTERS)).toBeNull();
  });
});

describe('lmdTermOf', () => {
  it('gives the term, 3 for the year, and null for secondary types or out of range', () => {
    expect(lmdTermOf('term', 1)).toBe(1);
    expect(lmdTermOf('term', 2)).toBe(2);
    expect(lmdTermOf('annual', 0)).toBe(3);
    expect(lmdTermOf('term', 3)).toBeNull();
    expect(lmdTermOf('term', 0)).toBeNull();
    expect(lmdTermOf('annual', 1)).toBeNull();
    expect(lmdTermOf('sequence', 1)).toBeNull();
    expect(lmdTermOf('trimester', 1)).toBeNull();
  });
});

describe('distributionOf', () => {
  it('counts each average in the band that starts at or below it', () => {
    expect(AVERAGE_BANDS).toEqual([0, 5, 8, 10, 12, 14, 16]);
    expect(distributionOf([4.99])).toEqual([1, 0, 0, 0, 0, 0, 0]);
    expect(distributionOf([5])).toEqual([0, 1, 0, 0, 0, 0, 0]);
    expect(distributionOf([16])).toEqual([0, 0, 0, 0, 0, 0, 1]);
    expect(distributionOf([20])).toEqual([0, 0, 0, 0, 0, 0, 1]);
    expect(distributionOf([0, 7.99, 8, 9.99, 10, 11.99, 12, 13.99, 14, 15.99])).toEqual([1, 1, 2, 2, 2, 2, 0]);
  });

  it('gives zeros without averages', () => {
    expect(distributionOf([])).toEqual([0, 0, 0, 0, 0, 0, 0]);
  });
});

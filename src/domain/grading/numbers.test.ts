import { competitionRanks, mean, round2, weightedMean } from './numbers';

describe('round2', () => {
  it('rounds half up at two decimals, whatever the binary value says', () => {
    expect(round2(12.345)).toBe(12.35);
    expect(round2(1.005)).toBe(1.01);
    expect(round2(12.344999)).toBe(12.34);
    expect(round2(10 / 3)).toBe(3.33);
    expect(round2(20 / 3)).toBe(6.67);
    expect(round2(14)).toBe(14);
  });
});

describe('means', () => {
  it('leave out nothing and say null when there is nothing', () => {
    expect(mean([10, 12, 17])).toBe(13);
    expect(mean([])).toBeNull();
    expect(
      weightedMean([
        { value: 10, weight: 4 },
        { value: 16, weight: 2 },
      ]),
    ).toBe(12);
    expect(weightedMean([{ value: 10, weight: 0 }])).toBeNull();
  });
});

describe('competitionRanks', () => {
  it('gives ties the same rank and skips the next ("1, 2, 2 ex, 4")', () => {
    const ranks = competitionRanks(
      new Map([
        ['a', 15],
        ['b', 12.5],
        ['c', 12.5],
        ['d', 9],
        ['e', null],
      ]),
    );
    expect(ranks.get('a')).toEqual({ rank: 1, exAequo: false });
    expect(ranks.get('b')).toEqual({ rank: 2, exAequo: true });
    expect(ranks.get('c')).toEqual({ rank: 2, exAequo: true });
    expect(ranks.get('d')).toEqual({ rank: 4, exAequo: false });
    expect(ranks.has('e')).toBe(false);
  });
});

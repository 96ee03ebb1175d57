import { DEFAULT_TRIMESTERS } from '../grading/secondary';
import { parseAbsencePeriod, periodRange, sequenceOfDate, sequenceRanges, trimesterOfDate } from './calendar';

const year = { from: '2026-09-07', to: '2027-06-30' };

describe('sequenceRanges', () => {
  it('shares the year among six consecutive sequences', () => {
    const ranges = sequenceRanges(year);
    expect(ranges).toHaveLength(6);
    expect(ranges[0]!.from).toBe(year.from);
    expect(ranges[5]!.to).toBe(year.to);
    for (let i = 1; i < 6; i++) {
      const previousEnd = new Date(`${ranges[i - 1]!.to}T00:00:00Z`).getTime();
      expect(new Date(`${ranges[i]!.from}T00:00:00Z`).getTime() - previousEnd).toBe(86_400_000);
    }
  });

  it('places a date in its sequence and trimester, and nowhere outside the year', () => {
    expect(sequenceOfDate('2026-09-07', year)).toBe(1);
    expect(sequenceOfDate('2027-06-30', year)).toBe(6);
    expect(sequenceOfDate('2026-09-06', year)).toBeNull();
    expect(trimesterOfDate('2027-01-15', year, DEFAULT_TRIMESTERS)).toBe(2);
    expect(trimesterOfDate('2027-07-01', year, DEFAULT_TRIMESTERS)).toBeNull();
  });
});

describe('periods', () => {
  it('reads the documented forms and nothing else', () => {
    expect(parseAbsencePeriod('sequence-2')).toEqual({ type: 'sequence', number: 2 });
    expect(parseAbsencePeriod('trimester-1')).toEqual({ type: 'trimester', number: 1 });
    expect(parseAbsencePeriod('term-2')).toEqual({ type: 'term', number: 2 });
    expect(parseAbsencePeriod('annual')).toEqual({ type: 'annual' });
    expect(parseAbsencePeriod('2026-10')).toEqual({ type: 'month', month: '2026-10' });
    for (const bad of ['sequence-7', 'trimester-0', 'term-3', '2026-13', 'annual ', 'all', '']) expect(parseAbsencePeriod(bad)).toBeNull();
  });

  it('gives each period its dates within the year', () => {
    const trimester = periodRange({ type: 'trimester', number: 2 }, year, DEFAULT_TRIMESTERS)!;
    const sequences = sequenceRanges(year);
    expect(trimester).toEqual({ from: sequences[2]!.from, to: sequences[3]!.to });
    expect(periodRange({ type: 'annual' }, year, DEFAULT_TRIMESTERS)).toEqual(year);
    expect(periodRange({ type: 'month', month: '2026-09' }, year, DEFAULT_TRIMESTERS)).toEqual({ from: '2026-09-07', to: '2026-09-30' });
    expect(periodRange({ type: 'month', month: '2027-02' }, year, DEFAULT_TRIMESTERS)).toEqual({ from: '2027-02-01', to: '2027-02-28' });
    expect(periodRange({ type: 'month', month: '2027-08' }, year, DEFAULT_TRIMESTERS)).toBeNull();
    expect(periodRange({ type: 'trimester', number: 4 }, year, DEFAULT_TRIMESTERS)).toBeNull();
    const first = periodRange({ type: 'term', number: 1 }, year, DEFAULT_TRIMESTERS)!;
    const second = periodRange({ type: 'term', number: 2 }, year, DEFAULT_TRIMESTERS)!;
    expect(first.from).toBe(year.from);
    expect(second.to).toBe(year.to);
    expect(first.to < second.from).toBe(true);
  });
});

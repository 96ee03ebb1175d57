import { DEFAULT_TRIMESTERS } from '../grading/secondary';
import { parseAbsencePeriod, periodRange, sequenceOfDate, sequenceRanges, sequencesRange, trimesterOfDate } from './calendar';

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

  it('gives the extra days to the first sequences and places each sequence’s first and last day in it', () => {
    // 297 days: 49 each and three left over, so sequences 1 to 3 have 50 days.
    const ranges = sequenceRanges(year);
    expect(ranges.slice(0, 3).map((range) => range.to)).toEqual(['2026-10-26', '2026-12-15', '2027-02-03']);
    ranges.forEach((range, index) => {
      expect(sequenceOfDate(range.from, year)).toBe(index + 1);
      expect(sequenceOfDate(range.to, year)).toBe(index + 1);
    });
    expect(sequenceOfDate('2027-07-01', year)).toBeNull();
  });

  it('places no date after the year in a sequence, even in a year too short to share', () => {
    // Three days for six sequences: the last three are empty, and the day after the year is in none.
    const short = { from: '2026-09-07', to: '2026-09-09' };
    expect(sequenceOfDate('2026-09-09', short)).toBe(3);
    expect(sequenceOfDate('2026-09-10', short)).toBeNull();
  });

  it('places a date in the trimester of the level’s map that holds its sequence, or in none', () => {
    const sequences = sequenceRanges(year);
    expect(trimesterOfDate(sequences[0]!.from, year, DEFAULT_TRIMESTERS)).toBe(1);
    expect(trimesterOfDate(sequences[5]!.to, year, DEFAULT_TRIMESTERS)).toBe(3);
    // A map of two trimesters that leaves the sixth sequence out.
    expect(
      trimesterOfDate(sequences[5]!.from, year, [
        [1, 2, 3],
        [4, 5],
      ]),
    ).toBeNull();
  });
});

describe('periods', () => {
  it('reads the documented forms and nothing else', () => {
    expect(parseAbsencePeriod('sequence-2')).toEqual({ type: 'sequence', number: 2 });
    expect(parseAbsencePeriod('trimester-1')).toEqual({ type: 'trimester', number: 1 });
    expect(parseAbsencePeriod('term-2')).toEqual({ type: 'term', number: 2 });
    expect(parseAbsencePeriod('annual')).toEqual({ type: 'annual' });
    expect(parseAbsencePeriod('2026-10')).toEqual({ type: 'month', month: '2026-10' });
    expect(parseAbsencePeriod('2026-01')).toEqual({ type: 'month', month: '2026-01' });
    expect(parseAbsencePeriod('sequence-6')).toEqual({ type: 'sequence', number: 6 });
    expect(parseAbsencePeriod('trimester-3')).toEqual({ type: 'trimester', number: 3 });
    expect(parseAbsencePeriod('term-1')).toEqual({ type: 'term', number: 1 });
    const bad = ['sequence-7', 'sequence-0', 'trimester-0', 'trimester-7', 'term-3', 'term-0', '2026-13', '2026-00', '2026-1'];
    bad.push('202-10', '20266-10', 'abcd-10', '2026-1a', 'annual ', ' annual', 'xsequence-2', 'term-1x', 'sequence-', 'all', '');
    for (const text of bad) expect(parseAbsencePeriod(text)).toBeNull();
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
    expect(first).toEqual({ from: year.from, to: sequences[2]!.to });
    expect(second).toEqual({ from: sequences[3]!.from, to: year.to });
  });

  it('gives a sequence its own dates, and none to a sequence the year lacks', () => {
    const sequences = sequenceRanges(year);
    expect(periodRange({ type: 'sequence', number: 1 }, year, DEFAULT_TRIMESTERS)).toEqual(sequences[0]);
    expect(periodRange({ type: 'sequence', number: 6 }, year, DEFAULT_TRIMESTERS)).toEqual(sequences[5]);
    expect(periodRange({ type: 'sequence', number: 7 }, year, DEFAULT_TRIMESTERS)).toBeNull();
  });

  it('cuts a month at the end of a year that stops within it, and keeps a month the year touches for one day', () => {
    const shortYear = { from: '2026-09-07', to: '2027-06-18' };
    expect(periodRange({ type: 'month', month: '2027-06' }, shortYear, DEFAULT_TRIMESTERS)).toEqual({
      from: '2027-06-01',
      to: '2027-06-18',
    });
    expect(periodRange({ type: 'month', month: '2026-08' }, shortYear, DEFAULT_TRIMESTERS)).toBeNull();
    const oneDay = { from: '2026-09-30', to: '2027-07-01' };
    expect(periodRange({ type: 'month', month: '2026-09' }, oneDay, DEFAULT_TRIMESTERS)).toEqual({ from: '2026-09-30', to: '2026-09-30' });
    expect(periodRange({ type: 'month', month: '2027-07' }, oneDay, DEFAULT_TRIMESTERS)).toEqual({ from: '2027-07-01', to: '2027-07-01' });
  });

  it('spans sequences from the earliest start to the latest end, whatever order the map lists them in', () => {
    const sequences = sequenceRanges(year);
    expect(sequencesRange(year, [4, 3])).toEqual({ from: sequences[2]!.from, to: sequences[3]!.to });
    expect(sequencesRange(year, [2, 7])).toEqual(sequences[1]);
    expect(sequencesRange(year, [7])).toBeNull();
    expect(
      periodRange({ type: 'trimester', number: 1 }, year, [
        [2, 1],
        [3, 4],
        [5, 6],
      ]),
    ).toEqual({ from: year.from, to: sequences[1]!.to });
  });
});

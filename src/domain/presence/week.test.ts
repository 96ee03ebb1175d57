import { addDays, daysBetween, MONTH_PATTERN, monthRange, overlap, weekdayCounts, weekdayOf } from './week';

describe('presence calendar', () => {
  it('names the weekday of a date whatever the time zone', () => {
    expect(weekdayOf('2026-11-23')).toBe('mon');
    expect(weekdayOf('2026-11-29')).toBe('sun');
    expect(weekdayOf('2024-02-29')).toBe('thu');
  });

  it('counts each weekday of a range, both ends included', () => {
    // Monday 2 November to Sunday 15 November 2026: two of each.
    expect(weekdayCounts('2026-11-02', '2026-11-15')).toEqual({ sun: 2, mon: 2, tue: 2, wed: 2, thu: 2, fri: 2, sat: 2 });
    // Friday to Monday: one Friday, Saturday, Sunday and Monday.
    expect(weekdayCounts('2026-11-06', '2026-11-09')).toEqual({ sun: 1, mon: 1, tue: 0, wed: 0, thu: 0, fri: 1, sat: 1 });
    expect(weekdayCounts('2026-11-09', '2026-11-08')).toEqual({ sun: 0, mon: 0, tue: 0, wed: 0, thu: 0, fri: 0, sat: 0 });
  });

  it('counts the days beyond whole weeks from the first weekday of the range, wrapping past Saturday', () => {
    // Thursday 5 to Tuesday 17 November 2026: one week and six days, Thursday to Tuesday twice and no second Wednesday.
    expect(weekdayCounts('2026-11-05', '2026-11-17')).toStrictEqual({ sun: 2, mon: 2, tue: 2, wed: 1, thu: 2, fri: 2, sat: 2 });
    // A single day counts once.
    expect(weekdayCounts('2026-11-11', '2026-11-11')).toStrictEqual({ sun: 0, mon: 0, tue: 0, wed: 1, thu: 0, fri: 0, sat: 0 });
  });

  it('counts days and moves by days across months and leap years', () => {
    expect(daysBetween('2026-09-01', '2026-09-30')).toBe(30);
    expect(daysBetween('2026-09-02', '2026-09-01')).toBe(0);
    expect(daysBetween('2026-09-01', '2026-09-01')).toBe(1);
    expect(daysBetween('2028-02-01', '2028-03-01')).toBe(30);
    expect(addDays('2028-02-28', 1)).toBe('2028-02-29');
    expect(addDays('2026-12-31', 1)).toBe('2027-01-01');
    expect(addDays('2027-03-01', -1)).toBe('2027-02-28');
  });

  it('gives a month its first and last days', () => {
    expect(monthRange('2026-02')).toEqual({ from: '2026-02-01', to: '2026-02-28' });
    expect(monthRange('2028-02')).toEqual({ from: '2028-02-01', to: '2028-02-29' });
    expect(monthRange('2026-12')).toEqual({ from: '2026-12-01', to: '2026-12-31' });
  });

  it('intersects two ranges', () => {
    expect(overlap({ from: '2026-09-01', to: '2026-12-20' }, { from: '2026-11-01', to: '2027-01-31' })).toEqual({
      from: '2026-11-01',
      to: '2026-12-20',
    });
    expect(overlap({ from: '2026-09-01', to: '2026-09-30' }, { from: '2026-10-01', to: '2026-10-31' })).toBeNull();
  });

  it('intersects two ranges whichever comes first, down to a single shared day', () => {
    expect(overlap({ from: '2026-11-01', to: '2027-01-31' }, { from: '2026-09-01', to: '2026-12-20' })).toEqual({
      from: '2026-11-01',
      to: '2026-12-20',
    });
    expect(overlap({ from: '2026-09-01', to: '2026-09-30' }, { from: '2026-09-10', to: '2026-09-12' })).toEqual({
      from: '2026-09-10',
      to: '2026-09-12',
    });
    expect(overlap({ from: '2026-09-01', to: '2026-09-30' }, { from: '2026-09-30', to: '2026-10-31' })).toEqual({
      from: '2026-09-30',
      to: '2026-09-30',
    });
  });

  it('accepts a month written YYYY-MM and nothing else', () => {
    for (const month of ['2026-01', '2026-09', '2026-10', '2026-12']) expect(MONTH_PATTERN.test(month)).toBe(true);
    for (const bad of [
      '2026-00',
      '2026-13',
      '2026-1',
      '2026-9',
      '202-10',
      '20266-10',
      'x2026-10',
      '2026-10x',
      '2026/10',
      'abcd-10',
      '2026-1a',
      '',
    ])
      expect(MONTH_PATTERN.test(bad)).toBe(false);
  });
});

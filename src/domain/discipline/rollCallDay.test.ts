import { DEFAULT_SCHOOL_DAYS, rollCallDayProblem } from './rollCallDay';

describe('rollCallDayProblem', () => {
  const week = ['mon', 'tue', 'wed', 'thu', 'fri'] as const;

  it('refuses a day after today', () => {
    expect(rollCallDayProblem('2027-03-12', '2026-11-27', week)).toBe('errors.rollCallFutureDate');
    expect(rollCallDayProblem('2026-11-28', '2026-11-27', DEFAULT_SCHOOL_DAYS)).toBe('errors.rollCallFutureDate');
  });

  it('refuses a weekday without lessons', () => {
    expect(rollCallDayProblem('2026-09-20', '2026-11-27', week)).toBe('errors.rollCallNoLessons'); // a Sunday
    expect(rollCallDayProblem('2026-11-21', '2026-11-27', week)).toBe('errors.rollCallNoLessons'); // a Saturday
    expect(rollCallDayProblem('2026-09-20', '2026-11-27', DEFAULT_SCHOOL_DAYS)).toBe('errors.rollCallNoLessons');
  });

  it('takes today and the school days before it', () => {
    expect(rollCallDayProblem('2026-11-27', '2026-11-27', week)).toBeNull(); // a Friday
    expect(rollCallDayProblem('2026-09-14', '2026-11-27', week)).toBeNull(); // a Monday
    expect(rollCallDayProblem('2026-11-21', '2026-11-27', DEFAULT_SCHOOL_DAYS)).toBeNull(); // a Saturday
  });

  it('takes every day from Monday to Saturday when no timetable says otherwise, never Sunday', () => {
    const days = ['2026-11-16', '2026-11-17', '2026-11-18', '2026-11-19', '2026-11-20', '2026-11-21', '2026-11-22'];
    expect(days.map((date) => rollCallDayProblem(date, '2026-11-27', DEFAULT_SCHOOL_DAYS))).toEqual([
      null,
      null,
      null,
      null,
      null,
      null,
      'errors.rollCallNoLessons',
    ]);
  });
});

import { lineAmount, presenceFigures, statementTotal, sumFigures } from './figures';

const none = { scheduledHours: 0, recorded: {}, rollCallHours: 0, replacingHours: 0 };

describe('presence figures', () => {
  it('counts late as present, leaves cancelled classes out of what was expected and rates the checked hours', () => {
    const figures = presenceFigures({
      scheduledHours: 20,
      recorded: {
        present: { hours: 12, count: 12, lateMinutes: 0 },
        late: { hours: 2, count: 2, lateMinutes: 25 },
        absent: { hours: 3, count: 3, lateMinutes: 0 },
        replaced: { hours: 1, count: 1, lateMinutes: 0 },
        cancelled: { hours: 2, count: 2, lateMinutes: 0 },
      },
      rollCallHours: 0,
      replacingHours: 4,
    });
    expect(figures).toEqual({
      expectedHours: 18,
      presentHours: 14,
      absentHours: 3,
      lateCount: 2,
      lateMinutes: 25,
      replacedHours: 1,
      replacingHours: 4,
      cancelledHours: 2,
      uncheckedHours: 0,
      taughtHours: 18,
      rate: 0.7778,
    });
  });

  it('takes a roll call as presence and leaves what nobody checked unchecked, neither present nor absent', () => {
    const figures = presenceFigures({
      ...none,
      scheduledHours: 10,
      recorded: { absent: { hours: 1, count: 1, lateMinutes: 0 } },
      rollCallHours: 3,
    });
    expect(figures.presentHours).toBe(3);
    expect(figures.uncheckedHours).toBe(6);
    expect(figures.rate).toBe(0.75);
    expect(figures.taughtHours).toBe(3);
  });

  it('has no rate when nothing was checked, and never a negative unchecked count', () => {
    expect(presenceFigures({ ...none, scheduledHours: 5 }).rate).toBeNull();
    // Records of slots the timetable no longer holds.
    expect(
      presenceFigures({ ...none, scheduledHours: 1, recorded: { present: { hours: 3, count: 3, lateMinutes: 0 } } }).uncheckedHours,
    ).toBe(0);
  });

  it('adds teachers up and recomputes the rate from the sums', () => {
    const a = presenceFigures({ ...none, scheduledHours: 10, recorded: { present: { hours: 10, count: 10, lateMinutes: 0 } } });
    const b = presenceFigures({ ...none, scheduledHours: 30, recorded: { absent: { hours: 30, count: 30, lateMinutes: 0 } } });
    const total = sumFigures([a, b]);
    expect(total.expectedHours).toBe(40);
    expect(total.rate).toBe(0.25);
    expect(sumFigures([]).rate).toBeNull();
  });

  it('adds up every figure on its own, and rates present hours against present, absent and replaced ones', () => {
    const row = (base: number) => ({
      expectedHours: base + 1,
      presentHours: base + 2,
      absentHours: base + 3,
      lateCount: base + 4,
      lateMinutes: base + 5,
      replacedHours: base + 6,
      replacingHours: base + 7,
      cancelledHours: base + 8,
      uncheckedHours: base + 9,
      taughtHours: base + 10,
      rate: null,
    });
    expect(sumFigures([row(0), row(10)])).toEqual({
      expectedHours: 12,
      presentHours: 14,
      absentHours: 16,
      lateCount: 18,
      lateMinutes: 20,
      replacedHours: 22,
      replacingHours: 24,
      cancelledHours: 26,
      uncheckedHours: 28,
      taughtHours: 30,
      rate: Math.round((14 / (14 + 16 + 22)) * 10_000) / 10_000,
    });
  });

  it('pays each line its hours at the rate, rounded to the unit, and totals the lines as printed', () => {
    expect(lineAmount(12.5, 2_500)).toBe(31_250);
    expect(lineAmount(1 / 3, 1_000)).toBe(333);
    // Three lines of a third of an hour: 333 each, 999 in all, not the 1,000 of one hour.
    expect(statementTotal([lineAmount(1 / 3, 1_000), lineAmount(1 / 3, 1_000), lineAmount(1 / 3, 1_000), 500, -200])).toBe(1_299);
  });
});

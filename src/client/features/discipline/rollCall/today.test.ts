import { currentTimePart, localDate, localTime } from './today';

describe('the roll call defaults', () => {
  it("writes the device's date and time", () => {
    const now = new Date(2026, 9, 2, 7, 5);
    expect(localDate(now)).toBe('2026-10-02');
    expect(localTime(now)).toBe('07:05');
  });

  it('picks the time part under way, its end excluded', () => {
    const parts = [
      { id: 1, startsAt: '07:30', endsAt: '08:25' },
      { id: 2, startsAt: '08:25', endsAt: '09:20' },
    ];
    expect(currentTimePart(parts, '07:30')?.id).toBe(1);
    expect(currentTimePart(parts, '08:25')?.id).toBe(2);
    expect(currentTimePart(parts, '07:29')).toBeUndefined();
    expect(currentTimePart(parts, '12:00')).toBeUndefined();
  });
});

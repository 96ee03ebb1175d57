import { renderHook } from '@testing-library/react';
import { dayOrNull, today, useToday } from './today';

describe('today', () => {
  it("writes the device's date", () => {
    expect(today(new Date(2026, 9, 2, 23, 59))).toBe('2026-10-02');
  });

  it('takes a day from the address only when it is one', () => {
    expect(dayOrNull('2026-11-23')).toBe('2026-11-23');
    expect(dayOrNull('2026-13-45')).toBeNull();
    expect(dayOrNull('23/11/2026')).toBeNull();
    expect(dayOrNull(null)).toBeNull();
  });

  it('keeps the day the screen opened on', () => {
    jest.useFakeTimers({ now: new Date(2026, 10, 23, 23, 59, 59) });
    try {
      const { result, rerender } = renderHook(() => useToday());
      expect(result.current).toBe('2026-11-23');
      jest.setSystemTime(new Date(2026, 10, 24, 0, 0, 1));
      rerender();
      expect(result.current).toBe('2026-11-23');
    } finally {
      jest.useRealTimers();
    }
  });
});

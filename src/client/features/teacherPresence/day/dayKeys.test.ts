import { statusOfKey } from './dayKeys';

describe("the day's keys", () => {
  it('reads one letter per status, in either case', () => {
    expect(['p', 'A', 'l', 'R', 'c'].map((key) => statusOfKey(key))).toEqual(['present', 'absent', 'late', 'replaced', 'cancelled']);
    expect(statusOfKey('x')).toBeNull();
    expect(statusOfKey('Enter', 'Enter')).toBeNull();
  });

  it('reads the physical key on a keyboard of another script, and the typed letter on AZERTY', () => {
    expect(statusOfKey('ش', 'KeyA')).toBe('absent');
    expect(statusOfKey('ب', 'KeyF')).toBeNull();
    // AZERTY types a where QWERTY has Q: the letter typed decides.
    expect(statusOfKey('a', 'KeyQ')).toBe('absent');
    expect(statusOfKey('1', 'Digit1')).toBeNull();
  });
});

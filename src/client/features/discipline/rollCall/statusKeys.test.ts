import { markOfKey } from './statusKeys';

describe('the roll call keys', () => {
  it('reads the same letters in French and English, either case', () => {
    expect(markOfKey('a', 'KeyA')).toBe('absent');
    expect(markOfKey('A', 'KeyA')).toBe('absent');
    expect(markOfKey('r', 'KeyR')).toBe('late');
    expect(markOfKey('l', 'KeyL')).toBe('late');
    expect(markOfKey('p', 'KeyP')).toBe('permission');
    expect(markOfKey(' ', 'Space')).toBe('present');
    expect(markOfKey('Delete', 'Delete')).toBe('present');
    expect(markOfKey('Backspace', 'Backspace')).toBe('present');
  });

  it('reads the letter typed on an AZERTY keyboard, not the QWERTY key it sits on', () => {
    // AZERTY's A is where QWERTY has Q, and its Q where QWERTY has A.
    expect(markOfKey('a', 'KeyQ')).toBe('absent');
    expect(markOfKey('q', 'KeyA')).toBeNull();
  });

  it('falls back to the physical key when the keyboard types another script', () => {
    expect(markOfKey('ش', 'KeyA')).toBe('absent');
    expect(markOfKey('ح', 'KeyP')).toBe('permission');
    expect(markOfKey('Unidentified', 'KeyR')).toBe('late');
  });

  it('ignores every other key', () => {
    for (const [key, code] of [
      ['x', 'KeyX'],
      ['5', 'Digit5'],
      ['Enter', 'Enter'],
      ['ArrowDown', 'ArrowDown'],
      ['Tab', 'Tab'],
      ['ت', 'KeyJ'],
    ]) {
      expect(markOfKey(key, code)).toBeNull();
    }
  });
});

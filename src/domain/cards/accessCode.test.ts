import { ACCESS_CODE_ALPHABET, ACCESS_CODE_BITS, accessCodeFrom, groupAccessCode, isAccessCode, normaliseAccessCode } from './accessCode';

const randomBytes = (size: number) => crypto.getRandomValues(new Uint8Array(size));

describe('access codes', () => {
  it('use an alphabet without the characters people confuse', () => {
    for (const confusing of '01OIL') expect(ACCESS_CODE_ALPHABET).not.toContain(confusing);
    expect(new Set(ACCESS_CODE_ALPHABET).size).toBe(ACCESS_CODE_ALPHABET.length);
  });

  it('are at least 10 characters and about 50 bits or more', () => {
    const code = accessCodeFrom((size) => randomBytes(size));
    expect(code.length).toBeGreaterThanOrEqual(10);
    expect(isAccessCode(code)).toBe(true);
    expect(ACCESS_CODE_BITS).toBeGreaterThan(50);
  });

  it('take every character of the alphabet about equally often', () => {
    const counts = new Map<string, number>();
    for (let i = 0; i < 2000; i++)
      for (const character of accessCodeFrom((size) => randomBytes(size))) counts.set(character, (counts.get(character) ?? 0) + 1);
    const expected = (2000 * 12) / ACCESS_CODE_ALPHABET.length;
    expect(counts.size).toBe(ACCESS_CODE_ALPHABET.length);
    for (const count of counts.values()) expect(Math.abs(count - expected)).toBeLessThan(expected * 0.25);
  });

  it('skip the bytes that would favour the first characters', () => {
    // 248 and above are refused; 0, 31 and 62 all give the first character.
    const bytes = [255, 248, 0, 31, 62, 1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12, 13, 14, 15, 16, 17, 18, 19];
    expect(accessCodeFrom((size) => Uint8Array.from(bytes.slice(0, size)))).toBe('2223456789AB');
  });

  it('read what a person typed, in groups or lower case', () => {
    expect(normaliseAccessCode(' abcd-efgh jkmn ')).toBe('ABCDEFGHJKMN');
    expect(isAccessCode('ABCDEFGHJKMN')).toBe(true);
    expect(isAccessCode('ABCDEFGHJKM0')).toBe(false);
    expect(isAccessCode('ABCDEFGHJKM')).toBe(false);
    expect(groupAccessCode('ABCDEFGHJKMN')).toBe('ABCD-EFGH-JKMN');
  });
});

/**
 * Access codes (domain.md, "Access codes, student cards, public page"): random, unguessable, and
 * easy to read off a card and type on a phone. The alphabet has no 0/O, 1/I/L; twelve characters
 * of 31 give 31^12 ≈ 7.9 × 10^17 codes, 59 bits.
 */
export const ACCESS_CODE_ALPHABET = '23456789ABCDEFGHJKMNPQRSTUVWXYZ';
export const ACCESS_CODE_LENGTH = 12;
/** The code's bits of entropy: log2(31^12). */
export const ACCESS_CODE_BITS = ACCESS_CODE_LENGTH * Math.log2(ACCESS_CODE_ALPHABET.length);

const VALID = new RegExp(`^[${ACCESS_CODE_ALPHABET}]{${ACCESS_CODE_LENGTH}}$`);

/** What a person typed, as a code: capitals, without the spaces and dashes a card groups it with. */
export const normaliseAccessCode = (typed: string): string => typed.toUpperCase().replace(/[\s-]/g, '');

export const isAccessCode = (code: string): boolean => VALID.test(code);

/** Printed in three groups of four, as a card shows it: "ABCD-EFGH-JKMN". */
export const groupAccessCode = (code: string): string => code.replace(/(.{4})(?=.)/g, '$1-');

/**
 * A code from random bytes, by rejection sampling so every character is equally likely: a byte is
 * used only when it is below the largest multiple of the alphabet's size (248 for 31).
 */
export function accessCodeFrom(randomBytes: (size: number) => Uint8Array): string {
  const size = ACCESS_CODE_ALPHABET.length;
  const limit = 256 - (256 % size);
  let code = '';
  while (code.length < ACCESS_CODE_LENGTH)
    for (const byte of randomBytes(ACCESS_CODE_LENGTH * 2)) {
      if (byte >= limit) continue;
      code += ACCESS_CODE_ALPHABET[byte % size];
      if (code.length === ACCESS_CODE_LENGTH) break;
    }
  return code;
}

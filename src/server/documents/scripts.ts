/**
 * Which of the documents' three font families writes a character: Noto Sans for Latin (and Greek
 * and Cyrillic), Noto Sans Arabic for Persian, Urdu and Arabic, Noto Sans SC for Chinese. Spaces,
 * digits and punctuation belong to no family: they go with the text around them.
 */
export type Script = 'latin' | 'arabic' | 'cjk';

const ARABIC: readonly [number, number][] = [
  [0x0600, 0x06ff],
  [0x0750, 0x077f],
  [0x08a0, 0x08ff],
  [0xfb50, 0xfdff],
  [0xfe70, 0xfeff],
];

const CJK: readonly [number, number][] = [
  [0x2e80, 0x2fdf],
  [0x3000, 0x303f],
  [0x3040, 0x30ff],
  [0x3100, 0x312f],
  [0x31a0, 0x31ff],
  [0x3200, 0x33ff],
  [0x3400, 0x4dbf],
  [0x4e00, 0x9fff],
  [0xf900, 0xfaff],
  [0xfe30, 0xfe4f],
  [0xff00, 0xffef],
  [0x20000, 0x2fa1f],
];

const within = (ranges: readonly [number, number][], codePoint: number) =>
  ranges.some(([first, last]) => codePoint >= first && codePoint <= last);

/** ASCII spaces, digits and punctuation, the no-break spaces and the general punctuation block (joiners included). */
function isNeutral(codePoint: number): boolean {
  if (codePoint < 0x80) return !((codePoint >= 0x41 && codePoint <= 0x5a) || (codePoint >= 0x61 && codePoint <= 0x7a));
  return codePoint === 0xa0 || (codePoint >= 0x2000 && codePoint <= 0x206f);
}

/** The family that writes the character, or null for one that takes the family of the text around it. */
export function scriptOf(codePoint: number): Script | null {
  if (codePoint < 0x80 || isNeutral(codePoint)) return isNeutral(codePoint) ? null : 'latin';
  if (within(ARABIC, codePoint)) {
    // Arabic-script digits and separators are letters of the Arabic font but neutral to the
    // reading order; they still need the Arabic font's glyphs.
    return 'arabic';
  }
  if (within(CJK, codePoint)) return 'cjk';
  return 'latin';
}

/** Letters written right to left (Arabic script, Hebrew): the text they are in is shaped right to left. */
export function hasRightToLeftLetter(text: string): boolean {
  return /[\u0590-\u05ff\u0620-\u064a\u066e-\u06d3\u06d5\u06fa-\u06ff\u0750-\u077f\u08a0-\u08ff\ufb1d-\ufdff\ufe70-\ufefc]/.test(text);
}

/**
 * The name of every file the app hands to the user (report cards, sheets, student lists, the import
 * template): what it holds, in the user's language, safe on Windows, macOS and Linux alike.
 */

export type FileNamePart = string | number | null | undefined;

/** What Windows refuses in a name (/ is refused everywhere, : by macOS's Finder). */
const RESERVED = /[\\/:*?"<>|]/g;
/**
 * Controls and invisible format characters (direction marks, byte-order marks, soft hyphens, lone
 * surrogates, private use), but not the joiners U+200C and U+200D, which Persian and Urdu words need
 * ("کارنامه‌ها" is one word only with its non-joiner).
 */
const INVISIBLE = /(?![\u200c\u200d])[\p{Cc}\p{Cf}\p{Cs}\p{Co}]/gu;
const SPACES = /[\s\p{Z}]+/gu;
/** Windows' device names, refused as a name whatever follows the dot. */
const DEVICE = /^(con|prn|aux|nul|com[0-9¹²³]|lpt[0-9¹²³])$/i;
/**
 * Room for the browser's " (1)" and for file systems counting UTF-8 bytes (255 on Linux): Persian
 * letters take two bytes, Chinese three.
 */
const MAX_BYTES = 200;

const bytes = (text: string) => new TextEncoder().encode(text).length;

/** One part: spaces (tabs, line breaks) as dashes, reserved and invisible characters out, no dash or dot at either end. */
function cleanPart(part: FileNamePart): string {
  if (part === null || part === undefined) return '';
  return String(part)
    .normalize('NFC')
    .replace(SPACES, ' ')
    .replace(INVISIBLE, '')
    .replace(RESERVED, ' ')
    .replace(SPACES, '-')
    .replace(/-{2,}/g, '-')
    .replace(/^[-.]+|[-.]+$/g, '');
}

/** Whole characters (a letter with its accents stays whole) while the text fits in `max` bytes. */
function cut(text: string, max: number): string {
  if (bytes(text) <= max) return text;
  const segments =
    typeof Intl.Segmenter === 'function'
      ? Array.from(new Intl.Segmenter(undefined, { granularity: 'grapheme' }).segment(text), (item) => item.segment)
      : Array.from(text);
  let kept = '';
  for (const segment of segments) {
    if (bytes(kept + segment) > max) break;
    kept += segment;
  }
  return kept.replace(/[-.]+$/, '');
}

/**
 * `words` (what the file is, already translated: "bulletins", "成绩单") then the parts it holds
 * (classroom, period, a student's name, a date), joined by dashes, with the extension. Letters of
 * every script and their accents are kept as they are.
 *
 *     fileName('bulletins', ['6e A', 'trimestre 1'], 'pdf') === 'bulletins-6e-A-trimestre-1.pdf'
 */
export function fileName(words: string, parts: readonly FileNamePart[], extension: string): string {
  const suffix = `.${extension.replace(/[^A-Za-z0-9]/g, '').toLowerCase()}`;
  let base = [words, ...parts].map(cleanPart).filter(Boolean).join('-');
  base = cut(base, MAX_BYTES - bytes(suffix)) || '_';
  if (DEVICE.test(base)) base = `${base}_`;
  return `${base}${suffix}`;
}

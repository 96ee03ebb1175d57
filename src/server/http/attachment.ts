/**
 * The headers of a file the server hands over: `Content-Disposition: attachment` with the file's
 * name, the one the screens give it (domain/fileNames.ts), so a file saved from the API or by
 * "Save link as" is named for what it holds (decisions.md, "Files in the user's language").
 */

/** A file and the name it is saved under. */
export interface NamedFile {
  name: string;
  bytes: Buffer;
}

/** Letters NFKD does not take apart, written as Latin readers spell them without the mark. */
const LATIN_LETTERS: Record<string, string> = {
  ß: 'ss',
  æ: 'ae',
  Æ: 'AE',
  œ: 'oe',
  Œ: 'OE',
  ø: 'o',
  Ø: 'O',
  ł: 'l',
  Ł: 'L',
  đ: 'd',
  Đ: 'D',
  ð: 'd',
  Ð: 'D',
  þ: 'th',
  Þ: 'Th',
};

/**
 * The name for a client that reads only `filename`: accents dropped ("élèves" → "eleves"), every
 * other character outside printable ASCII, and the quote and backslash a quoted string would
 * read, as one `_` a run. Controls (CR and LF above all) never reach the header.
 */
export function asciiFileName(name: string): string {
  const ascii = name
    .normalize('NFKD')
    .replace(/\p{M}/gu, '')
    .replace(/[ßæÆœŒøØłŁđĐðÐþÞ]/g, (letter) => LATIN_LETTERS[letter])
    .replace(/[^\x20-\x7e]+|["\\]+/g, '_')
    .replace(/_{2,}/g, '_');
  return ascii.trim() || '_';
}

/**
 * RFC 8187 (5987) value characters: letters, digits and `!#$&+-.^_`|~`; everything else, as UTF-8
 * bytes, percent-encoded. encodeURIComponent leaves `'()*` as they are, which the header may not.
 * A lone surrogate, which encodeURIComponent refuses, is written as U+FFFD.
 */
function encodeExtValue(name: string): string {
  return encodeURIComponent(name.replace(/\p{Cs}/gu, '\ufffd')).replace(
    /['()*]/g,
    (character) => `%${character.charCodeAt(0).toString(16).toUpperCase()}`,
  );
}

/**
 * `attachment; filename="eleves-6e-A.csv"; filename*=UTF-8''%C3%A9l%C3%A8ves-6e-A.csv`: browsers
 * and curl -J take `filename*`, older clients the ASCII `filename`.
 */
export function attachment(name: string): string {
  return `attachment; filename="${asciiFileName(name)}"; filename*=UTF-8''${encodeExtValue(name)}`;
}

/** A file's headers: its type, its name, and never cached (every file holds marks, pay, a family's debts or a school's records). */
export function fileHeaders(contentType: string, name: string): Record<string, string> {
  return { 'Content-Type': contentType, 'Content-Disposition': attachment(name), 'Cache-Control': 'private, no-store' };
}

/**
 * The checks behind glossary.test.ts, as pure functions over plain strings so that each can be
 * shown failing on a small bad catalogue before it is run on the real ones. The rules themselves
 * are written out in glossary.md.
 */
import { parse, TYPE, type MessageFormatElement } from '@formatjs/icu-messageformat-parser';

/** A word a term rules out: everywhere, or only where the English text of the same key matches `whereEn`. */
export interface ForbiddenWord {
  word: string;
  whereEn?: string;
  why?: string;
}

export interface Term {
  meaning: string;
  /** Catalogue keys whose text must contain the approved word, in every language. */
  keys: string[];
  approved: Record<string, string>;
  forbidden?: Record<string, (string | ForbiddenWord)[]>;
  note?: string;
}

export interface Glossary {
  languages: string[];
  register: Record<string, string>;
  terms: Record<string, Term>;
}

/** Flat catalogue: dotted key to ICU message. */
export type Messages = Record<string, string>;

/** Scripts written without spaces between words: a forbidden word there is any substring. */
const WITHOUT_WORD_BOUNDARIES = new Set(['zh-CHS']);

/**
 * Arguments that count things. Outside a plural they may only stand alone as a figure (see
 * `looseCounts`). Bounds (min, max, length), ordinals (number, line, term, rank), a range's ends
 * (from, to), sizes and percentages are values, not counts of a noun, and are left out.
 */
export const COUNT_ARGUMENTS = new Set([
  'count',
  'n',
  'total',
  'remaining',
  'free',
  'capacity',
  'made',
  'done',
  'processed',
  'saved',
  'removed',
  'unchanged',
  'entered',
  'shown',
  'credits',
  'seconds',
  'acquired',
  'attempted',
]);

const LETTER = /[\p{L}\p{M}]/u;
const ONE_WORD = /^\s*[\p{L}\p{M}]+\s*$/u;

/** Lower case, typographic apostrophes and non-breaking spaces made plain: how words are compared. */
const fold = (text: string) =>
  text
    .normalize('NFC')
    .replace(/[\u2019\u02bc]/g, "'")
    .replace(/[\u00a0\u202f]/g, ' ')
    .toLowerCase();

/** As `fold`, and without accents or other combining marks: for "the label contains the word". */
const foldLoose = (text: string) => fold(text).normalize('NFD').replace(/\p{M}/gu, '');

/** The words a reader sees: literal text and plural branches, with each placeholder as a space. */
export function plainText(message: string): string {
  const walk = (elements: MessageFormatElement[]): string =>
    elements
      .map((element) => {
        if (element.type === TYPE.literal) return element.value;
        if (element.type === TYPE.pound) return '#';
        if (element.type === TYPE.plural || element.type === TYPE.select) {
          return Object.values(element.options)
            .map((option) => walk(option.value))
            .join(' ');
        }
        if (element.type === TYPE.tag) return walk(element.children);
        return ' ';
      })
      .join('');
  return walk(parse(message));
}

const escapeRegExp = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/** `word` as a pattern: `*` at either end lets the word go on; elsewhere it must stand as a whole word. */
function wordPattern(word: string, language: string): RegExp {
  const starts = word.startsWith('*');
  const ends = word.endsWith('*');
  const core = escapeRegExp(fold(word.replace(/^\*|\*$/g, '')));
  if (WITHOUT_WORD_BOUNDARIES.has(language)) return new RegExp(core, 'u');
  const before = starts ? '[\\p{L}\\p{M}]*' : '(?<![\\p{L}\\p{M}\\p{N}])';
  const after = ends ? '[\\p{L}\\p{M}]*' : '(?![\\p{L}\\p{M}\\p{N}])';
  return new RegExp(`${before}${core}${after}`, 'u');
}

/** Where a language's messages use a word its glossary rules out: "key: word (term)". */
export function forbiddenUses(glossary: Glossary, language: string, messages: Messages, english: Messages): string[] {
  const rules = Object.entries(glossary.terms).flatMap(([id, term]) =>
    (term.forbidden?.[language] ?? []).map((entry) => {
      const { word, whereEn } = typeof entry === 'string' ? { word: entry, whereEn: undefined } : entry;
      return { id, word, pattern: wordPattern(word, language), where: whereEn ? new RegExp(whereEn, 'i') : null };
    }),
  );
  const found: string[] = [];
  for (const [key, message] of Object.entries(messages)) {
    const text = fold(plainText(message));
    for (const rule of rules) {
      if (rule.where && !rule.where.test(plainText(english[key] ?? ''))) continue;
      if (rule.pattern.test(text)) found.push(`${key}: "${rule.word}" (${rule.id})`);
    }
  }
  return found;
}

/** Keys whose text lacks the approved word of their term: "key: approved (term)". */
export function missingApproved(glossary: Glossary, language: string, messages: Messages): string[] {
  return Object.entries(glossary.terms).flatMap(([id, term]) =>
    term.keys
      .filter((key) => !(key in messages) || !foldLoose(plainText(messages[key])).includes(foldLoose(term.approved[language] ?? '')))
      .map((key) => `${key}: ${term.approved[language]} (${id})`),
  );
}

/** Approved words that two terms share in one language (Save and Archive both "محفوظ کریں"). */
export function sharedApproved(glossary: Glossary): string[] {
  const shared: string[] = [];
  for (const language of glossary.languages) {
    const byWord = new Map<string, string[]>();
    for (const [id, term] of Object.entries(glossary.terms)) {
      const word = fold(term.approved[language] ?? '');
      byWord.set(word, [...(byWord.get(word) ?? []), id]);
    }
    for (const [word, ids] of byWord) if (ids.length > 1) shared.push(`${language} "${word}": ${ids.join(', ')}`);
  }
  return shared;
}

/** Terms that lack an approved word in some language. */
export function incompleteTerms(glossary: Glossary): string[] {
  return Object.entries(glossary.terms).flatMap(([id, term]) =>
    glossary.languages.filter((language) => !term.approved[language]?.trim()).map((language) => `${id}: ${language}`),
  );
}

const isArgument = (element: MessageFormatElement | undefined) =>
  element !== undefined && element.type !== TYPE.literal && element.type !== TYPE.pound;

/** The first or last visible character of a literal, or null when it is only spaces. */
const edge = (text: string, side: 'first' | 'last') => {
  const trimmed = text.trim();
  return trimmed === '' ? null : side === 'first' ? trimmed[0] : trimmed[trimmed.length - 1];
};

/**
 * Count arguments used outside a plural in a way that needs one. A count is fine inside its own
 * plural (`{n, plural, one {# row} other {# rows}}`, with # or {n} in a branch). Elsewhere it must
 * stand alone as a figure: on each side the nearest visible character is not a letter (start or end
 * of the message, punctuation, a symbol, a placeholder: "×{count}", "Rows: {count}.",
 * "({count}/{capacity})"), or a single word leads to another placeholder, the "3 of 4" of a
 * ratio or pager ("{entered} of {total}", "{from}–{to} sur {count}"). "{free} places" and
 * "{count} élèves sur {total}" are refused.
 */
export function looseCounts(message: string): string[] {
  const loose: string[] = [];
  const walk = (elements: MessageFormatElement[], plurals: string[]) => {
    elements.forEach((element, index) => {
      if (element.type === TYPE.plural || element.type === TYPE.select) {
        const inner = element.type === TYPE.plural ? [...plurals, element.value] : plurals;
        for (const option of Object.values(element.options)) walk(option.value, inner);
        return;
      }
      if (element.type === TYPE.tag) return walk(element.children, plurals);
      if (element.type !== TYPE.argument && element.type !== TYPE.number) return;
      if (!COUNT_ARGUMENTS.has(element.value) || plurals.includes(element.value)) return;
      const side = (neighbour: MessageFormatElement | undefined, beyond: MessageFormatElement | undefined, which: 'first' | 'last') => {
        if (neighbour?.type !== TYPE.literal) return true;
        const character = edge(neighbour.value, which);
        if (character === null || !LETTER.test(character)) return true;
        return ONE_WORD.test(neighbour.value) && isArgument(beyond);
      };
      const before = side(elements[index - 1], elements[index - 2], 'last');
      const after = side(elements[index + 1], elements[index + 2], 'first');
      if (!before || !after) loose.push(element.value);
    });
  };
  walk(parse(message), []);
  return loose;
}

const SPACES = new Set(['\u00a0', '\u202f']);
const URL = /[a-z][\w+.-]*:\/\/\S+/gi;

/**
 * French typography in a message's literal text: a non-breaking space (U+00A0 or the narrow
 * U+202F) before : ; ? ! and inside « », not an ordinary space and not none. Times (10:30) and
 * addresses (https://…) are left alone; ICU syntax is not text and is not looked at.
 */
export function frenchSpacing(message: string): string[] {
  const problems: string[] = [];
  const check = (text: string) => {
    const inUrl = new Set<number>();
    for (const match of text.matchAll(URL)) for (let i = match.index; i < match.index + match[0].length; i += 1) inUrl.add(i);
    for (let index = 0; index < text.length; index += 1) {
      const [previous, character, next] = [text[index - 1] ?? '', text[index], text[index + 1] ?? ''];
      if (inUrl.has(index)) continue;
      const shown = `"${text.slice(Math.max(0, index - 12), index + 12)}"`;
      if (':;?!'.includes(character) && !SPACES.has(previous) && !(character === ':' && /\d/.test(previous) && /\d/.test(next))) {
        problems.push(`${shown} needs a non-breaking space before ${character}`);
      }
      if (character === '«' && !SPACES.has(next)) problems.push(`${shown} needs a non-breaking space after «`);
      if (character === '»' && !SPACES.has(previous)) problems.push(`${shown} needs a non-breaking space before »`);
    }
  };
  const walk = (elements: MessageFormatElement[]) => {
    for (const element of elements) {
      if (element.type === TYPE.literal) check(element.value);
      if (element.type === TYPE.plural || element.type === TYPE.select)
        for (const option of Object.values(element.options)) walk(option.value);
      if (element.type === TYPE.tag) walk(element.children);
    }
  };
  walk(parse(message));
  return problems;
}

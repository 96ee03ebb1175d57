/**
 * Server messages in the caller's language, from the same catalogues the client uses
 * (public/assets/i18n). The client names its language in Accept-Language; English is the fallback.
 */
import fs from 'node:fs';
import path from 'node:path';
import { DEFAULT_LANGUAGE, LANGUAGES, type Language } from '../domain/enums';
import { fromRoot } from './projectRoot';

type Catalogue = Record<string, string>;

const catalogues = new Map<Language, Catalogue>();
const directory = fromRoot('public', 'assets', 'i18n');

function flatten(tree: unknown, prefix = '', into: Catalogue = {}): Catalogue {
  if (tree && typeof tree === 'object') {
    for (const [key, value] of Object.entries(tree)) {
      if (typeof value === 'string') into[prefix + key] = value;
      else flatten(value, `${prefix}${key}.`, into);
    }
  }
  return into;
}

function catalogue(language: Language): Catalogue {
  let found = catalogues.get(language);
  if (!found) {
    try {
      found = flatten(JSON.parse(fs.readFileSync(path.join(directory, `${language}.json`), 'utf8')));
    } catch {
      found = {};
    }
    catalogues.set(language, found);
  }
  return found;
}

/** The first supported language of an Accept-Language header ("zh" and its variants mean zh-CHS). */
export function languageOf(header: string | undefined): Language {
  for (const part of (header ?? '').split(',')) {
    const tag = part.split(';')[0].trim().toLowerCase();
    if (!tag) continue;
    const exact = LANGUAGES.find((language) => language.toLowerCase() === tag);
    if (exact) return exact;
    const base = tag.split('-')[0];
    if (base === 'zh') return 'zh-CHS';
    const byBase = LANGUAGES.find((language) => language === base);
    if (byBase) return byBase;
  }
  return DEFAULT_LANGUAGE;
}

/** Formats a catalogue message; placeholders are plain `{name}` (server messages use no plurals). */
export function translate(language: Language, key: string, values: Record<string, string | number> = {}): string {
  const text = catalogue(language)[key] ?? catalogue(DEFAULT_LANGUAGE)[key] ?? key;
  return text.replace(/\{(\w+)\}/g, (whole, name: string) => (name in values ? String(values[name]) : whole));
}

export type Say = (key: string, values?: Record<string, string | number>) => string;

/** Messages in one language, such as a file's name in the caller's (domain/fileNames.ts). */
export const sayIn =
  (language: Language): Say =>
  (key, values) =>
    translate(language, key, values);

/** Messages in the caller's language (Accept-Language), for texts an answer carries (row problems, a failed import). */
export const sayTo =
  (request: { headers: { 'accept-language'?: string } }): Say =>
  (key, values) =>
    translate(languageOf(request.headers['accept-language']), key, values);

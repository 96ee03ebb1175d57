import fs from 'node:fs';
import path from 'node:path';
import type { Language } from '../../domain/enums';
import { flattenCatalogue, type NestedCatalogue } from '../i18n/catalogue';

const directory = path.resolve(__dirname, '../../../public/assets/i18n');

/** A catalogue as stored in public/, read synchronously so a test renders real texts at once. */
export function readNestedCatalogue(language: Language): NestedCatalogue {
  return JSON.parse(fs.readFileSync(path.join(directory, `${language}.json`), 'utf8')) as NestedCatalogue;
}

const cache = new Map<Language, Record<string, string>>();

export function loadCatalogue(language: Language): Record<string, string> {
  let messages = cache.get(language);
  if (!messages) {
    messages = flattenCatalogue(readNestedCatalogue(language)) as Record<string, string>;
    cache.set(language, messages);
  }
  return messages;
}

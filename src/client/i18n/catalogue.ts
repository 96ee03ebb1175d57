import type { IntlConfig } from 'react-intl';
import type { Language } from '../../domain/enums';

/** A catalogue file as stored in public/: nested objects whose leaves are ICU messages. */
export interface NestedCatalogue {
  [key: string]: string | NestedCatalogue;
}

/** What react-intl takes: flat ids to ICU strings, or to their precompiled syntax trees. */
export type Messages = NonNullable<IntlConfig['messages']>;

/**
 * Flattens `{login: {title}}` into `{'login.title': ...}`. The built app fetches catalogues that
 * webpack already flattened and precompiled (arrays are syntax trees, kept as leaves); tests and
 * tools read the nested source.
 */
export function flattenCatalogue(nested: NestedCatalogue | Messages, prefix = ''): Messages {
  const flat: Record<string, unknown> = {};
  for (const [key, value] of Object.entries(nested)) {
    const id = prefix + key;
    if (typeof value === 'string' || Array.isArray(value)) flat[id] = value;
    else Object.assign(flat, flattenCatalogue(value as NestedCatalogue, `${id}.`));
  }
  return flat as Messages;
}

/** Relative URL (spec point 7): the catalogues are served beside the page, whatever its path. */
export const catalogueUrl = (language: Language) => `assets/i18n/${language}.json`;

export async function fetchCatalogue(language: Language): Promise<Messages> {
  const response = await fetch(catalogueUrl(language), { headers: { Accept: 'application/json' } });
  if (!response.ok) throw new Error(`Catalogue ${language} answered ${response.status}`);
  return flattenCatalogue((await response.json()) as NestedCatalogue | Messages);
}

/**
 * Student search as staff type it: first and last name in either order, with or without accents,
 * in any case, whole or in part. A student's names and matricule are kept folded in one text
 * (`search_text`), and each word of the query must be found in it.
 */

/** Lower case without accents (é → e, Ï → i), spaces collapsed: what search compares. */
export function foldForSearch(text: string): string {
  return text.normalize('NFD').replace(/\p{M}/gu, '').toLowerCase().replace(/\s+/g, ' ').trim();
}

/** The text a student is found by: last name, first name and matricule, folded. */
export const studentSearchText = (student: { lastName: string; firstName: string; matricule: string }): string =>
  foldForSearch(`${student.lastName} ${student.firstName} ${student.matricule}`);

/** At most this many words of a query are matched; more add nothing a person would type. */
export const MAX_SEARCH_WORDS = 8;

/** The query's words, folded, each to be found somewhere in a student's search text. */
export const searchWords = (query: string): string[] =>
  [...new Set(foldForSearch(query).split(' ').filter(Boolean))].slice(0, MAX_SEARCH_WORDS);

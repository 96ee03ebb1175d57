/**
 * Matricules the school hands out: the year's two digits, the school's letters, then a running
 * number (`26SC00042`), unique and sortable. Staff may still type one of their own.
 */
export const MATRICULE_SCHOOL_CODE = 'SC';
const DIGITS = 5;

/** The prefix of matricules generated in a school year named `2026-2027`. */
export const matriculePrefix = (schoolYearName: string): string => `${schoolYearName.slice(2, 4)}${MATRICULE_SCHOOL_CODE}`;

/** The matricule after the highest one already given with this prefix (or the first one). */
export function nextMatricule(prefix: string, highest: string | undefined): string {
  const last = highest && highest.startsWith(prefix) ? Number(highest.slice(prefix.length)) : 0;
  const next = (Number.isFinite(last) ? last : 0) + 1;
  return `${prefix}${String(next).padStart(DIGITS, '0')}`;
}

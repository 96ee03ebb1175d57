/**
 * The letterhead official documents carry (issue 28): two blocks of lines the school writes in
 * Tools, such as, in Cameroon, the French block on the left (« République du Cameroun », « Paix –
 * Travail – Patrie », the ministry, the regional delegation) and the English one on the right.
 * Options of type `string`, each line of a block on a line of its own.
 */
export const LETTERHEAD_OPTIONS = ['letterhead_left', 'letterhead_right'] as const;
export type LetterheadOption = (typeof LETTERHEAD_OPTIONS)[number];

/** Lines a block may hold: what a head of page has room for above the school's name. */
export const LETTERHEAD_MAX_LINES = 8;

export const isLetterheadOption = (name: string): name is LetterheadOption => (LETTERHEAD_OPTIONS as readonly string[]).includes(name);

/** A block's lines as printed: each line trimmed, empty ones left out (a blank line is no line). */
export function letterheadLines(value: string | null | undefined): string[] {
  return (value ?? '')
    .split(/\r\n|\r|\n/)
    .map((line) => line.trim())
    .filter((line) => line !== '');
}

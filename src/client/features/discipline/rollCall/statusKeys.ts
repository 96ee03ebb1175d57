import { letterOfKey } from '../../../components/bulkEntry/useGridKeys';
import type { KEYED_MARKS } from './rollCallMarks';

type KeyedMark = (typeof KEYED_MARKS)[number];

/**
 * The letters that set a mark, the same in French and English: A (absent), R (retard) or L (late),
 * P (permission). Space, Delete and Backspace make the student present again.
 */
const LETTERS: Readonly<Record<string, KeyedMark>> = { a: 'absent', r: 'late', l: 'late', p: 'permission' };
const PRESENT_KEYS = new Set([' ', 'Spacebar', 'Delete', 'Backspace']);

/** What the legend shows beside each mark. */
export const KEYS_OF: Readonly<Record<KeyedMark, readonly string[]>> = {
  present: ['Space', 'Del'],
  absent: ['A'],
  late: ['R', 'L'],
  permission: ['P'],
};

/**
 * The mark a key press sets, or null: a Latin letter typed, or on a keyboard that types
 * another script the physical key's (see `letterOfKey`).
 */
export function markOfKey(key: string, code = ''): KeyedMark | null {
  if (PRESENT_KEYS.has(key)) return 'present';
  const letter = letterOfKey(key, code);
  return letter === null ? null : (LETTERS[letter] ?? null);
}

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
 * The mark a key press sets, or null. `key` is the character typed; on a keyboard that types
 * another script (Urdu, Persian, Chinese input) it is no Latin letter, so the physical key (`code`,
 * named after its QWERTY letter) decides instead. An AZERTY keyboard types Latin letters, so its
 * A is read from `key`, wherever the key sits.
 */
export function markOfKey(key: string, code = ''): KeyedMark | null {
  if (PRESENT_KEYS.has(key)) return 'present';
  const typed = key.length === 1 ? key.toLowerCase() : '';
  if (/^[a-z]$/.test(typed)) return LETTERS[typed] ?? null;
  if (typed === '' || /^[\p{L}]$/u.test(typed)) {
    const physical = /^Key([A-Z])$/.exec(code)?.[1]?.toLowerCase();
    return physical ? (LETTERS[physical] ?? null) : null;
  }
  return null;
}

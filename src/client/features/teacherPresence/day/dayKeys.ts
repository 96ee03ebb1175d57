import type { TeacherPresenceStatus } from '../../../../domain/enums';

/** The statuses a key sets, in the legend's order. */
export const KEYED_STATUSES = ['present', 'absent', 'late', 'replaced', 'cancelled'] as const satisfies readonly TeacherPresenceStatus[];

/**
 * One letter per status, the same in French and English: P présent, A absent, L late (en retard),
 * R remplacé, C cancelled (cours annulé).
 */
export const KEY_OF: Readonly<Record<TeacherPresenceStatus, string>> = {
  present: 'P',
  absent: 'A',
  late: 'L',
  replaced: 'R',
  cancelled: 'C',
};
const LETTERS: Readonly<Record<string, TeacherPresenceStatus>> = Object.fromEntries(
  KEYED_STATUSES.map((status) => [KEY_OF[status].toLowerCase(), status]),
);

/** Delete and Backspace put a slot back as it was saved. */
export const RESTORE_KEYS = new Set(['Delete', 'Backspace']);

/**
 * The status a key press sets, or null. `key` is the character typed; on a keyboard that types
 * another script (Urdu, Persian, Chinese input) it is no Latin letter, so the physical key (`code`,
 * named after its QWERTY letter) decides instead. An AZERTY keyboard types Latin letters, so its
 * A is read from `key`, wherever the key sits.
 */
export function statusOfKey(key: string, code = ''): TeacherPresenceStatus | null {
  const typed = key.length === 1 ? key.toLowerCase() : '';
  if (/^[a-z]$/.test(typed)) return LETTERS[typed] ?? null;
  if (typed === '' || /^[\p{L}]$/u.test(typed)) {
    const physical = /^Key([A-Z])$/.exec(code)?.[1]?.toLowerCase();
    return physical ? (LETTERS[physical] ?? null) : null;
  }
  return null;
}

import { letterOfKey } from '../../../components/bulkEntry/useGridKeys';
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
 * The status a key press sets, or null: a Latin letter typed, or on a keyboard that types
 * another script the physical key's (see `letterOfKey`).
 */
export function statusOfKey(key: string, code = ''): TeacherPresenceStatus | null {
  const letter = letterOfKey(key, code);
  return letter === null ? null : (LETTERS[letter] ?? null);
}

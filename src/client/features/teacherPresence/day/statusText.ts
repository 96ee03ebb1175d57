import type { IntlShape } from 'react-intl';
import type { DaySlot } from '../../../../domain/contract/teacherPresences';
import type { ShownStatus } from '../components/StatusIcon';
import type { Entry } from './dayEntries';

/** What a slot shows: present because a roll call was taken in it, as long as nobody marked it otherwise. */
export function shownStatusOf(slot: Pick<DaySlot, 'source' | 'state'>, entry: Entry): ShownStatus {
  return entry.status === 'present' && slot.source === 'rollCall' && slot.state === 'present' ? 'rollCall' : entry.status;
}

/** The status in words, with the minutes of a lateness and the teacher who replaced. */
export function statusText(intl: IntlShape, shown: ShownStatus, entry: Entry, replacementName: string | undefined): string {
  if (shown === 'late' && /^\d+$/.test(entry.minutes.trim()) && Number(entry.minutes) > 0) {
    return intl.formatMessage({ id: 'presence.status.lateMinutes' }, { minutes: Number(entry.minutes) });
  }
  if (shown === 'replaced' && replacementName) return intl.formatMessage({ id: 'presence.status.replacedBy' }, { name: replacementName });
  return intl.formatMessage({ id: `presence.status.${shown}` });
}

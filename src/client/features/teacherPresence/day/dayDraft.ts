import type { DraftFormat } from '../../../components/bulkEntry/useDeviceDraft';
import { SLOT_STATES, type ShowDayMode } from '../../../../domain/contract/teacherPresences';
import type { Entry } from './dayEntries';

/** The part of a day shown: the whole school, or one classroom's or one teacher's part. */
export interface DayView {
  date: string;
  mode: ShowDayMode;
  extra: number | null;
}

const PREFIX = 'presenceDayDraft';

/** One draft per part of a day shown: what was marked over one classroom is not offered over the whole school. */
export const draftKeyOf = ({ date, mode, extra }: DayView) => `${PREFIX}:${date}:${mode}:${extra ?? 'all'}`;

const isEntry = (value: unknown): value is Entry => {
  if (value === null || typeof value !== 'object') return false;
  const entry = value as Entry;
  return (
    (SLOT_STATES as readonly string[]).includes(entry.status) &&
    typeof entry.minutes === 'string' &&
    (entry.replacedById === null || Number.isInteger(entry.replacedById)) &&
    (entry.note === null || typeof entry.note === 'string')
  );
};

/** The day's entries as set on this device, by slot key. */
export const DAY_DRAFT: DraftFormat<Entry> = { field: 'entries', isLine: isEntry };

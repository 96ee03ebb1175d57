import type { DraftFormat } from '../../../components/bulkEntry/useDeviceDraft';
import type { Entry, Mark } from './rollCallMarks';

export interface RollCallSlot {
  classroomId: number;
  date: string;
  timePartId: number;
}

const PREFIX = 'rollCallDraft';
const MARKS: readonly Mark[] = ['present', 'absent', 'late', 'permission', 'rattrapage', 'draft'];

/** One draft per roll call: a classroom, a date and a time part. */
export const draftKeyOf = ({ classroomId, date, timePartId }: RollCallSlot) => `${PREFIX}:${classroomId}:${date}:${timePartId}`;

const isEntry = (value: unknown): value is Entry =>
  value !== null && typeof value === 'object' && MARKS.includes((value as Entry).mark) && typeof (value as Entry).minutes === 'string';

/** The roll call's entries as set on this device, by student id. */
export const ROLL_CALL_DRAFT: DraftFormat<Entry> = { field: 'entries', isLine: isEntry };

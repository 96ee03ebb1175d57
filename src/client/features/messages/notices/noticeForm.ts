import type { BulkNoticeKind, NoticeBatchBody } from '../../../../domain/contract/guardianNotices';
import type { PeriodType } from '../../../../domain/grading/periods';

/** What the new-notice form edits, as text, the way its inputs hold it. */
export interface NoticeFormValues {
  kind: BulkNoticeKind;
  classroomIds: number[];
  levelId: string;
  periodType: PeriodType;
  period: string;
  asOf: string;
  subject: string;
  text: string;
}

export const PERIOD_CHOICES: Record<PeriodType, number[]> = {
  sequence: [1, 2, 3, 4, 5, 6],
  trimester: [1, 2, 3],
  term: [1, 2],
  annual: [0],
};

export const initialValues = (kind: BulkNoticeKind, today: string, text: string): NoticeFormValues => ({
  kind,
  classroomIds: [],
  levelId: '',
  periodType: 'trimester',
  period: '1',
  asOf: today,
  subject: '',
  text,
});

/** The request body: only what the kind uses, so the preview and the send ask the same thing. */
export function bodyOf(values: NoticeFormValues, batchId?: string): NoticeBatchBody {
  return {
    kind: values.kind,
    classroomIds: values.classroomIds,
    ...(values.kind === 'arrears' && values.levelId ? { levelId: Number(values.levelId) } : {}),
    ...(values.kind === 'report-card' ? { periodType: values.periodType, period: Number(values.period) } : {}),
    ...(values.kind === 'arrears' && values.asOf ? { asOf: values.asOf } : {}),
    ...(values.subject.trim() ? { subject: values.subject.trim() } : {}),
    text: values.text,
    channel: 'auto',
    ...(batchId ? { batchId } : {}),
  };
}

/** A fresh id for one confirmed send: the same send repeated (a double click, a retry) queues nothing twice. */
export const newBatchId = (): string =>
  typeof crypto !== 'undefined' && 'randomUUID' in crypto
    ? crypto.randomUUID()
    : `b-${Date.now().toString(36)}-${Math.random().toString(36).slice(2, 10)}`;

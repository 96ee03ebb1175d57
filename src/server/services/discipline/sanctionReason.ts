/**
 * A sanction's reason (issue 26): text typed by hand, or a threshold reached (a confirmed
 * suggestion), kept as data and written in each reader's language: the screen's, the notice's, the
 * guardians' message's. The words are the confirm form's own sentence (the client's catalogue).
 */
import type { Language } from '../../../domain/enums';
import type { SanctionTable } from '../../db/schema';
import { translate } from '../../i18n';

/** A threshold reached, as a confirmed suggestion keeps it (migration 0016). */
export interface ThresholdReason {
  trimester: number;
  thresholdHours: number;
  hours: number;
}

type ReasonColumns = Pick<SanctionTable, 'reason' | 'reason_trimester' | 'reason_threshold_hours' | 'reason_hours'>;

export const thresholdOf = (row: ReasonColumns): ThresholdReason | null =>
  row.reason_trimester === null || row.reason_threshold_hours === null || row.reason_hours === null
    ? null
    : { trimester: Number(row.reason_trimester), thresholdHours: Number(row.reason_threshold_hours), hours: Number(row.reason_hours) };

/** A threshold reason in words, with the sentence the confirm form starts from (the client's catalogue). */
export function thresholdReasonText(reason: ThresholdReason, language: Language): string {
  const number = new Intl.NumberFormat(language === 'zh-CHS' ? 'zh-Hans' : language);
  return translate(language, 'discipline.suggestions.reasonTemplate', {
    hours: number.format(reason.hours),
    trimester: number.format(reason.trimester),
    threshold: number.format(reason.thresholdHours),
  });
}

/** The reason as the reader reads it: a threshold reached written in their language, else the text typed. */
export function reasonText(row: ReasonColumns, language: Language): string {
  const threshold = thresholdOf(row);
  return threshold ? thresholdReasonText(threshold, language) : row.reason;
}

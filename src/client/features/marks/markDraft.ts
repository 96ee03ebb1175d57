import type { DraftFormat } from '../../components/bulkEntry/useDeviceDraft';
import type { MarkTarget } from './useMarkChoices';

const PREFIX = 'marksDraft';

/** One draft per list: a class course's sequence, or its term and evaluation type. */
export function draftKeyOf(target: MarkTarget): string {
  const period = target.system === 'sequence' ? `sequence-${target.sequence}` : `term-${target.term}-${target.type}`;
  return `${PREFIX}:${target.classCourseId}:${period}`;
}

/** The cells as typed on this device, by student id. */
export const MARK_DRAFT: DraftFormat<string> = { field: 'values', isLine: (value): value is string => typeof value === 'string' };

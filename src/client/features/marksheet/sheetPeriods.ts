/**
 * The periods a sheet is asked for, in the report cards' terms (domain/grading/periods.ts):
 * sequence 1-6, trimester 1-n, term 1-2 (LMD) and annual (0). One encoding serves the address,
 * the sheet's endpoint and the report cards' `{periodType}/{period}`.
 */
import type { GradingSystem } from '../../../domain/contract/structure';
import type { PeriodType } from '../../../domain/grading/periods';
import { SEQUENCES } from '../../../domain/grading/secondary';

export interface SheetPeriod {
  type: PeriodType;
  /** 0 for annual. */
  number: number;
}

export const ANNUAL: SheetPeriod = { type: 'annual', number: 0 };
const LMD_TERMS = [1, 2] as const;

/** `sequence-2`, `trimester-1`, `term-1`, `annual`: the period in the address. */
export const periodKey = ({ type, number }: SheetPeriod): string => (type === 'annual' ? 'annual' : `${type}-${number}`);

export function parsePeriodKey(key: string | null | undefined): SheetPeriod | undefined {
  if (key === 'annual') return ANNUAL;
  const match = /^(sequence|trimester|term)-([1-6])$/.exec(key ?? '');
  return match ? { type: match[1] as PeriodType, number: Number(match[2]) } : undefined;
}

/** What a classroom of the grading system offers: its sequences and trimesters, or its semesters, then the year. */
export function periodChoices(system: GradingSystem, trimesters: readonly (readonly number[])[]): SheetPeriod[] {
  if (system === 'lmd') return [...LMD_TERMS.map((number): SheetPeriod => ({ type: 'term', number })), ANNUAL];
  return [
    ...SEQUENCES.map((number): SheetPeriod => ({ type: 'sequence', number })),
    ...trimesters.map((_, index): SheetPeriod => ({ type: 'trimester', number: index + 1 })),
    ANNUAL,
  ];
}

export const samePeriod = (a: SheetPeriod | undefined, b: SheetPeriod | undefined) =>
  Boolean(a && b && a.type === b.type && a.number === b.number);

/** Which sheet endpoint answers a period. */
export type SheetRequest =
  | { kind: 'sequence'; classroomId: number; sequence: number }
  | { kind: 'bisequence'; classroomId: number; sequenceA: number; sequenceB: number }
  | { kind: 'annual'; classroomId: number }
  | { kind: 'lmdTerm'; classroomId: number; term: 1 | 2 }
  | { kind: 'lmdAnnual'; classroomId: number };

export function sheetRequestOf(
  classroomId: number,
  system: GradingSystem,
  period: SheetPeriod,
  trimesters: readonly (readonly number[])[],
): SheetRequest | null {
  if (system === 'lmd') {
    if (period.type === 'annual') return { kind: 'lmdAnnual', classroomId };
    return period.type === 'term' && (period.number === 1 || period.number === 2)
      ? { kind: 'lmdTerm', classroomId, term: period.number }
      : null;
  }
  switch (period.type) {
    case 'sequence':
      return { kind: 'sequence', classroomId, sequence: period.number };
    case 'annual':
      return { kind: 'annual', classroomId };
    case 'trimester': {
      const sequences = trimesters[period.number - 1];
      if (!sequences || sequences.length === 0) return null;
      if (sequences.length === 1) return { kind: 'sequence', classroomId, sequence: sequences[0] };
      // The sheet endpoint takes two sequences: a level whose trimester maps three shows its
      // first two here (the report cards follow the level's whole map on the server).
      return { kind: 'bisequence', classroomId, sequenceA: sequences[0], sequenceB: sequences[1] };
    }
    default:
      return null;
  }
}

import { LMD_TERMS } from '../../../domain/contract/marks';
import { EVALUATION_TYPES, type EvaluationType } from '../../../domain/enums';
import { SEQUENCES } from '../../../domain/grading/secondary';
import { idParam, useUrlSelection, type ParamReaders } from '../../hooks/useUrlSelection';

/** What the URL asks for; the choices decide what of it still applies. */
export interface MarkSelection {
  classroomId?: number;
  classCourseId?: number;
  sequence?: number;
  term?: number;
  type?: EvaluationType;
}

const oneOf = <T extends string | number>(allowed: readonly T[], value: T | undefined) =>
  value !== undefined && allowed.includes(value) ? value : undefined;

const PARAMS: ParamReaders<MarkSelection> = {
  classroomId: ['classroom', idParam],
  classCourseId: ['course', idParam],
  sequence: ['sequence', (value) => oneOf(SEQUENCES, idParam(value))],
  term: ['term', (value) => oneOf(LMD_TERMS, idParam(value))],
  type: ['type', (value) => oneOf(EVALUATION_TYPES, (value ?? undefined) as EvaluationType | undefined)],
};

/**
 * The chosen list lives in the address (`#/marks?classroom=11&course=71&sequence=2`), and only it,
 * so a reload, a bookmark or a link from a colleague opens the same list.
 */
export const useMarkSelection = () => useUrlSelection(PARAMS, false);

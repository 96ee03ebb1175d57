import { useMemo } from 'react';
import { useSearchParams } from 'react-router-dom';
import { LMD_TERMS } from '../../../domain/contract/marks';
import { EVALUATION_TYPES, type EvaluationType } from '../../../domain/enums';
import { SEQUENCES } from '../../../domain/grading/secondary';

/** What the URL asks for; the choices decide what of it still applies. */
export interface MarkSelection {
  classroomId?: number;
  classCourseId?: number;
  sequence?: number;
  term?: number;
  type?: EvaluationType;
}

const id = (value: string | null) => (value && /^\d+$/.test(value) ? Number(value) : undefined);
const oneOf = <T extends string | number>(allowed: readonly T[], value: T | undefined) =>
  value !== undefined && allowed.includes(value) ? value : undefined;

/**
 * The chosen list lives in the address (`#/marks?classroom=11&course=71&sequence=2`), so a reload,
 * a bookmark or a link from a colleague opens the same list.
 */
export function useMarkSelection(): [MarkSelection, (next: MarkSelection) => void] {
  const [params, setParams] = useSearchParams();
  const selection = useMemo<MarkSelection>(
    () => ({
      classroomId: id(params.get('classroom')),
      classCourseId: id(params.get('course')),
      sequence: oneOf(SEQUENCES, id(params.get('sequence'))),
      term: oneOf(LMD_TERMS, id(params.get('term'))),
      type: oneOf(EVALUATION_TYPES, (params.get('type') ?? undefined) as EvaluationType | undefined),
    }),
    [params],
  );

  const update = (next: MarkSelection) => {
    const entries: [string, string | number | undefined][] = [
      ['classroom', next.classroomId],
      ['course', next.classCourseId],
      ['sequence', next.sequence],
      ['term', next.term],
      ['type', next.type],
    ];
    const search = new URLSearchParams();
    for (const [key, value] of entries) if (value !== undefined) search.set(key, String(value));
    setParams(search, { replace: true });
  };

  return [selection, update];
}

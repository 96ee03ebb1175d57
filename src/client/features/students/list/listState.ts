import { useMemo } from 'react';
import { useSearchParams } from 'react-router-dom';
import { STUDENT_SORTS, type StudentSort } from '../../../../domain/contract/students';
import type { StudentFilters } from '../../../api/studentsApi';
import { useCurrentUser } from '../../../app/session';
import { useStudentAccess } from '../shared/access';

export const PAGE_SIZE = 50;
export const DEFAULT_SORT: StudentSort = 'lastName';

export interface ListState extends Required<Pick<StudentFilters, 'sort' | 'order'>> {
  search: string;
  sex?: 'M' | 'F';
  schoolYearId?: number;
  levelId?: number;
  classroomId?: number;
  registered?: boolean;
  archived: boolean;
  /** 0-based, as the grid counts. */
  page: number;
}

const number = (value: string | null) => (value && /^\d+$/.test(value) ? Number(value) : undefined);
const flag = (value: string | null) => (value === 'true' ? true : value === 'false' ? false : undefined);

/**
 * The list's filters, sort and page live in the address (`#/student?search=…&page=2`), so coming
 * back from a student's page finds the list as it was left.
 */
export function useListState(): [ListState, (change: Partial<ListState>) => void] {
  const [params, setParams] = useSearchParams();
  const currentYearId = useCurrentUser()?.schoolYear?.id;
  // A user who may not read birth dates cannot sort by them (the server would sort by name).
  const sortsByBirth = useStudentAccess().canRead('birthDate');
  const state = useMemo<ListState>(() => {
    const sex = params.get('sex');
    const asked = params.get('sort') as StudentSort | null;
    const sort = asked === 'birthDate' && !sortsByBirth ? null : asked;
    return {
      search: params.get('search') ?? '',
      sex: sex === 'M' || sex === 'F' ? sex : undefined,
      schoolYearId: number(params.get('schoolYearId')) ?? currentYearId,
      levelId: number(params.get('levelId')),
      classroomId: number(params.get('classroomId')),
      registered: flag(params.get('registered')),
      archived: params.get('archived') === 'true',
      page: Math.max(0, (number(params.get('page')) ?? 1) - 1),
      sort: sort && STUDENT_SORTS.includes(sort) ? sort : DEFAULT_SORT,
      order: params.get('order') === 'desc' ? 'desc' : 'asc',
    };
  }, [params, currentYearId, sortsByBirth]);

  const update = (change: Partial<ListState>) => {
    // Any filter or sort change starts again from the first page.
    const next: ListState = { ...state, page: 0, ...change };
    const entries: [string, string | undefined][] = [
      ['search', next.search || undefined],
      ['sex', next.sex],
      ['schoolYearId', next.schoolYearId === currentYearId ? undefined : next.schoolYearId?.toString()],
      ['levelId', next.levelId?.toString()],
      ['classroomId', next.classroomId?.toString()],
      ['registered', next.registered?.toString()],
      ['archived', next.archived ? 'true' : undefined],
      ['page', next.page > 0 ? String(next.page + 1) : undefined],
      ['sort', next.sort === DEFAULT_SORT ? undefined : next.sort],
      ['order', next.order === 'asc' ? undefined : next.order],
    ];
    const search = new URLSearchParams();
    for (const [key, value] of entries) if (value !== undefined) search.set(key, value);
    setParams(search, { replace: true });
  };

  return [state, update];
}

/** The filter pairs the server reads (list and export alike). */
export function filtersOf(state: ListState): StudentFilters {
  return {
    search: state.search.trim() || undefined,
    sex: state.sex,
    schoolYearId: state.schoolYearId,
    levelId: state.levelId,
    classroomId: state.classroomId,
    registered: state.registered,
    archived: state.archived,
    sort: state.sort,
    order: state.order,
  };
}

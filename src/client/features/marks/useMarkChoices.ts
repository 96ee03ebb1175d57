import { skipToken } from '@reduxjs/toolkit/query';
import { useMemo } from 'react';
import { LMD_TERMS } from '../../../domain/contract/marks';
import type { ClassCourse, Classroom } from '../../../domain/contract/structure';
import type { EvaluationType } from '../../../domain/enums';
import { availableEvaluationTypes, lmdRatesFrom } from '../../../domain/evaluation';
import { useListClassCoursesQuery } from '../../api/classCoursesApi';
import { useListClassroomsQuery } from '../../api/classroomsApi';
import { useCurrentUser, useOptions } from '../../app/session';
import { useMarkAccess } from './access';
import type { MarkSelection } from './useMarkSelection';

/** Enough for every classroom, or every course of a classroom, in one list. */
const ALL = 1000;

/** One entry list: a secondary course's sequence, or an LMD unit's term and evaluation type. */
export type MarkTarget =
  | { system: 'sequence'; classroomId: number; classCourseId: number; sequence: number }
  | { system: 'lmd'; classroomId: number; classCourseId: number; term: number; type: EvaluationType };

export interface MarkChoices {
  classrooms: Classroom[];
  classroom: Classroom | undefined;
  classCourses: ClassCourse[];
  classCourse: ClassCourse | undefined;
  terms: readonly number[];
  types: EvaluationType[];
  /** The selection as it applies: values the choices no longer offer dropped, a lone choice taken. */
  resolved: MarkSelection;
  target: MarkTarget | null;
  /** A teacher who teaches nothing this year. */
  nothingToTeach: boolean;
}

const kept = <T>(choices: readonly T[], value: T | undefined): T | undefined =>
  value !== undefined && choices.includes(value) ? value : choices.length === 1 ? choices[0] : undefined;

/** The classrooms, courses, terms and evaluation types the user may pick from, and what is picked. */
export function useMarkChoices(selection: MarkSelection): MarkChoices {
  const user = useCurrentUser();
  const options = useOptions();
  const { ownOnly, userId } = useMarkAccess();
  const schoolYearId = user?.schoolYear?.id;

  // The same arguments as the other classroom pickers, so they share one cached list.
  const { data: classroomList } = useListClassroomsQuery(schoolYearId ? { schoolYearId, limit: ALL } : skipToken);
  const ownClassrooms = useMemo(() => new Set(user?.classCourses.map((course) => course.classroomId)), [user]);
  const classrooms = useMemo(
    () => (classroomList?.data ?? []).filter((classroom) => !ownOnly || ownClassrooms.has(classroom.id)),
    [classroomList, ownOnly, ownClassrooms],
  );
  const classroom = classrooms.find((candidate) => candidate.id === selection.classroomId);

  const { currentData: courseList } = useListClassCoursesQuery(classroom ? { classroomId: classroom.id, limit: ALL } : skipToken);
  const classCourses = useMemo(
    () => (courseList?.data ?? []).filter((course) => !ownOnly || course.teacherId === userId),
    [courseList, ownOnly, userId],
  );
  const classCourse = classCourses.find((candidate) => candidate.id === selection.classCourseId);

  const types = useMemo(() => availableEvaluationTypes(lmdRatesFrom(options)), [options]);
  // An LMD unit is taught in one semester; the server refuses marks for the other.
  const terms = classCourse?.term ? [classCourse.term] : LMD_TERMS;

  const lmd = classroom?.gradingSystem === 'lmd';
  const resolved: MarkSelection = {
    classroomId: classroom?.id,
    classCourseId: classCourse?.id,
    sequence: lmd ? undefined : selection.sequence,
    term: lmd && classCourse ? kept(terms, selection.term) : undefined,
    type: lmd && classCourse ? kept(types, selection.type) : undefined,
  };

  let target: MarkTarget | null = null;
  if (classroom && classCourse) {
    const ids = { classroomId: classroom.id, classCourseId: classCourse.id };
    if (!lmd && resolved.sequence) target = { system: 'sequence', ...ids, sequence: resolved.sequence };
    if (lmd && resolved.term && resolved.type) target = { system: 'lmd', ...ids, term: resolved.term, type: resolved.type };
  }

  return {
    classrooms,
    classroom,
    classCourses,
    classCourse,
    terms,
    types,
    resolved,
    target,
    nothingToTeach: ownOnly && Boolean(classroomList) && classrooms.length === 0,
  };
}

/** What the address holds (`#/student-cards?classroom=3&students=12,31`): the classroom and the students picked in it. */
export interface CardsAddress {
  classroomId: number | null;
  /** The students picked, in the order they were picked; empty: none (the actions then take the whole classroom). */
  studentIds: number[];
}

const ID = /^[1-9]\d{0,9}$/;

/** An id from the address, or null when it is missing or mistyped. */
const idOrNull = (text: string | null): number | null => (text && ID.test(text) ? Number(text) : null);

export function addressOf(params: URLSearchParams): CardsAddress {
  const classroomId = idOrNull(params.get('classroom'));
  const studentIds =
    classroomId === null
      ? []
      : [
          ...new Set(
            (params.get('students') ?? '')
              .split(',')
              .filter((part) => ID.test(part))
              .map(Number),
          ),
        ];
  return { classroomId, studentIds };
}

/** The address's search for a choice, other parameters kept, always in the same order. */
export function searchOf(current: URLSearchParams, { classroomId, studentIds }: CardsAddress): URLSearchParams {
  const search = new URLSearchParams(current);
  search.delete('classroom');
  search.delete('students');
  if (classroomId !== null) search.set('classroom', String(classroomId));
  if (classroomId !== null && studentIds.length) search.set('students', studentIds.join(','));
  return search;
}

/** Fixed timetables of the demo school for the timetable tab's tests, from the contract's examples. */
import {
  copyClassroomSlots,
  copyTimetable,
  listSlots,
  timetables,
  type Timetable,
  type TimetableSlot,
} from '../../../../domain/contract/timetables';
import type { MockRoute } from '../../../testing/fetchMock';
import { classCourses6eA, classrooms, listOf, schoolYears, timeParts } from '../toolsFixtures';

const exampleOf = <T>(example: { response: T } | undefined): T => {
  if (!example) throw new Error('The contract lost its example');
  return example.response;
};

/** The contract's first-term timetable, in the tools fixtures' current year (id 3). */
export const firstTerm: Timetable = { ...exampleOf(timetables.list.example).data[0], schoolYearId: 3 };
export const secondTerm: Timetable = {
  ...firstTerm,
  id: 2,
  name: 'Deuxième trimestre',
  validFrom: '2027-01-04',
  validTo: '2027-03-26',
  slotCount: 0,
};
/** The latest first, as the server lists them. */
export const timetablesOfYear: Timetable[] = [secondTerm, firstTerm];

/** The contract's slot (Monday, first hour, maths with Clément Fotso) in 6e A, and French on Wednesday's second hour. */
const mathsOnMonday: TimetableSlot = { ...exampleOf(listSlots.example).data[0], classroomId: 11, classCourseId: 101 };
export const slots6eA: TimetableSlot[] = [
  mathsOnMonday,
  {
    ...mathsOnMonday,
    id: 2,
    weekday: 'wed',
    timePartId: 2,
    classCourseId: 102,
    courseName: 'Français',
    courseCode: 'FRAN',
    teacherId: null,
    teacherName: null,
  },
];

export const copyClassroomResult = exampleOf(copyClassroomSlots.example);
export const copyTimetableResult = exampleOf(copyTimetable.example);

/** A week opened on the first term and 6e A, as a link from elsewhere would open it. */
export const WEEK_ROUTE = '/tools?tab=timetable&timetable=1&classroom=11';
export const SAVE_PATH = '/api/timetables/1/classrooms/11';

/** What the tab reads; `extra` routes come first, so a test may answer a read differently. */
export const timetableRoutes = (extra: MockRoute[] = []): MockRoute[] => [
  ...extra,
  { path: '/api/school-years', body: listOf(schoolYears) },
  { path: '/api/timetables?schoolYearId=3', body: listOf(timetablesOfYear) },
  { path: '/api/timetables?schoolYearId=2', body: listOf([]) },
  { path: '/api/classrooms?schoolYearId=3&limit=1000', body: listOf(classrooms) },
  { path: '/api/time-parts', body: listOf(timeParts) },
  { path: '/api/timetables/1/slots?classroomId=11', body: listOf(slots6eA) },
  { path: '/api/timetables/1/slots?classroomId=12', body: listOf([]) },
  { path: '/api/timetables/2/slots?classroomId=11', body: listOf([]) },
  { path: '/api/class-courses?classroomId=11', body: listOf(classCourses6eA) },
  { path: '/api/class-courses?classroomId=12', body: listOf([]) },
];

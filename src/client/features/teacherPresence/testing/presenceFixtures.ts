/**
 * Fixed records for the teacher-presence tests, built from the contracts' examples: Monday
 * 23 November 2026, two classrooms, two time parts, four teachers.
 */
import type { TimePart } from '../../../../domain/contract/settings';
import type { Classroom } from '../../../../domain/contract/structure';
import {
  listTeacherPresences,
  periodicStat,
  showDay,
  type Day,
  type DaySlot,
  type PeriodicStat,
  type TeacherFigures,
  type TeacherPresence,
} from '../../../../domain/contract/teacherPresences';
import { listSlots, timetables, type Timetable, type TimetableSlot } from '../../../../domain/contract/timetables';
import type { CurrentUser } from '../../../../domain/contract/users';
import { permissionsOf, type Permission } from '../../../../domain/permissions';
import type { MockRoute } from '../../../testing/fetchMock';
import { currentUserFixture, fixDate } from '../../../testing/fixtures';

/** The day the tests live on. */
export const TODAY = '2026-11-23';
export const fixToday = () => fixDate(`${TODAY}T09:00:00`);

const exampleDay = showDay.example!.response;
const exampleSlot = exampleDay.slots[0];

export const TEACHERS = { bello: 9, ngoBassa: 10, fotso: 8, essomba: 11 } as const;

const slot = (fields: Partial<DaySlot>): DaySlot => ({
  ...exampleSlot,
  state: 'unchecked',
  source: 'none',
  presenceId: null,
  latenessMinutes: 0,
  replacedById: null,
  replacedByName: null,
  note: null,
  recordedBy: null,
  recordedAt: null,
  ...fields,
});

const secondPart = { id: 2, name: '08:25-09:20', hours: 1 };

/**
 * 6e A: maths with Clément Fotso not checked yet, then French with Brigitte Ngo Bassa, whose roll
 * call was taken; 6e B: English with Amadou Bello, recorded absent, and no class in the second hour.
 */
export const dayFixture: Day = {
  ...exampleDay,
  date: TODAY,
  timeParts: [...exampleDay.timeParts, secondPart],
  slots: [
    slot({ classroomId: 11, classroomName: '6e A', classCourseId: 5, teacherId: TEACHERS.fotso }),
    slot({
      classroomId: 11,
      classroomName: '6e A',
      timePartId: 2,
      timePartName: secondPart.name,
      classCourseId: 6,
      courseName: 'Français',
      courseCode: 'FRAN',
      teacherId: TEACHERS.ngoBassa,
      teacherName: 'Brigitte Ngo Bassa',
      state: 'present',
      source: 'rollCall',
    }),
    slot({
      classroomId: 12,
      classroomName: '6e B',
      classCourseId: 7,
      courseName: 'Anglais',
      courseCode: 'ANG',
      teacherId: TEACHERS.bello,
      teacherName: 'Amadou Bello',
      state: 'absent',
      source: 'record',
      presenceId: 13,
      recordedBy: 'Roger Abena',
      recordedAt: '2026-11-23T07:45:00.000Z',
    }),
  ],
  counts: { slots: 3, present: 1, absent: 1, late: 0, replaced: 0, cancelled: 0, unchecked: 1, uncovered: 1 },
  teachers: [
    { id: TEACHERS.bello, name: 'Amadou Bello' },
    { id: TEACHERS.ngoBassa, name: 'Brigitte Ngo Bassa' },
    { id: TEACHERS.fotso, name: 'Clément Fotso' },
    { id: TEACHERS.essomba, name: 'Paul Essomba' },
  ],
  // Who each slot holds: Clément Fotso teaching, Brigitte Ngo Bassa teaching, Amadou Bello absent (absent is busy).
  busy: [
    { teacherId: TEACHERS.fotso, timePartId: 1, classCourseId: 5 },
    { teacherId: TEACHERS.ngoBassa, timePartId: 2, classCourseId: 6 },
    { teacherId: TEACHERS.bello, timePartId: 1, classCourseId: 7 },
  ],
};

/** The same day by teacher, in name order. */
export const teacherDayFixture: Day = {
  ...dayFixture,
  mode: 'teacher',
  slots: [dayFixture.slots[2], dayFixture.slots[0], dayFixture.slots[1]],
};

/** A date no timetable covers. */
export const noTimetableDayFixture: Day = {
  ...dayFixture,
  timetableId: null,
  timetableName: null,
  schoolYearId: null,
  timeParts: [],
  slots: [],
  counts: { slots: 0, present: 0, absent: 0, late: 0, replaced: 0, cancelled: 0, unchecked: 0, uncovered: 0 },
};

const classroom = (id: number, name: string): Classroom => ({
  id,
  name,
  levelId: 1,
  levelName: '6e',
  gradingSystem: 'sequence',
  schoolYearId: 1,
  schoolYearName: '2026-2027',
  capacity: 60,
  headTeacherId: null,
  headTeacherName: null,
  studentCount: 40,
});
export const classroomsFixture: Classroom[] = [classroom(11, '6e A'), classroom(12, '6e B')];

export const timePartsFixture: TimePart[] = [
  { id: 2, name: '08:25-09:20', startsAt: '08:25', endsAt: '09:20', durationHours: 1, position: 2 },
  { id: 1, name: '07:30-08:25', startsAt: '07:30', endsAt: '08:25', durationHours: 1, position: 1 },
];

function userWith(permissions: Permission[]): CurrentUser {
  const base = currentUserFixture({ permissions });
  return { ...base, schoolYear: { id: 1, name: '2026-2027' }, timeParts: timePartsFixture };
}
/** The surveillant général: reads and records the day. */
export const disciplineMasterFixture = () => userWith(permissionsOf('discipline'));
/** The bursar reads the day and pays the part-time teachers. */
export const bursarFixture = () => userWith(permissionsOf('bursar'));
/** The studies office records the day and enters the timetables. */
export const studiesFixture = () => userWith(permissionsOf('studies'));
/** A teacher: nothing of this area. */
export const teacherFixture = () => userWith(permissionsOf('teacher'));

export const dayPath = (date = TODAY, mode = 'classroom', extra?: number) =>
  `/api/teacherPresences/showDay/${date}/${mode}${extra ? `/${extra}` : ''}`;
export const SAVE_DAY_PATH = '/api/teacherPresences/saveDay';

export const dayRoutes = (day: Day = dayFixture, path = dayPath()): MockRoute[] => [
  { path: /^\/api\/classrooms\?/, body: { data: classroomsFixture, total: classroomsFixture.length } },
  { path, body: day },
];

/* The statistics ---------------------------------------------------------------------------- */

const exampleStat = periodicStat.example!.response;
const exampleFigures = exampleStat.data[0];

const figures = (fields: Partial<TeacherFigures>): TeacherFigures => ({ ...exampleFigures, ...fields });

/** November 2026 for three teachers: Clément Fotso as the contract's example, two others. */
export const statFixture: PeriodicStat = {
  from: '2026-11-01',
  to: TODAY,
  data: [
    figures({
      teacherId: TEACHERS.bello,
      teacherName: 'Amadou Bello',
      partTime: true,
      expectedHours: 12,
      presentHours: 10,
      absentHours: 2,
      lateCount: 0,
      lateMinutes: 0,
      replacedHours: 0,
      replacingHours: 1,
      cancelledHours: 0,
      uncheckedHours: 0,
      taughtHours: 11,
      rate: 0.8333,
    }),
    exampleFigures,
    figures({
      teacherId: TEACHERS.ngoBassa,
      teacherName: 'Brigitte Ngo Bassa',
      expectedHours: 6,
      presentHours: 6,
      absentHours: 0,
      lateCount: 0,
      lateMinutes: 0,
      replacedHours: 0,
      replacingHours: 0,
      cancelledHours: 0,
      uncheckedHours: 2,
      taughtHours: 6,
      rate: null,
    }),
  ],
  totals: {
    expectedHours: 36,
    presentHours: 30,
    absentHours: 5,
    lateCount: 2,
    lateMinutes: 25,
    replacedHours: 1,
    replacingHours: 5,
    cancelledHours: 2,
    uncheckedHours: 2,
    taughtHours: 35,
    rate: 0.8333,
  },
};

export const statPath = (from = '2026-11-01', to = TODAY) => `/api/teacherPresences/periodicStat/${from}/${to}`;

/* A teacher's month ------------------------------------------------------------------------- */

export const timetableFixture: Timetable = { ...timetables.list.example!.response.data[0] };
export const timetablesRoute: MockRoute = {
  path: /^\/api\/timetables\?/,
  body: {
    data: [timetableFixture, { ...timetableFixture, id: 2, name: 'Deuxième trimestre', validFrom: '2027-01-04', validTo: '2027-03-26' }],
    total: 2,
  },
};

const exampleTimetableSlot = listSlots.example!.response.data[0];
export const weekSlotsFixture: TimetableSlot[] = [
  exampleTimetableSlot,
  { ...exampleTimetableSlot, id: 2, weekday: 'wed', timePartId: 2, classroomId: 12, classroomName: '6e B' },
];

const examplePresence = listTeacherPresences.example!.response.data[0];
/**
 * Clément Fotso's November, newest first as the server lists it: the contract's example (a class
 * Amadou Bello took for him), a class he took for Brigitte Ngo Bassa, and a lateness.
 */
export const recordsFixture: TeacherPresence[] = [
  examplePresence,
  {
    ...examplePresence,
    id: 15,
    date: '2026-11-21',
    classCourseId: 6,
    courseName: 'Français',
    teacherId: TEACHERS.ngoBassa,
    teacherName: 'Brigitte Ngo Bassa',
    replacedById: TEACHERS.fotso,
    replacedByName: 'Clément Fotso',
  },
  {
    ...examplePresence,
    id: 14,
    date: '2026-11-20',
    status: 'late',
    latenessMinutes: 10,
    replacedById: null,
    replacedByName: null,
    note: 'Taxi en panne',
  },
];

export const MONTH_STAT_PATH = statPath('2026-11-01', '2026-11-30');

/** Clément Fotso's November: the figures of the month, his week in the first-term timetable, his records. */
export const teacherMonthRoutes = (): MockRoute[] => [
  { path: MONTH_STAT_PATH, body: { ...statFixture, to: '2026-11-30' } },
  timetablesRoute,
  { path: `/api/timetables/${timetableFixture.id}/slots?teacherId=${TEACHERS.fotso}`, body: { data: weekSlotsFixture, total: 2 } },
  { path: /^\/api\/teacherPresences\?/, body: { data: recordsFixture, total: recordsFixture.length } },
];

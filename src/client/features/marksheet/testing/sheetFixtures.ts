/** Fixed records for the mark sheet area's tests: a 6e class's trimester and annual sheets, an L1 semester sheet. */
import type { ReportCardBatch } from '../../../../domain/contract/reportCards';
import type { LmdSheetAnswer, SecondarySheetAnswer, SecondarySheetRow } from '../../../../domain/contract/sheets';
import type { Classroom, Level } from '../../../../domain/contract/structure';
import type { CurrentUser } from '../../../../domain/contract/users';
import { permissionsOf } from '../../../../domain/permissions';
import type { MockRoute } from '../../../testing/fetchMock';
import { currentUserFixture } from '../../../testing/fixtures';

const classroom = (id: number, name: string, levelId: number, levelName: string, gradingSystem: 'sequence' | 'lmd'): Classroom => ({
  id,
  name,
  levelId,
  levelName,
  gradingSystem,
  schoolYearId: 3,
  schoolYearName: '2026-2027',
  capacity: 60,
  headTeacherId: 8,
  headTeacherName: 'Clément Fotso',
  studentCount: 5,
});

export const classroomsFixture: Classroom[] = [
  classroom(11, '6e A', 1, '6e', 'sequence'),
  classroom(14, '3e A', 4, '3e', 'sequence'),
  classroom(21, 'L1 Informatique', 7, 'L1', 'lmd'),
];

export const levelsFixture: Level[] = [
  { id: 1, name: '6e', code: '6E', gradingSystem: 'sequence', position: 1 },
  { id: 4, name: '3e', code: '3E', gradingSystem: 'sequence', position: 4 },
  { id: 7, name: 'L1', code: 'L1', gradingSystem: 'lmd', position: 8 },
];

/** The principal; 3e has its own trimester map, with a three-sequence and a one-sequence trimester. */
export function principalFixture(): CurrentUser {
  const user = currentUserFixture({ permissions: permissionsOf('principal') });
  return {
    ...user,
    options: [
      { name: 'pass_mark', value: '10', value_type: 'double' },
      { name: 'trimesters.3E', value: '1,2;3,4,5;6', value_type: 'array' },
    ],
  };
}

const sheetClassroom = {
  id: 11,
  name: '6e A',
  levelName: '6e',
  levelCode: '6E',
  schoolYearId: 3,
  schoolYearName: '2026-2027',
  headTeacherName: 'Clément Fotso',
};

const secondaryCourses: SecondarySheetAnswer['courses'] = [
  {
    classCourseId: 71,
    code: 'MATH',
    name: 'Mathématiques',
    group: 'sciences',
    coefficient: 4,
    credits: null,
    teacherName: 'Clément Fotso',
    stats: { evaluated: 4, mean: 11.63, min: 6, max: 16, successRate: 0.75 },
  },
  {
    classCourseId: 73,
    code: 'FRAN',
    name: 'Français',
    group: 'letters',
    coefficient: 3,
    credits: null,
    teacherName: 'Marie Ngo',
    stats: { evaluated: 3, mean: 12.5, min: 11, max: 14.5, successRate: 1 },
  },
  {
    classCourseId: 72,
    code: 'EPS',
    name: 'Éducation physique',
    group: 'others',
    coefficient: 1,
    credits: null,
    teacherName: null,
    stats: { evaluated: 3, mean: 14, min: 12, max: 16, successRate: 1 },
  },
];

type Mark = SecondarySheetRow['marks'][number];
const mark = (classCourseId: number, value: number | null, coefficient: number, exempted = false): Mark => ({
  classCourseId,
  mark: value,
  exempted,
  points: value === null ? null : value * coefficient,
  rank: null,
  exAequo: false,
  appreciation: null,
});

const noAbsence = { justifiedHours: 0, unjustifiedHours: 0, lateness: 0, consigneHours: 0, exclusionDays: 0 };

const row = (
  fields: Partial<SecondarySheetRow> & Pick<SecondarySheetRow, 'studentId' | 'matricule' | 'name' | 'sex' | 'marks'>,
): SecondarySheetRow => ({
  attendance: noAbsence,
  totalCoefficients: 8,
  totalPoints: 0,
  average: null,
  rank: null,
  exAequo: false,
  nonClasse: false,
  observation: null,
  distinctions: [],
  trimesterAverages: null,
  decision: null,
  ...fields,
});

/** As the server sends it: by rank, ties and the rest in its own order. */
const secondaryRows: SecondarySheetRow[] = [
  row({
    studentId: 1,
    matricule: '26SC00001',
    name: 'ATANGANA Brenda',
    sex: 'F',
    marks: [mark(71, 16, 4), mark(73, 14.5, 3), mark(72, 16, 1)],
    totalPoints: 123.5,
    average: 15.44,
    rank: 1,
    observation: { grade: 'A', label: 'Compétences très bien acquises' },
    distinctions: ['honourRoll', 'encouragements', 'congratulations'],
  }),
  row({
    studentId: 4,
    matricule: '26SC00004',
    name: 'ESSOMBA Paul',
    sex: 'M',
    marks: [mark(71, 12.5, 4), mark(73, 12, 3), mark(72, 14, 1)],
    totalPoints: 100,
    average: 12.5,
    rank: 2,
    exAequo: true,
    observation: { grade: 'C', label: 'Compétences acquises' },
    distinctions: ['honourRoll'],
  }),
  row({
    studentId: 2,
    matricule: '26SC00002',
    name: 'BELLO Amadou',
    sex: 'M',
    marks: [mark(71, 13, 4), mark(73, 12, 3), mark(72, 12, 1)],
    totalPoints: 100,
    average: 12.5,
    rank: 2,
    exAequo: true,
    observation: { grade: 'C', label: 'Compétences acquises' },
    distinctions: ['honourRoll'],
  }),
  row({
    studentId: 3,
    matricule: '26SC00003',
    name: 'DJODA Aminatou',
    sex: 'F',
    marks: [mark(71, 6, 4), mark(73, null, 3), mark(72, null, 1, true)],
    totalCoefficients: 4,
    totalPoints: 24,
    average: 6,
    nonClasse: true,
    observation: { grade: 'D', label: 'Compétences non acquises' },
    distinctions: ['workWarning'],
  }),
  row({
    studentId: 5,
    matricule: '26SC00005',
    name: 'ABENA Zoé',
    sex: 'F',
    marks: [mark(71, null, 4), mark(73, null, 3), mark(72, null, 1)],
    totalCoefficients: 0,
  }),
];

export const secondarySheetFixture: SecondarySheetAnswer = {
  classroom: sheetClassroom,
  period: { type: 'two-sequence', sequences: [1, 2], term: null },
  courses: secondaryCourses,
  rows: secondaryRows,
  stats: { students: 5, evaluated: 4, ranked: 3, classAverage: 13.48, highest: 15.44, lowest: 12.5, successRate: 1 },
};

const round2 = (value: number) => Math.round(value * 100) / 100;

export const annualSheetFixture: SecondarySheetAnswer = {
  ...secondarySheetFixture,
  period: { type: 'annual', sequences: [1, 2, 3, 4, 5, 6], term: null },
  rows: secondaryRows.map((item) => ({
    ...item,
    trimesterAverages: item.average === null ? [null, null, null] : [item.average, round2(item.average - 1), round2(item.average + 1)],
    decision: item.average === null ? null : item.average >= 10 ? 'promoted' : item.nonClasse ? 'excluded' : 'repeats',
  })),
};

export const lmdSheetFixture: LmdSheetAnswer = {
  classroom: { ...sheetClassroom, id: 21, name: 'L1 Informatique', levelName: 'L1', levelCode: 'L1', headTeacherName: null },
  period: { type: 'lmd-term', sequences: [], term: 1 },
  courses: [
    {
      classCourseId: 81,
      code: 'INF111',
      name: 'Algorithmique',
      group: 'fondamentale',
      coefficient: null,
      credits: 6,
      teacherName: 'Clément Fotso',
      term: 1,
      stats: { evaluated: 3, mean: 11.2, min: 7, max: 15.5, successRate: 0.67 },
    },
    {
      classCourseId: 82,
      code: 'MAT112',
      name: 'Analyse',
      group: 'fondamentale',
      coefficient: null,
      credits: 4,
      teacherName: 'Marie Ngo',
      term: 1,
      stats: { evaluated: 2, mean: 9.5, min: 8.5, max: 10.5, successRate: 0.5 },
    },
  ],
  rows: [
    {
      studentId: 7,
      matricule: '26SC00007',
      name: 'NANA Ruth',
      sex: 'F',
      attendance: noAbsence,
      courses: [
        {
          classCourseId: 81,
          marks: { CC: 15, SN: 16, SR: null, TP: null, TPE: null },
          grade: 15.5,
          letter: 'A',
          points: 4,
          status: 'capitalised',
          creditsAcquired: 6,
        },
        {
          classCourseId: 82,
          marks: { CC: 10, SN: 11, SR: null, TP: null, TPE: null },
          grade: 10.5,
          letter: 'C',
          points: 2,
          status: 'capitalised',
          creditsAcquired: 4,
        },
      ],
      average: 13.5,
      rank: 1,
      exAequo: false,
      mgp: 3.2,
      creditsAttempted: 10,
      creditsAcquired: 10,
      decision: 'passed',
    },
    {
      studentId: 9,
      matricule: '26SC00009',
      name: 'TCHOUA Lise',
      sex: 'F',
      attendance: noAbsence,
      courses: [
        {
          classCourseId: 81,
          marks: { CC: 11, SN: null, SR: null, TP: null, TPE: null },
          grade: null,
          letter: 'I',
          points: null,
          status: 'incomplete',
          creditsAcquired: 0,
        },
        {
          classCourseId: 82,
          marks: { CC: 12, SN: 13, SR: null, TP: null, TPE: null },
          grade: 12.7,
          letter: 'B-',
          points: 2.7,
          status: 'capitalised',
          creditsAcquired: 4,
        },
      ],
      average: null,
      rank: null,
      exAequo: false,
      mgp: null,
      creditsAttempted: 10,
      creditsAcquired: 4,
      decision: 'incomplete',
    },
    {
      studentId: 8,
      matricule: '26SC00008',
      name: 'KAMGA Éric',
      sex: 'M',
      attendance: noAbsence,
      courses: [
        {
          classCourseId: 81,
          marks: { CC: 7, SN: 7, SR: null, TP: null, TPE: null },
          grade: 7,
          letter: 'E',
          points: 0,
          status: 'failed',
          creditsAcquired: 0,
        },
        {
          classCourseId: 82,
          marks: { CC: 8, SN: 9, SR: null, TP: null, TPE: null },
          grade: 8.5,
          letter: 'D',
          points: 1,
          status: 'cant',
          creditsAcquired: 0,
        },
      ],
      average: 7.6,
      rank: 2,
      exAequo: false,
      mgp: 0.4,
      creditsAttempted: 10,
      creditsAcquired: 0,
      decision: 'failed',
    },
  ],
  stats: { students: 3, evaluated: 2, ranked: 2, classAverage: 10.55, highest: 13.5, lowest: 7.6, successRate: 0.5, passed: 1 },
};

export const emptySheetFixture: SecondarySheetAnswer = {
  ...secondarySheetFixture,
  rows: [],
  stats: { students: 0, evaluated: 0, ranked: 0, classAverage: null, highest: null, lowest: null, successRate: null },
};

const list = <T>(data: T[]) => ({ data, total: data.length });

/** The pickers' lists, and the sheets each period of the fixtures asks for. */
export const sheetRoutes = (): MockRoute[] => [
  { path: /^\/api\/classrooms\?/, body: list(classroomsFixture) },
  { path: /^\/api\/levels\?/, body: list(levelsFixture) },
  { path: '/api/classroom-bisequence-sheet/11/1/2', body: secondarySheetFixture },
  { path: '/api/classroom-annual-sheet/11', body: annualSheetFixture },
  { path: '/api/classroom-sheet-lmd/21?term=1', body: lmdSheetFixture },
];

export const batchFixture = (fields: Partial<ReportCardBatch>): ReportCardBatch => ({
  id: 'batch-7Qm2',
  status: 'running',
  periodType: 'trimester',
  period: 1,
  lang: 'en',
  classrooms: 3,
  classroomsDone: 0,
  total: 120,
  made: 0,
  bytes: null,
  message: null,
  ...fields,
});

/**
 * Adds answers that change from call to call on top of mockFetch's table: each matching request
 * takes the next answer, the last one repeating.
 */
export function answerInTurn(path: RegExp, answers: { status?: number; body: unknown; headers?: Record<string, string> }[]): Request[] {
  const spy = globalThis.fetch as jest.Mock;
  const original = spy.getMockImplementation()!;
  const seen: Request[] = [];
  spy.mockImplementation(async (input: RequestInfo | URL, init?: RequestInit) => {
    const method = (init?.method ?? (input instanceof Request ? input.method : 'GET')).toUpperCase();
    // Only GETs are read here: copying a request with a body would use the body up.
    const request =
      method === 'GET' ? new Request(typeof input === 'string' ? new URL(input, window.location.href).toString() : input, init) : null;
    const url = request && new URL(request.url);
    if (request && url && path.test(url.pathname + url.search)) {
      const answer = answers[Math.min(seen.length, answers.length - 1)];
      seen.push(request);
      const body = answer.body instanceof Blob ? answer.body : JSON.stringify(answer.body);
      return new Response(body, { status: answer.status ?? 200, headers: answer.headers ?? { 'Content-Type': 'application/json' } });
    }
    return original(input, init);
  });
  return seen;
}

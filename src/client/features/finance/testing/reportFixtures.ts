/**
 * Fixed records for the finance reports' tests (arrears and statistics): Wednesday 25 November
 * 2026, school year 2026-2027 (id 3, the fixture user's), two levels and three classrooms.
 */
import type { Arrears, FinanceStatistics } from '../../../../domain/contract/financeReports';
import type { Classroom, Level } from '../../../../domain/contract/structure';
import type { CurrentUser } from '../../../../domain/contract/users';
import { permissionsOf } from '../../../../domain/permissions';
import type { MockRoute } from '../../../testing/fetchMock';
import { currentUserFixture, fixDate } from '../../../testing/fixtures';

/** The day the tests live on. */
export const TODAY = '2026-11-25';
export const fixToday = () => fixDate(`${TODAY}T09:00:00`);

export const SCHOOL_YEAR_ID = 3;

/** The bursar, in school year 2026-2027. */
export const bursarFixture = (): CurrentUser => currentUserFixture({ permissions: permissionsOf('bursar') });

export const levelsFixture: Level[] = [
  { id: 1, name: '6e', code: '6E', gradingSystem: 'sequence', position: 1 },
  { id: 2, name: '5e', code: '5E', gradingSystem: 'sequence', position: 2 },
];

const classroom = (id: number, name: string, level: Level): Classroom => ({
  id,
  name,
  levelId: level.id,
  levelName: level.name,
  gradingSystem: 'sequence',
  schoolYearId: SCHOOL_YEAR_ID,
  schoolYearName: '2026-2027',
  capacity: 60,
  headTeacherId: null,
  headTeacherName: null,
  studentCount: 40,
});

export const classroomsFixture: Classroom[] = [
  classroom(11, '6e A', levelsFixture[0]),
  classroom(12, '6e B', levelsFixture[0]),
  classroom(21, '5e A', levelsFixture[1]),
];

/** The level and classroom lists the filters read. */
export const structureRoutes: MockRoute[] = [
  { path: /^\/api\/levels\?/, body: { data: levelsFixture, total: levelsFixture.length } },
  { path: /^\/api\/classrooms\?/, body: { data: classroomsFixture, total: classroomsFixture.length } },
];

/** 6e A: two students behind on one or two tranches; 5e A: one student behind on the first. */
export const arrearsFixture: Arrears = {
  schoolYearId: SCHOOL_YEAR_ID,
  schoolYearName: '2026-2027',
  asOf: TODAY,
  classrooms: [
    {
      classroomId: 11,
      classroomName: '6e A',
      levelName: '6e',
      instalments: [
        { label: 'Tranche 1', dueDate: '2026-10-15', totalOverdue: 25000 },
        { label: 'Tranche 2', dueDate: '2026-11-15', totalOverdue: 65000 },
      ],
      students: [
        { studentId: 31, studentName: 'ATANGANA Paul', matricule: 'STU-0031', overdue: [0, 30000], totalOverdue: 30000, balance: 65000 },
        { studentId: 12, studentName: 'NGONO Marie', matricule: 'STU-0012', overdue: [25000, 35000], totalOverdue: 60000, balance: 95000 },
      ],
      studentCount: 2,
      totalOverdue: 90000,
      balance: 160000,
    },
    {
      classroomId: 21,
      classroomName: '5e A',
      levelName: '5e',
      instalments: [{ label: 'Tranche 1', dueDate: '2026-10-15', totalOverdue: 40000 }],
      students: [
        { studentId: 44, studentName: 'FOTSO Jean', matricule: 'STU-0044', overdue: [40000], totalOverdue: 40000, balance: 110000 },
      ],
      studentCount: 1,
      totalOverdue: 40000,
      balance: 110000,
    },
  ],
  studentCount: 3,
  totalOverdue: 130000,
};

export const noArrearsFixture: Arrears = { ...arrearsFixture, classrooms: [], studentCount: 0, totalOverdue: 0 };

/** The screen's request: its filters, then its page (the first 50 unless said). */
export const arrearsPath = (query = `schoolYearId=${SCHOOL_YEAR_ID}&asOf=${TODAY}`, page = 'limit=50&skip=0') =>
  `/api/finance/arrears?${query}&${page}`;
export const arrearsFilePath = (format: 'pdf' | 'xlsx', query = `schoolYearId=${SCHOOL_YEAR_ID}&asOf=${TODAY}`) =>
  `/api/finance/arrears/${format}?${query}`;

/** The year so far: September to December, two levels, two fee types. */
export const statisticsFixture: FinanceStatistics = {
  schoolYearId: SCHOOL_YEAR_ID,
  schoolYearName: '2026-2027',
  asOf: TODAY,
  totals: { expected: 9000000, collected: 5400000, outstanding: 3600000, overdue: 1200000 },
  byMonth: [
    { month: '2026-09', expected: 4000000, collected: 3600000 },
    { month: '2026-10', expected: 2500000, collected: 1200000 },
    { month: '2026-11', expected: 1500000, collected: 600000 },
    { month: '2026-12', expected: 1000000, collected: 0 },
  ],
  byLevel: [
    { levelId: 1, levelName: '6e', students: 80, expected: 5000000, collected: 3200000, outstanding: 1800000, overdue: 700000 },
    { levelId: 2, levelName: '5e', students: 60, expected: 4000000, collected: 2200000, outstanding: 1800000, overdue: 500000 },
  ],
  byFeeType: [
    { feeTypeId: 1, feeTypeName: 'Inscription', expected: 1400000, collected: 1400000, outstanding: 0, overdue: 0 },
    { feeTypeId: 2, feeTypeName: 'Scolarité', expected: 7600000, collected: 4000000, outstanding: 3600000, overdue: 1200000 },
  ],
  byMethod: { cash: 4000000, mobile: 1400000, bank: 0, total: 5400000 },
};

export const statisticsPath = (schoolYearId = SCHOOL_YEAR_ID) => `/api/finance/statistics/${schoolYearId}`;

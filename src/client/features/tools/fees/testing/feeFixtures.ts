/** Fixed fee types, schedules and discounts of the demo school for the Fees tab's tests. */
import type { Discount, FeeType, Schedule } from '../../../../../domain/contract/feeSetup';
import { exampleStudent, type Student } from '../../../../../domain/contract/students';
import type { MockRoute } from '../../../../testing/fetchMock';
import { levels, listOf, schoolYears } from '../../toolsFixtures';

export { listOf };

export const feeTypes: FeeType[] = [
  { id: 1, name: 'Inscription', position: 1, instalmentCount: 3 },
  { id: 2, name: 'Scolarité', position: 2, instalmentCount: 6 },
  { id: 3, name: 'APEE', position: 3, instalmentCount: 0 },
];

export const schedule6e: Schedule = {
  schoolYearId: 3,
  levelId: 1,
  levelName: '6e',
  instalments: [
    { id: 11, feeTypeId: 1, feeTypeName: 'Inscription', label: 'Inscription', amount: 10000, dueDate: '2026-09-07', position: 1 },
    { id: 12, feeTypeId: 2, feeTypeName: 'Scolarité', label: 'Tranche 1', amount: 25000, dueDate: '2026-10-15', position: 2 },
    { id: 13, feeTypeId: 2, feeTypeName: 'Scolarité', label: 'Tranche 2', amount: 20000, dueDate: '2027-01-15', position: 3 },
  ],
  total: 55000,
  studentCount: 42,
};

export const schedule5e: Schedule = { schoolYearId: 3, levelId: 2, levelName: '5e', instalments: [], total: 0, studentCount: 0 };

export const discounts: Discount[] = [
  {
    id: 1,
    studentId: 12,
    studentName: 'NGONO Marie',
    matricule: '26SC00012',
    classroomName: '6e B',
    schoolYearId: 3,
    feeTypeId: 2,
    feeTypeName: 'Scolarité',
    kind: 'percent',
    amount: null,
    percent: 50,
    reason: 'Bourse d’excellence',
    grantedBy: 'Jeanne Mbarga',
    createdAt: '2026-09-10T08:00:00.000Z',
    revokedBy: null,
    revokedAt: null,
  },
  {
    id: 2,
    studentId: 1,
    studentName: 'ATANGANA Brenda',
    matricule: '26SC00001',
    classroomName: '6e A',
    schoolYearId: 3,
    feeTypeId: null,
    feeTypeName: null,
    kind: 'amount',
    amount: 15000,
    percent: null,
    reason: 'Enfant du personnel',
    grantedBy: null,
    createdAt: '2026-09-12T14:30:00.000Z',
    revokedBy: null,
    revokedAt: null,
  },
];

const { customFields: _customFields, ...student } = exampleStudent;
export const brenda: Student = { ...student, placement: { ...exampleStudent.placement!, schoolYearId: 3 } };

export const SCHEDULES_PATH = '/api/fee-schedules?schoolYearId=3';
export const DISCOUNTS_PATH = '/api/fee-discounts?schoolYearId=3';

/** What the tab reads when it opens: the years, the levels, the fee types, the year's schedules and discounts. */
export const feeRoutes = (extra: MockRoute[] = []): MockRoute[] => [
  ...extra,
  { path: '/api/school-years', body: listOf(schoolYears) },
  { path: '/api/levels', body: listOf(levels) },
  { path: '/api/fee-types', body: listOf(feeTypes) },
  { path: SCHEDULES_PATH, body: listOf([schedule6e, schedule5e]) },
  { path: DISCOUNTS_PATH, body: listOf(discounts) },
];

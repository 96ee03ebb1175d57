/** Fixed records for the discipline area's tests: one school year, two classrooms, one student's record. */
import { exampleAbsence, type Absence, type AbsenceReason } from '../../../../domain/contract/absences';
import {
  exampleSanction,
  exampleSuggestion,
  type Board,
  type Sanction,
  type StudentRecord,
  type Suggestion,
} from '../../../../domain/contract/discipline';
import type { SanctionType } from '../../../../domain/contract/settings';
import { exampleStudent, type Student } from '../../../../domain/contract/students';
import type { CurrentUser } from '../../../../domain/contract/users';
import { permissionsOf, type Permission } from '../../../../domain/permissions';
import type { MockRoute } from '../../../testing/fetchMock';
import { currentUserFixture, fixDate } from '../../../testing/fixtures';

/** The day the tests live on. */
export const TODAY = '2026-10-21';
export const fixToday = () => fixDate(`${TODAY}T09:00:00`);

export const sanctionTypesFixture: SanctionType[] = [
  { id: 1, code: 'AVC', name: 'Avertissement conduite', unit: 'none', position: 1 },
  { id: 2, code: 'BLC', name: 'Blâme conduite', unit: 'none', position: 2 },
  { id: 3, code: 'CONS', name: 'Consigne', unit: 'hours', position: 3 },
  { id: 4, code: 'EXCL', name: 'Exclusion temporaire', unit: 'days', position: 4 },
];

function userWith(permissions: Permission[]): CurrentUser {
  const base = currentUserFixture({ permissions });
  return { ...base, schoolYear: { id: 1, name: '2026-2027' }, sanctionTypes: sanctionTypesFixture };
}

/** The discipline master: reads everything, writes for its classes. */
export const disciplineMasterFixture = () => userWith(permissionsOf('discipline'));
/** The principal reads the discipline area and writes nothing there. */
export const principalFixture = () => userWith(permissionsOf('principal'));
/** A teacher takes roll calls for its classes and sees nothing else of the area. */
export const teacherFixture = () => userWith(permissionsOf('teacher'));

export const boardFixture: Board = {
  date: '2026-10-12',
  timeParts: [
    { id: 1, name: '07:30-08:25' },
    { id: 2, name: '08:25-09:20' },
  ],
  classrooms: [
    {
      classroomId: 11,
      classroomName: '6e A',
      slots: [
        { timePartId: 1, taken: true, takenBy: 'Paul Ngono', absent: 3, late: 1 },
        { timePartId: 2, taken: false, takenBy: null, absent: 0, late: 0 },
      ],
    },
    {
      classroomId: 12,
      classroomName: '6e B',
      slots: [
        { timePartId: 1, taken: true, takenBy: 'Marie Essomba', absent: 0, late: 0 },
        { timePartId: 2, taken: true, takenBy: 'Marie Essomba', absent: 1, late: 2 },
      ],
    },
  ],
  taken: 3,
  missing: 1,
};

export const absenceReasonsFixture: AbsenceReason[] = [
  { id: 1, name: 'Maladie', justifies: true, onReportCard: true, position: 1 },
  { id: 2, name: 'Convocation', justifies: true, onReportCard: false, position: 2 },
  { id: 3, name: 'Sans motif valable', justifies: false, onReportCard: true, position: 3 },
];

/** The contract's justified absence, in the board's classroom. */
const justifiedAbsence: Absence = { ...exampleAbsence, classroomId: 11 };

/** An absence not justified, entered at the start of its time part. */
const absence = (id: number, date: string, timePartId: number, overrides: Partial<Absence> = {}): Absence => ({
  ...justifiedAbsence,
  id,
  date,
  timePartId,
  timePartName: timePartId === 1 ? '07:30-08:25' : '08:25-09:20',
  justified: false,
  reasonId: null,
  reasonName: null,
  justificationNote: null,
  justifiedBy: null,
  justifiedAt: null,
  enteredAt: `${date}T07:41:00.000Z`,
  updatedAt: `${date}T07:41:00.000Z`,
  ...overrides,
});

export const absencesFixture: Absence[] = [
  absence(9, '2026-10-14', 2, { status: 'present', latenessMinutes: 10 }),
  absence(8, '2026-10-13', 1),
  justifiedAbsence,
];

export const sanctionFixture: Sanction = { ...exampleSanction };

export const cancelledSanctionFixture: Sanction = {
  ...sanctionFixture,
  id: 2,
  studentId: 2,
  matricule: '26SC00002',
  studentName: 'BELLO Amadou',
  sanctionTypeId: 1,
  typeCode: 'AVC',
  typeName: 'Avertissement conduite',
  unit: 'none',
  duration: null,
  date: '2026-10-09',
  reason: 'Insolence',
  status: 'cancelled',
  cancelReason: 'Erreur de saisie',
  cancelledBy: 'Jean Mbarga',
  cancelledAt: '2026-10-10T08:00:00.000Z',
};

// Half hours show the hours are formatted in the user's language.
export const pendingSuggestionFixture: Suggestion = { ...exampleSuggestion, hours: 7.5 };

export const suggestionsFixture: Suggestion[] = [
  pendingSuggestionFixture,
  {
    ...pendingSuggestionFixture,
    id: 2,
    studentId: 2,
    matricule: '26SC00002',
    studentName: 'BELLO Amadou',
    thresholdHours: 15,
    hours: 16,
    sanctionCode: 'EXCL',
    sanctionName: 'Exclusion temporaire',
    days: 3,
    status: 'confirmed',
    sanctionId: 4,
    decidedBy: 'Jean Mbarga',
    decidedAt: '2026-10-19T08:00:00.000Z',
  },
];

const period = (name: string, from: string, to: string, justified: number, unjustified: number) => ({
  period: name,
  from,
  to,
  justifiedHours: justified,
  unjustifiedHours: unjustified,
  lateness: name === 'sequence-2' || name === 'trimester-1' || name === 'annual' ? 1 : 0,
  latenessMinutes: name === 'sequence-2' || name === 'trimester-1' || name === 'annual' ? 10 : 0,
  consigneHours: name === 'sequence-1' || name === 'sequence-2' ? 0 : 2,
  exclusionDays: 0,
});

export const recordFixture: StudentRecord = {
  studentId: 1,
  matricule: '26SC00001',
  studentName: 'ATANGANA Brenda',
  classroomName: '6e A',
  schoolYearId: 1,
  periods: [
    period('sequence-1', '2026-09-07', '2026-10-11', 0, 0),
    period('sequence-2', '2026-10-12', '2026-11-15', 1, 1.5),
    period('trimester-1', '2026-09-07', '2026-12-09', 1, 1.5),
    period('annual', '2026-09-07', '2027-06-30', 1, 1.5),
  ],
  absences: absencesFixture,
  sanctions: [sanctionFixture],
  suggestions: [pendingSuggestionFixture],
};

// Without custom fields: the student picker shows none.
const { customFields: _customFields, ...studentWithoutCustomFields } = exampleStudent;
export const studentFixture: Student = {
  ...studentWithoutCustomFields,
  placement: exampleStudent.placement && { ...exampleStudent.placement, classroomId: 11 },
};

export const listOf = <T>(items: T[]) => ({ data: items, total: items.length });

export const recordRoute = (body: StudentRecord = recordFixture): MockRoute => ({ path: '/api/discipline/students/1/1', body });
export const reasonsRoute = (): MockRoute => ({ path: /^\/api\/absence-reasons/, body: listOf(absenceReasonsFixture) });
export const studentSearchRoute = (): MockRoute => ({ path: /^\/api\/students\?/, body: listOf([studentFixture]) });

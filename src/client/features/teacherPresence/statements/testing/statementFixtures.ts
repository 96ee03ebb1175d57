import { getStatement, listTeacherRates, type Statement, type TeacherRate } from '../../../../../domain/contract/teacherStatements';

/** The contract's draft statement of Amadou Bello (November 2026): hours, a replacement and an adjustment. */
export const draftStatementFixture: Statement = getStatement.example!.response;

/** Christine Fotso's, validated, corrected once after validation. */
export const validatedStatementFixture: Statement = {
  teacherId: 12,
  teacherName: 'Christine Fotso',
  month: '2026-11',
  hourlyRate: 3000,
  hours: 8.5,
  amount: 23500,
  status: 'validated',
  validatedBy: 'Hortense Kamga',
  validatedAt: '2026-12-01T09:00:00.000Z',
  uncheckedHours: 0,
  lines: [
    {
      id: 21,
      kind: 'hours',
      label: '4e B · Anglais',
      hours: 8.5,
      amount: 25500,
      createdBy: 'Hortense Kamga',
      createdAt: '2026-12-01T09:00:00.000Z',
      afterValidation: false,
    },
    {
      id: 22,
      kind: 'adjustment',
      label: 'Heure comptée deux fois',
      hours: null,
      amount: -2000,
      createdBy: 'Marie-Claire Ngo Biyong',
      createdAt: '2026-12-03T10:00:00.000Z',
      afterValidation: true,
    },
  ],
};

/** A draft with hours the presence records have not checked yet. */
export const uncheckedStatementFixture: Statement = { ...draftStatementFixture, uncheckedHours: 3 };

export const ratesFixture: TeacherRate[] = [
  ...listTeacherRates.example!.response.data,
  { teacherId: 12, teacherName: 'Christine Fotso', partTime: true, hourlyRate: 3000 },
  { teacherId: 7, teacherName: 'Paul Ndongo', partTime: false, hourlyRate: 0 },
];

export const listOf = <T>(data: T[]) => ({ data, total: data.length });

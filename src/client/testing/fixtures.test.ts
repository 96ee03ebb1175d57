import { ValidationError, type Schema } from 'yup';
import { listAudit } from '../../domain/contract/audit';
import { currentUser } from '../../domain/contract/auth';
import { classroomMarks } from '../../domain/contract/marks';
import { exemptions, listRegistrations } from '../../domain/contract/registrations';
import { reportCardBatch } from '../../domain/contract/reportCards';
import { listOptions, metadataTypes, observations, sanctionTypes, timeParts } from '../../domain/contract/settings';
import { annualSheet, lmdTermSheet, sequenceSheet } from '../../domain/contract/sheets';
import { averageMarks, averageMarksLmd, kpis } from '../../domain/contract/statistics';
import { classCourses, classrooms, courses, levels, schoolYears } from '../../domain/contract/structure';
import { getStudent, listStudents } from '../../domain/contract/students';
import { listUsers } from '../../domain/contract/users';
import * as marks from '../features/marks/testing/markFixtures';
import * as sheets from '../features/marksheet/testing/sheetFixtures';
import * as statistics from '../features/statistics/testing/statisticsFixtures';
import * as students from '../features/students/testing/studentFixtures';
import * as admin from '../features/tools/admin/adminFixtures';
import * as tools from '../features/tools/toolsFixtures';
import { currentUserFixture, kpisFixture } from './fixtures';

/**
 * The hand-typed answers the client tests are given, checked against the contracts the server
 * answers with: a field renamed, retyped or dropped on the server fails here, not in production.
 */
type Described = Schema & { fields?: Record<string, Described>; innerType?: Described };

/** Keys a fixture has that the contract does not declare (objects of free keys, with no fields, are data). */
function undeclaredKeys(schema: Described, value: unknown, path = ''): string[] {
  if (Array.isArray(value) && schema.innerType)
    return value.flatMap((item, index) => undeclaredKeys(schema.innerType!, item, `${path}[${index}]`));
  if (typeof value !== 'object' || value === null || !schema.fields || Object.keys(schema.fields).length === 0) return [];
  return Object.entries(value).flatMap(([key, field]) =>
    key in schema.fields! ? undeclaredKeys(schema.fields![key], field, `${path}.${key}`) : [`${path}.${key}`],
  );
}

/** What the contract finds wrong with a fixture; strict, so nothing is cast (a number typed as a string fails). */
function problemsOf(schema: Schema, fixture: unknown): string[] {
  try {
    schema.validateSync(fixture, { strict: true, abortEarly: false });
    return [];
  } catch (error) {
    // The contract's messages are translation keys: the path says which field it is.
    if (error instanceof ValidationError) return error.inner.map((problem) => `${problem.path}: ${JSON.stringify(problem.errors)}`);
    throw error;
  }
}

const list = <T>(data: T[]) => ({ data, total: data.length });

const cases: Array<[string, Schema, unknown]> = [
  ['currentUserFixture', currentUser.response, currentUserFixture()],
  ['kpisFixture', kpis.response, kpisFixture],

  ['marks: classroomsFixture', classrooms.list.response, { data: marks.classroomsFixture, total: marks.classroomsFixture.length }],
  ['marks: classCoursesFixture', classCourses.list.response, { data: marks.classCoursesFixture, total: marks.classCoursesFixture.length }],
  ['marks: entryFixture', classroomMarks.response, marks.entryFixture],
  ['marks: studiesUserFixture', currentUser.response, marks.studiesUserFixture()],
  ['marks: teacherUserFixture', currentUser.response, marks.teacherUserFixture()],

  ['marksheet: classroomsFixture', classrooms.list.response, { data: sheets.classroomsFixture, total: sheets.classroomsFixture.length }],
  ['marksheet: levelsFixture', levels.list.response, { data: sheets.levelsFixture, total: sheets.levelsFixture.length }],
  ['marksheet: principalFixture', currentUser.response, sheets.principalFixture()],
  ['marksheet: secondarySheetFixture', sequenceSheet.response, sheets.secondarySheetFixture],
  ['marksheet: annualSheetFixture', annualSheet.response, sheets.annualSheetFixture],
  ['marksheet: lmdSheetFixture', lmdTermSheet.response, sheets.lmdSheetFixture],
  ['marksheet: emptySheetFixture', sequenceSheet.response, sheets.emptySheetFixture],
  ['marksheet: batchFixture', reportCardBatch.response, sheets.batchFixture({})],

  [
    'statistics: schoolYearsFixture',
    schoolYears.list.response,
    { data: statistics.schoolYearsFixture, total: statistics.schoolYearsFixture.length },
  ],
  ['statistics: levelsFixture', levels.list.response, { data: statistics.levelsFixture, total: statistics.levelsFixture.length }],
  [
    'statistics: classroomsFixture',
    classrooms.list.response,
    { data: statistics.classroomsFixture, total: statistics.classroomsFixture.length },
  ],
  ['statistics: averageMarksFixture', averageMarks.response, statistics.averageMarksFixture],
  ['statistics: averageMarksLmdFixture', averageMarksLmd.response, statistics.averageMarksLmdFixture],
  ['statistics: emptyAverageMarksFixture', averageMarks.response, statistics.emptyAverageMarksFixture],
  ['statistics: principalFixture', currentUser.response, statistics.principalFixture({ lmdEnabled: true })],

  [
    'students: schoolYearsFixture',
    schoolYears.list.response,
    { data: students.schoolYearsFixture, total: students.schoolYearsFixture.length },
  ],
  ['students: levelsFixture', levels.list.response, { data: students.levelsFixture, total: students.levelsFixture.length }],
  ['students: classroomsFixture', classrooms.list.response, { data: students.classroomsFixture, total: students.classroomsFixture.length }],
  [
    'students: metadataTypesFixture',
    metadataTypes.list.response,
    { data: students.metadataTypesFixture, total: students.metadataTypesFixture.length },
  ],
  ['students: studentUserFixture', currentUser.response, students.studentUserFixture()],
  ['students: brendaFixture', getStudent.response, students.brendaFixture],
  ['students: studentsFixture', listStudents.response, { data: students.studentsFixture, total: students.studentsFixture.length }],
  [
    'students: registrationsFixture',
    listRegistrations.response,
    { data: students.registrationsFixture, total: students.registrationsFixture.length },
  ],
  [
    'students: classCoursesFixture',
    classCourses.list.response,
    { data: students.classCoursesFixture, total: students.classCoursesFixture.length },
  ],
  ['students: exemptionsFixture', exemptions.list.response, { data: students.exemptionsFixture, total: students.exemptionsFixture.length }],

  ['tools: schoolYears', schoolYears.list.response, list(tools.schoolYears)],
  ['tools: levels', levels.list.response, list(tools.levels)],
  ['tools: classrooms', classrooms.list.response, list(tools.classrooms)],
  ['tools: courses', courses.list.response, list(tools.courses)],
  ['tools: classCourses6eA', classCourses.list.response, list(tools.classCourses6eA)],
  ['tools: classCoursesL1', classCourses.list.response, list(tools.classCoursesL1)],
  ['tools: teachers', listUsers.response, list(tools.teachers)],
  ['tools: timeParts', timeParts.list.response, list(tools.timeParts)],
  ['tools: observations', observations.list.response, list(tools.observations)],
  ['tools: sanctionTypes', sanctionTypes.list.response, list(tools.sanctionTypes)],
  ['tools: metadataTypes', metadataTypes.list.response, list(tools.metadataTypes)],
  ['admin: optionsFixture', listOptions.response, { data: admin.optionsFixture }],
  ['admin: usersFixture', listUsers.response, list(admin.usersFixture)],
  ['admin: auditFixture', listAudit.response, list(admin.auditFixture)],
];

describe('the client fixtures', () => {
  it.each(cases)('%s is what the contract answers', (_name, schema, fixture) => {
    expect(problemsOf(schema, fixture)).toEqual([]);
    expect(undeclaredKeys(schema as Described, fixture)).toEqual([]);
  });
});

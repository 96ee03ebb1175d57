import { permissionsOf, ROLES } from '../permissions';
import {
  canReadStudentField,
  hiddenInView,
  hiddenStudentFields,
  PERSONAL_STUDENT_FIELDS,
  STUDENT_VIEW_COUNT,
  studentViewOf,
} from './fieldAccess';

describe("who reads a student's personal fields", () => {
  it('follows the table of docs/decisions.md', () => {
    const hidden = Object.fromEntries(ROLES.map((role) => [role, hiddenStudentFields(permissionsOf(role))]));
    expect(hidden).toEqual({
      admin: [],
      principal: [],
      secretary: [],
      discipline: ['address'],
      studies: ['address', 'customFields'],
      bursar: ['birthDate', 'birthPlace', 'address', 'customFields'],
      teacher: ['birthDate', 'birthPlace', 'guardianName', 'guardianPhone', 'guardianEmail', 'address', 'customFields'],
    });
  });

  it('lets whoever edits students read all of them, since the form sends the whole record back', () => {
    for (const role of ROLES.filter((r) => permissionsOf(r).includes('students.manage'))) {
      for (const field of PERSONAL_STUDENT_FIELDS) expect(canReadStudentField(permissionsOf(role), field)).toBe(true);
    }
  });

  it('lets whoever reads report cards (sheets.read) read the birth date and place printed on them', () => {
    for (const role of ROLES.filter((r) => permissionsOf(r).includes('sheets.read'))) {
      expect(canReadStudentField(permissionsOf(role), 'birthDate')).toBe(true);
      expect(canReadStudentField(permissionsOf(role), 'birthPlace')).toBe(true);
    }
  });

  it('gives callers who read the same fields the same view, and each view its hidden fields', () => {
    for (const role of ROLES) {
      const view = studentViewOf(permissionsOf(role));
      expect(view).toBeGreaterThanOrEqual(0);
      expect(view).toBeLessThan(STUDENT_VIEW_COUNT);
      expect(hiddenInView(view)).toEqual(hiddenStudentFields(permissionsOf(role)));
    }
    expect(studentViewOf(permissionsOf('admin'))).toBe(studentViewOf(permissionsOf('secretary')));
    expect(studentViewOf(['students.read'])).toBe(0);
    expect(hiddenInView(0)).toEqual(PERSONAL_STUDENT_FIELDS);
  });
});

/**
 * Who reads which of a student's personal fields (docs/decisions.md, "Personal data"). Every
 * `students.read` holder sees the rest of the record (names, matricule, sex, photo, classroom,
 * archive flag, dates of the record); each field below needs its own permission, given to roles
 * in `src/domain/permissions.ts`. The server leaves out what the caller may not read (the field
 * is absent, not null); the client hides the same columns and sections.
 */
import type { Permission } from '../permissions';

export const STUDENT_FIELD_PERMISSIONS = {
  birthDate: 'students.identity.read',
  birthPlace: 'students.identity.read',
  guardianName: 'students.contacts.read',
  guardianPhone: 'students.contacts.read',
  guardianEmail: 'students.contacts.read',
  address: 'students.address.read',
  customFields: 'students.custom.read',
} as const satisfies Record<string, Permission>;

export type PersonalStudentField = keyof typeof STUDENT_FIELD_PERMISSIONS;
export const PERSONAL_STUDENT_FIELDS = Object.keys(STUDENT_FIELD_PERMISSIONS) as PersonalStudentField[];

/** The permissions that reveal personal fields, each a bit of a view's number. */
const FIELD_PERMISSIONS = [...new Set(Object.values(STUDENT_FIELD_PERMISSIONS))];

export function canReadStudentField(permissions: readonly string[], field: PersonalStudentField): boolean {
  return permissions.includes(STUDENT_FIELD_PERMISSIONS[field]);
}

/** The personal fields a caller with these permissions may not read. */
export function hiddenStudentFields(permissions: readonly string[]): PersonalStudentField[] {
  return PERSONAL_STUDENT_FIELDS.filter((field) => !canReadStudentField(permissions, field));
}

/**
 * What a caller sees of a student, as a small number (one bit per field permission held): callers
 * with the same number see the same fields, so a serialiser and its cached answers serve them all.
 */
export type StudentView = number;

export const STUDENT_VIEW_COUNT = 2 ** FIELD_PERMISSIONS.length;

export function studentViewOf(permissions: readonly string[]): StudentView {
  return FIELD_PERMISSIONS.reduce((view, permission, bit) => (permissions.includes(permission) ? view | (1 << bit) : view), 0);
}

/** The personal fields a view leaves out. */
export function hiddenInView(view: StudentView): PersonalStudentField[] {
  return PERSONAL_STUDENT_FIELDS.filter((field) => !(view & (1 << FIELD_PERMISSIONS.indexOf(STUDENT_FIELD_PERMISSIONS[field]))));
}

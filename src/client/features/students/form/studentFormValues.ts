import type { MetadataType } from '../../../../domain/contract/settings';
import type { CustomFieldValues, Student, StudentBody } from '../../../../domain/contract/students';

/**
 * What the form edits: every input holds a string, custom fields keyed by metadata type id. The
 * form is for students.manage holders, who read every field; an absent one starts empty.
 */
export interface StudentFormValues {
  matricule: string;
  lastName: string;
  firstName: string;
  sex: string;
  birthDate: string;
  birthPlace: string;
  guardianName: string;
  guardianPhone: string;
  guardianEmail: string;
  address: string;
  customFields: Record<string, string | number>;
  /** A new student's classroom, registered with the record; empty to enrol later (and when editing). */
  classroomId: string;
}

export const STUDENT_TEXT_FIELDS = ['birthPlace', 'guardianName', 'guardianPhone', 'guardianEmail', 'address'] as const;

export function initialValues(types: readonly MetadataType[], student?: Student): StudentFormValues {
  const customFields: Record<string, string> = {};
  for (const type of types) {
    const value = student?.customFields?.[String(type.id)];
    customFields[String(type.id)] = value === null || value === undefined ? '' : String(value);
  }
  return {
    matricule: student?.matricule ?? '',
    lastName: student?.lastName ?? '',
    firstName: student?.firstName ?? '',
    sex: student?.sex ?? '',
    birthDate: student?.birthDate ?? '',
    birthPlace: student?.birthPlace ?? '',
    guardianName: student?.guardianName ?? '',
    guardianPhone: student?.guardianPhone ?? '',
    guardianEmail: student?.guardianEmail ?? '',
    address: student?.address ?? '',
    customFields,
    classroomId: '',
  };
}

const blankToNull = (value: string) => (value.trim() === '' ? null : value.trim());

/**
 * The body the server expects: blank optional fields are null (so an edit can clear them), an
 * empty matricule is left out (the server generates one), numbers go as numbers.
 */
export function toBody(values: StudentFormValues, types: readonly MetadataType[]): StudentBody {
  const customFields: CustomFieldValues = {};
  for (const type of types) {
    // formik hands number inputs back as numbers (or '' when cleared).
    const raw = String(values.customFields[String(type.id)] ?? '');
    customFields[String(type.id)] = raw.trim() === '' ? null : type.kind === 'number' ? Number(raw) : raw.trim();
  }
  const body: StudentBody = {
    lastName: values.lastName.trim(),
    firstName: values.firstName.trim(),
    sex: values.sex as StudentBody['sex'],
    birthDate: blankToNull(values.birthDate),
    birthPlace: blankToNull(values.birthPlace),
    guardianName: blankToNull(values.guardianName),
    guardianPhone: blankToNull(values.guardianPhone),
    guardianEmail: blankToNull(values.guardianEmail),
    address: blankToNull(values.address),
    customFields,
  };
  const matricule = values.matricule.trim().toUpperCase();
  return matricule ? { matricule, ...body } : body;
}

/** A student as a full update body (archiving sends the whole record, as the contract asks). */
export function studentAsBody(student: Student): StudentBody {
  const { matricule, lastName, firstName, sex, birthDate, birthPlace, guardianName, guardianPhone, guardianEmail, address, customFields } =
    student;
  return { matricule, lastName, firstName, sex, birthDate, birthPlace, guardianName, guardianPhone, guardianEmail, address, customFields };
}

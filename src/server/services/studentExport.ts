/**
 * The columns of a student export (`GET /api/students/export`): the ones the import reads, plus
 * the classroom, less the personal fields the caller may not read (header and cells alike).
 */
import type { FullStudent } from '../../domain/contract/students';
import type { FieldType } from '../../domain/students/customFields';
import { canReadStudentField, type PersonalStudentField } from '../../domain/students/fieldAccess';
import type { Cell } from './spreadsheets';

export interface ExportColumn {
  header: string;
  cell: (student: FullStudent) => Cell;
  /** The personal field the column shows, whose permission it needs. */
  field?: PersonalStudentField;
}

const personal = (field: Exclude<PersonalStudentField, 'customFields'>): ExportColumn => ({ header: field, field, cell: (student) => student[field] });

export function exportColumns(types: readonly FieldType[], permissions: readonly string[]): ExportColumn[] {
  const columns: ExportColumn[] = [
    { header: 'matricule', cell: (student) => student.matricule },
    { header: 'lastName', cell: (student) => student.lastName },
    { header: 'firstName', cell: (student) => student.firstName },
    { header: 'sex', cell: (student) => student.sex },
    personal('birthDate'),
    personal('birthPlace'),
    personal('guardianName'),
    personal('guardianPhone'),
    personal('address'),
    { header: 'classroom', cell: (student) => student.placement?.classroomName ?? null },
    ...types.map((type): ExportColumn => ({ header: type.name, field: 'customFields', cell: (student) => student.customFields[String(type.id)] ?? null })),
  ];
  return columns.filter((column) => !column.field || canReadStudentField(permissions, column.field));
}

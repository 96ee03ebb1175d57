/**
 * The columns of a student export (`GET /api/students/export`): the ones the import reads, plus
 * the classroom, less the personal fields the caller may not read (header and cells alike). The
 * headers are in the caller's language, as the import reads them back in any language.
 */
import type { ExportQuery, FullStudent } from '../../../domain/contract/students';
import type { Language } from '../../../domain/enums';
import { studentsFileName } from '../../../domain/fileNames';
import type { FieldType } from '../../../domain/students/customFields';
import { canReadStudentField, type PersonalStudentField } from '../../../domain/students/fieldAccess';
import type { Db } from '../../db/schema';
import type { Caller } from '../../http/auth';
import { sayIn, translate } from '../../i18n';
import { today } from '../shared/clock';
import { placeName } from '../shared/placeNames';
import { CSV_TYPE, toCsv, toXlsx, XLSX_TYPE, type Cell } from '../shared/spreadsheets';
import { matchingIds, metadataTypes, studentsByIds } from './studentList';
import { currentSchoolYear } from './students';
import { visibleSort } from './studentViews';

export interface ExportColumn {
  header: string;
  cell: (student: FullStudent) => Cell;
  /** The personal field the column shows, whose permission it needs. */
  field?: PersonalStudentField;
}

export function exportColumns(types: readonly FieldType[], permissions: readonly string[], language: Language): ExportColumn[] {
  const header = (name: string) => translate(language, `files.columns.${name}`);
  const personal = (field: Exclude<PersonalStudentField, 'customFields'>): ExportColumn => ({
    header: header(field),
    field,
    cell: (student) => student[field],
  });
  const columns: ExportColumn[] = [
    { header: header('matricule'), cell: (student) => student.matricule },
    { header: header('lastName'), cell: (student) => student.lastName },
    { header: header('firstName'), cell: (student) => student.firstName },
    { header: header('sex'), cell: (student) => student.sex },
    personal('birthDate'),
    personal('birthPlace'),
    personal('guardianName'),
    personal('guardianPhone'),
    personal('guardianEmail'),
    personal('address'),
    { header: header('classroom'), cell: (student) => student.placement?.classroomName ?? null },
    ...types.map((type): ExportColumn => ({
      header: type.name,
      field: 'customFields',
      cell: (student) => student.customFields[String(type.id)] ?? null,
    })),
  ];
  return columns.filter((column) => !column.field || canReadStudentField(permissions, column.field));
}

export interface ExportFile {
  bytes: Buffer;
  contentType: string;
  /** "élèves-6e-A-2026-09-01.csv", as the list's Export menu names it. */
  name: string;
}

/**
 * Every student the filters select (no paging), as CSV or .xlsx, in the columns the caller may
 * read, headed in the caller's language, named for the classroom or level chosen and the school's day.
 */
export async function exportStudents(db: Db, caller: Caller, query: ExportQuery, language: Language): Promise<ExportFile> {
  const { format, ...filters } = visibleSort(query, caller);
  const schoolYearId = filters.schoolYearId ?? (await currentSchoolYear(db))?.id ?? 0;
  const [ids, types, place] = await Promise.all([matchingIds(db, schoolYearId, filters), metadataTypes(db), placeName(db, filters)]);
  const name = studentsFileName(sayIn(language), place, today(), format);
  const columns = exportColumns(types, caller.permissions, language);
  const rows: Cell[][] = [columns.map((column) => column.header)];
  for (let start = 0; start < ids.length; start += 500) {
    for (const student of await studentsByIds(db, ids.slice(start, start + 500), schoolYearId))
      rows.push(columns.map((column) => column.cell(student)));
  }
  return format === 'xlsx'
    ? { bytes: await toXlsx(rows, translate(language, 'files.studentsSheet')), contentType: XLSX_TYPE, name }
    : { bytes: toCsv(rows), contentType: `${CSV_TYPE}; charset=utf-8`, name };
}

import type { IntlShape } from 'react-intl';
import { TIMETABLE_IMPORT_FIELDS } from '../../../../domain/contract/timetableImport';
import { csvBlob } from '../../../components/imports/spreadsheetFile';

/** The column headers in the user's language; the server reads them in any of the app's languages. */
export const columnNames = (intl: IntlShape): string[] =>
  TIMETABLE_IMPORT_FIELDS.map((field) => intl.formatMessage({ id: `timetableImport.columns.${field}` }));

/** Monday and Tuesday as the user's language names them (2024-01-08 was a Monday). */
const dayName = (intl: IntlShape, day: number, weekday: 'long' | 'short') =>
  intl.formatDate(Date.UTC(2024, 0, 8 + day), { weekday, timeZone: 'UTC' });

/**
 * An example to fill in: the headers in the user's language and a few rows written the ways the
 * import reads them (a day's name or abbreviation, a time part's name or start, a course's code or
 * name).
 */
export function exampleCsv(intl: IntlShape): Blob {
  return csvBlob([
    columnNames(intl),
    ['6e A', dayName(intl, 0, 'long'), '07:30-08:25', 'MATH'],
    ['6e A', dayName(intl, 0, 'long'), '08:25', 'Français'],
    ['6e A', dayName(intl, 1, 'short'), '07:30', 'ANG'],
    ['6e B', 'mon', '07:30-08:25', 'FRAN'],
  ]);
}

import type { IntlShape } from 'react-intl';

/** The fields the import reads, in the order of the template. */
export const IMPORT_COLUMNS = [
  'matricule',
  'lastName',
  'firstName',
  'sex',
  'birthDate',
  'birthPlace',
  'guardianName',
  'guardianPhone',
  'guardianEmail',
  'address',
] as const;

/** The column headers in the user's language, as the export writes them and the import reads them (in any language). */
export const columnHeaders = (intl: IntlShape): string[] =>
  IMPORT_COLUMNS.map((field) => intl.formatMessage({ id: `files.columns.${field}` }));

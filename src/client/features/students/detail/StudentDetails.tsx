import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { Fragment } from 'react';
import { useIntl } from 'react-intl';
import type { Student } from '../../../../domain/contract/students';
import type { PersonalStudentField } from '../../../../domain/students/fieldAccess';
import { useCurrentUser } from '../../../app/session';
import { useStudentAccess } from '../shared/access';
import { formatDay } from '../shared/format';

/**
 * The record's fields as a list of label and value; empty ones show a dash. A personal field the
 * user may not read is not listed at all (the server leaves it out of the record).
 */
export function StudentDetails({ student }: { student: Student }) {
  const intl = useIntl();
  const types = useCurrentUser()?.metadataTypes ?? [];
  const { canRead } = useStudentAccess();
  const t = (id: string) => intl.formatMessage({ id });
  const personal = (field: PersonalStudentField, value: string): [string, string][] =>
    canRead(field) ? [[t(`students.fields.${field}`), value]] : [];
  const customFields = student.customFields ?? {};
  const rows: [string, string][] = [
    [t('students.fields.matricule'), student.matricule],
    [t('students.fields.sex'), t(`students.sex.${student.sex}`)],
    ...personal('birthDate', formatDay(intl, student.birthDate)),
    ...personal('birthPlace', student.birthPlace ?? ''),
    ...personal('guardianName', student.guardianName ?? ''),
    ...personal('guardianPhone', student.guardianPhone ?? ''),
    ...personal('guardianEmail', student.guardianEmail ?? ''),
    ...personal('address', student.address ?? ''),
    ...(canRead('customFields') ? types : []).map((type): [string, string] => {
      const value = customFields[String(type.id)];
      return [
        type.name,
        value === null || value === undefined ? '' : type.kind === 'date' ? formatDay(intl, String(value)) : String(value),
      ];
    }),
  ];
  return (
    <Box component="dl" sx={{ display: 'grid', gridTemplateColumns: 'minmax(8rem, auto) 1fr', columnGap: 2, rowGap: 0.5, m: 0 }}>
      {rows.map(([label, value]) => (
        <Fragment key={label}>
          <Typography component="dt" color="text.secondary" variant="body2">
            {label}
          </Typography>
          <Typography component="dd" variant="body2" sx={{ m: 0 }}>
            {value || '—'}
          </Typography>
        </Fragment>
      ))}
    </Box>
  );
}

import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { Fragment } from 'react';
import { useIntl } from 'react-intl';
import type { Student } from '../../../../domain/contract/students';
import { useCurrentUser } from '../../../app/session';
import { formatDay } from '../shared/format';

/** The record's fields as a list of label and value; empty ones show a dash. */
export function StudentDetails({ student }: { student: Student }) {
  const intl = useIntl();
  const types = useCurrentUser()?.metadataTypes ?? [];
  const t = (id: string) => intl.formatMessage({ id });
  const rows: [string, string][] = [
    [t('students.fields.matricule'), student.matricule],
    [t('students.fields.sex'), t(`students.sex.${student.sex}`)],
    [t('students.fields.birthDate'), formatDay(intl, student.birthDate)],
    [t('students.fields.birthPlace'), student.birthPlace ?? ''],
    [t('students.fields.guardianName'), student.guardianName ?? ''],
    [t('students.fields.guardianPhone'), student.guardianPhone ?? ''],
    [t('students.fields.address'), student.address ?? ''],
    ...types.map((type): [string, string] => {
      const value = student.customFields[String(type.id)];
      return [type.name, value === null || value === undefined ? '' : type.kind === 'date' ? formatDay(intl, String(value)) : String(value)];
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

import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import Typography from '@mui/material/Typography';
import { FormattedMessage, useIntl } from 'react-intl';
import { Link as RouterLink } from 'react-router-dom';
import type { StudentRecord } from '../../../../../domain/contract/discipline';
import { useStudentRecordQuery } from '../../../../api/disciplineApi';
import { Day } from '../../../../components/Day';
import { PeriodTable } from '../../../../components/discipline/PeriodTable';
import { Section } from '../../shared/Section';
import { QueryBody } from './QueryBody';
import { ScrollTable } from '../../../../components/ScrollTable';

const header = (id: string, align?: 'right') => (
  <TableCell component="th" scope="col" align={align}>
    <FormattedMessage id={id} />
  </TableCell>
);

function Absences({ record }: { record: StudentRecord }) {
  const intl = useIntl();
  if (record.absences.length === 0)
    return (
      <Typography variant="body2" color="text.secondary">
        <FormattedMessage id="discipline.absences.empty" />
      </Typography>
    );
  return (
    <ScrollTable caption={intl.formatMessage({ id: 'discipline.absences.caption' })}>
      <TableHead>
        <TableRow>
          {header('discipline.absences.fields.date')}
          {header('discipline.absences.fields.timePart')}
          {header('discipline.absences.fields.hours', 'right')}
          {header('discipline.absences.fields.status')}
          {header('discipline.absences.fields.justification')}
        </TableRow>
      </TableHead>
      <TableBody>
        {record.absences.map((absence) => (
          <TableRow key={absence.id}>
            <TableCell component="th" scope="row">
              <Day value={absence.date} />
            </TableCell>
            <TableCell>{absence.timePartName}</TableCell>
            <TableCell align="right">{intl.formatNumber(absence.hours)}</TableCell>
            <TableCell>
              {absence.latenessMinutes > 0 ? (
                <FormattedMessage id="discipline.absences.late" values={{ minutes: intl.formatNumber(absence.latenessMinutes) }} />
              ) : (
                <FormattedMessage id={`discipline.absences.status.${absence.status}`} />
              )}
            </TableCell>
            <TableCell>
              {absence.justified ? (
                <FormattedMessage id="discipline.absences.justifiedBy" values={{ reason: absence.reasonName ?? '' }} />
              ) : (
                <FormattedMessage id="discipline.absences.unjustified" />
              )}
            </TableCell>
          </TableRow>
        ))}
      </TableBody>
    </ScrollTable>
  );
}

function Sanctions({ record }: { record: StudentRecord }) {
  const intl = useIntl();
  if (record.sanctions.length === 0)
    return (
      <Typography variant="body2" color="text.secondary">
        <FormattedMessage id="students.record.discipline.noSanction" />
      </Typography>
    );
  return (
    <ScrollTable caption={intl.formatMessage({ id: 'discipline.record.sanctionsCaption' }, { student: record.studentName })}>
      <TableHead>
        <TableRow>
          {header('discipline.sanctions.fields.date')}
          {header('discipline.sanctions.fields.type')}
          {header('discipline.sanctions.fields.duration', 'right')}
          {header('discipline.sanctions.fields.reason')}
          {header('discipline.sanctions.fields.status')}
        </TableRow>
      </TableHead>
      <TableBody>
        {record.sanctions.map((sanction) => (
          <TableRow key={sanction.id}>
            <TableCell component="th" scope="row">
              <Day value={sanction.date} />
            </TableCell>
            <TableCell>{sanction.typeName}</TableCell>
            <TableCell align="right">{sanction.duration === null ? '—' : intl.formatNumber(sanction.duration)}</TableCell>
            <TableCell>{sanction.reason}</TableCell>
            <TableCell>
              <FormattedMessage id={`discipline.sanctions.status.${sanction.status}`} />
            </TableCell>
          </TableRow>
        ))}
      </TableBody>
    </ScrollTable>
  );
}

/** Hours by period (the report cards' figures), every absence and lateness, and the sanctions of the year. */
export function DisciplineSection({ studentId, schoolYearId }: { studentId: number; schoolYearId: number }) {
  const query = useStudentRecordQuery({ studentId, schoolYearId });
  return (
    <Section
      titleId="students.record.discipline.title"
      action={
        <Button component={RouterLink} to={`/discipline?tab=students&student=${studentId}`} size="small">
          <FormattedMessage id="students.record.discipline.open" />
        </Button>
      }
    >
      <QueryBody query={query}>
        {(record) => (
          <Stack sx={{ gap: 2 }}>
            <PeriodTable periods={record.periods} />
            <Typography variant="subtitle1" component="h3">
              <FormattedMessage id="discipline.record.absencesTitle" />
            </Typography>
            <Absences record={record} />
            <Typography variant="subtitle1" component="h3">
              <FormattedMessage id="discipline.record.sanctionsTitle" />
            </Typography>
            <Sanctions record={record} />
          </Stack>
        )}
      </QueryBody>
    </Section>
  );
}

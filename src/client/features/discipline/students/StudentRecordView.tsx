import Add from '@mui/icons-material/Add';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import { useState, type ReactNode } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import type { StudentRecord } from '../../../../domain/contract/discipline';
import { SanctionDialog } from '../sanctions/SanctionDialog';
import { SanctionTable } from '../sanctions/SanctionTable';
import { AbsencesTable } from './AbsencesTable';
import { PeriodTable } from '../../../components/discipline/PeriodTable';
import { StudentLink } from '../../../components/StudentLink';

function Section({ id, titleId, action, children }: { id: string; titleId: string; action?: ReactNode; children: ReactNode }) {
  const headingId = `discipline-record-${id}`;
  return (
    <Paper component="section" variant="outlined" aria-labelledby={headingId} sx={{ p: 2, mb: 3 }}>
      <Box sx={{ display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: 1, mb: 1 }}>
        <Typography id={headingId} variant="h6" component="h3" sx={{ flexGrow: 1 }}>
          <FormattedMessage id={titleId} />
        </Typography>
        {action}
      </Box>
      {children}
    </Paper>
  );
}

/** A student's year: hours by period, every absence (to justify), and the sanctions (to add, cancel, print). */
export function StudentRecordView({ record, canManage }: { record: StudentRecord; canManage: boolean }) {
  const intl = useIntl();
  const [adding, setAdding] = useState(false);
  return (
    <>
      <Typography variant="h6" component="h2">
        <StudentLink studentId={record.studentId}>{record.studentName}</StudentLink>
      </Typography>
      <Typography color="text.secondary" sx={{ mb: 2 }}>
        <FormattedMessage
          id="discipline.record.subtitle"
          values={{
            matricule: record.matricule,
            classroom: record.classroomName ?? intl.formatMessage({ id: 'discipline.record.noClassroom' }),
          }}
        />
      </Typography>
      <Section id="periods" titleId="discipline.record.periodsTitle">
        <PeriodTable periods={record.periods} />
      </Section>
      <Section id="absences" titleId="discipline.record.absencesTitle">
        <AbsencesTable studentId={record.studentId} absences={record.absences} canManage={canManage} />
      </Section>
      <Section
        id="sanctions"
        titleId="discipline.record.sanctionsTitle"
        action={
          canManage && (
            <Button variant="contained" startIcon={<Add />} onClick={() => setAdding(true)}>
              <FormattedMessage id="discipline.sanctions.add" />
            </Button>
          )
        }
      >
        <SanctionTable
          sanctions={record.sanctions}
          caption={intl.formatMessage({ id: 'discipline.record.sanctionsCaption' }, { student: record.studentName })}
          canManage={canManage}
        />
      </Section>
      {adding && <SanctionDialog student={{ id: record.studentId, name: record.studentName }} onClose={() => setAdding(false)} />}
    </>
  );
}

import Box from '@mui/material/Box';
import LinearProgress from '@mui/material/LinearProgress';
import Paper from '@mui/material/Paper';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableContainer from '@mui/material/TableContainer';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import Typography from '@mui/material/Typography';
import { FormattedMessage, useIntl } from 'react-intl';
import type { TeacherPresence } from '../../../../domain/contract/teacherPresences';
import { useListTeacherPresencesQuery } from '../../../api/teacherPresencesApi';
import { chooseAlert } from '../../../components/alerts/chooseAlert';
import { Day } from '../../../components/Day';
import { LoadFailed } from '../../../components/LoadFailed';
import { StatusIcon } from '../components/StatusIcon';

/** A month of one teacher is a few hundred records at most: one page holds them. */
const ALL = 1000;
const HEAD_IDS = ['date', 'timePart', 'classroom', 'course', 'status', 'replacedBy', 'note', 'recordedBy'] as const;

/** A record's status in words: a lateness with its minutes, a class this teacher took for another as "replacing". */
function RecordStatus({ record, teacherId }: { record: TeacherPresence; teacherId: number }) {
  const intl = useIntl();
  const replacing = record.status === 'replaced' && record.replacedById === teacherId;
  const text = replacing
    ? intl.formatMessage({ id: 'presence.teacher.replacing' }, { name: record.teacherName ?? '' })
    : record.status === 'late'
      ? intl.formatMessage({ id: 'presence.status.lateMinutes' }, { minutes: record.latenessMinutes })
      : intl.formatMessage({ id: `presence.status.${record.status}` });
  return (
    <Box component="span" sx={{ display: 'inline-flex', alignItems: 'center', gap: 0.5 }}>
      <StatusIcon status={replacing ? 'present' : record.status} />
      {text}
    </Box>
  );
}

/** What was recorded for the teacher over the month, their own slots and those they took for others, newest first. */
export function MonthRecords({ teacherId, from, to, title }: { teacherId: number; from: string; to: string; title: string }) {
  const intl = useIntl();
  const { currentData, error, refetch } = useListTeacherPresencesQuery({ teacherId, from, to, limit: ALL });
  const headingId = 'presence-records-title';

  let body;
  if (!currentData && error) {
    body = (
      <LoadFailed onRetry={() => void refetch()}>
        {chooseAlert(error).message ?? intl.formatMessage({ id: 'presence.loadFailed' })}
      </LoadFailed>
    );
  } else if (!currentData) {
    body = <LinearProgress aria-label={intl.formatMessage({ id: 'common.loading' })} />;
  } else if (currentData.data.length === 0) {
    body = (
      <Typography color="text.secondary">
        <FormattedMessage id="presence.teacher.noRecords" />
      </Typography>
    );
  } else {
    body = (
      <TableContainer>
        <Table size="small" aria-labelledby={headingId}>
          <TableHead>
            <TableRow>
              {HEAD_IDS.map((id) => (
                <TableCell key={id} component="th" scope="col">
                  <FormattedMessage id={`presence.teacher.records.${id}`} />
                </TableCell>
              ))}
            </TableRow>
          </TableHead>
          <TableBody>
            {currentData.data.map((record) => (
              <TableRow key={record.id}>
                <TableCell component="th" scope="row">
                  <Day value={record.date} />
                </TableCell>
                <TableCell>{record.timePartName}</TableCell>
                <TableCell>{record.classroomName}</TableCell>
                <TableCell>{record.courseName}</TableCell>
                <TableCell>
                  <RecordStatus record={record} teacherId={teacherId} />
                </TableCell>
                <TableCell>{record.status === 'replaced' && record.replacedById !== teacherId ? record.replacedByName : ''}</TableCell>
                <TableCell>{record.note}</TableCell>
                <TableCell>{record.updatedBy ?? record.recordedBy}</TableCell>
              </TableRow>
            ))}
          </TableBody>
        </Table>
      </TableContainer>
    );
  }

  return (
    <Paper component="section" variant="outlined" aria-labelledby={headingId} sx={{ p: 2 }}>
      <Typography id={headingId} variant="h6" component="h4" gutterBottom>
        {title}
      </Typography>
      {body}
    </Paper>
  );
}

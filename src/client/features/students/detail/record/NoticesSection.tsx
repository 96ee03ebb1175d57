import Button from '@mui/material/Button';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import Typography from '@mui/material/Typography';
import { FormattedMessage, useIntl } from 'react-intl';
import { Link as RouterLink } from 'react-router-dom';
import { useListGuardianNoticesQuery } from '../../../../api/guardianNoticesApi';
import { Section } from '../../shared/Section';
import { QueryBody } from './QueryBody';
import { ScrollTable } from '../../../../components/ScrollTable';

/** How many of the student's latest notices the page shows; the outbox has them all. */
const SHOWN = 50;

const header = (id: string) => (
  <TableCell component="th" scope="col">
    <FormattedMessage id={id} />
  </TableCell>
);

/** The notices sent to the student's guardians (absences, sanctions, report cards, arrears, messages), newest first. */
export function NoticesSection({ studentId, studentName }: { studentId: number; studentName: string }) {
  const intl = useIntl();
  const query = useListGuardianNoticesQuery({ studentId, limit: SHOWN });
  const when = (value: string) => intl.formatDate(value, { dateStyle: 'medium', timeStyle: 'short' });
  return (
    <Section
      titleId="students.record.notices.title"
      action={
        <Button component={RouterLink} to="/user/messages?tab=guardians" size="small">
          <FormattedMessage id="students.record.notices.open" />
        </Button>
      }
    >
      <QueryBody query={query}>
        {(list) =>
          list.data.length === 0 ? (
            <Typography variant="body2" color="text.secondary">
              <FormattedMessage id="notices.outbox.empty" />
            </Typography>
          ) : (
            <ScrollTable caption={intl.formatMessage({ id: 'students.record.notices.caption' }, { student: studentName })}>
              <TableHead>
                <TableRow>
                  {header('notices.outbox.created')}
                  {header('notices.outbox.kind')}
                  {header('notices.outbox.recipient')}
                  {header('notices.outbox.status')}
                  {header('students.record.notices.sentAt')}
                </TableRow>
              </TableHead>
              <TableBody>
                {list.data.map((notice) => (
                  <TableRow key={notice.id}>
                    <TableCell component="th" scope="row">
                      {when(notice.createdAt)}
                    </TableCell>
                    <TableCell>
                      <FormattedMessage id={`notices.kinds.${notice.kind}`} />
                    </TableCell>
                    <TableCell>
                      <FormattedMessage id={`notices.channels.${notice.channel}`} />
                      {notice.address && ` · ${notice.address}`}
                    </TableCell>
                    <TableCell>
                      <FormattedMessage id={`notices.statuses.${notice.status}`} />
                    </TableCell>
                    <TableCell>{notice.sentAt ? when(notice.sentAt) : '—'}</TableCell>
                  </TableRow>
                ))}
              </TableBody>
            </ScrollTable>
          )
        }
      </QueryBody>
    </Section>
  );
}

import Button from '@mui/material/Button';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import Typography from '@mui/material/Typography';
import { FormattedMessage, useIntl } from 'react-intl';
import { Link as RouterLink } from 'react-router-dom';
import type { AuditEntry } from '../../../../../domain/contract/audit';
import { useListAuditQuery } from '../../../../api/auditApi';
import { Section } from '../../shared/Section';
import { QueryBody } from './QueryBody';
import { ScrollTable } from '../../../../components/ScrollTable';

const SHOWN = 50;

/** The fields a change touched, by their names in the record: the tools' audit tab shows the values. */
function changedFields(entry: AuditEntry): string[] {
  const before: Record<string, unknown> = entry.before ?? {};
  const after: Record<string, unknown> = entry.after ?? {};
  const keys = new Set([...Object.keys(before), ...Object.keys(after)]);
  return [...keys].filter((key) => JSON.stringify(before[key]) !== JSON.stringify(after[key])).sort();
}

const header = (id: string) => (
  <TableCell component="th" scope="col">
    <FormattedMessage id={id} />
  </TableCell>
);

/**
 * Who changed the student's record, or a record of theirs (a registration, a payment, an absence…),
 * and when (administrator and principal: `audit.read`).
 */
export function AuditSection({ studentId, studentName }: { studentId: number; studentName: string }) {
  const intl = useIntl();
  const query = useListAuditQuery({ studentId, limit: SHOWN });
  return (
    <Section
      titleId="students.record.audit.title"
      action={
        <Button component={RouterLink} to="/tools?tab=audit" size="small">
          <FormattedMessage id="students.record.audit.open" />
        </Button>
      }
    >
      <QueryBody query={query}>
        {(list) =>
          list.data.length === 0 ? (
            <Typography variant="body2" color="text.secondary">
              <FormattedMessage id="students.record.audit.empty" />
            </Typography>
          ) : (
            <ScrollTable caption={intl.formatMessage({ id: 'students.record.audit.caption' }, { student: studentName })}>
              <TableHead>
                <TableRow>
                  {header('toolsAdmin.audit.columns.when')}
                  {header('toolsAdmin.audit.columns.who')}
                  {header('toolsAdmin.audit.columns.action')}
                  {header('toolsAdmin.audit.columns.record')}
                  {header('students.record.audit.fields')}
                </TableRow>
              </TableHead>
              <TableBody>
                {list.data.map((entry) => (
                  <TableRow key={entry.id}>
                    <TableCell component="th" scope="row">
                      {intl.formatDate(entry.createdAt, { dateStyle: 'medium', timeStyle: 'short' })}
                    </TableCell>
                    <TableCell>{entry.username ?? intl.formatMessage({ id: 'toolsAdmin.audit.system' })}</TableCell>
                    <TableCell>
                      <FormattedMessage id={`toolsAdmin.audit.actions.${entry.action}`} />
                    </TableCell>
                    <TableCell>
                      <FormattedMessage id={`toolsAdmin.audit.entities.${entry.entity}`} />
                    </TableCell>
                    <TableCell sx={{ overflowWrap: 'anywhere' }}>{intl.formatList(changedFields(entry))}</TableCell>
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

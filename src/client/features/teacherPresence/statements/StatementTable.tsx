import Link from '@mui/material/Link';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableContainer from '@mui/material/TableContainer';
import TableFooter from '@mui/material/TableFooter';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import Typography from '@mui/material/Typography';
import { FormattedMessage } from 'react-intl';
import { Link as RouterLink } from 'react-router-dom';
import type { Statement } from '../../../../domain/contract/teacherStatements';
import { StatementStatus } from './StatementStatus';
import type { StatementFormat } from './useStatementFormat';

interface Props {
  statements: readonly Statement[];
  month: string;
  selectedId: number | null;
  /** The address that opens a teacher's statement (the tab and month kept). */
  linkTo: (teacherId: number) => string;
  format: StatementFormat;
}

const header = (id: string, align?: 'right') => (
  <TableCell component="th" scope="col" align={align}>
    <FormattedMessage id={`presence.statements.columns.${id}`} />
  </TableCell>
);

/** The total reads as the body does, only bolder (MUI's footer is small and grey). */
export const FOOTER = { '& td, & th': { color: 'text.primary', fontSize: '0.875rem', fontWeight: 600 } } as const;

const round2 = (value: number) => Math.round(value * 100) / 100;

/** The month's statements, one row per teacher, and what the month costs in all. */
export function StatementTable({ statements, month, selectedId, linkTo, format }: Props) {
  const totalHours = round2(statements.reduce((total, statement) => total + statement.hours, 0));
  const totalAmount = statements.reduce((total, statement) => total + statement.amount, 0);
  return (
    <TableContainer sx={{ maxWidth: '100%', overflowX: 'auto' }}>
      <Table size="small">
        <caption>
          <FormattedMessage id="presence.statements.caption" values={{ month: format.month(month) }} />
        </caption>
        <TableHead>
          <TableRow>
            {header('teacher')}
            {header('hours', 'right')}
            {header('rate', 'right')}
            {header('amount', 'right')}
            {header('status')}
          </TableRow>
        </TableHead>
        <TableBody>
          {statements.length === 0 && (
            <TableRow>
              <TableCell colSpan={5}>
                <FormattedMessage id="presence.statements.empty" />
              </TableCell>
            </TableRow>
          )}
          {statements.map((statement) => {
            const selected = statement.teacherId === selectedId;
            return (
              <TableRow key={statement.teacherId} selected={selected}>
                <TableCell component="th" scope="row">
                  <Link component={RouterLink} to={linkTo(statement.teacherId)} aria-current={selected ? 'true' : undefined}>
                    {statement.teacherName}
                  </Link>
                </TableCell>
                <TableCell align="right">{format.hours(statement.hours)}</TableCell>
                <TableCell align="right">{format.money(statement.hourlyRate)}</TableCell>
                <TableCell align="right">{format.money(statement.amount)}</TableCell>
                <TableCell>
                  <StatementStatus status={statement.status} />
                  {statement.status === 'draft' && statement.uncheckedHours > 0 && (
                    <Typography variant="body2" color="warning.dark">
                      <FormattedMessage id="presence.statements.unchecked" values={{ hours: format.hours(statement.uncheckedHours) }} />
                    </Typography>
                  )}
                </TableCell>
              </TableRow>
            );
          })}
        </TableBody>
        {statements.length > 0 && (
          <TableFooter sx={FOOTER}>
            <TableRow>
              <TableCell component="th" scope="row">
                <FormattedMessage id="presence.statements.total" />
              </TableCell>
              <TableCell align="right">{format.hours(totalHours)}</TableCell>
              <TableCell />
              <TableCell align="right">{format.money(totalAmount)}</TableCell>
              <TableCell />
            </TableRow>
          </TableFooter>
        )}
      </Table>
    </TableContainer>
  );
}

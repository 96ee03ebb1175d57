import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableContainer from '@mui/material/TableContainer';
import TableFooter from '@mui/material/TableFooter';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import Typography from '@mui/material/Typography';
import { FormattedMessage } from 'react-intl';
import type { Statement } from '../../../../domain/contract/teacherStatements';
import { FOOTER } from './StatementTable';
import type { StatementFormat } from './useStatementFormat';

const header = (id: string, align?: 'right') => (
  <TableCell component="th" scope="col" align={align}>
    <FormattedMessage id={`presence.statements.lines.${id}`} />
  </TableCell>
);

/** A statement's lines: hours taught per class course, replacements, then the adjustments, and the total. */
export function StatementLines({ statement, format }: { statement: Statement; format: StatementFormat }) {
  return (
    <TableContainer sx={{ maxWidth: '100%', overflowX: 'auto' }}>
      <Table size="small">
        <caption>
          <FormattedMessage
            id="presence.statements.lines.caption"
            values={{ teacher: statement.teacherName, month: format.month(statement.month) }}
          />
        </caption>
        <TableHead>
          <TableRow>
            {header('kind')}
            {header('label')}
            {header('hours', 'right')}
            {header('amount', 'right')}
          </TableRow>
        </TableHead>
        <TableBody>
          {statement.lines.length === 0 && (
            <TableRow>
              <TableCell colSpan={4}>
                <FormattedMessage id="presence.statements.lines.empty" />
              </TableCell>
            </TableRow>
          )}
          {statement.lines.map((line, index) => (
            <TableRow key={line.id ?? `computed-${index}`}>
              <TableCell>
                <FormattedMessage id={`presence.statements.kinds.${line.kind}`} />
              </TableCell>
              <TableCell>
                {line.label}
                {(line.createdBy || line.afterValidation) && line.kind === 'adjustment' && (
                  <Typography variant="body2" color="text.secondary">
                    {line.afterValidation && <FormattedMessage id="presence.statements.lines.afterValidation" />}
                    {line.afterValidation && line.createdBy && ' · '}
                    {line.createdBy}
                  </Typography>
                )}
              </TableCell>
              <TableCell align="right">{line.hours === null ? '' : format.hours(line.hours)}</TableCell>
              <TableCell align="right">{format.money(line.amount)}</TableCell>
            </TableRow>
          ))}
        </TableBody>
        <TableFooter sx={FOOTER}>
          <TableRow>
            <TableCell component="th" scope="row" colSpan={2}>
              <FormattedMessage id="presence.statements.total" />
            </TableCell>
            <TableCell align="right">{format.hours(statement.hours)}</TableCell>
            <TableCell align="right">{format.money(statement.amount)}</TableCell>
          </TableRow>
        </TableFooter>
      </Table>
    </TableContainer>
  );
}

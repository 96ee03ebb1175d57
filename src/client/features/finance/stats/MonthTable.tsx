import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableContainer from '@mui/material/TableContainer';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import { FormattedMessage } from 'react-intl';
import type { FinanceStatistics } from '../../../../domain/contract/financeReports';
import { useMoney } from '../../../components/useMoney';
import { useMonthLabel, useRate } from './rate';

/** What the month chart draws, as a table: for whoever does not see the bars, and for print. */
export function MonthTable({ byMonth, labelledBy }: { byMonth: FinanceStatistics['byMonth']; labelledBy: string }) {
  const { money } = useMoney();
  const rate = useRate();
  const monthLabel = useMonthLabel();
  return (
    <TableContainer>
      <Table size="small" aria-labelledby={labelledBy}>
        <TableHead>
          <TableRow>
            {['month', 'expected', 'collected', 'rate'].map((key) => (
              <TableCell key={key} component="th" scope="col" align={key === 'month' ? 'left' : 'right'}>
                <FormattedMessage id={`finance.stats.${key}`} />
              </TableCell>
            ))}
          </TableRow>
        </TableHead>
        <TableBody>
          {byMonth.map((row) => (
            <TableRow key={row.month} hover>
              <TableCell component="th" scope="row">
                {monthLabel(row.month)}
              </TableCell>
              <TableCell align="right">{money(row.expected)}</TableCell>
              <TableCell align="right">{money(row.collected)}</TableCell>
              <TableCell align="right">{rate(row.collected, row.expected)}</TableCell>
            </TableRow>
          ))}
        </TableBody>
      </Table>
    </TableContainer>
  );
}

import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableContainer from '@mui/material/TableContainer';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import { FormattedMessage, FormattedNumber } from 'react-intl';
import type { Journal } from '../../../../domain/contract/financeReports';
import { PAYMENT_METHODS } from '../../../../domain/contract/payments';
import { useMoney } from '../../../components/useMoney';

const methodHeaders = [
  ...PAYMENT_METHODS.map((method) => ({ key: method, id: `finance.common.methods.${method}` })),
  { key: 'total' as const, id: 'finance.journal.columns.total' },
];

const header = (id: string, align?: 'right') => (
  <TableCell key={id} component="th" scope="col" align={align}>
    <FormattedMessage id={id} />
  </TableCell>
);

/** What the day took by method (reversals count negative), for the school and for each cashier. */
export function JournalTotals({ journal }: { journal: Journal }) {
  const { money } = useMoney();
  return (
    <>
      <TableContainer sx={{ maxWidth: '100%', overflowX: 'auto' }}>
        <Table size="small">
          <caption>
            <FormattedMessage id="finance.journal.totalsCaption" />
          </caption>
          <TableHead>
            <TableRow>{methodHeaders.map(({ id }) => header(id, 'right'))}</TableRow>
          </TableHead>
          <TableBody>
            <TableRow>
              {methodHeaders.map(({ key }) => (
                <TableCell key={key} align="right" sx={key === 'total' ? { fontWeight: 600 } : undefined}>
                  {money(journal.totals[key])}
                </TableCell>
              ))}
            </TableRow>
          </TableBody>
        </Table>
      </TableContainer>
      <TableContainer sx={{ maxWidth: '100%', overflowX: 'auto' }}>
        <Table size="small">
          <caption>
            <FormattedMessage id="finance.journal.cashiersCaption" />
          </caption>
          <TableHead>
            <TableRow>
              {header('finance.journal.columns.cashier')}
              {header('finance.journal.columns.entries', 'right')}
              {methodHeaders.map(({ id }) => header(id, 'right'))}
            </TableRow>
          </TableHead>
          <TableBody>
            {journal.cashiers.map((cashier) => (
              <TableRow key={cashier.cashierId}>
                <TableCell component="th" scope="row">
                  {cashier.cashierName}
                </TableCell>
                <TableCell align="right">
                  <FormattedNumber value={cashier.count} />
                </TableCell>
                {methodHeaders.map(({ key }) => (
                  <TableCell key={key} align="right">
                    {money(cashier.totals[key])}
                  </TableCell>
                ))}
              </TableRow>
            ))}
          </TableBody>
        </Table>
      </TableContainer>
    </>
  );
}

import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableContainer from '@mui/material/TableContainer';
import TableFooter from '@mui/material/TableFooter';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import { FormattedMessage } from 'react-intl';
import type { FinanceStatistics } from '../../../../domain/contract/financeReports';
import { PAYMENT_METHODS } from '../../../../domain/contract/payments';
import { useMoney } from '../../../components/useMoney';
import { useRate } from './rate';

const bold = { '& > *': { fontWeight: 'bold', color: 'text.primary', fontSize: 'inherit' } };

/** What came in by cash, mobile money and bank, and each one's share of the whole. */
export function MethodTable({ byMethod, labelledBy }: { byMethod: FinanceStatistics['byMethod']; labelledBy: string }) {
  const { money } = useMoney();
  const rate = useRate();
  return (
    <TableContainer>
      <Table size="small" aria-labelledby={labelledBy}>
        <TableHead>
          <TableRow>
            <TableCell component="th" scope="col">
              <FormattedMessage id="finance.stats.method" />
            </TableCell>
            <TableCell component="th" scope="col" align="right">
              <FormattedMessage id="finance.stats.collected" />
            </TableCell>
            <TableCell component="th" scope="col" align="right">
              <FormattedMessage id="finance.stats.share" />
            </TableCell>
          </TableRow>
        </TableHead>
        <TableBody>
          {PAYMENT_METHODS.map((method) => (
            <TableRow key={method} hover>
              <TableCell component="th" scope="row">
                <FormattedMessage id={`finance.stats.methods.${method}`} />
              </TableCell>
              <TableCell align="right">{money(byMethod[method])}</TableCell>
              <TableCell align="right">{rate(byMethod[method], byMethod.total)}</TableCell>
            </TableRow>
          ))}
        </TableBody>
        <TableFooter>
          <TableRow sx={bold}>
            <TableCell component="th" scope="row">
              <FormattedMessage id="finance.stats.total" />
            </TableCell>
            <TableCell align="right">{money(byMethod.total)}</TableCell>
            <TableCell align="right">{rate(byMethod.total, byMethod.total)}</TableCell>
          </TableRow>
        </TableFooter>
      </Table>
    </TableContainer>
  );
}

import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableContainer from '@mui/material/TableContainer';
import TableFooter from '@mui/material/TableFooter';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import { FormattedMessage, useIntl } from 'react-intl';
import type { FinanceStatistics } from '../../../../domain/contract/financeReports';
import { StickyCell } from '../../../components/StickyCell';
import { useMoney } from '../../../components/useMoney';
import { useRate } from './rate';

type Figures = FinanceStatistics['totals'];

export interface FiguresRow extends Figures {
  key: number;
  name: string;
  /** The students charged, when the rows are levels. */
  students?: number;
}

interface Props {
  /** The first column's heading: level or fee type. */
  nameId: string;
  rows: readonly FiguresRow[];
  totals: Figures;
  labelledBy: string;
}

const AMOUNTS = ['expected', 'collected', 'outstanding', 'overdue'] as const;
const bold = { '& > *': { fontWeight: 'bold', color: 'text.primary', fontSize: 'inherit' } };

/** Expected, collected, outstanding and overdue per level or fee type, with the collection rate, the year's totals last. */
export function FiguresTable({ nameId, rows, totals, labelledBy }: Props) {
  const intl = useIntl();
  const { money } = useMoney();
  const rate = useRate();
  const withStudents = rows.some((row) => row.students !== undefined);
  const students = rows.reduce((total, row) => total + (row.students ?? 0), 0);
  const cells = (figures: Figures) => (
    <>
      {AMOUNTS.map((key) => (
        <TableCell key={key} align="right">
          {money(figures[key])}
        </TableCell>
      ))}
      <TableCell align="right">{rate(figures.collected, figures.expected)}</TableCell>
    </>
  );
  return (
    <TableContainer>
      <Table size="small" aria-labelledby={labelledBy} sx={{ borderCollapse: 'separate' }}>
        <TableHead>
          <TableRow>
            <StickyCell side="start" edge component="th" scope="col">
              <FormattedMessage id={nameId} />
            </StickyCell>
            {withStudents && (
              <TableCell component="th" scope="col" align="right">
                <FormattedMessage id="finance.stats.students" />
              </TableCell>
            )}
            {[...AMOUNTS, 'rate'].map((key) => (
              <TableCell key={key} component="th" scope="col" align="right">
                <FormattedMessage id={`finance.stats.${key}`} />
              </TableCell>
            ))}
          </TableRow>
        </TableHead>
        <TableBody>
          {rows.map((row) => (
            <TableRow key={row.key} hover>
              <StickyCell side="start" edge component="th" scope="row">
                {row.name}
              </StickyCell>
              {withStudents && <TableCell align="right">{intl.formatNumber(row.students ?? 0)}</TableCell>}
              {cells(row)}
            </TableRow>
          ))}
        </TableBody>
        <TableFooter>
          <TableRow sx={bold}>
            <StickyCell side="start" edge component="th" scope="row">
              <FormattedMessage id="finance.stats.total" />
            </StickyCell>
            {withStudents && <TableCell align="right">{intl.formatNumber(students)}</TableCell>}
            {cells(totals)}
          </TableRow>
        </TableFooter>
      </Table>
    </TableContainer>
  );
}

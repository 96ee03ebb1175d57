import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableContainer from '@mui/material/TableContainer';
import TableFooter from '@mui/material/TableFooter';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import { FormattedMessage } from 'react-intl';
import type { PeriodicStat } from '../../../../domain/contract/teacherPresences';
import { StickyCell } from '../../../components/StickyCell';
import { useFigureColumns } from '../components/figures';

/** The figures of every teacher over the period, the totals last: what the chart draws, as a table. */
export function FiguresTable({ stat, labelledBy }: { stat: PeriodicStat; labelledBy: string }) {
  const columns = useFigureColumns();
  return (
    <TableContainer>
      <Table size="small" aria-labelledby={labelledBy} sx={{ borderCollapse: 'separate' }}>
        <TableHead>
          <TableRow>
            <StickyCell side="start" edge component="th" scope="col">
              <FormattedMessage id="presence.figures.teacher" />
            </StickyCell>
            {columns.map((column) => (
              <TableCell key={column.key} component="th" scope="col" align="right">
                <FormattedMessage id={column.labelId} />
              </TableCell>
            ))}
          </TableRow>
        </TableHead>
        <TableBody>
          {stat.data.map((row) => (
            <TableRow key={row.teacherId} hover>
              <StickyCell side="start" edge component="th" scope="row">
                {row.teacherName}
                {row.partTime && (
                  <>
                    {' '}
                    <FormattedMessage id="presence.figures.partTime" />
                  </>
                )}
              </StickyCell>
              {columns.map((column) => (
                <TableCell key={column.key} align="right">
                  {column.format(row)}
                </TableCell>
              ))}
            </TableRow>
          ))}
        </TableBody>
        <TableFooter>
          <TableRow sx={{ '& > *': { fontWeight: 'bold', color: 'text.primary', fontSize: 'inherit' } }}>
            <StickyCell side="start" edge component="th" scope="row">
              <FormattedMessage id="presence.figures.total" />
            </StickyCell>
            {columns.map((column) => (
              <TableCell key={column.key} align="right">
                {column.format(stat.totals)}
              </TableCell>
            ))}
          </TableRow>
        </TableFooter>
      </Table>
    </TableContainer>
  );
}

import Box from '@mui/material/Box';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableContainer from '@mui/material/TableContainer';
import TableFooter from '@mui/material/TableFooter';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import { visuallyHidden } from '@mui/utils';
import { useIntl } from 'react-intl';
import type { SexCounts } from '../../../domain/statistics/demographics';

/** The total row reads as strongly as the rest: a footer's cells are greyed by default. */
const TOTAL = { fontWeight: 'bold', color: 'text.primary', fontSize: '0.875rem' } as const;

export interface DemographicRow {
  key: string | number;
  label: string;
  counts: SexCounts;
}

interface Props {
  /** The id of the heading that names the table; its caption says the same for screen readers. */
  labelledBy: string;
  caption: string;
  /** The first column's heading (level, class, age, intake). */
  heading: string;
  rows: readonly DemographicRow[];
  total: SexCounts;
}

/**
 * Boys, girls and total per row, closed by the total row, as the ministry form lays them out. The
 * container scrolls on a narrow screen, so it is a named region the keyboard can reach.
 */
export function DemographicTable({ labelledBy, caption, heading, rows, total }: Props) {
  const intl = useIntl();
  const t = (id: string) => intl.formatMessage({ id: `statistics.demographics.${id}` });
  const counts = (figures: SexCounts, sx?: typeof TOTAL) =>
    [figures.male, figures.female, figures.total].map((value, index) => (
      <TableCell key={index} align="right" sx={sx}>
        {intl.formatNumber(value)}
      </TableCell>
    ));
  return (
    <TableContainer tabIndex={0} role="region" aria-labelledby={labelledBy} sx={{ mt: 1 }}>
      <Table size="small">
        <Box component="caption" sx={visuallyHidden}>
          {caption}
        </Box>
        <TableHead>
          <TableRow>
            <TableCell scope="col">{heading}</TableCell>
            {['male', 'female', 'total'].map((id) => (
              <TableCell key={id} scope="col" align="right">
                {t(id)}
              </TableCell>
            ))}
          </TableRow>
        </TableHead>
        <TableBody>
          {rows.map((row) => (
            <TableRow key={row.key}>
              <TableCell component="th" scope="row">
                {row.label}
              </TableCell>
              {counts(row.counts)}
            </TableRow>
          ))}
        </TableBody>
        <TableFooter>
          <TableRow>
            <TableCell component="th" scope="row" sx={TOTAL}>
              {t('total')}
            </TableCell>
            {counts(total, TOTAL)}
          </TableRow>
        </TableFooter>
      </Table>
    </TableContainer>
  );
}

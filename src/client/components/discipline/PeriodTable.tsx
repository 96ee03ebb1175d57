import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableRow from '@mui/material/TableRow';
import { FormattedMessage, useIntl } from 'react-intl';
import type { PeriodTotals } from '../../../domain/contract/discipline';
import { periodLabel } from '../../i18n/periodLabel';
import { ColumnHeads } from '../ColumnHeads';
import { ScrollTable } from '../ScrollTable';

const FIGURES = ['justifiedHours', 'unjustifiedHours', 'lateness', 'consigneHours', 'exclusionDays'] as const;
const COLUMNS = [
  { id: 'discipline.record.fields.period' },
  ...FIGURES.map((figure) => ({ id: `discipline.record.fields.${figure}`, numeric: true })),
];

/** The hours of each sequence, trimester and the year: the report cards' figures. */
export function PeriodTable({ periods }: { periods: readonly PeriodTotals[] }) {
  const intl = useIntl();
  return (
    <ScrollTable caption={intl.formatMessage({ id: 'discipline.record.periodsCaption' })}>
      <ColumnHeads columns={COLUMNS} />
      <TableBody>
        {periods.map((row) => (
          <TableRow key={row.period} sx={row.period === 'annual' ? { '& > *': { fontWeight: 600 } } : undefined}>
            <TableCell component="th" scope="row">
              {periodLabel(intl, row.period)}
            </TableCell>
            <TableCell align="right">{intl.formatNumber(row.justifiedHours)}</TableCell>
            <TableCell align="right">{intl.formatNumber(row.unjustifiedHours)}</TableCell>
            <TableCell align="right">
              {row.lateness > 0 ? (
                <FormattedMessage
                  id="discipline.record.latenessWithMinutes"
                  values={{ lateness: intl.formatNumber(row.lateness), minutes: intl.formatNumber(row.latenessMinutes) }}
                />
              ) : (
                intl.formatNumber(0)
              )}
            </TableCell>
            <TableCell align="right">{intl.formatNumber(row.consigneHours)}</TableCell>
            <TableCell align="right">{intl.formatNumber(row.exclusionDays)}</TableCell>
          </TableRow>
        ))}
      </TableBody>
    </ScrollTable>
  );
}

import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import { FormattedMessage, useIntl } from 'react-intl';
import type { PeriodTotals } from '../../../domain/contract/discipline';
import { periodLabel } from '../../i18n/periodLabel';
import { ScrollTable } from '../ScrollTable';

const FIGURES = ['justifiedHours', 'unjustifiedHours', 'lateness', 'consigneHours', 'exclusionDays'] as const;

/** The hours of each sequence, trimester and the year: the report cards' figures. */
export function PeriodTable({ periods }: { periods: readonly PeriodTotals[] }) {
  const intl = useIntl();
  return (
    <ScrollTable caption={intl.formatMessage({ id: 'discipline.record.periodsCaption' })}>
      <TableHead>
        <TableRow>
          <TableCell component="th" scope="col">
            <FormattedMessage id="discipline.record.fields.period" />
          </TableCell>
          {FIGURES.map((figure) => (
            <TableCell key={figure} component="th" scope="col" align="right">
              <FormattedMessage id={`discipline.record.fields.${figure}`} />
            </TableCell>
          ))}
        </TableRow>
      </TableHead>
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

/**
 * What fell due and what came in, month by month, as grouped bars. Only this tab of the finance
 * area imports MUI X Charts: the tab is a lazy chunk of its own (as the presence statistics are),
 * so the charts load with it and nowhere else.
 */
import { useTheme } from '@mui/material/styles';
import { BarChart } from '@mui/x-charts/BarChart';
import { useIntl } from 'react-intl';
import type { FinanceStatistics } from '../../../../domain/contract/financeReports';
import { useMoney } from '../../../components/useMoney';
import { useMonthLabel } from './rate';

const HEIGHT = 320;
/** Room for a compact amount ("9M") beside the bars. */
const AMOUNTS_WIDTH = 60;

/** Expected against collected for each month of the year. */
export function MonthChart({ byMonth }: { byMonth: FinanceStatistics['byMonth'] }) {
  const intl = useIntl();
  const theme = useTheme();
  const { money } = useMoney();
  const monthLabel = useMonthLabel();
  const amount = (value: number | null) => (value === null ? '' : money(value));
  const series = (
    [
      ['expected', theme.palette.info.main],
      ['collected', theme.palette.success.main],
    ] as const
  ).map(([key, color]) => ({
    id: key,
    label: intl.formatMessage({ id: `finance.stats.${key}` }),
    data: byMonth.map((row) => row[key]),
    color,
    valueFormatter: amount,
  }));
  return (
    <BarChart
      height={HEIGHT}
      localeText={{ loading: intl.formatMessage({ id: 'common.loading' }), noData: intl.formatMessage({ id: 'finance.stats.empty' }) }}
      xAxis={[{ scaleType: 'band', data: byMonth.map((row) => monthLabel(row.month)) }]}
      yAxis={[{ min: 0, width: AMOUNTS_WIDTH, valueFormatter: (value: number) => intl.formatNumber(value, { notation: 'compact' }) }]}
      series={series}
    />
  );
}

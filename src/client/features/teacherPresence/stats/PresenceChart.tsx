/**
 * The hours of each teacher over the period as stacked bars. Only this tab of the area imports MUI
 * X Charts: the tab is a lazy chunk of its own, so the charts load with it and nowhere else.
 */
import { useTheme } from '@mui/material/styles';
import { BarChart } from '@mui/x-charts/BarChart';
import { useIntl } from 'react-intl';
import type { PeriodicStat } from '../../../../domain/contract/teacherPresences';

/** Room per teacher's bar, so eighty teachers stay readable: the chart grows down the page. */
const ROW_HEIGHT = 28;
/** The legend and the axis below the bars. */
const FRAME_HEIGHT = 110;
/** Room for a teacher's name beside the bars. */
const NAMES_WIDTH = 150;

/** Present, absent and replaced hours per teacher: who taught what was expected, at a glance. */
export function PresenceChart({ stat }: { stat: PeriodicStat }) {
  const intl = useIntl();
  const theme = useTheme();
  const hours = (value: number | null) => (value === null ? '' : intl.formatNumber(value, { maximumFractionDigits: 2 }));
  const series = (
    [
      ['presentHours', theme.palette.success.main],
      ['absentHours', theme.palette.error.main],
      ['replacedHours', theme.palette.info.main],
    ] as const
  ).map(([key, color]) => ({
    id: key,
    label: intl.formatMessage({ id: `presence.figures.${key}` }),
    data: stat.data.map((row) => row[key]),
    stack: 'hours',
    color,
    valueFormatter: hours,
  }));
  return (
    <BarChart
      layout="horizontal"
      height={FRAME_HEIGHT + ROW_HEIGHT * stat.data.length}
      localeText={{ loading: intl.formatMessage({ id: 'common.loading' }), noData: intl.formatMessage({ id: 'presence.stats.empty' }) }}
      yAxis={[{ scaleType: 'band', data: stat.data.map((row) => row.teacherName), width: NAMES_WIDTH }]}
      xAxis={[{ min: 0, label: intl.formatMessage({ id: 'presence.stats.hoursAxis' }), valueFormatter: (value: number) => hours(value) }]}
      series={series}
    />
  );
}

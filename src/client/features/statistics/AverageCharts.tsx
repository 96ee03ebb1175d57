/**
 * The three charts of the average-marks screen, each with its figures as a table underneath. Only
 * the statistics area (here and AbsenceCharts.tsx) and the teacher-presence statistics tab import
 * MUI X Charts: each is a lazy chunk of its own, so the charts load with them and nowhere else.
 */
import Box from '@mui/material/Box';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import { BarChart } from '@mui/x-charts/BarChart';
import type { ReactNode } from 'react';
import { useIntl } from 'react-intl';
import type { AverageMarks } from '../../../domain/contract/statistics';
import { FigureTable, type FigureColumn } from './FigureTable';
import { useFigureFormat, type FigureFormat } from './format';

/** Every chart's plot is this tall (its legend above it adds a line); its width follows the page. */
export const CHART_HEIGHT = 300;
/** Room for an axis' tick labels ("100 %") and its title. */
const AXIS_WIDTH = 64;

type ClassroomRow = AverageMarks['classrooms'][number];
type CourseRow = AverageMarks['courses'][number];
type BandRow = AverageMarks['distribution'][number];

/** A titled block: the chart, then its figures as a table (what screen readers and printers read). */
export function ChartSection({
  id,
  title,
  chart,
  table,
}: {
  id: string;
  title: string;
  chart: ReactNode;
  table: (labelledBy: string) => ReactNode;
}) {
  const headingId = `statistics-${id}-title`;
  return (
    <Paper component="section" variant="outlined" aria-labelledby={headingId} sx={{ p: 2, mb: 3 }}>
      <Typography id={headingId} variant="h6" component="h2" gutterBottom>
        {title}
      </Typography>
      <Box data-chart sx={{ width: '100%', '@media print': { breakInside: 'avoid' } }}>
        {chart}
      </Box>
      {table(headingId)}
    </Paper>
  );
}

/** Texts MUI X Charts would otherwise show in English. */
export function useChartTexts() {
  const intl = useIntl();
  return { loading: intl.formatMessage({ id: 'common.loading' }), noData: intl.formatMessage({ id: 'statistics.empty' }) };
}

/** An average axis /20 and a success-rate axis 0-100 %, on the other side. */
function averageAndRateAxes(format: FigureFormat, intl: ReturnType<typeof useIntl>) {
  return [
    {
      id: 'average',
      min: 0,
      max: 20,
      width: AXIS_WIDTH,
      label: intl.formatMessage({ id: 'statistics.figures.averageAxis' }),
      valueFormatter: (value: number) => format.count(value),
    },
    {
      id: 'rate',
      min: 0,
      max: 1,
      position: 'right' as const,
      width: AXIS_WIDTH,
      label: intl.formatMessage({ id: 'statistics.figures.successRate' }),
      valueFormatter: (value: number) => format.rate(value),
    },
  ];
}

const averageColumns = (intl: ReturnType<typeof useIntl>, format: FigureFormat) => ({
  average: {
    key: 'average',
    header: intl.formatMessage({ id: 'statistics.figures.average' }),
    cell: (row: { average: number | null }) => format.average(row.average),
    numeric: true,
  },
  successRate: {
    key: 'successRate',
    header: intl.formatMessage({ id: 'statistics.figures.successRate' }),
    cell: (row: { successRate: number | null }) => format.rate(row.successRate),
    numeric: true,
  },
  evaluated: {
    key: 'evaluated',
    header: intl.formatMessage({ id: 'statistics.figures.evaluated' }),
    cell: (row: { evaluated: number }) => format.count(row.evaluated),
    numeric: true,
  },
});

export function ClassroomChart({ classrooms }: { classrooms: readonly ClassroomRow[] }) {
  const intl = useIntl();
  const format = useFigureFormat();
  const localeText = useChartTexts();
  const shared = averageColumns(intl, format);
  const columns: FigureColumn<ClassroomRow>[] = [
    { key: 'name', header: intl.formatMessage({ id: 'statistics.figures.classroom' }), cell: (row) => row.name },
    { key: 'level', header: intl.formatMessage({ id: 'statistics.figures.level' }), cell: (row) => row.levelName },
    {
      key: 'students',
      header: intl.formatMessage({ id: 'statistics.figures.students' }),
      cell: (row) => format.count(row.students),
      numeric: true,
    },
    shared.evaluated,
    shared.average,
    {
      key: 'highest',
      header: intl.formatMessage({ id: 'statistics.figures.highest' }),
      cell: (row) => format.average(row.highest),
      numeric: true,
    },
    {
      key: 'lowest',
      header: intl.formatMessage({ id: 'statistics.figures.lowest' }),
      cell: (row) => format.average(row.lowest),
      numeric: true,
    },
    shared.successRate,
  ];
  return (
    <ChartSection
      id="classrooms"
      title={intl.formatMessage({ id: 'statistics.classrooms.title' })}
      chart={
        <BarChart
          height={CHART_HEIGHT}
          localeText={localeText}
          xAxis={[{ scaleType: 'band', data: classrooms.map((row) => row.name) }]}
          yAxis={averageAndRateAxes(format, intl)}
          series={[
            {
              id: 'average',
              label: shared.average.header,
              data: classrooms.map((row) => row.average),
              yAxisId: 'average',
              valueFormatter: (value) => format.average(value),
            },
            {
              id: 'successRate',
              label: shared.successRate.header,
              data: classrooms.map((row) => row.successRate),
              yAxisId: 'rate',
              valueFormatter: (value) => format.rate(value),
            },
          ]}
        />
      }
      table={(labelledBy) => <FigureTable labelledBy={labelledBy} columns={columns} rows={classrooms} rowKey={(row) => row.classroomId} />}
    />
  );
}

export function CourseChart({ courses }: { courses: readonly CourseRow[] }) {
  const intl = useIntl();
  const format = useFigureFormat();
  const localeText = useChartTexts();
  const shared = averageColumns(intl, format);
  const columns: FigureColumn<CourseRow>[] = [
    { key: 'code', header: intl.formatMessage({ id: 'statistics.figures.code' }), cell: (row) => row.code },
    { key: 'name', header: intl.formatMessage({ id: 'statistics.figures.course' }), cell: (row) => row.name },
    shared.evaluated,
    shared.average,
    shared.successRate,
  ];
  return (
    <ChartSection
      id="courses"
      title={intl.formatMessage({ id: 'statistics.courses.title' })}
      chart={
        <BarChart
          height={CHART_HEIGHT}
          localeText={localeText}
          xAxis={[{ scaleType: 'band', data: courses.map((row) => row.code) }]}
          yAxis={averageAndRateAxes(format, intl)}
          series={[
            {
              id: 'average',
              label: shared.average.header,
              data: courses.map((row) => row.average),
              yAxisId: 'average',
              valueFormatter: (value) => format.average(value),
            },
            {
              id: 'successRate',
              label: shared.successRate.header,
              data: courses.map((row) => row.successRate),
              yAxisId: 'rate',
              valueFormatter: (value) => format.rate(value),
            },
          ]}
        />
      }
      table={(labelledBy) => <FigureTable labelledBy={labelledBy} columns={columns} rows={courses} rowKey={(row) => row.courseId} />}
    />
  );
}

export function DistributionChart({ distribution }: { distribution: readonly BandRow[] }) {
  const intl = useIntl();
  const format = useFigureFormat();
  const localeText = useChartTexts();
  const countHeader = intl.formatMessage({ id: 'statistics.distribution.count' });
  const columns: FigureColumn<BandRow>[] = [
    { key: 'band', header: intl.formatMessage({ id: 'statistics.distribution.band' }), cell: (row) => format.band(row.from, row.to) },
    { key: 'count', header: countHeader, cell: (row) => format.count(row.count), numeric: true },
  ];
  return (
    <ChartSection
      id="distribution"
      title={intl.formatMessage({ id: 'statistics.distribution.title' })}
      chart={
        <BarChart
          height={CHART_HEIGHT}
          localeText={localeText}
          hideLegend
          xAxis={[{ scaleType: 'band', data: distribution.map((row) => format.band(row.from, row.to)) }]}
          yAxis={[{ min: 0, tickMinStep: 1, valueFormatter: (value: number) => format.count(value) }]}
          series={[
            {
              id: 'count',
              label: countHeader,
              data: distribution.map((row) => row.count),
              valueFormatter: (value) => (value === null ? '' : format.count(value)),
            },
          ]}
        />
      }
      table={(labelledBy) => <FigureTable labelledBy={labelledBy} columns={columns} rows={distribution} rowKey={(row) => row.from} />}
    />
  );
}

import Box from '@mui/material/Box';
import Card from '@mui/material/Card';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import { BarChart } from '@mui/x-charts/BarChart';
import { useIntl } from 'react-intl';
import type { AbsenceStatistics } from '../../../domain/contract/statistics';
import { CHART_HEIGHT, ChartSection, useChartTexts } from './AverageCharts';
import { FigureTable, type FigureColumn } from './FigureTable';

type ClassroomRow = AbsenceStatistics['classrooms'][number];
type StudentRow = AbsenceStatistics['students'][number];
type Figures = Pick<ClassroomRow, 'justifiedHours' | 'unjustifiedHours' | 'lateness' | 'latenessMinutes'>;

/** The students named on screen: the most unjustified hours first, as the server sorts them. */
export const TOP_STUDENTS = 10;

function useAbsenceColumns() {
  const intl = useIntl();
  const t = (id: string) => intl.formatMessage({ id: `statistics.absences.${id}` });
  const hours = (value: number) => intl.formatNumber(value, { maximumFractionDigits: 1 });
  const columns: FigureColumn<Figures>[] = [
    { key: 'justifiedHours', header: t('justifiedHours'), cell: (row) => hours(row.justifiedHours), numeric: true },
    { key: 'unjustifiedHours', header: t('unjustifiedHours'), cell: (row) => hours(row.unjustifiedHours), numeric: true },
    { key: 'lateness', header: t('lateness'), cell: (row) => intl.formatNumber(row.lateness), numeric: true },
    { key: 'latenessMinutes', header: t('latenessMinutes'), cell: (row) => intl.formatNumber(row.latenessMinutes), numeric: true },
  ];
  return { t, hours, columns };
}

/** Students, justified and unjustified hours, lateness: the period's four headline figures. */
export function AbsenceSummary({ overall }: { overall: AbsenceStatistics['overall'] }) {
  const intl = useIntl();
  const { t, hours } = useAbsenceColumns();
  const figures: [string, string][] = [
    ['students', intl.formatNumber(overall.students)],
    ['justifiedHours', hours(overall.justifiedHours)],
    ['unjustifiedHours', hours(overall.unjustifiedHours)],
    ['lateness', intl.formatNumber(overall.lateness)],
  ];
  return (
    <Box
      component="dl"
      aria-label={t('summary')}
      sx={{ display: 'grid', gridTemplateColumns: { xs: 'repeat(2, 1fr)', md: 'repeat(4, 1fr)' }, gap: 2, m: 0, mb: 3 }}
    >
      {figures.map(([id, value]) => (
        <Card key={id} variant="outlined" sx={{ p: 2 }}>
          <Typography component="dt" color="text.secondary" variant="body2">
            {t(id)}
          </Typography>
          <Typography component="dd" variant="h5" sx={{ m: 0 }}>
            {value}
          </Typography>
        </Card>
      ))}
    </Box>
  );
}

/** Justified beside unjustified hours for each classroom, then the same figures as a table. */
export function AbsenceClassroomChart({ classrooms }: { classrooms: readonly ClassroomRow[] }) {
  const intl = useIntl();
  const localeText = useChartTexts();
  const { t, hours, columns } = useAbsenceColumns();
  const rows: FigureColumn<ClassroomRow>[] = [
    { key: 'name', header: intl.formatMessage({ id: 'statistics.figures.classroom' }), cell: (row) => row.name },
    { key: 'level', header: intl.formatMessage({ id: 'statistics.figures.level' }), cell: (row) => row.levelName },
    { key: 'students', header: t('students'), cell: (row) => intl.formatNumber(row.students), numeric: true },
    ...columns,
  ];
  return (
    <ChartSection
      id="absence-classrooms"
      title={t('classroomsTitle')}
      chart={
        <BarChart
          height={CHART_HEIGHT}
          localeText={localeText}
          xAxis={[{ scaleType: 'band', data: classrooms.map((row) => row.name) }]}
          yAxis={[{ min: 0, label: t('hoursAxis'), width: 64, valueFormatter: (value: number) => hours(value) }]}
          series={[
            {
              id: 'justified',
              label: t('justifiedHours'),
              data: classrooms.map((row) => row.justifiedHours),
              valueFormatter: (value) => (value === null ? '' : hours(value)),
            },
            {
              id: 'unjustified',
              label: t('unjustifiedHours'),
              data: classrooms.map((row) => row.unjustifiedHours),
              valueFormatter: (value) => (value === null ? '' : hours(value)),
            },
          ]}
        />
      }
      table={(labelledBy) => <FigureTable labelledBy={labelledBy} columns={rows} rows={classrooms} rowKey={(row) => row.classroomId} />}
    />
  );
}

/** The students with the most unjustified hours: whom the discipline office calls in first. */
export function TopStudents({ students }: { students: readonly StudentRow[] }) {
  const intl = useIntl();
  const { t, columns } = useAbsenceColumns();
  const headingId = 'statistics-absence-students-title';
  const rows: FigureColumn<StudentRow>[] = [
    { key: 'name', header: t('student'), cell: (row) => row.name },
    { key: 'matricule', header: t('matricule'), cell: (row) => row.matricule },
    { key: 'classroom', header: intl.formatMessage({ id: 'statistics.figures.classroom' }), cell: (row) => row.classroomName },
    ...columns,
  ];
  return (
    <Paper component="section" variant="outlined" aria-labelledby={headingId} sx={{ p: 2, mb: 3 }}>
      <Typography id={headingId} variant="h6" component="h2" gutterBottom>
        {intl.formatMessage({ id: 'statistics.absences.topStudents' }, { top: intl.formatNumber(TOP_STUDENTS) })}
      </Typography>
      <FigureTable labelledBy={headingId} columns={rows} rows={students.slice(0, TOP_STUDENTS)} rowKey={(row) => row.studentId} />
    </Paper>
  );
}

import Box from '@mui/material/Box';
import Card from '@mui/material/Card';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import { BarChart } from '@mui/x-charts/BarChart';
import { PieChart } from '@mui/x-charts/PieChart';
import { useIntl, type IntlShape } from 'react-intl';
import type { Demographics } from '../../../domain/contract/demographics';
import type { ReactNode } from 'react';
import { CHART_HEIGHT, useChartTexts } from './AverageCharts';
import { DemographicTable, type DemographicRow } from './DemographicTable';

type AgeRow = Demographics['ages'][number];

const useWords = () => {
  const intl = useIntl();
  return { intl, t: (id: string, values?: Record<string, string>) => intl.formatMessage({ id: `statistics.demographics.${id}` }, values) };
};

/** "10 or younger", "11", "21 or older", in the interface's digits. */
export function ageLabel(intl: IntlShape, row: AgeRow): string {
  const t = (id: string, age: number) => intl.formatMessage({ id: `statistics.demographics.${id}` }, { age: intl.formatNumber(age) });
  if (row.minAge === null) return t('ageAtMost', row.maxAge ?? 0);
  if (row.maxAge === null) return t('ageAtLeast', row.minAge);
  return intl.formatNumber(row.minAge);
}

/** Boys and girls series of a bar chart over `rows`. */
function sexSeries(rows: readonly DemographicRow[], t: (id: string) => string, intl: IntlShape, stacked = false) {
  const format = (value: number | null) => (value === null ? '' : intl.formatNumber(value));
  return [
    { id: 'male', label: t('male'), data: rows.map((row) => row.counts.male), valueFormatter: format, ...(stacked && { stack: 'sex' }) },
    {
      id: 'female',
      label: t('female'),
      data: rows.map((row) => row.counts.female),
      valueFormatter: format,
      ...(stacked && { stack: 'sex' }),
    },
  ];
}

/**
 * A titled block: the chart, then its table. Not a named region itself: the table's scrolling
 * region carries the title, and two landmarks of one name would confuse a screen reader.
 */
function DemographicBlock({
  id,
  title,
  chart,
  table,
}: {
  id: string;
  title: string;
  chart?: ReactNode;
  table: (labelledBy: string) => ReactNode;
}) {
  const headingId = `statistics-${id}-title`;
  return (
    <Paper component="section" variant="outlined" sx={{ p: 2, mb: 3 }}>
      <Typography id={headingId} variant="h6" component="h2" gutterBottom>
        {title}
      </Typography>
      {chart && (
        <Box data-chart sx={{ width: '100%', '@media print': { breakInside: 'avoid' } }}>
          {chart}
        </Box>
      )}
      {table(headingId)}
    </Paper>
  );
}

/** Students, boys and girls as figures, with the share of each sex as a pie. */
export function DemographicSummary({ figures }: { figures: Demographics }) {
  const { intl, t } = useWords();
  const newcomers = figures.intakes.find((row) => row.intake === 'new')?.total ?? 0;
  const repeating = figures.intakes.find((row) => row.intake === 'repeating')?.total ?? 0;
  const cards: [string, number][] = [
    [t('students'), figures.totals.total],
    [t('male'), figures.totals.male],
    [t('female'), figures.totals.female],
    [t('intakes.new'), newcomers],
    [t('intakes.repeating'), repeating],
  ];
  const headingId = 'statistics-demographics-sex-title';
  return (
    <Paper component="section" variant="outlined" aria-labelledby={headingId} sx={{ p: 2, mb: 3 }}>
      <Typography id={headingId} variant="h6" component="h2" gutterBottom>
        {t('bySex')}
      </Typography>
      <Box sx={{ display: 'grid', gridTemplateColumns: { xs: '1fr', md: '2fr 1fr' }, gap: 2, alignItems: 'center' }}>
        <Box component="dl" sx={{ display: 'grid', gridTemplateColumns: { xs: 'repeat(2, 1fr)', sm: 'repeat(3, 1fr)' }, gap: 2, m: 0 }}>
          {cards.map(([label, value]) => (
            <Card key={label} variant="outlined" sx={{ p: 2 }}>
              <Typography component="dt" color="text.secondary" variant="body2">
                {label}
              </Typography>
              <Typography component="dd" variant="h5" sx={{ m: 0 }}>
                {intl.formatNumber(value)}
              </Typography>
            </Card>
          ))}
        </Box>
        <Box data-chart sx={{ '@media print': { breakInside: 'avoid' } }}>
          <PieChart
            height={200}
            series={[
              {
                data: [
                  { id: 'male', value: figures.totals.male, label: t('male') },
                  { id: 'female', value: figures.totals.female, label: t('female') },
                ],
                innerRadius: 40,
                valueFormatter: (item) => intl.formatNumber(item.value),
              },
            ]}
          />
        </Box>
      </Box>
    </Paper>
  );
}

/** Boys and girls of each level, stacked, then the level table. */
export function LevelSection({ figures }: { figures: Demographics }) {
  const { intl, t } = useWords();
  const localeText = useChartTexts();
  const rows = figures.levels.map((row) => ({ key: row.levelId, label: row.levelName, counts: row }));
  return (
    <DemographicBlock
      id="demographics-levels"
      title={t('byLevel')}
      chart={
        <BarChart
          height={CHART_HEIGHT}
          localeText={localeText}
          xAxis={[{ scaleType: 'band', data: rows.map((row) => row.label) }]}
          yAxis={[{ min: 0, width: 56, valueFormatter: (value: number) => intl.formatNumber(value) }]}
          series={sexSeries(rows, t, intl, true)}
        />
      }
      table={(labelledBy) => (
        <DemographicTable labelledBy={labelledBy} caption={t('byLevel')} heading={t('level')} rows={rows} total={figures.totals} />
      )}
    />
  );
}

/** Boys beside girls for each age at the start of the year, then the age table (with those of no birth date). */
export function AgeSection({ figures }: { figures: Demographics }) {
  const { intl, t } = useWords();
  const localeText = useChartTexts();
  const ages = figures.ages.map((row) => ({ key: `${row.minAge}-${row.maxAge}`, label: ageLabel(intl, row), counts: row }));
  const rows = [...ages, { key: 'unknown', label: t('unknownAge'), counts: figures.unknownAge }];
  return (
    <DemographicBlock
      id="demographics-ages"
      title={t('byAge')}
      chart={
        <BarChart
          height={CHART_HEIGHT}
          localeText={localeText}
          xAxis={[{ scaleType: 'band', data: ages.map((row) => row.label), label: t('age') }]}
          yAxis={[{ min: 0, width: 56, valueFormatter: (value: number) => intl.formatNumber(value) }]}
          series={sexSeries(ages, t, intl)}
        />
      }
      table={(labelledBy) => (
        <DemographicTable labelledBy={labelledBy} caption={t('byAge')} heading={t('age')} rows={rows} total={figures.totals} />
      )}
    />
  );
}

/** Every class of the filter, by sex: too many for a readable chart, so a table only. */
export function ClassroomSection({ figures }: { figures: Demographics }) {
  const { t } = useWords();
  const rows = figures.classrooms.map((row) => ({ key: row.classroomId, label: row.name, counts: row }));
  return (
    <DemographicBlock
      id="demographics-classrooms"
      title={t('byClassroom')}
      table={(labelledBy) => (
        <DemographicTable labelledBy={labelledBy} caption={t('byClassroom')} heading={t('classroom')} rows={rows} total={figures.totals} />
      )}
    />
  );
}

/** New, returning and repeating students by sex, with what each means. */
export function IntakeSection({ figures }: { figures: Demographics }) {
  const { intl, t } = useWords();
  const localeText = useChartTexts();
  const rows = figures.intakes.map((row) => ({ key: row.intake, label: t(`intakes.${row.intake}`), counts: row }));
  return (
    <DemographicBlock
      id="demographics-intakes"
      title={t('byIntake')}
      chart={
        <>
          <Typography variant="body2" color="text.secondary">
            {t('newcomersNote')}
          </Typography>
          <BarChart
            height={CHART_HEIGHT}
            localeText={localeText}
            xAxis={[{ scaleType: 'band', data: rows.map((row) => row.label) }]}
            yAxis={[{ min: 0, width: 56, valueFormatter: (value: number) => intl.formatNumber(value) }]}
            series={sexSeries(rows, t, intl)}
          />
        </>
      }
      table={(labelledBy) => (
        <DemographicTable labelledBy={labelledBy} caption={t('byIntake')} heading={t('intake')} rows={rows} total={figures.totals} />
      )}
    />
  );
}

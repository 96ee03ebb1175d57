import Box from '@mui/material/Box';
import Card from '@mui/material/Card';
import Typography from '@mui/material/Typography';
import { useIntl } from 'react-intl';
import type { AverageMarks } from '../../../domain/contract/statistics';
import { useFigureFormat } from './format';

/** The six overall figures as a description list: students, evaluated, average, highest, lowest, success rate. */
export function SummaryFigures({ overall }: { overall: AverageMarks['overall'] }) {
  const intl = useIntl();
  const format = useFigureFormat();
  const figures: [string, string][] = [
    ['students', format.count(overall.students)],
    ['evaluated', format.count(overall.evaluated)],
    ['average', format.average(overall.average)],
    ['highest', format.average(overall.highest)],
    ['lowest', format.average(overall.lowest)],
    ['successRate', format.rate(overall.successRate)],
  ];
  return (
    <Box
      component="dl"
      aria-label={intl.formatMessage({ id: 'statistics.summary.title' })}
      sx={{
        display: 'grid',
        gridTemplateColumns: { xs: 'repeat(2, 1fr)', sm: 'repeat(3, 1fr)', md: 'repeat(6, 1fr)' },
        gap: 2,
        m: 0,
        mb: 3,
      }}
    >
      {figures.map(([id, value]) => (
        <Card key={id} variant="outlined" sx={{ p: 2 }}>
          <Typography component="dt" color="text.secondary" variant="body2">
            {intl.formatMessage({ id: `statistics.figures.${id}` })}
          </Typography>
          <Typography component="dd" variant="h5" sx={{ m: 0 }}>
            {value}
          </Typography>
        </Card>
      ))}
    </Box>
  );
}

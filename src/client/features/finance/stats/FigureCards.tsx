import Box from '@mui/material/Box';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import { FormattedMessage } from 'react-intl';
import type { FinanceStatistics } from '../../../../domain/contract/financeReports';
import { useMoney } from '../../../components/useMoney';
import { useRate } from './rate';

/** The year's four totals and the collection rate, one card each: what the principal reads first. */
export function FigureCards({ totals }: { totals: FinanceStatistics['totals'] }) {
  const { money } = useMoney();
  const rate = useRate();
  const cards = [
    ['expected', money(totals.expected)],
    ['collected', money(totals.collected)],
    ['outstanding', money(totals.outstanding)],
    ['overdue', money(totals.overdue)],
    ['rate', rate(totals.collected, totals.expected)],
  ] as const;
  return (
    <Box component="dl" sx={{ display: 'grid', gridTemplateColumns: 'repeat(auto-fill, minmax(180px, 1fr))', gap: 2, m: 0 }}>
      {cards.map(([key, value]) => (
        <Paper key={key} variant="outlined" sx={{ p: 2 }}>
          <Typography component="dt" variant="body2" sx={{ color: 'text.secondary' }}>
            <FormattedMessage id={`finance.stats.${key}`} />
          </Typography>
          <Typography component="dd" variant="h5" sx={{ m: 0, color: key === 'overdue' && totals.overdue > 0 ? 'error.main' : undefined }}>
            {value}
          </Typography>
        </Paper>
      ))}
    </Box>
  );
}

import Box from '@mui/material/Box';
import { memo } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { StatusIcon, type ShownStatus } from '../components/StatusIcon';
import type { DayCounts as Counts } from './dayEntries';

/**
 * The day's figures, updated with each key, the classes left without a teacher first: read out
 * politely by a screen reader once the marking pauses, as one sentence (aria-atomic).
 */
export const DayCounts = memo(function DayCounts({ counts }: { counts: Counts }) {
  const intl = useIntl();
  const figures: { id: keyof Counts; status?: ShownStatus }[] = [
    { id: 'slots' },
    { id: 'present', status: 'present' },
    { id: 'unchecked', status: 'unchecked' },
    { id: 'absent', status: 'absent' },
    { id: 'late', status: 'late' },
    { id: 'replaced', status: 'replaced' },
    { id: 'cancelled', status: 'cancelled' },
  ];
  const uncovered = counts.uncovered > 0;
  return (
    <Box aria-live="polite" aria-atomic="true">
      <Box component="dl" sx={{ display: 'flex', flexWrap: 'wrap', alignItems: 'center', columnGap: 3, rowGap: 1, margin: 0 }}>
        <Box
          sx={{
            display: 'flex',
            alignItems: 'center',
            gap: 0.75,
            paddingInline: 1.25,
            paddingBlock: 0.5,
            borderRadius: 1,
            border: 2,
            borderColor: uncovered ? 'error.main' : 'success.main',
          }}
        >
          <StatusIcon status={uncovered ? 'absent' : 'present'} />
          <Box component="dt" sx={{ fontWeight: 'bold' }}>
            <FormattedMessage id="presence.day.counts.uncovered" />
          </Box>
          <Box component="dd" sx={{ margin: 0, fontWeight: 'bold', fontSize: '1.5rem' }}>
            {intl.formatNumber(counts.uncovered)}
          </Box>
        </Box>
        {figures.map(({ id, status }) => (
          <Box key={id} sx={{ display: 'flex', alignItems: 'center', gap: 0.75 }}>
            {status && <StatusIcon status={status} />}
            <Box component="dt" sx={{ color: 'text.secondary' }}>
              <FormattedMessage id={`presence.day.counts.${id}`} />
            </Box>
            <Box component="dd" sx={{ margin: 0, fontWeight: 'bold', fontSize: '1.25rem' }}>
              {intl.formatNumber(counts[id])}
            </Box>
          </Box>
        ))}
      </Box>
    </Box>
  );
});

import Box from '@mui/material/Box';
import { memo } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import type { RollCallCounts as Counts } from './rollCallMarks';
import { MarkIcon } from './MarkIcon';

interface Props {
  counts: Counts;
  students: number;
}

/**
 * The figures, updated with each key: read out politely by a screen reader once the taker pauses,
 * as one sentence (aria-atomic), never cutting into what it is saying.
 */
export const RollCallCounts = memo(function RollCallCounts({ counts, students }: Props) {
  const intl = useIntl();
  const figures: { id: string; mark?: 'present' | 'absent' | 'late' | 'permission'; value: number }[] = [
    { id: 'students', value: students },
    { id: 'present', mark: 'present', value: counts.present },
    { id: 'absent', mark: 'absent', value: counts.absent },
    { id: 'late', mark: 'late', value: counts.late },
    { id: 'permission', mark: 'permission', value: counts.permission },
    ...(counts.other > 0 ? [{ id: 'other', value: counts.other }] : []),
  ];
  return (
    <Box aria-live="polite" aria-atomic="true">
      <Box component="dl" sx={{ display: 'flex', flexWrap: 'wrap', columnGap: 3, rowGap: 1, margin: 0 }}>
        {figures.map(({ id, mark, value }) => (
          <Box key={id} sx={{ display: 'flex', alignItems: 'center', gap: 0.75 }}>
            {mark && <MarkIcon mark={mark} />}
            <Box component="dt" sx={{ color: 'text.secondary' }}>
              <FormattedMessage id={`discipline.rollCall.counts.${id}`} />
            </Box>
            <Box component="dd" sx={{ margin: 0, fontWeight: 'bold', fontSize: '1.25rem' }}>
              {intl.formatNumber(value)}
            </Box>
          </Box>
        ))}
      </Box>
    </Box>
  );
});

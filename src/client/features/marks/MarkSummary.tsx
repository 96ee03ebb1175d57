import Box from '@mui/material/Box';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { FormattedMessage, useIntl } from 'react-intl';
import { MARK_BANDS, type MarkStats } from './markStats';

interface Props {
  stats: MarkStats;
  students: number;
  passMark: number;
}

function Figure({ label, value }: { label: string; value: string }) {
  return (
    <Box sx={{ minWidth: 120 }}>
      <Typography component="dt" variant="caption" color="text.secondary">
        {label}
      </Typography>
      <Typography component="dd" variant="h6" sx={{ m: 0 }}>
        {value}
      </Typography>
    </Box>
  );
}

/** The figures a teacher checks while typing: how many marks, the average, and how they spread. */
export function MarkSummary({ stats, students, passMark }: Props) {
  const intl = useIntl();
  const number = (value: number) => intl.formatNumber(value);
  const widest = Math.max(1, ...stats.bands);

  return (
    <Paper variant="outlined" sx={{ p: 2 }}>
      <Stack direction={{ xs: 'column', md: 'row' }} useFlexGap sx={{ gap: 3 }}>
        <Stack component="dl" direction="row" useFlexGap sx={{ flexWrap: 'wrap', gap: 3, m: 0, alignContent: 'flex-start' }}>
          <Figure
            label={intl.formatMessage({ id: 'marks.summary.entered' })}
            value={intl.formatMessage({ id: 'marks.summary.enteredValue' }, { entered: number(stats.entered), total: number(students) })}
          />
          <Figure
            label={intl.formatMessage({ id: 'marks.summary.average' })}
            value={stats.average === null ? '–' : intl.formatNumber(stats.average, { minimumFractionDigits: 2, maximumFractionDigits: 2 })}
          />
          <Figure label={intl.formatMessage({ id: 'marks.summary.below' }, { mark: number(passMark) })} value={number(stats.below)} />
          <Figure
            label={intl.formatMessage({ id: 'marks.summary.atOrAbove' }, { mark: number(passMark) })}
            value={number(stats.atOrAbove)}
          />
        </Stack>
        <Box sx={{ flexGrow: 1, minWidth: 220 }}>
          <Typography id="marks-distribution" variant="caption" color="text.secondary">
            <FormattedMessage id="marks.summary.distribution" />
          </Typography>
          <Box component="ul" aria-labelledby="marks-distribution" sx={{ listStyle: 'none', m: 0, p: 0 }}>
            {MARK_BANDS.map(([from, to], index) => {
              const count = stats.bands[index];
              return (
                <Box
                  component="li"
                  key={from}
                  aria-label={intl.formatMessage({ id: 'marks.summary.band' }, { from: number(from), to: number(to), count })}
                  sx={{ display: 'flex', alignItems: 'center', gap: 1, height: 20 }}
                >
                  <Typography variant="caption" aria-hidden sx={{ width: 48, flexShrink: 0, textAlign: 'end' }}>
                    {number(from)}–{number(to)}
                  </Typography>
                  <Box sx={{ flexGrow: 1, height: 12, bgcolor: 'action.hover', borderRadius: 1 }}>
                    <Box
                      sx={{
                        width: `${(count / widest) * 100}%`,
                        height: '100%',
                        bgcolor: to <= passMark ? 'warning.main' : 'primary.main',
                        borderRadius: 1,
                      }}
                    />
                  </Box>
                  <Typography variant="caption" aria-hidden sx={{ width: 24, flexShrink: 0, textAlign: 'end' }}>
                    {number(count)}
                  </Typography>
                </Box>
              );
            })}
          </Box>
        </Box>
      </Stack>
    </Paper>
  );
}

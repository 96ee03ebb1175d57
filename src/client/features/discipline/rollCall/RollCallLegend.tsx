import Box from '@mui/material/Box';
import { Fragment, type ReactNode } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { KEYED_MARKS } from './rollCallMarks';
import { KEYS_OF } from './statusKeys';

const kbd = {
  fontFamily: 'monospace',
  border: 1,
  borderColor: 'divider',
  borderRadius: 1,
  paddingInline: 0.75,
  marginInline: 0.25,
  whiteSpace: 'nowrap',
} as const;

/** Key names that are words (Space, Del) read in the interface language; letters stay letters. */
const KEY_NAMES: Record<string, string> = { Space: 'discipline.rollCall.legend.space', Del: 'discipline.rollCall.legend.delete' };

/**
 * The keys, always on screen: a taker should not have to guess that A marks an absence. The same
 * letters serve French and English (R for retard, L for late).
 */
export function RollCallLegend() {
  const intl = useIntl();
  const key = (name: string) => (
    <Box component="kbd" key={name} sx={kbd}>
      {KEY_NAMES[name] ? intl.formatMessage({ id: KEY_NAMES[name] }) : name}
    </Box>
  );
  const either = (names: readonly string[]) => intl.formatList(names.map(key), { type: 'disjunction' }) as ReactNode;
  const items: { keys: ReactNode; label: ReactNode }[] = [
    ...KEYED_MARKS.map((mark) => ({
      keys: either(KEYS_OF[mark]),
      label: <FormattedMessage id={`discipline.rollCall.legend.${mark}`} />,
    })),
    { keys: either(['↑', '↓']), label: <FormattedMessage id="discipline.rollCall.legend.move" /> },
    { keys: key('Ctrl+S'), label: <FormattedMessage id="discipline.rollCall.legend.save" /> },
  ];
  return (
    <Box
      component="ul"
      aria-label={intl.formatMessage({ id: 'discipline.rollCall.legend.title' })}
      sx={{ listStyle: 'none', margin: 0, padding: 0, display: 'flex', flexWrap: 'wrap', columnGap: 2.5, rowGap: 0.5, typography: 'body2' }}
    >
      {items.map((item, index) => (
        <Box component="li" key={index}>
          <FormattedMessage id="discipline.rollCall.legend.item" values={{ keys: <Fragment>{item.keys}</Fragment>, action: item.label }} />
        </Box>
      ))}
    </Box>
  );
}

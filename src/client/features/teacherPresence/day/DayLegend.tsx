import Box from '@mui/material/Box';
import { Fragment, type ReactNode } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { KEY_OF, KEYED_STATUSES } from './dayKeys';

const kbd = {
  fontFamily: 'monospace',
  border: 1,
  borderColor: 'divider',
  borderRadius: 1,
  paddingInline: 0.75,
  marginInline: 0.25,
  whiteSpace: 'nowrap',
} as const;

/** Key names that are words (Del) read in the interface language; letters and arrows stay as they are. */
const KEY_NAMES: Record<string, string> = { Del: 'presence.day.legend.delete' };

/** The keys, always on screen: whoever checks the day should not have to guess that A marks an absence. */
export function DayLegend() {
  const intl = useIntl();
  const key = (name: string) => (
    <Box component="kbd" key={name} sx={kbd}>
      {KEY_NAMES[name] ? intl.formatMessage({ id: KEY_NAMES[name] }) : name}
    </Box>
  );
  const either = (names: readonly string[]) => intl.formatList(names.map(key), { type: 'disjunction' }) as ReactNode;
  const items: { keys: ReactNode; label: ReactNode }[] = [
    ...KEYED_STATUSES.map((status) => ({ keys: key(KEY_OF[status]), label: <FormattedMessage id={`presence.day.legend.${status}`} /> })),
    { keys: key('Del'), label: <FormattedMessage id="presence.day.legend.restore" /> },
    { keys: either(['←', '↑', '→', '↓']), label: <FormattedMessage id="presence.day.legend.move" /> },
    { keys: key('Ctrl+S'), label: <FormattedMessage id="presence.day.legend.save" /> },
  ];
  return (
    <Box
      component="ul"
      aria-label={intl.formatMessage({ id: 'presence.day.legend.title' })}
      sx={{ listStyle: 'none', margin: 0, padding: 0, display: 'flex', flexWrap: 'wrap', columnGap: 2.5, rowGap: 0.5, typography: 'body2' }}
    >
      {items.map((item, index) => (
        <Box component="li" key={index}>
          <FormattedMessage id="presence.day.legend.item" values={{ keys: <Fragment>{item.keys}</Fragment>, action: item.label }} />
        </Box>
      ))}
    </Box>
  );
}

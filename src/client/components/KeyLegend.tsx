import Box from '@mui/material/Box';
import { Fragment, type ReactNode } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';

const kbd = {
  fontFamily: 'monospace',
  border: 1,
  borderColor: 'divider',
  borderRadius: 1,
  paddingInline: 0.75,
  marginInline: 0.25,
  whiteSpace: 'nowrap',
} as const;

export interface LegendItem {
  /** The keys, any one of which does it (`A`, `Ctrl+S`, or a key of `keyNames`). */
  keys: readonly string[];
  /** What they do: a catalogue key. */
  actionId: string;
}

interface Props {
  /** The list's name ("Keys"). */
  titleId: string;
  /** One line: `{keys}: {action}`, in the language's word order. */
  itemId: string;
  items: readonly LegendItem[];
  /** Key names that are words (Space, Del), read in the interface language; letters and arrows stay as they are. */
  keyNames?: Readonly<Record<string, string>>;
}

/**
 * The keys of a keyboard-first screen (roll call, day's check), always on screen: whoever uses it
 * should not have to guess that A marks an absence.
 */
export function KeyLegend({ titleId, itemId, items, keyNames = {} }: Props) {
  const intl = useIntl();
  const key = (name: string) => (
    <Box component="kbd" key={name} sx={kbd}>
      {keyNames[name] ? intl.formatMessage({ id: keyNames[name] }) : name}
    </Box>
  );
  const either = (names: readonly string[]) =>
    names.length === 1 ? key(names[0]) : (intl.formatList(names.map(key), { type: 'disjunction' }) as ReactNode);
  return (
    <Box
      component="ul"
      aria-label={intl.formatMessage({ id: titleId })}
      sx={{ listStyle: 'none', margin: 0, padding: 0, display: 'flex', flexWrap: 'wrap', columnGap: 2.5, rowGap: 0.5, typography: 'body2' }}
    >
      {items.map((item) => (
        <Box component="li" key={item.actionId}>
          <FormattedMessage
            id={itemId}
            values={{ keys: <Fragment>{either(item.keys)}</Fragment>, action: <FormattedMessage id={item.actionId} /> }}
          />
        </Box>
      ))}
    </Box>
  );
}

import Keyboard from '@mui/icons-material/Keyboard';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Collapse from '@mui/material/Collapse';
import { useTheme } from '@mui/material/styles';
import useMediaQuery from '@mui/material/useMediaQuery';
import { Fragment, useId, useState, type ReactNode } from 'react';
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
 * should not have to guess that A marks an absence. On a phone, which has no such keys, the list
 * folds behind a button: ten lines of it stood between the title and the first student.
 */
export function KeyLegend({ titleId, itemId, items, keyNames = {} }: Props) {
  const intl = useIntl();
  const phone = useMediaQuery(useTheme().breakpoints.down('sm'));
  const [open, setOpen] = useState(false);
  const listId = useId();
  const key = (name: string) => (
    <Box component="kbd" key={name} sx={kbd}>
      {keyNames[name] ? intl.formatMessage({ id: keyNames[name] }) : name}
    </Box>
  );
  const either = (names: readonly string[]) =>
    names.length === 1 ? key(names[0]) : (intl.formatList(names.map(key), { type: 'disjunction' }) as ReactNode);
  const list = (
    <Box
      component="ul"
      id={listId}
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
  if (!phone) return list;
  return (
    <Box>
      <Button size="small" startIcon={<Keyboard />} aria-expanded={open} aria-controls={listId} onClick={() => setOpen(!open)}>
        <FormattedMessage id="common.keyboardKeys" />
      </Button>
      <Collapse in={open}>{list}</Collapse>
    </Box>
  );
}

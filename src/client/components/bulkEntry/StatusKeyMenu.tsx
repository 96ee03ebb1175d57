import ListItemIcon from '@mui/material/ListItemIcon';
import ListItemText from '@mui/material/ListItemText';
import Menu from '@mui/material/Menu';
import MenuItem from '@mui/material/MenuItem';
import Typography from '@mui/material/Typography';
import type { ReactNode } from 'react';

interface Props<Status extends string> {
  /** The cell the menu opened from; none while it is closed. */
  anchor: HTMLElement | undefined;
  open: boolean;
  /** Names the list for screen readers, already in the user's language. */
  label: string;
  statuses: readonly Status[];
  /** The status of the cell the menu belongs to, shown selected when the menu offers it (a status set only elsewhere is not). */
  selected: string | undefined;
  iconOf: (status: Status) => ReactNode;
  textOf: (status: Status) => ReactNode;
  /** The keys that set the status from the cell, shown beside it so the menu teaches them. */
  keysOf: (status: Status) => string;
  onChoose: (status: Status) => void;
  onClose: () => void;
}

/**
 * The statuses of a keyboard grid offered as a menu, for a mouse or a phone. It does not give the
 * focus back itself: the grid does, once the menu has let go (see useGridKeys).
 */
export function StatusKeyMenu<Status extends string>({
  anchor,
  open,
  label,
  statuses,
  selected,
  iconOf,
  textOf,
  keysOf,
  onChoose,
  onClose,
}: Props<Status>) {
  return (
    <Menu anchorEl={anchor} open={open} onClose={onClose} disableRestoreFocus slotProps={{ list: { 'aria-label': label } }}>
      {statuses.map((status) => (
        <MenuItem key={status} onClick={() => onChoose(status)} selected={selected === status}>
          <ListItemIcon>{iconOf(status)}</ListItemIcon>
          <ListItemText>{textOf(status)}</ListItemText>
          <Typography variant="body2" color="text.secondary" aria-hidden sx={{ marginInlineStart: 2 }}>
            {keysOf(status)}
          </Typography>
        </MenuItem>
      ))}
    </Menu>
  );
}

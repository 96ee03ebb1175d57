import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import { alpha, type Theme } from '@mui/material/styles';
import TableCell from '@mui/material/TableCell';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { memo, type KeyboardEvent, type ReactNode } from 'react';
import { useIntl } from 'react-intl';
import type { DaySlot, ShowDayMode } from '../../../../domain/contract/teacherPresences';
import { STATUS_COLOURS, StatusIcon, type ShownStatus } from '../components/StatusIcon';
import type { Entry } from './dayEntries';
import { shownStatusOf, statusText } from './statusText';

export interface Teacher {
  id: number;
  name: string;
}

/** The grid's handlers, the same for every cell (so a key re-renders only the cells it changes). */
export interface CellHandlers {
  onCellKeyDown: (key: string, event: KeyboardEvent<HTMLButtonElement>) => void;
  onCellFocus: (key: string) => void;
  onOpenMenu: (key: string, anchor: HTMLElement) => void;
  onMinutes: (key: string, text: string) => void;
  onReplacement: (key: string, teacherId: number | null) => void;
  onFieldKeyDown: (key: string, event: KeyboardEvent<HTMLElement>) => void;
  registerCell: (key: string, button: HTMLButtonElement | null) => void;
  registerField: (key: string, field: HTMLElement | null) => void;
}

interface Props {
  cellKey: string;
  slot: DaySlot;
  entry: Entry;
  mode: ShowDayMode;
  /** Who may replace: the active teachers free at that time (and the one chosen), never the slot's own. */
  teachers: readonly Teacher[];
  replacementName: string | undefined;
  /** What stops the entry from being saved, or what the server refused in it. */
  error: string | undefined;
  editable: boolean;
  /** The cell the Tab key comes back to: one cell of the grid is in the tab order, the arrows walk the rest. */
  active: boolean;
  handlers: CellHandlers;
}

/** An exception's cell is tinted in its status's colour; the word and the icon say the same. */
const tintOf = (status: ShownStatus) => (theme: Theme) => {
  const colour = STATUS_COLOURS[status];
  return colour === 'success' || colour === 'action' ? {} : { backgroundColor: alpha(theme.palette[colour].main, 0.08) };
};
/** Room for the fixed app bar above and the sticky save bar below when a focused cell scrolls into view. */
const scrollRoom = { scrollMarginTop: '5rem', scrollMarginBottom: '8rem', scrollMarginInline: '8rem' };
const KEY_SHORTCUTS = 'P A L R C Delete Backspace';

/** What the cell shows of a slot: its course, the other side of the grid (the teacher or the classroom), its status. */
function SlotFace({ slot, other, status, text }: { slot: DaySlot; other: string; status: ShownStatus; text: string }) {
  return (
    <>
      {/* The spaces keep the words apart in the text a screen reader or axe reads (the flex layout drops them). */}
      <Box component="span" sx={{ fontWeight: 'bold' }}>
        {slot.courseCode}
      </Box>{' '}
      <Box component="span" sx={{ typography: 'caption', color: 'text.secondary' }}>
        {other}
      </Box>{' '}
      <Box component="span" sx={{ display: 'inline-flex', alignItems: 'center', gap: 0.5, typography: 'body2' }}>
        <StatusIcon status={status} />
        {text}
      </Box>
    </>
  );
}

const face = { display: 'flex', flexDirection: 'column', alignItems: 'flex-start', textAlign: 'start', gap: 0.25 } as const;

/** One slot of the day: a button that takes the keys, and the minutes or the replacing teacher when they are asked for. */
export const DayCell = memo(function DayCell({
  cellKey,
  slot,
  entry,
  mode,
  teachers,
  replacementName,
  error,
  editable,
  active,
  handlers,
}: Props) {
  const intl = useIntl();
  const shown = shownStatusOf(slot, entry);
  const text = statusText(intl, shown, entry, replacementName);
  const place = intl.formatMessage(
    { id: 'presence.day.slotName' },
    { course: slot.courseCode, classroom: slot.classroomName, timePart: slot.timePartName },
  );
  const teacher = slot.teacherName ?? intl.formatMessage({ id: 'presence.day.noTeacher' });
  /** The other side of the grid from the row: the teacher in a classroom's row, the classroom in a teacher's. */
  const other = mode === 'teacher' ? slot.classroomName : teacher;
  const errorId = `presence-error-${cellKey}`;
  const late = entry.status === 'late';
  const replaced = entry.status === 'replaced';
  // A lateness shows its problem under the minutes, a replacement under its teacher; any other under the status.
  const cellError = error && !(editable && (late || replaced)) ? error : undefined;

  let control: ReactNode = null;
  if (editable && late) {
    control = (
      <TextField
        id={`presence-minutes-${cellKey}`}
        size="small"
        value={entry.minutes}
        error={Boolean(error)}
        helperText={error}
        inputRef={(input: HTMLInputElement | null) => handlers.registerField(cellKey, input)}
        onChange={(event) => handlers.onMinutes(cellKey, event.target.value)}
        onKeyDown={(event: KeyboardEvent<HTMLInputElement>) => handlers.onFieldKeyDown(cellKey, event)}
        onFocus={(event) => event.target.select()}
        sx={{ width: '7rem', '& input': scrollRoom }}
        slotProps={{
          htmlInput: {
            inputMode: 'numeric',
            autoComplete: 'off',
            'aria-label': intl.formatMessage({ id: 'presence.day.minutesOf' }, { slot: place }),
          },
        }}
      />
    );
  } else if (editable && replaced) {
    control = (
      <TextField
        select
        id={`presence-replacement-${cellKey}`}
        size="small"
        value={entry.replacedById === null ? '' : String(entry.replacedById)}
        error={Boolean(error)}
        helperText={error}
        inputRef={(select: HTMLSelectElement | null) => handlers.registerField(cellKey, select)}
        onChange={(event) => handlers.onReplacement(cellKey, event.target.value === '' ? null : Number(event.target.value))}
        onKeyDown={(event: KeyboardEvent<HTMLElement>) => handlers.onFieldKeyDown(cellKey, event)}
        sx={{ width: '11rem', '& select': scrollRoom }}
        slotProps={{
          select: { native: true },
          htmlInput: { 'aria-label': intl.formatMessage({ id: 'presence.day.replacementOf' }, { slot: place }) },
        }}
      >
        <option value="">{intl.formatMessage({ id: 'presence.day.chooseTeacher' })}</option>
        {teachers
          .filter((teacher) => teacher.id !== slot.teacherId)
          .map((teacher) => (
            <option key={teacher.id} value={teacher.id}>
              {teacher.name}
            </option>
          ))}
      </TextField>
    );
  }

  return (
    <TableCell sx={[{ verticalAlign: 'top', py: 0.75, minWidth: '9.5rem' }, tintOf(shown)]}>
      {editable ? (
        <Button
          id={`presence-cell-${cellKey}`}
          ref={(button: HTMLButtonElement | null) => handlers.registerCell(cellKey, button)}
          tabIndex={active ? 0 : -1}
          size="small"
          variant="outlined"
          color="inherit"
          fullWidth
          // Two hundred ripples are two hundred more components to render; the focus shows as an outline instead.
          disableRipple
          // The name starts with what the cell shows, in the same order (WCAG 2.5.3, label in name); the
          // row and column headers give the rest.
          aria-label={intl.formatMessage(
            { id: 'presence.day.cellLabel' },
            { course: slot.courseCode, other, status: text, timePart: slot.timePartName },
          )}
          aria-haspopup="menu"
          aria-keyshortcuts={KEY_SHORTCUTS}
          aria-invalid={cellError ? true : undefined}
          aria-describedby={cellError ? errorId : undefined}
          onKeyDown={(event) => handlers.onCellKeyDown(cellKey, event)}
          onFocus={() => handlers.onCellFocus(cellKey)}
          onClick={(event) => handlers.onOpenMenu(cellKey, event.currentTarget)}
          sx={{
            ...face,
            textTransform: 'none',
            fontWeight: 'normal',
            borderColor: cellError ? 'error.main' : 'divider',
            '&.Mui-focusVisible, &:focus-visible': { outline: 2, outlineStyle: 'solid', outlineColor: 'primary.main', outlineOffset: 2 },
            ...scrollRoom,
          }}
        >
          <SlotFace slot={slot} other={other} status={shown} text={text} />
        </Button>
      ) : (
        <Box sx={face}>
          <SlotFace slot={slot} other={other} status={shown} text={text} />
        </Box>
      )}
      {cellError && (
        <Typography id={errorId} variant="caption" color="error" sx={{ display: 'block' }}>
          {cellError}
        </Typography>
      )}
      {control && <Box sx={{ mt: 0.75 }}>{control}</Box>}
    </TableCell>
  );
});

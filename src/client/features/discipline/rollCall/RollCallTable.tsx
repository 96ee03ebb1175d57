import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Paper from '@mui/material/Paper';
import { alpha, type Theme } from '@mui/material/styles';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableContainer from '@mui/material/TableContainer';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { memo, useCallback, useMemo, type KeyboardEvent } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import type { RollCallRow } from '../../../../domain/contract/absences';
import { MARK_COLOURS, MarkIcon } from './MarkIcon';
import { KEYED_MARKS, PRESENT, type Entries, type Entry, type Mark } from './rollCallMarks';
import { KEYS_OF, markOfKey } from './statusKeys';
import { StatusKeyMenu } from '../../../components/bulkEntry/StatusKeyMenu';
import { useGridKeys, type Move } from '../../../components/bulkEntry/useGridKeys';
import { StudentLink } from '../../../components/StudentLink';

const fullName = ({ lastName, firstName }: { lastName: string; firstName: string }) => `${lastName.toUpperCase()} ${firstName}`;

/** Narrower padding on a phone keeps number, name, status and minutes on one screen width. */
const cellPadding = { paddingInline: { xs: 0.75, sm: 2 } };
/**
 * On a phone the matricule goes under the name instead of a column of its own: as a column it
 * pushed the status buttons past the window's edge, and two namesakes still need it.
 */
const wideOnly = { display: { xs: 'none', sm: 'table-cell' } };
const phoneOnly = { display: { xs: 'block', sm: 'none' } };
/** Room for the fixed app bar above and the sticky save bar below when a focused control scrolls into view. */
const scrollRoom = { scrollMarginTop: '5rem', scrollMarginBottom: '8rem' };
const KEY_SHORTCUTS = 'A R L P Space Delete Backspace';

/** An exception's row is tinted in its mark's colour; the word and the icon say the same. */
const tintOf = (mark: Mark) => (theme: Theme) => {
  const colour = MARK_COLOURS[mark];
  return mark === 'present' || colour === 'inherit' ? {} : { backgroundColor: alpha(theme.palette[colour].main, 0.08) };
};
const borderOf = (mark: Mark) => {
  const colour = MARK_COLOURS[mark];
  return colour === 'inherit' ? 'divider' : `${colour}.main`;
};

interface RowProps {
  index: number;
  row: RollCallRow;
  entry: Entry;
  error: string | undefined;
  readOnly: boolean;
  onStatusKeyDown: (studentId: number, event: KeyboardEvent<HTMLButtonElement>) => void;
  onMinutesKeyDown: (studentId: number, event: KeyboardEvent<HTMLInputElement>) => void;
  onMinutes: (studentId: number, text: string) => void;
  onOpenMenu: (studentId: number, anchor: HTMLElement) => void;
  registerStatus: (studentId: number, button: HTMLButtonElement | null) => void;
  registerMinutes: (studentId: number, input: HTMLInputElement | null) => void;
}

// Only the row whose mark changed re-renders on a key, not the class of sixty.
const RollCallTableRow = memo(function RollCallTableRow({
  index,
  row,
  entry,
  error,
  readOnly,
  onStatusKeyDown,
  onMinutesKeyDown,
  onMinutes,
  onOpenMenu,
  registerStatus,
  registerMinutes,
}: RowProps) {
  const intl = useIntl();
  const name = fullName(row);
  const { studentId } = row;
  const status = intl.formatMessage({ id: `discipline.rollCall.status.${entry.mark}` });
  const late = entry.mark === 'late';
  const errorId = `rollCall-error-${studentId}`;
  // A lateness shows its problem under the minutes; any other line under its status.
  const statusError = error && !late ? error : undefined;

  return (
    <TableRow
      sx={[
        { '& > td': cellPadding, '&:focus-within': { outline: 2, outlineStyle: 'solid', outlineColor: 'primary.main', outlineOffset: -2 } },
        tintOf(entry.mark),
      ]}
    >
      <TableCell>{index + 1}</TableCell>
      <TableCell sx={wideOnly}>{row.matricule}</TableCell>
      <TableCell>
        <StudentLink studentId={studentId}>{name}</StudentLink>
        <Typography component="span" variant="caption" color="text.secondary" sx={phoneOnly}>
          {row.matricule}
        </Typography>
      </TableCell>
      <TableCell sx={{ py: 0.5 }}>
        {readOnly ? (
          <Box sx={{ display: 'inline-flex', alignItems: 'center', gap: 0.75 }}>
            <MarkIcon mark={entry.mark} />
            {status}
          </Box>
        ) : (
          <Button
            id={`rollCall-status-${studentId}`}
            ref={(button: HTMLButtonElement | null) => registerStatus(studentId, button)}
            size="small"
            variant="outlined"
            color="inherit"
            // Sixty ripples are sixty more components to render; the focus shows as an outline instead.
            disableRipple
            startIcon={<MarkIcon mark={entry.mark} />}
            aria-label={intl.formatMessage({ id: 'discipline.rollCall.table.statusOf' }, { name, status })}
            aria-haspopup="menu"
            aria-keyshortcuts={KEY_SHORTCUTS}
            aria-invalid={statusError ? true : undefined}
            aria-describedby={statusError ? errorId : undefined}
            onKeyDown={(event) => onStatusKeyDown(studentId, event)}
            // The press itself was the mark (present again): no menu on its release.
            onKeyUp={(event) => event.key === ' ' && event.preventDefault()}
            onClick={(event) => onOpenMenu(studentId, event.currentTarget)}
            sx={{
              minWidth: '8.5rem',
              justifyContent: 'flex-start',
              textTransform: 'none',
              borderColor: borderOf(entry.mark),
              '&.Mui-focusVisible': { outline: 2, outlineStyle: 'solid', outlineColor: 'primary.main', outlineOffset: 2 },
              ...scrollRoom,
            }}
          >
            {status}
          </Button>
        )}
        {statusError && (
          <Typography id={errorId} variant="caption" color="error" sx={{ display: 'block' }}>
            {statusError}
          </Typography>
        )}
      </TableCell>
      <TableCell sx={{ py: 0.5 }}>
        {late && !readOnly ? (
          <TextField
            id={`rollCall-minutes-${studentId}`}
            size="small"
            value={entry.minutes}
            error={Boolean(error)}
            helperText={error}
            inputRef={(input: HTMLInputElement | null) => registerMinutes(studentId, input)}
            onChange={(event) => onMinutes(studentId, event.target.value)}
            onKeyDown={(event: KeyboardEvent<HTMLInputElement>) => onMinutesKeyDown(studentId, event)}
            onFocus={(event) => event.target.select()}
            sx={{ width: '6rem', '& input': scrollRoom }}
            slotProps={{
              htmlInput: {
                inputMode: 'numeric',
                autoComplete: 'off',
                'aria-label': intl.formatMessage({ id: 'discipline.rollCall.table.minutesOf' }, { name }),
              },
            }}
          />
        ) : (
          entry.minutes && entry.mark !== 'present' && intl.formatNumber(Number(entry.minutes))
        )}
      </TableCell>
    </TableRow>
  );
});

interface Props {
  /** Names the table for screen readers: the classroom, the date and the time part. */
  caption: string;
  rows: readonly RollCallRow[];
  entries: Entries;
  /** A row's problem, by student id: minutes missing or wrong, or what the server refused. */
  errors: Readonly<Record<number, string>>;
  readOnly: boolean;
  onMark: (studentId: number, mark: Mark) => void;
  onMinutes: (studentId: number, text: string) => void;
}

const isLate = (mark: Mark) => mark === 'late';
const markIcon = (mark: Mark) => <MarkIcon mark={mark} />;
const markText = (mark: Mark) => <FormattedMessage id={`discipline.rollCall.status.${mark}`} />;

/**
 * One status button a student, walked with the arrow keys (or Tab); a letter marks the student
 * and moves on, R moves to the minutes instead. A click or Enter opens the same choices as a menu,
 * for a phone or a mouse.
 */
export function RollCallTable({ caption, rows, entries, errors, readOnly, onMark, onMinutes }: Props) {
  const intl = useIntl();
  /** The student a row away, null past either end. */
  const byIndex = useMemo(() => new Map(rows.map((row, index) => [row.studentId, index])), [rows]);
  const rowFrom = useCallback(
    (studentId: number, step: number) => rows[(byIndex.get(studentId) ?? 0) + step]?.studentId ?? null,
    [rows, byIndex],
  );
  const moveFrom = useCallback(
    (studentId: number, pressed: string): Move<number> =>
      pressed === 'ArrowDown'
        ? rowFrom(studentId, 1)
        : pressed === 'ArrowUp'
          ? rowFrom(studentId, -1)
          : pressed === 'Home'
            ? (rows[0]?.studentId ?? null)
            : pressed === 'End'
              ? (rows[rows.length - 1]?.studentId ?? null)
              : undefined,
    [rows, rowFrom],
  );
  // From the minutes, Enter goes on to the next student as a letter would; Escape comes back.
  const leaveField = useCallback(
    (studentId: number, pressed: string): Move<number> =>
      pressed === 'Enter' || pressed === 'ArrowDown'
        ? rowFrom(studentId, 1)
        : pressed === 'ArrowUp'
          ? rowFrom(studentId, -1)
          : pressed === 'Escape'
            ? studentId
            : undefined,
    [rowFrom],
  );
  const next = useCallback((studentId: number) => rowFrom(studentId, 1), [rowFrom]);
  const { handlers, menu, closeMenu, chooseFromMenu } = useGridKeys<number, Mark>({
    moveFrom,
    leaveField,
    statusOfKey: markOfKey,
    hasField: isLate,
    after: next,
    onMark,
  });

  return (
    <Paper variant="outlined">
      <TableContainer>
        <Table size="small" aria-label={caption}>
          <TableHead>
            <TableRow sx={{ '& > th': cellPadding }}>
              <TableCell sx={{ width: { sm: '3rem' } }}>
                <FormattedMessage id="discipline.rollCall.table.number" />
              </TableCell>
              <TableCell sx={wideOnly}>
                <FormattedMessage id="discipline.rollCall.table.matricule" />
              </TableCell>
              <TableCell>
                <FormattedMessage id="discipline.rollCall.table.name" />
              </TableCell>
              <TableCell sx={{ width: { sm: '11rem' } }}>
                <FormattedMessage id="discipline.rollCall.table.status" />
              </TableCell>
              <TableCell sx={{ width: { sm: '9rem' } }}>
                <FormattedMessage id="discipline.rollCall.table.minutes" />
              </TableCell>
            </TableRow>
          </TableHead>
          <TableBody>
            {rows.map((row, index) => (
              <RollCallTableRow
                key={row.studentId}
                index={index}
                row={row}
                entry={entries[row.studentId] ?? PRESENT}
                error={errors[row.studentId]}
                readOnly={readOnly}
                onStatusKeyDown={handlers.onCellKeyDown}
                onMinutesKeyDown={handlers.onFieldKeyDown}
                onMinutes={onMinutes}
                onOpenMenu={handlers.openMenu}
                registerStatus={handlers.registerCell}
                registerMinutes={handlers.registerField}
              />
            ))}
            {rows.length === 0 && (
              <TableRow>
                <TableCell colSpan={5}>
                  <FormattedMessage id="discipline.rollCall.table.empty" />
                </TableCell>
              </TableRow>
            )}
          </TableBody>
        </Table>
      </TableContainer>
      <StatusKeyMenu
        anchor={menu?.anchor}
        open={menu !== null}
        onClose={closeMenu}
        label={intl.formatMessage({ id: 'discipline.rollCall.table.status' })}
        statuses={KEYED_MARKS}
        selected={menu ? (entries[menu.key] ?? PRESENT).mark : undefined}
        iconOf={markIcon}
        textOf={markText}
        keysOf={(mark) =>
          KEYS_OF[mark]
            .map((key) =>
              key === 'Space' || key === 'Del'
                ? intl.formatMessage({ id: `discipline.rollCall.legend.${key === 'Space' ? 'space' : 'delete'}` })
                : key,
            )
            .join(' / ')
        }
        onChoose={chooseFromMenu}
      />
    </Paper>
  );
}

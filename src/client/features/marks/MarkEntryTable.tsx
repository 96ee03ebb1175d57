import Paper from '@mui/material/Paper';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableContainer from '@mui/material/TableContainer';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import TextField from '@mui/material/TextField';
import { memo, useCallback, useRef, type KeyboardEvent } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import type { EntryRow } from '../../../domain/contract/marks';

const fullName = ({ lastName, firstName }: { lastName: string; firstName: string }) => `${lastName.toUpperCase()} ${firstName}`;

/*
 * A phone (390 px) leaves the table about 355 px: narrower padding and a narrower input there keep
 * the mark whole beside the number, matricule and name (which wraps).
 */
const cellPadding = { px: { xs: 0.75, sm: 2 } };
/** Room for the fixed app bar above and the sticky save bar below when a focused input scrolls into view. */
const scrollRoom = { scrollMarginTop: '5rem', scrollMarginBottom: '8rem' };

interface RowProps {
  index: number;
  row: EntryRow;
  text: string;
  error: string | undefined;
  readOnly: boolean;
  onChange: (studentId: number, text: string) => void;
  onKeyDown: (index: number, event: KeyboardEvent<HTMLInputElement>) => void;
  register: (index: number, input: HTMLInputElement | null) => void;
}

// One row re-renders per keystroke, not the whole class.
const MarkRow = memo(function MarkRow({ index, row, text, error, readOnly, onChange, onKeyDown, register }: RowProps) {
  const intl = useIntl();
  const name = fullName(row);
  return (
    <TableRow hover sx={{ '& > td': cellPadding }}>
      <TableCell>{index + 1}</TableCell>
      <TableCell>{row.matricule}</TableCell>
      <TableCell>{name}</TableCell>
      <TableCell sx={{ py: 0.5 }}>
        <TextField
          id={`mark-${row.studentId}`}
          size="small"
          value={text}
          error={Boolean(error)}
          helperText={error}
          inputRef={(input: HTMLInputElement | null) => register(index, input)}
          onChange={(event) => onChange(row.studentId, event.target.value)}
          onKeyDown={(event: KeyboardEvent<HTMLInputElement>) => onKeyDown(index, event)}
          onFocus={(event) => event.target.select()}
          sx={{ width: { xs: '6rem', sm: '9rem' }, '& input': scrollRoom }}
          slotProps={{
            htmlInput: {
              inputMode: 'decimal',
              autoComplete: 'off',
              readOnly,
              'aria-label': intl.formatMessage({ id: 'marks.table.markOf' }, { name }),
            },
          }}
        />
      </TableCell>
    </TableRow>
  );
});

interface Props {
  rows: readonly EntryRow[];
  texts: Readonly<Record<number, string>>;
  /** A row's problem, by student id: what is wrong with the typed value, or what the server refused. */
  errors: Readonly<Record<number, string>>;
  readOnly: boolean;
  onChange: (studentId: number, text: string) => void;
}

/** One input a student, walked with Enter and the arrow keys as on a paper mark sheet. */
export function MarkEntryTable({ rows, texts, errors, readOnly, onChange }: Props) {
  const inputs = useRef<(HTMLInputElement | null)[]>([]);
  const register = useCallback((index: number, input: HTMLInputElement | null) => {
    inputs.current[index] = input;
  }, []);

  const onKeyDown = useCallback((index: number, event: KeyboardEvent<HTMLInputElement>) => {
    // An input method still composing owns Enter and the arrows.
    if (event.nativeEvent.isComposing) return;
    const step = event.key === 'Enter' || event.key === 'ArrowDown' ? 1 : event.key === 'ArrowUp' ? -1 : 0;
    if (!step) return;
    event.preventDefault();
    const next = inputs.current[index + step];
    if (!next) return;
    // Scrolled here rather than by focus(), so the scroll margins keep it clear of the two bars.
    next.focus({ preventScroll: true });
    next.scrollIntoView?.({ block: 'nearest' });
    next.select();
  }, []);

  return (
    <Paper variant="outlined">
      <TableContainer>
        <Table size="small">
          <TableHead>
            <TableRow sx={{ '& > th': cellPadding }}>
              <TableCell sx={{ width: { sm: '3rem' } }}>
                <FormattedMessage id="marks.table.number" />
              </TableCell>
              <TableCell>
                <FormattedMessage id="marks.table.matricule" />
              </TableCell>
              <TableCell>
                <FormattedMessage id="marks.table.name" />
              </TableCell>
              <TableCell sx={{ width: { sm: '11rem' } }}>
                <FormattedMessage id="marks.table.mark" />
              </TableCell>
            </TableRow>
          </TableHead>
          <TableBody>
            {rows.map((row, index) => (
              <MarkRow
                key={row.studentId}
                index={index}
                row={row}
                text={texts[row.studentId] ?? ''}
                error={errors[row.studentId]}
                readOnly={readOnly}
                onChange={onChange}
                onKeyDown={onKeyDown}
                register={register}
              />
            ))}
            {rows.length === 0 && (
              <TableRow>
                <TableCell colSpan={4}>
                  <FormattedMessage id="marks.table.empty" />
                </TableCell>
              </TableRow>
            )}
          </TableBody>
        </Table>
      </TableContainer>
    </Paper>
  );
}

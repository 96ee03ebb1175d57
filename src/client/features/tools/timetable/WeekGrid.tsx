import ErrorOutline from '@mui/icons-material/ErrorOutlined';
import FormControl from '@mui/material/FormControl';
import FormHelperText from '@mui/material/FormHelperText';
import NativeSelect from '@mui/material/NativeSelect';
import OutlinedInput from '@mui/material/OutlinedInput';
import Paper from '@mui/material/Paper';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableContainer from '@mui/material/TableContainer';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import { memo } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import type { TimePart } from '../../../../domain/contract/settings';
import type { Weekday } from '../../../../domain/enums';
import { cellKey, type CellKey, type Cells } from './weekCells';

export interface CourseOption {
  classCourseId: number;
  /** "MATH · Clément Fotso", already in the user's language. */
  label: string;
}

interface CellProps {
  cell: CellKey;
  /** "Monday, 07:30-08:25": the select's name, since its column and row headers are not its label. */
  name: string;
  value: number | undefined;
  options: readonly CourseOption[];
  changed: boolean;
  error: string | undefined;
  freeLabel: string;
  onChange: (cell: CellKey, classCourseId: number | undefined) => void;
}

const FREE = '';

// Only the cell that changed renders again, not the week's forty-odd selects.
const WeekCell = memo(function WeekCell({ cell, name, value, options, changed, error, freeLabel, onChange }: CellProps) {
  const id = `timetable-cell-${cell.replace(':', '-')}`;
  const helperId = `${id}-error`;
  return (
    <TableCell sx={{ minWidth: 150, verticalAlign: 'top', p: 0.75 }}>
      <FormControl fullWidth size="small" error={Boolean(error)}>
        <NativeSelect
          value={value === undefined ? FREE : String(value)}
          onChange={(event) => onChange(cell, event.target.value === FREE ? undefined : Number(event.target.value))}
          input={<OutlinedInput />}
          inputProps={{ id, 'aria-label': name, 'aria-invalid': Boolean(error), 'aria-describedby': error ? helperId : undefined }}
          // A changed cell reads in bold until saved; the save bar counts them in words.
          sx={{ fontWeight: changed ? 'bold' : undefined, color: value === undefined ? 'text.secondary' : undefined }}
        >
          <option value={FREE}>{freeLabel}</option>
          {options.map((option) => (
            <option key={option.classCourseId} value={option.classCourseId}>
              {option.label}
            </option>
          ))}
        </NativeSelect>
        {error && (
          <FormHelperText id={helperId} sx={{ mx: 0, display: 'flex', gap: 0.5 }}>
            <ErrorOutline fontSize="inherit" sx={{ mt: 0.25 }} />
            {error}
          </FormHelperText>
        )}
      </FormControl>
    </TableCell>
  );
});

interface Props {
  caption: string;
  days: readonly Weekday[];
  timeParts: readonly TimePart[];
  cells: Cells;
  saved: Cells;
  options: readonly CourseOption[];
  errors: Partial<Record<CellKey, string>>;
  onChange: (cell: CellKey, classCourseId: number | undefined) => void;
}

/**
 * A classroom's week: a row per time part, a column per weekday, a select of the classroom's
 * courses in each cell. A real table, so a screen reader announces the day and the time part of
 * a cell; each select is also named by both, for the user who tabs from cell to cell.
 */
export function WeekGrid({ caption, days, timeParts, cells, saved, options, errors, onChange }: Props) {
  const intl = useIntl();
  const dayName = (day: Weekday) => intl.formatMessage({ id: `tools.timetable.weekdays.${day}` });
  const freeLabel = intl.formatMessage({ id: 'tools.timetable.week.free' });
  return (
    <TableContainer component={Paper} variant="outlined">
      <Table size="small">
        <caption style={{ textAlign: 'start', fontWeight: 'bold' }}>{caption}</caption>
        <TableHead>
          <TableRow>
            <TableCell component="th" scope="col">
              <FormattedMessage id="tools.timetable.week.timePart" />
            </TableCell>
            {days.map((day) => (
              <TableCell key={day} component="th" scope="col">
                {dayName(day)}
              </TableCell>
            ))}
          </TableRow>
        </TableHead>
        <TableBody>
          {timeParts.map((part) => (
            <TableRow key={part.id}>
              <TableCell component="th" scope="row" sx={{ whiteSpace: 'nowrap', fontWeight: 'medium' }}>
                {part.name}
              </TableCell>
              {days.map((day) => {
                const key = cellKey(day, part.id);
                return (
                  <WeekCell
                    key={day}
                    cell={key}
                    name={intl.formatMessage({ id: 'tools.timetable.week.cell' }, { weekday: dayName(day), timePart: part.name })}
                    value={cells[key]}
                    options={options}
                    changed={cells[key] !== saved[key]}
                    error={errors[key]}
                    freeLabel={freeLabel}
                    onChange={onChange}
                  />
                );
              })}
            </TableRow>
          ))}
        </TableBody>
      </Table>
    </TableContainer>
  );
}

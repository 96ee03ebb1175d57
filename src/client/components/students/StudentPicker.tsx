import Autocomplete from '@mui/material/Autocomplete';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import type { SxProps, Theme } from '@mui/material/styles';
import { skipToken } from '@reduxjs/toolkit/query';
import { useState } from 'react';
import { useIntl } from 'react-intl';
import type { Student } from '../../../domain/contract/students';
import { useListStudentsQuery } from '../../api/studentsApi';
import { useDebounced } from '../../hooks/useDebounced';

/** A quarter of a second after the last key: the answer shows within 300 ms on a slow line. */
const PAUSE_MS = 250;
/** Enough to find a student by a few letters of the name or matricule. */
const RESULTS = 20;

/** What a picker names a student by: two namesakes differ by classroom and matricule. */
export interface PickedStudent {
  id: number;
  /** "LASTNAME Firstname", as the lists print it. */
  name: string;
  matricule: string;
  /** Null when the student is not placed in a classroom of the year asked about. */
  classroomName: string | null;
}

const NONE: PickedStudent[] = [];

export const pickedStudent = (student: Student): PickedStudent => ({
  id: student.id,
  name: `${student.lastName.toUpperCase()} ${student.firstName}`,
  matricule: student.matricule,
  classroomName: student.placement?.classroomName ?? null,
});

const labelOf = (student: PickedStudent) => `${student.name} (${student.matricule})`;

/** The message ids of the box's texts: each screen says what the student is picked for. */
export interface StudentPickerTexts {
  label: string;
  hint: string;
  noMatch: string;
  typeMore: string;
}

interface Props {
  id: string;
  texts: StudentPickerTexts;
  /** Narrows the search, e.g. to the students registered in a year. */
  query?: { schoolYearId?: number; registered?: boolean };
  /** The student shown, when the screen keeps it (from the address); left out, the box keeps its own. */
  value?: PickedStudent | null;
  onPick: (student: PickedStudent | null) => void;
  /** A form's word about the field, shown in place of the hint. */
  error?: string;
  onBlur?: () => void;
  autoFocus?: boolean;
  required?: boolean;
  size?: 'small' | 'medium';
  margin?: 'none' | 'dense' | 'normal';
  sx?: SxProps<Theme>;
}

/**
 * Finds a student by name or matricule as the user types (the student list's search: any word, any
 * order, accents ignored), asking the server once the typing pauses. Each choice shows the classroom
 * and matricule under the name, so namesakes can be told apart; no photos, they are too slow to load
 * for twenty lines.
 */
export function StudentPicker({ id, texts, query, value, onPick, error, onBlur, autoFocus, required, size, margin, sx }: Props) {
  const intl = useIntl();
  const [text, setText] = useState('');
  const search = useDebounced(text.trim(), PAUSE_MS);
  // Once a student is chosen the box reads their label: that is not a new search.
  const asking = search.length >= 2 && (!value || search !== labelOf(value));
  const { currentData, isFetching } = useListStudentsQuery(asking ? { search, limit: RESULTS, ...query } : skipToken);
  const found = asking ? (currentData?.data.map(pickedStudent) ?? NONE) : NONE;
  const options = value && !found.some((option) => option.id === value.id) ? [value, ...found] : found;
  const notRegistered = intl.formatMessage({ id: 'students.list.notRegistered' });
  return (
    <Autocomplete<PickedStudent>
      id={id}
      sx={sx}
      {...(value === undefined ? {} : { value })}
      options={options}
      loading={isFetching}
      // The server has filtered already; the box must not filter again on its own rules.
      filterOptions={(students) => students}
      getOptionLabel={labelOf}
      getOptionKey={(student) => student.id}
      isOptionEqualToValue={(option, chosen) => option.id === chosen.id}
      noOptionsText={intl.formatMessage({ id: search.length >= 2 ? texts.noMatch : texts.typeMore })}
      loadingText={intl.formatMessage({ id: 'common.loading' })}
      onInputChange={(_, input) => setText(input)}
      onChange={(_, student) => onPick(student)}
      onBlur={onBlur}
      autoHighlight
      renderOption={({ key, ...props }, student) => (
        <li key={key} {...props}>
          <div>
            <Typography variant="body2" component="div">
              {student.name}
            </Typography>
            <Typography variant="caption" component="div" color="text.secondary">
              {`${student.classroomName ?? notRegistered} · ${student.matricule}`}
            </Typography>
          </div>
        </li>
      )}
      renderInput={(params) => (
        <TextField
          {...params}
          autoFocus={autoFocus}
          required={required}
          size={size}
          margin={margin}
          label={intl.formatMessage({ id: texts.label })}
          error={Boolean(error)}
          helperText={error ?? intl.formatMessage({ id: texts.hint })}
        />
      )}
    />
  );
}

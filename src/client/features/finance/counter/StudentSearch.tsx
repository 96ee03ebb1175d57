import Autocomplete from '@mui/material/Autocomplete';
import TextField from '@mui/material/TextField';
import { skipToken } from '@reduxjs/toolkit/query';
import { useState } from 'react';
import { useIntl } from 'react-intl';
import type { Student } from '../../../../domain/contract/students';
import { useListStudentsQuery } from '../../../api/studentsApi';
import { useDebounced } from '../../../hooks/useDebounced';

/** A quarter of a second after the last key: the answer shows within 300 ms on a slow line. */
const PAUSE_MS = 250;
const RESULTS = 20;

export interface FoundStudent {
  id: number;
  name: string;
  matricule: string;
}

const NONE: FoundStudent[] = [];
const found = (student: Student): FoundStudent => ({
  id: student.id,
  name: `${student.lastName.toUpperCase()} ${student.firstName}`,
  matricule: student.matricule,
});

const labelOf = (student: FoundStudent) => `${student.name} (${student.matricule})`;

interface Props {
  /** The student shown (from the address), null before one is chosen. */
  value: FoundStudent | null;
  onPick: (student: FoundStudent | null) => void;
}

/**
 * Finds a student by name or matricule as the cashier types (the student list's search: any word,
 * any order, accents ignored), asking the server once the typing pauses.
 */
export function StudentSearch({ value, onPick }: Props) {
  const intl = useIntl();
  const [text, setText] = useState('');
  const search = useDebounced(text.trim(), PAUSE_MS);
  // Once a student is chosen the box reads their label: that is not a new search.
  const asking = search.length >= 2 && (value === null || search !== labelOf(value));
  const { currentData, isFetching } = useListStudentsQuery(asking ? { search, limit: RESULTS } : skipToken);
  const options = asking ? (currentData?.data.map(found) ?? NONE) : NONE;
  return (
    <Autocomplete<FoundStudent>
      id="counter-student"
      sx={{ minWidth: { xs: '100%', sm: 280 }, maxWidth: 520, flexGrow: 1 }}
      value={value}
      options={value && !options.some((option) => option.id === value.id) ? [value, ...options] : options}
      loading={isFetching}
      // The server has filtered already; the box must not filter again on its own rules.
      filterOptions={(students) => students}
      getOptionLabel={labelOf}
      getOptionKey={(student) => student.id}
      isOptionEqualToValue={(option, chosen) => option.id === chosen.id}
      noOptionsText={intl.formatMessage({ id: search.length >= 2 ? 'finance.counter.search.noMatch' : 'finance.counter.search.typeMore' })}
      loadingText={intl.formatMessage({ id: 'common.loading' })}
      onInputChange={(_, input) => setText(input)}
      onChange={(_, student) => onPick(student)}
      autoHighlight
      renderInput={(params) => (
        <TextField
          {...params}
          autoFocus
          size="small"
          label={intl.formatMessage({ id: 'finance.counter.search.label' })}
          helperText={intl.formatMessage({ id: 'finance.counter.search.hint' })}
        />
      )}
    />
  );
}

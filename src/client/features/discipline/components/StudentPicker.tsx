import Autocomplete from '@mui/material/Autocomplete';
import TextField from '@mui/material/TextField';
import { skipToken } from '@reduxjs/toolkit/query';
import { useState } from 'react';
import { useIntl } from 'react-intl';
import type { Student } from '../../../../domain/contract/students';
import { useListStudentsQuery } from '../../../api/studentsApi';
import { useDebounced } from '../../../hooks/useDebounced';

/** Enough to find a student by a few letters of the name or matricule. */
const RESULTS = 20;
const NO_STUDENTS: Student[] = [];

export interface PickedStudent {
  id: number;
  name: string;
}

const nameOf = (student: Student) => `${student.lastName.toUpperCase()} ${student.firstName}`;

/**
 * Finds a student by name or matricule (the student list's search: any word, any order, accents
 * ignored), asking the server once the typing pauses.
 */
export function StudentPicker({ id, onPick }: { id: string; onPick: (student: PickedStudent | null) => void }) {
  const intl = useIntl();
  const [text, setText] = useState('');
  const search = useDebounced(text.trim());
  const { currentData, isFetching } = useListStudentsQuery(search.length >= 2 ? { search, limit: RESULTS } : skipToken);
  const options = search.length >= 2 ? (currentData?.data ?? NO_STUDENTS) : NO_STUDENTS;
  return (
    <Autocomplete<Student>
      id={id}
      sx={{ minWidth: 280, maxWidth: 480, flexGrow: 1 }}
      options={options}
      loading={isFetching}
      // The server has filtered already; the box must not filter again on its own rules.
      filterOptions={(found) => found}
      getOptionLabel={(student) => `${nameOf(student)} (${student.matricule})`}
      getOptionKey={(student) => student.id}
      isOptionEqualToValue={(option, value) => option.id === value.id}
      noOptionsText={intl.formatMessage({ id: search.length >= 2 ? 'discipline.students.noMatch' : 'discipline.students.typeMore' })}
      loadingText={intl.formatMessage({ id: 'common.loading' })}
      onInputChange={(_, value) => setText(value)}
      onChange={(_, student) => onPick(student ? { id: student.id, name: nameOf(student) } : null)}
      renderInput={(params) => (
        <TextField
          {...params}
          size="small"
          label={intl.formatMessage({ id: 'discipline.students.find' })}
          helperText={intl.formatMessage({ id: 'discipline.students.findHint' })}
        />
      )}
    />
  );
}

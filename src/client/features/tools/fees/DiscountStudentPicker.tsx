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

const nameOf = (student: Student) => `${student.lastName.toUpperCase()} ${student.firstName}`;

interface Props {
  id: string;
  schoolYearId: number;
  /** The contract's or the server's word about the student, once the field was left. */
  error?: string;
  onPick: (student: Student | null) => void;
  onBlur: () => void;
}

/**
 * The student a discount is for, found as the user types (any word of the name or matricule,
 * accents ignored) among the students registered in the year: only they are charged its fees.
 */
export function DiscountStudentPicker({ id, schoolYearId, error, onPick, onBlur }: Props) {
  const intl = useIntl();
  const [text, setText] = useState('');
  const search = useDebounced(text.trim());
  const searching = search.length >= 2;
  const { currentData, isFetching } = useListStudentsQuery(
    searching ? { search, limit: RESULTS, schoolYearId, registered: true } : skipToken,
  );
  const options = searching ? (currentData?.data ?? NO_STUDENTS) : NO_STUDENTS;
  return (
    <Autocomplete<Student>
      id={id}
      options={options}
      loading={isFetching}
      // The server has filtered already; the box must not filter again on its own rules.
      filterOptions={(found) => found}
      getOptionLabel={(student) => `${nameOf(student)} (${student.matricule})`}
      getOptionKey={(student) => student.id}
      isOptionEqualToValue={(option, value) => option.id === value.id}
      noOptionsText={intl.formatMessage({ id: searching ? 'feeSetup.discounts.student.noMatch' : 'feeSetup.discounts.student.typeMore' })}
      loadingText={intl.formatMessage({ id: 'common.loading' })}
      onInputChange={(_, value) => setText(value)}
      onChange={(_, student) => onPick(student)}
      onBlur={onBlur}
      renderInput={(params) => (
        <TextField
          {...params}
          required
          margin="dense"
          label={intl.formatMessage({ id: 'feeSetup.discounts.student.label' })}
          error={Boolean(error)}
          helperText={error ?? intl.formatMessage({ id: 'feeSetup.discounts.student.hint' })}
        />
      )}
    />
  );
}

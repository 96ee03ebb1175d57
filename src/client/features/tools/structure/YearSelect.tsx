import MenuItem from '@mui/material/MenuItem';
import TextField from '@mui/material/TextField';
import { useState } from 'react';
import { useIntl } from 'react-intl';
import { useListSchoolYearsQuery } from '../../../api/schoolYearsApi';
import { useCurrentUser } from '../../../app/session';
import { useLocalizeDigits } from '../../../i18n/digits';

const NO_YEARS: never[] = [];

/**
 * The school year a structure tab looks at: the session's year at first (the current one), else
 * the year the server marks current. Returns the chosen id (undefined while unknown) and its setter.
 */
export function useSchoolYearChoice() {
  const sessionYear = useCurrentUser()?.schoolYear?.id;
  const years = useListSchoolYearsQuery().data?.data ?? NO_YEARS;
  const [chosen, setChosen] = useState<number | undefined>(undefined);
  const yearId = chosen ?? sessionYear ?? years.find((year) => year.current)?.id ?? years[0]?.id;
  return { yearId, years, setYearId: setChosen };
}

interface Props {
  id: string;
  value: number | undefined;
  years: { id: number; name: string }[];
  onChange: (id: number) => void;
}

export function YearSelect({ id, value, years, onChange }: Props) {
  const intl = useIntl();
  const localizeDigits = useLocalizeDigits();
  // Until the list arrives, the session's year is not among the options: show it empty instead.
  const known = years.some((year) => year.id === value);
  return (
    <TextField
      id={id}
      select
      size="small"
      sx={{ minWidth: 160 }}
      label={intl.formatMessage({ id: 'tools.filters.schoolYear' })}
      value={known ? value : ''}
      onChange={(event) => onChange(Number(event.target.value))}
    >
      {years.map((year) => (
        <MenuItem key={year.id} value={year.id}>
          {localizeDigits(year.name)}
        </MenuItem>
      ))}
    </TextField>
  );
}

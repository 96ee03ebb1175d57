import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import { useIntl } from 'react-intl';
import type { Classroom } from '../../../../domain/contract/structure';
import type { TimePart } from '../../../../domain/contract/settings';
import { ChoiceSelect } from '../../../components/ChoiceSelect';
import type { RollCallSelection } from './useRollCallSelection';

interface Props {
  classrooms: readonly Classroom[];
  timeParts: readonly TimePart[];
  classroomId: number | undefined;
  date: string;
  /** Today: a roll call is not taken ahead. */
  maxDate: string;
  timePartId: number | undefined;
  onChange: (next: RollCallSelection) => void;
}

const toNumber = (value: string) => (value === '' ? undefined : Number(value));

/** Classroom, date and time part: the one roll call to take. */
export function RollCallSelectionBar({ classrooms, timeParts, classroomId, date, maxDate, timePartId, onChange }: Props) {
  const intl = useIntl();
  const choose = intl.formatMessage({ id: 'discipline.rollCall.selection.choose' });
  return (
    <Stack direction="row" useFlexGap sx={{ flexWrap: 'wrap', gap: 2 }}>
      <ChoiceSelect
        id="rollCall-classroom"
        label={intl.formatMessage({ id: 'discipline.rollCall.selection.classroom' })}
        value={classroomId?.toString() ?? ''}
        emptyLabel={choose}
        choices={classrooms.map((item) => ({ value: String(item.id), label: item.name }))}
        onChange={({ target: { value } }) => onChange({ classroomId: toNumber(value) })}
      />
      <TextField
        id="rollCall-date"
        type="date"
        size="small"
        label={intl.formatMessage({ id: 'discipline.rollCall.selection.date' })}
        value={date}
        // An emptied field keeps the last date: a roll call always has one.
        onChange={({ target: { value } }) => value && onChange({ date: value })}
        slotProps={{ inputLabel: { shrink: true }, htmlInput: { max: maxDate } }}
      />
      <ChoiceSelect
        id="rollCall-timePart"
        label={intl.formatMessage({ id: 'discipline.rollCall.selection.timePart' })}
        value={timePartId?.toString() ?? ''}
        emptyLabel={choose}
        choices={timeParts.map((item) => ({ value: String(item.id), label: item.name }))}
        onChange={({ target: { value } }) => onChange({ timePartId: toNumber(value) })}
      />
    </Stack>
  );
}

import Stack from '@mui/material/Stack';
import { useIntl } from 'react-intl';
import { periodLabel } from './periodLabels';
import { parsePeriodKey, periodKey } from './sheetPeriods';
import { ChoiceSelect } from '../../components/ChoiceSelect';
import type { SheetChoices } from './useSheetChoices';
import type { SheetSelection as Selection } from './useSheetSelection';

interface Props {
  choices: SheetChoices;
  onChange: (next: Selection) => void;
}

const toNumber = (value: string) => (value === '' ? undefined : Number(value));

/** The classroom, then its period: sequences and trimesters, or semesters, and the year. */
export function SheetSelection({ choices, onChange }: Props) {
  const intl = useIntl();
  const { classrooms, classroom, periods, period, trimesters } = choices;
  const choose = intl.formatMessage({ id: 'marksheet.selection.choose' });

  return (
    <Stack direction="row" useFlexGap sx={{ flexWrap: 'wrap', gap: 2 }}>
      <ChoiceSelect
        id="marksheet-classroom"
        label={intl.formatMessage({ id: 'marksheet.selection.classroom' })}
        value={classroom ? String(classroom.id) : ''}
        emptyLabel={choose}
        choices={classrooms.map((item) => ({ value: String(item.id), label: item.name }))}
        // The period stays when the grading system does (a studies office goes class after class).
        onChange={({ target: { value } }) => onChange({ classroomId: toNumber(value), period: choices.period })}
      />
      <ChoiceSelect
        id="marksheet-period"
        label={intl.formatMessage({ id: 'marksheet.selection.period' })}
        value={period ? periodKey(period) : ''}
        emptyLabel={choose}
        disabled={!classroom}
        minWidth={260}
        choices={periods.map((item) => ({ value: periodKey(item), label: periodLabel(intl, item, trimesters) }))}
        onChange={({ target: { value } }) => onChange({ classroomId: classroom?.id, period: parsePeriodKey(value) })}
      />
    </Stack>
  );
}

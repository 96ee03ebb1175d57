import Download from '@mui/icons-material/Download';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import { useIntl, FormattedMessage } from 'react-intl';
import type { Classroom, Level } from '../../../../domain/contract/structure';
import { ChoiceSelect } from '../../../components/ChoiceSelect';
import { DateField } from '../../../components/DateField';
import type { ArrearsFilters } from './arrearsFilters';
import type { ArrearsFormat } from './useArrearsFiles';

interface Props {
  filters: ArrearsFilters;
  levels: readonly Level[];
  /** The year's classrooms, every level's: the list narrows to the chosen level's. */
  classrooms: readonly Classroom[];
  onChange: (change: Partial<ArrearsFilters>) => void;
  /** The format on its way, if any. */
  busy: ArrearsFormat | null;
  onDownload: (format: ArrearsFormat) => void;
}

/** Level, classroom and the day overdue is judged on; then the list as a PDF for the notice board or a spreadsheet. */
export function ArrearsFilterBar({ filters, levels, classrooms, onChange, busy, onDownload }: Props) {
  const intl = useIntl();
  const t = (id: string) => intl.formatMessage({ id: `finance.arrears.${id}` });
  const { levelId, classroomId, asOf } = filters;
  const shown = levelId === null ? classrooms : classrooms.filter((classroom) => classroom.levelId === levelId);
  return (
    <Stack direction="row" useFlexGap sx={{ flexWrap: 'wrap', gap: 2, alignItems: 'center' }}>
      <ChoiceSelect
        id="finance-arrears-level"
        label={t('level')}
        value={levelId === null ? '' : String(levelId)}
        emptyLabel={t('allLevels')}
        choices={levels.map((level) => ({ value: String(level.id), label: level.name }))}
        // Another level's classroom would not be in it: the choice starts over.
        onChange={({ target: { value } }) => onChange({ levelId: value ? Number(value) : null, classroomId: null })}
      />
      <ChoiceSelect
        id="finance-arrears-classroom"
        label={t('classroom')}
        value={classroomId === null ? '' : String(classroomId)}
        emptyLabel={t('allClassrooms')}
        choices={shown.map((classroom) => ({ value: String(classroom.id), label: classroom.name }))}
        onChange={({ target: { value } }) => onChange({ classroomId: value ? Number(value) : null })}
      />
      <DateField
        id="finance-arrears-as-of"
        label={t('asOf')}
        value={asOf}
        // An emptied field keeps the last day: overdue is always judged on one.
        onChange={({ target: { value } }) => value && onChange({ asOf: value })}
      />
      <Button
        variant="outlined"
        startIcon={<Download />}
        loading={busy === 'pdf'}
        disabled={busy !== null}
        onClick={() => onDownload('pdf')}
      >
        <FormattedMessage id="finance.arrears.pdf" />
      </Button>
      <Button
        variant="outlined"
        startIcon={<Download />}
        loading={busy === 'xlsx'}
        disabled={busy !== null}
        onClick={() => onDownload('xlsx')}
      >
        <FormattedMessage id="finance.arrears.xlsx" />
      </Button>
    </Stack>
  );
}

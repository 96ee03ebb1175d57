import Search from '@mui/icons-material/Search';
import FormControlLabel from '@mui/material/FormControlLabel';
import InputAdornment from '@mui/material/InputAdornment';
import Stack from '@mui/material/Stack';
import Switch from '@mui/material/Switch';
import TextField from '@mui/material/TextField';
import { useIntl } from 'react-intl';
import { SEXES } from '../../../../domain/contract/students';
import { ChoiceSelect } from '../../../components/ChoiceSelect';
import { ClassroomSelect, LevelSelect, SchoolYearSelect } from '../shared/StructureSelects';
import type { ListState } from './listState';

interface Props {
  state: ListState;
  onChange: (change: Partial<ListState>) => void;
  /** The search box's text, ahead of the debounced value in `state`. */
  searchText: string;
  onSearchText: (text: string) => void;
}

const flagValue = (value: boolean | undefined) => (value === undefined ? '' : String(value));

export function StudentFilterBar({ state, onChange, searchText, onSearchText }: Props) {
  const intl = useIntl();
  const t = (id: string) => intl.formatMessage({ id });
  return (
    <Stack direction="row" useFlexGap sx={{ flexWrap: 'wrap', gap: 2, mb: 2, alignItems: 'center' }}>
      <TextField
        id="students-search"
        type="search"
        size="small"
        label={t('students.list.search')}
        value={searchText}
        onChange={(event) => onSearchText(event.target.value)}
        sx={{ minWidth: 240, flexGrow: 1 }}
        slotProps={{
          input: {
            startAdornment: (
              <InputAdornment position="start">
                <Search fontSize="small" />
              </InputAdornment>
            ),
          },
        }}
      />
      <ChoiceSelect
        id="students-sex"
        size="small"
        minWidth={120}
        label={t('students.fields.sex')}
        value={state.sex ?? ''}
        emptyLabel={t('common.all')}
        choices={SEXES.map((sex) => ({ value: sex, label: t(`students.sex.${sex}`) }))}
        onChange={(event) => onChange({ sex: (event.target.value || undefined) as ListState['sex'] })}
      />
      <SchoolYearSelect
        id="students-year"
        size="small"
        value={state.schoolYearId}
        onChange={(schoolYearId) => onChange({ schoolYearId, classroomId: undefined })}
      />
      <LevelSelect
        id="students-level"
        size="small"
        value={state.levelId}
        onChange={(levelId) => onChange({ levelId, classroomId: undefined })}
      />
      <ClassroomSelect
        id="students-classroom"
        size="small"
        schoolYearId={state.schoolYearId}
        levelId={state.levelId}
        value={state.classroomId}
        onChange={(classroomId) => onChange({ classroomId })}
      />
      <ChoiceSelect
        id="students-registered"
        size="small"
        minWidth={140}
        label={t('students.list.registered')}
        value={flagValue(state.registered)}
        emptyLabel={t('common.all')}
        choices={[
          { value: 'true', label: t('common.yes') },
          { value: 'false', label: t('common.no') },
        ]}
        onChange={(event) => onChange({ registered: event.target.value === '' ? undefined : event.target.value === 'true' })}
      />
      <FormControlLabel
        control={<Switch checked={state.archived} onChange={(event) => onChange({ archived: event.target.checked })} />}
        label={t('students.list.archived')}
      />
    </Stack>
  );
}

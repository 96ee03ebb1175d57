import Stack from '@mui/material/Stack';
import ToggleButton from '@mui/material/ToggleButton';
import ToggleButtonGroup from '@mui/material/ToggleButtonGroup';
import { useMemo } from 'react';
import { useIntl } from 'react-intl';
import type { Classroom, GradingSystem, Level, SchoolYear } from '../../../domain/contract/structure';
import { useListClassroomsQuery } from '../../api/classroomsApi';
import { useListLevelsQuery } from '../../api/levelsApi';
import { ChoiceSelect } from '../../components/ChoiceSelect';
import { periodsOf, periodTypesOf, type AverageMarksFilters, type FilterChange } from './filters';
import { useLocalizeDigits } from '../../i18n/digits';

/** Enough for every level or classroom of a school in one list. */
const ALL = 1000;
const NO_LEVELS: Level[] = [];
const NO_CLASSROOMS: Classroom[] = [];

interface Props {
  filters: AverageMarksFilters & { schoolYearId: number };
  schoolYears: readonly SchoolYear[];
  /** Shows the secondary / LMD switch (the option lmdEnabled). */
  lmdEnabled: boolean;
  onChange: (change: FilterChange) => void;
}

const idOrAll = (value: string): number | 'all' => (value === 'all' ? 'all' : Number(value));

/** Grading system, school year, level, classroom, period type and period. */
export function AverageMarksFilterBar({ filters, schoolYears, lmdEnabled, onChange }: Props) {
  const intl = useIntl();
  const localizeDigits = useLocalizeDigits();
  const t = (id: string, values?: Record<string, string | number>) => intl.formatMessage({ id: `statistics.filters.${id}` }, values);
  const { system, schoolYearId, levelId, classroomId, periodType, period } = filters;

  const allLevels = useListLevelsQuery({ limit: ALL }).data?.data ?? NO_LEVELS;
  const levels = useMemo(
    () => allLevels.filter((level) => level.gradingSystem === system).sort((a, b) => a.position - b.position),
    [allLevels, system],
  );
  const allClassrooms =
    useListClassroomsQuery({ schoolYearId, ...(levelId === 'all' ? {} : { levelId }), limit: ALL }).data?.data ?? NO_CLASSROOMS;
  const classrooms = useMemo(
    () => allClassrooms.filter((classroom) => classroom.gradingSystem === system && (levelId === 'all' || classroom.levelId === levelId)),
    [allClassrooms, system, levelId],
  );

  const periodLabel = (type: string, number: number) => t(`periodOption.${type}`, { number: intl.formatNumber(number) });

  return (
    <Stack direction="row" useFlexGap sx={{ flexWrap: 'wrap', gap: 2, mb: 3, alignItems: 'center' }}>
      {lmdEnabled && (
        <ToggleButtonGroup
          exclusive
          size="small"
          color="primary"
          value={system}
          aria-label={t('system')}
          onChange={(_event, value: GradingSystem | null) => {
            if (value) onChange({ system: value });
          }}
        >
          <ToggleButton value="sequence">{t('secondary')}</ToggleButton>
          <ToggleButton value="lmd">{t('lmd')}</ToggleButton>
        </ToggleButtonGroup>
      )}
      <ChoiceSelect
        id="statistics-school-year"
        label={t('schoolYear')}
        value={String(schoolYearId)}
        choices={schoolYears.map((year) => ({ value: String(year.id), label: localizeDigits(year.name) }))}
        onChange={({ target: { value } }) => onChange({ schoolYearId: Number(value) })}
      />
      <ChoiceSelect
        id="statistics-level"
        label={t('level')}
        value={String(levelId)}
        choices={[{ value: 'all', label: t('allLevels') }, ...levels.map((level) => ({ value: String(level.id), label: level.name }))]}
        onChange={({ target: { value } }) => onChange({ levelId: idOrAll(value) })}
      />
      <ChoiceSelect
        id="statistics-classroom"
        label={t('classroom')}
        value={String(classroomId)}
        choices={[
          { value: 'all', label: t('allClassrooms') },
          ...classrooms.map((classroom) => ({ value: String(classroom.id), label: classroom.name })),
        ]}
        onChange={({ target: { value } }) => onChange({ classroomId: idOrAll(value) })}
      />
      <ChoiceSelect
        id="statistics-period-type"
        label={t('periodType')}
        value={periodType}
        choices={periodTypesOf(system).map((type) => ({ value: type, label: t(`periodTypes.${type}`) }))}
        onChange={({ target: { value } }) => onChange({ periodType: value as typeof periodType })}
      />
      {periodType !== 'annual' && (
        <ChoiceSelect
          id="statistics-period"
          label={t('period')}
          value={String(period)}
          choices={periodsOf(periodType).map((number) => ({ value: String(number), label: periodLabel(periodType, number) }))}
          onChange={({ target: { value } }) => onChange({ period: Number(value) })}
        />
      )}
    </Stack>
  );
}

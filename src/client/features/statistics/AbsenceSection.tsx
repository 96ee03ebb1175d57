import Alert from '@mui/material/Alert';
import Stack from '@mui/material/Stack';
import { skipToken } from '@reduxjs/toolkit/query';
import { useMemo, useState } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import type { Classroom, Level, SchoolYear } from '../../../domain/contract/structure';
import { useListClassroomsQuery } from '../../api/classroomsApi';
import { useListLevelsQuery } from '../../api/levelsApi';
import { useListSchoolYearsQuery } from '../../api/schoolYearsApi';
import { useAbsenceStatisticsQuery } from '../../api/statisticsApi';
import { useCurrentUser } from '../../app/session';
import { chooseAlert } from '../../components/alerts/chooseAlert';
import { ChoiceSelect } from '../../components/ChoiceSelect';
import { LoadFailed } from '../../components/LoadFailed';
import { PageSpinner } from '../../components/PageSpinner';
import { useLocalizeDigits } from '../../i18n/digits';
import { periodLabel } from '../../i18n/periodLabel';
import { AbsenceClassroomChart, AbsenceSummary, TopStudents } from './AbsenceCharts';
import { absencePeriods, changeAbsenceFilters, initialAbsenceFilters, type AbsenceFilters } from './absenceFilters';

const ALL = 1000;
const NO_YEARS: SchoolYear[] = [];
const NO_LEVELS: Level[] = [];
const NO_CLASSROOMS: Classroom[] = [];
const idOrAll = (value: string): number | 'all' => (value === 'all' ? 'all' : Number(value));

/**
 * Absence hours, justified and unjustified, and lateness for a school year, level, classroom and
 * period (a sequence, trimester, the year or a month): the figures, a chart by classroom with its
 * table, and the students with the most unjustified hours.
 */
export function AbsenceSection() {
  const intl = useIntl();
  const localizeDigits = useLocalizeDigits();
  const t = (id: string) => intl.formatMessage({ id: `statistics.filters.${id}` });
  const userYearId = useCurrentUser()?.schoolYear?.id;
  const years = useListSchoolYearsQuery({ limit: ALL });
  const schoolYears = years.data?.data ?? NO_YEARS;
  const [chosen, setChosen] = useState<AbsenceFilters>(initialAbsenceFilters);
  const schoolYearId = chosen.schoolYearId ?? userYearId ?? (schoolYears.find((year) => year.current) ?? schoolYears[0])?.id;
  const filters = { ...chosen, schoolYearId };
  const year = schoolYears.find((one) => one.id === schoolYearId);

  const allLevels = useListLevelsQuery({ limit: ALL }).data?.data ?? NO_LEVELS;
  // Absences are counted in secondary classrooms; LMD ones have no roll call in this version.
  const levels = useMemo(
    () => allLevels.filter((level) => level.gradingSystem === 'sequence').sort((a, b) => a.position - b.position),
    [allLevels],
  );
  const allClassrooms =
    useListClassroomsQuery(
      schoolYearId === undefined
        ? skipToken
        : { schoolYearId, ...(filters.levelId === 'all' ? {} : { levelId: filters.levelId }), limit: ALL },
    ).data?.data ?? NO_CLASSROOMS;
  const classrooms = allClassrooms.filter(
    (classroom) => classroom.gradingSystem === 'sequence' && (filters.levelId === 'all' || classroom.levelId === filters.levelId),
  );

  const { currentData, error, isFetching, refetch } = useAbsenceStatisticsQuery(
    schoolYearId === undefined
      ? skipToken
      : { schoolYearId, levelId: filters.levelId, classroomId: filters.classroomId, period: filters.period },
  );

  let body;
  if (schoolYearId === undefined) {
    body = years.isLoading ? (
      <PageSpinner />
    ) : (
      <Alert severity="info">
        <FormattedMessage id="statistics.noSchoolYear" />
      </Alert>
    );
  } else if (currentData) {
    body =
      currentData.classrooms.length === 0 && currentData.students.length === 0 ? (
        <Alert severity="info">
          <FormattedMessage id="statistics.absences.empty" />
        </Alert>
      ) : (
        <>
          <AbsenceSummary overall={currentData.overall} />
          {currentData.classrooms.length > 0 && <AbsenceClassroomChart classrooms={currentData.classrooms} />}
          {currentData.students.length > 0 && <TopStudents students={currentData.students} />}
        </>
      );
  } else if (error && !isFetching) {
    body = (
      <LoadFailed onRetry={() => void refetch()}>
        {chooseAlert(error).message ?? intl.formatMessage({ id: 'statistics.loadFailed' })}
      </LoadFailed>
    );
  } else body = <PageSpinner />;

  const change = (patch: Partial<AbsenceFilters>) => setChosen(changeAbsenceFilters(filters, patch));

  return (
    <>
      {schoolYearId !== undefined && (
        <Stack direction="row" useFlexGap sx={{ flexWrap: 'wrap', gap: 2, mb: 3, alignItems: 'center' }}>
          <ChoiceSelect
            id="absence-statistics-school-year"
            label={t('schoolYear')}
            value={String(schoolYearId)}
            choices={schoolYears.map((one) => ({ value: String(one.id), label: localizeDigits(one.name) }))}
            onChange={({ target: { value } }) => change({ schoolYearId: Number(value) })}
          />
          <ChoiceSelect
            id="absence-statistics-level"
            label={t('level')}
            value={String(filters.levelId)}
            choices={[{ value: 'all', label: t('allLevels') }, ...levels.map((level) => ({ value: String(level.id), label: level.name }))]}
            onChange={({ target: { value } }) => change({ levelId: idOrAll(value) })}
          />
          <ChoiceSelect
            id="absence-statistics-classroom"
            label={t('classroom')}
            value={String(filters.classroomId)}
            choices={[
              { value: 'all', label: t('allClassrooms') },
              ...classrooms.map((classroom) => ({ value: String(classroom.id), label: classroom.name })),
            ]}
            onChange={({ target: { value } }) => change({ classroomId: idOrAll(value) })}
          />
          <ChoiceSelect
            id="absence-statistics-period"
            label={t('period')}
            value={filters.period}
            choices={absencePeriods(year).map((period) => ({ value: period, label: periodLabel(intl, period) }))}
            onChange={({ target: { value } }) => change({ period: value })}
          />
        </Stack>
      )}
      {body}
    </>
  );
}

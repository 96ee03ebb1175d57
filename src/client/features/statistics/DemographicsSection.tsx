import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import FileDownloadOutlined from '@mui/icons-material/FileDownloadOutlined';
import { skipToken } from '@reduxjs/toolkit/query';
import { useMemo, useState } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import type { Classroom, Level, SchoolYear } from '../../../domain/contract/structure';
import { demographicsFileName } from '../../../domain/fileNames';
import { useListClassroomsQuery } from '../../api/classroomsApi';
import { downloadDemographics, useDemographicsQuery, type DemographicsQuery } from '../../api/demographicsApi';
import { saveBlob } from '../../api/files';
import { useListLevelsQuery } from '../../api/levelsApi';
import { useListSchoolYearsQuery } from '../../api/schoolYearsApi';
import { useAppDispatch } from '../../app/hooks';
import { useCurrentUser } from '../../app/session';
import { useAlerts } from '../../components/alerts/alertsContext';
import { chooseAlert } from '../../components/alerts/chooseAlert';
import { ChoiceSelect } from '../../components/ChoiceSelect';
import { LoadFailed } from '../../components/LoadFailed';
import { PageSpinner } from '../../components/PageSpinner';
import { useLocalizeDigits } from '../../i18n/digits';
import { AgeSection, ClassroomSection, DemographicSummary, IntakeSection, LevelSection } from './DemographicCharts';
import { fileWordsOf } from '../../i18n/fileWords';

const ALL = 1000;
const NO_YEARS: SchoolYear[] = [];
const NO_LEVELS: Level[] = [];
const NO_CLASSROOMS: Classroom[] = [];
const idOrAll = (value: string): number | 'all' => (value === 'all' ? 'all' : Number(value));

interface Choices {
  schoolYearId: number | undefined;
  levelId: number | 'all';
  classroomId: number | 'all';
}

type Format = 'xlsx' | 'pdf';

/**
 * The demographic return of a school year, a level or a class: students by sex, by level, by age
 * at the start of the year, by class, and new, returning or repeating, as charts and tables, and
 * as the .xlsx and PDF a school sends its ministry.
 */
export function DemographicsSection() {
  const intl = useIntl();
  const dispatch = useAppDispatch();
  const { showError } = useAlerts();
  const localizeDigits = useLocalizeDigits();
  const t = (id: string) => intl.formatMessage({ id: `statistics.demographics.${id}` });
  const userYearId = useCurrentUser()?.schoolYear?.id;
  const years = useListSchoolYearsQuery({ limit: ALL });
  const schoolYears = years.data?.data ?? NO_YEARS;
  const [chosen, setChosen] = useState<Choices>({ schoolYearId: undefined, levelId: 'all', classroomId: 'all' });
  const schoolYearId = chosen.schoolYearId ?? userYearId ?? (schoolYears.find((year) => year.current) ?? schoolYears[0])?.id;
  const year = schoolYears.find((one) => one.id === schoolYearId);

  const allLevels = useListLevelsQuery({ limit: ALL }).data?.data ?? NO_LEVELS;
  const levels = useMemo(() => [...allLevels].sort((a, b) => a.position - b.position), [allLevels]);
  const classrooms =
    useListClassroomsQuery(
      schoolYearId === undefined
        ? skipToken
        : { schoolYearId, ...(chosen.levelId === 'all' ? {} : { levelId: chosen.levelId }), limit: ALL },
    ).data?.data ?? NO_CLASSROOMS;
  const shown = classrooms.filter((classroom) => chosen.levelId === 'all' || classroom.levelId === chosen.levelId);

  const query: DemographicsQuery | undefined =
    schoolYearId === undefined ? undefined : { schoolYearId, levelId: chosen.levelId, classroomId: chosen.classroomId };
  const { currentData, error, isFetching, refetch } = useDemographicsQuery(query ?? skipToken);

  const [busy, setBusy] = useState<Format | null>(null);
  const download = async (format: Format) => {
    if (!query) return;
    setBusy(format);
    const result = await dispatch(downloadDemographics(query, format));
    setBusy(null);
    if ('error' in result) return showError(result.error);
    const level = levels.find((one) => one.id === query.levelId)?.name;
    const classroom = shown.find((one) => one.id === query.classroomId)?.name;
    saveBlob(result.data.blob, demographicsFileName(fileWordsOf(intl), { year: year?.name, level, classroom }, format));
  };

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
      currentData.totals.total === 0 ? (
        <Alert severity="info">{t('empty')}</Alert>
      ) : (
        <>
          <DemographicSummary figures={currentData} />
          <LevelSection figures={currentData} />
          <AgeSection figures={currentData} />
          <ClassroomSection figures={currentData} />
          <IntakeSection figures={currentData} />
        </>
      );
  } else if (error && !isFetching) {
    body = <LoadFailed onRetry={() => void refetch()}>{chooseAlert(error).message ?? t('loadFailed')}</LoadFailed>;
  } else body = <PageSpinner />;

  return (
    <>
      <Typography color="text.secondary" sx={{ mb: 2 }}>
        {t('intro')}
      </Typography>
      {schoolYearId !== undefined && (
        <Stack direction="row" useFlexGap sx={{ flexWrap: 'wrap', gap: 2, mb: 3, alignItems: 'center' }}>
          <ChoiceSelect
            id="demographics-school-year"
            label={t('filters.schoolYear')}
            value={String(schoolYearId)}
            choices={schoolYears.map((one) => ({ value: String(one.id), label: localizeDigits(one.name) }))}
            onChange={({ target: { value } }) => setChosen({ ...chosen, schoolYearId: Number(value), classroomId: 'all' })}
          />
          <ChoiceSelect
            id="demographics-level"
            label={t('filters.level')}
            value={String(chosen.levelId)}
            choices={[
              { value: 'all', label: t('filters.allLevels') },
              ...levels.map((level) => ({ value: String(level.id), label: level.name })),
            ]}
            onChange={({ target: { value } }) => setChosen({ ...chosen, levelId: idOrAll(value), classroomId: 'all' })}
          />
          <ChoiceSelect
            id="demographics-classroom"
            label={t('filters.classroom')}
            value={String(chosen.classroomId)}
            choices={[
              { value: 'all', label: t('filters.allClassrooms') },
              ...shown.map((classroom) => ({ value: String(classroom.id), label: classroom.name })),
            ]}
            onChange={({ target: { value } }) => setChosen({ ...chosen, classroomId: idOrAll(value) })}
          />
          <Stack direction="row" spacing={1} sx={{ marginInlineStart: 'auto' }}>
            {(['xlsx', 'pdf'] as const).map((format) => (
              <Button
                key={format}
                variant="outlined"
                startIcon={<FileDownloadOutlined />}
                disabled={!currentData || busy !== null}
                onClick={() => void download(format)}
              >
                {t(format === 'xlsx' ? 'exportXlsx' : 'exportPdf')}
              </Button>
            ))}
          </Stack>
        </Stack>
      )}
      {body}
    </>
  );
}

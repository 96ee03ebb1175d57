import ContentCopyIcon from '@mui/icons-material/ContentCopy';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import MenuItem from '@mui/material/MenuItem';
import TextField from '@mui/material/TextField';
import { skipToken } from '@reduxjs/toolkit/query';
import { useMemo, useState } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { useSearchParams } from 'react-router-dom';
import type { Schedule } from '../../../../domain/contract/feeSetup';
import { useListFeeTypesQuery, useListSchedulesQuery } from '../../../api/feeSetupApi';
import { useListLevelsQuery } from '../../../api/levelsApi';
import { LoadFailed } from '../../../components/LoadFailed';
import { PageSpinner } from '../../../components/PageSpinner';
import { useLocalizeDigits } from '../../../i18n/digits';
import { YearSelect } from '../structure/YearSelect';
import { CopySchedulesDialog } from './CopySchedulesDialog';
import { previousYearOf, type YearChoice } from './feeYears';
import { ScheduleEditor } from './ScheduleEditor';

const NO_SCHEDULES: Schedule[] = [];

/** Each level's instalments for a school year: picked by year and level, edited and saved whole, or copied from last year. */
export function SchedulesSection({ year }: { year: YearChoice }) {
  const intl = useIntl();
  const localizeDigits = useLocalizeDigits();
  const { yearId, years, setYearId } = year;
  // The level is in the URL: a change of level waits, like leaving, for unsaved lines to be answered for.
  const [searchParams, setSearchParams] = useSearchParams();
  const chosenLevel = Number(searchParams.get('level')) || undefined;
  const setChosenLevel = (id: number) =>
    setSearchParams(
      (current) => {
        const params = new URLSearchParams(current);
        params.set('level', String(id));
        return params;
      },
      { replace: true },
    );
  const [copying, setCopying] = useState(false);
  const levels = useListLevelsQuery().data?.data ?? [];
  const feeTypes = useListFeeTypesQuery().data?.data ?? [];
  const schedules = useListSchedulesQuery(yearId ? { schoolYearId: yearId } : skipToken);
  const levelId = levels.some((candidate) => candidate.id === chosenLevel) ? chosenLevel : levels[0]?.id;
  const level = levels.find((candidate) => candidate.id === levelId);
  const found = (schedules.data?.data ?? NO_SCHEDULES).find((candidate) => candidate.levelId === levelId);
  // A level the year has no schedule for yet starts empty (made once: the editor compares it by identity).
  const schedule = useMemo<Schedule | undefined>(
    () =>
      found ??
      (yearId && level
        ? { schoolYearId: yearId, levelId: level.id, levelName: level.name, instalments: [], total: 0, studentCount: 0 }
        : undefined),
    [found, yearId, level],
  );
  const current = years.find((candidate) => candidate.id === yearId);
  const previous = previousYearOf(years, yearId);

  return (
    <>
      <Box sx={{ display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: 2, mb: 2 }}>
        <YearSelect id="fee-schedules-year" value={yearId} years={years} onChange={setYearId} />
        <TextField
          id="fee-schedules-level"
          select
          size="small"
          sx={{ minWidth: 160 }}
          label={intl.formatMessage({ id: 'feeSetup.schedules.level' })}
          value={level ? level.id : ''}
          onChange={(event) => setChosenLevel(Number(event.target.value))}
        >
          {levels.map((candidate) => (
            <MenuItem key={candidate.id} value={candidate.id}>
              {candidate.name}
            </MenuItem>
          ))}
        </TextField>
        <Box sx={{ flexGrow: 1 }} />
        <Button variant="outlined" startIcon={<ContentCopyIcon />} disabled={!previous || !current} onClick={() => setCopying(true)}>
          <FormattedMessage id="feeSetup.schedules.copy.button" />
        </Button>
      </Box>
      {schedules.isLoading ? (
        <PageSpinner />
      ) : schedules.isError ? (
        <LoadFailed onRetry={() => void schedules.refetch()}>
          <FormattedMessage id="feeSetup.schedules.loadError" />
        </LoadFailed>
      ) : !schedule || !current ? (
        <Alert severity="info">
          <FormattedMessage id="feeSetup.schedules.noLevel" />
        </Alert>
      ) : (
        <ScheduleEditor
          key={`${schedule.schoolYearId}-${schedule.levelId}`}
          schedule={schedule}
          feeTypes={feeTypes}
          caption={intl.formatMessage(
            { id: 'feeSetup.schedules.caption' },
            { level: schedule.levelName, year: localizeDigits(current.name) },
          )}
        />
      )}
      {copying && current && previous && <CopySchedulesDialog into={current} from={previous} onClose={() => setCopying(false)} />}
    </>
  );
}

import Download from '@mui/icons-material/Download';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { skipToken } from '@reduxjs/toolkit/query';
import { useState } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { useSearchParams } from 'react-router-dom';
import { exportPeriodicStat, PERIODIC_STAT_MAX_DAYS } from '../../../../domain/contract/teacherPresences';
import { presenceStatsFileName } from '../../../../domain/fileNames';
import { daysBetween } from '../../../../domain/presence/week';
import { contractRequest } from '../../../api/contractRequest';
import { downloadFile, saveBlob } from '../../../api/files';
import { usePeriodicStatQuery } from '../../../api/teacherPresencesApi';
import { useAppDispatch } from '../../../app/hooks';
import { useAlerts } from '../../../components/alerts/alertsContext';
import { chooseAlert } from '../../../components/alerts/chooseAlert';
import { DateField } from '../../../components/DateField';
import { LoadFailed } from '../../../components/LoadFailed';
import { PageSpinner } from '../../../components/PageSpinner';
import { dayOrNull, useToday } from '../../../hooks/today';
import { FiguresTable } from './FiguresTable';
import { PresenceChart } from './PresenceChart';
import { fileWordsOf } from '../../../i18n/fileWords';

const CHART_TITLE = 'presence-stats-chart-title';
const TABLE_TITLE = 'presence-stats-table-title';

/** What stops the period from being asked for: an end before its start, or more days than one call covers. */
function periodProblem(from: string, to: string): 'endsBeforeStart' | 'tooLong' | null {
  if (to < from) return 'endsBeforeStart';
  return daysBetween(from, to) > PERIODIC_STAT_MAX_DAYS ? 'tooLong' : null;
}

/**
 * The statistics over a period (this month so far unless the address says otherwise): per teacher,
 * the hours expected, present, absent, replaced and the rest, as a chart and a table, and the same
 * figures as a spreadsheet to download.
 */
export default function StatsTab() {
  const intl = useIntl();
  const dispatch = useAppDispatch();
  const { showError } = useAlerts();
  const today = useToday();
  const [params, setParams] = useSearchParams();
  const from = dayOrNull(params.get('from')) ?? `${today.slice(0, 8)}01`;
  const to = dayOrNull(params.get('to')) ?? today;
  const problem = periodProblem(from, to);
  const { currentData: stat, error, isFetching, refetch } = usePeriodicStatQuery(problem ? skipToken : { from, to });
  const [downloading, setDownloading] = useState(false);

  const choose = (key: 'from' | 'to', value: string) => {
    // An emptied field keeps the last date: the period always has both.
    if (!value) return;
    setParams(
      (current) => {
        const search = new URLSearchParams(current);
        search.set('from', from);
        search.set('to', to);
        search.set(key, value);
        return search;
      },
      { replace: true },
    );
  };

  const download = async () => {
    setDownloading(true);
    const result = await dispatch(downloadFile(contractRequest(exportPeriodicStat, { params: { from, to } })));
    setDownloading(false);
    if ('error' in result) showError(result.error);
    else saveBlob(result.data.blob, presenceStatsFileName(fileWordsOf(intl), from, to));
  };

  let body;
  if (problem) {
    body = (
      <Alert severity="error">
        <FormattedMessage id={`presence.stats.${problem}`} values={{ max: PERIODIC_STAT_MAX_DAYS }} />
      </Alert>
    );
  } else if (stat) {
    body =
      stat.data.length === 0 ? (
        <Alert severity="info">
          <FormattedMessage id="presence.stats.empty" />
        </Alert>
      ) : (
        <>
          <Paper component="section" variant="outlined" aria-labelledby={CHART_TITLE} sx={{ p: 2 }}>
            <Typography id={CHART_TITLE} variant="h6" component="h3" gutterBottom>
              <FormattedMessage id="presence.stats.chartTitle" />
            </Typography>
            <Box data-chart sx={{ width: '100%', '@media print': { breakInside: 'avoid' } }}>
              <PresenceChart stat={stat} />
            </Box>
          </Paper>
          <Paper component="section" variant="outlined" aria-labelledby={TABLE_TITLE} sx={{ p: 2 }}>
            <Typography id={TABLE_TITLE} variant="h6" component="h3" gutterBottom>
              <FormattedMessage id="presence.stats.tableTitle" />
            </Typography>
            <FiguresTable stat={stat} labelledBy={TABLE_TITLE} />
          </Paper>
        </>
      );
  } else if (error && !isFetching) {
    body = (
      <LoadFailed onRetry={() => void refetch()}>
        {chooseAlert(error).message ?? intl.formatMessage({ id: 'presence.loadFailed' })}
      </LoadFailed>
    );
  } else body = <PageSpinner />;

  return (
    <Stack useFlexGap sx={{ gap: 2 }}>
      <Typography variant="h6" component="h2">
        <FormattedMessage id="presence.stats.title" />
      </Typography>
      <Stack direction="row" useFlexGap sx={{ flexWrap: 'wrap', gap: 2, alignItems: 'center' }}>
        <DateField
          id="presence-stats-from"
          label={intl.formatMessage({ id: 'presence.stats.from' })}
          value={from}
          error={problem !== null}
          onChange={({ target: { value } }) => choose('from', value)}
        />
        <DateField
          id="presence-stats-to"
          label={intl.formatMessage({ id: 'presence.stats.to' })}
          value={to}
          error={problem !== null}
          onChange={({ target: { value } }) => choose('to', value)}
        />
        <Button
          variant="outlined"
          startIcon={<Download />}
          loading={downloading}
          disabled={problem !== null}
          onClick={() => void download()}
        >
          <FormattedMessage id="presence.stats.download" />
        </Button>
      </Stack>
      {body}
    </Stack>
  );
}

import Download from '@mui/icons-material/Download';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogContentText from '@mui/material/DialogContentText';
import DialogTitle from '@mui/material/DialogTitle';
import LinearProgress from '@mui/material/LinearProgress';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { skipToken } from '@reduxjs/toolkit/query';
import { useEffect, useMemo, useState } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import type { Level } from '../../../domain/contract/structure';
import { REPORT_CARD_LANGUAGES, type ReportCardBatch, type ReportCardLanguage } from '../../../domain/contract/reportCards';
import { reportCardBatchFileName } from '../../../domain/fileNames';
import { LANGUAGE_NAMES } from '../../i18n/languages';
import { saveBlob } from '../../api/files';
import { downloadBatchFile, useReportCardBatchQuery, useStartReportCardBatchMutation } from '../../api/reportCardsApi';
import { useListLevelsQuery } from '../../api/levelsApi';
import { useAppDispatch } from '../../app/hooks';
import { useAlerts } from '../../components/alerts/alertsContext';
import { chooseAlert } from '../../components/alerts/chooseAlert';
import { periodLabel } from './periodLabels';
import { ChoiceSelect } from '../../components/ChoiceSelect';
import { ANNUAL, parsePeriodKey, periodKey, type SheetPeriod } from './sheetPeriods';
import { fileWordsOf } from '../../i18n/fileWords';

/** How often a running batch is asked for its progress. */
export const BATCH_POLL_MS = 1000;

/** Every period a whole school's batch takes: secondary sequences and trimesters, LMD semesters, the year. */
const BATCH_PERIODS: SheetPeriod[] = [
  ...[1, 2, 3, 4, 5, 6].map((number): SheetPeriod => ({ type: 'sequence', number })),
  ...[1, 2, 3].map((number): SheetPeriod => ({ type: 'trimester', number })),
  ...[1, 2].map((number): SheetPeriod => ({ type: 'term', number })),
  ANNUAL,
];

const ALL_LEVELS = 'all';
const NO_LEVELS: Level[] = [];
/** The grading systems a period's batch takes, as the server picks its classrooms. */
const systemsOf = (period: SheetPeriod): Level['gradingSystem'][] =>
  period.type === 'term' ? ['lmd'] : period.type === 'annual' ? ['lmd', 'sequence'] : ['sequence'];

interface Props {
  open: boolean;
  onClose: () => void;
  /** The batch being followed: kept by the page, so closing and reopening the dialog follows it again. */
  batch: ReportCardBatch | null;
  onBatch: (batch: ReportCardBatch | null) => void;
}

/** Starts the whole school's report cards for a period, follows them, and offers the PDF once made. */
export function BatchDialog({ open, onClose, batch, onBatch }: Props) {
  const intl = useIntl();
  const dispatch = useAppDispatch();
  const { showError } = useAlerts();
  const [period, setPeriod] = useState<SheetPeriod>({ type: 'trimester', number: 1 });
  const [lang, setLang] = useState<ReportCardLanguage>('fr');
  const [levelChoice, setLevelChoice] = useState<number | null>(null);
  const [downloading, setDownloading] = useState(false);
  const [start, { isLoading: starting }] = useStartReportCardBatchMutation();

  const progress = useReportCardBatchQuery(open && batch ? batch.id : skipToken, {
    pollingInterval: open && batch?.status === 'running' ? BATCH_POLL_MS : 0,
  });
  const polled = progress.currentData;
  // The latest answer about this batch: the poll's, or the start's until the first poll.
  const current = polled && polled.id === batch?.id ? polled : batch;
  const running = current?.status === 'running';
  useEffect(() => {
    // The page keeps the last figures: polling stops once the batch is over, and a reopened dialog starts from them.
    if (polled && batch && polled.id === batch.id && polled !== batch) onBatch(polled);
  }, [polled, batch, onBatch]);

  // A large school (a university) makes its cards a level at a time: one batch makes at most REPORT_CARD_BATCH_MAX.
  const allLevels = useListLevelsQuery(open ? { limit: 1000 } : skipToken).data?.data ?? NO_LEVELS;
  const levels = useMemo(() => {
    const systems = systemsOf(period);
    return allLevels.filter((level) => systems.includes(level.gradingSystem)).sort((a, b) => a.position - b.position);
  }, [allLevels, period]);
  // A level of another grading system than the period's stands for all levels.
  const levelId = levels.some((level) => level.id === levelChoice) ? levelChoice : null;

  const startBatch = async () => {
    try {
      onBatch(await start({ periodType: period.type, period: period.number, lang, ...(levelId === null ? {} : { levelId }) }).unwrap());
    } catch (error) {
      showError(error);
    }
  };

  const downloadBatch = async (done: ReportCardBatch) => {
    setDownloading(true);
    const result = await dispatch(downloadBatchFile(done.id));
    setDownloading(false);
    if ('error' in result) showError(result.error);
    else {
      saveBlob(result.data.blob, reportCardBatchFileName(fileWordsOf(intl), { type: done.periodType, number: done.period }));
    }
  };

  const optionLabel = (item: SheetPeriod) =>
    item.type === 'term' ? intl.formatMessage({ id: 'marksheet.batch.termOption' }, { number: item.number }) : periodLabel(intl, item);
  const share = current && current.total > 0 ? Math.round((current.made / current.total) * 100) : 0;

  return (
    <Dialog open={open} onClose={onClose} fullWidth maxWidth="sm" aria-labelledby="marksheet-batch-title">
      <DialogTitle id="marksheet-batch-title">
        <FormattedMessage id="marksheet.batch.title" />
      </DialogTitle>
      <DialogContent>
        {!current ? (
          <Stack spacing={2}>
            <DialogContentText>
              <FormattedMessage id="marksheet.batch.intro" />
            </DialogContentText>
            <Stack direction="row" useFlexGap sx={{ flexWrap: 'wrap', gap: 2, pt: 1 }}>
              <ChoiceSelect
                id="marksheet-batch-period"
                label={intl.formatMessage({ id: 'marksheet.selection.period' })}
                value={periodKey(period)}
                minWidth={220}
                choices={BATCH_PERIODS.map((item) => ({ value: periodKey(item), label: optionLabel(item) }))}
                onChange={({ target: { value } }) => setPeriod(parsePeriodKey(value) ?? period)}
              />
              <ChoiceSelect
                id="marksheet-batch-level"
                label={intl.formatMessage({ id: 'marksheet.batch.level' })}
                value={levelId === null ? ALL_LEVELS : String(levelId)}
                minWidth={180}
                choices={[
                  { value: ALL_LEVELS, label: intl.formatMessage({ id: 'marksheet.batch.allLevels' }) },
                  ...levels.map((level) => ({ value: String(level.id), label: level.name })),
                ]}
                onChange={({ target: { value } }) => setLevelChoice(value === ALL_LEVELS ? null : Number(value))}
              />
              <ChoiceSelect
                id="marksheet-batch-language"
                label={intl.formatMessage({ id: 'marksheet.cards.language' })}
                value={lang}
                minWidth={140}
                choices={REPORT_CARD_LANGUAGES.map((language) => ({
                  value: language,
                  label: LANGUAGE_NAMES[language],
                }))}
                onChange={({ target: { value } }) => setLang(value as ReportCardLanguage)}
              />
            </Stack>
          </Stack>
        ) : (
          <Stack spacing={2}>
            <Typography>
              <FormattedMessage
                id="marksheet.batch.what"
                values={{
                  period: optionLabel({ type: current.periodType, number: current.period }),
                  language: LANGUAGE_NAMES[current.lang],
                }}
              />
            </Typography>
            {current.status !== 'failed' && (
              <Box>
                <LinearProgress
                  variant="determinate"
                  value={share}
                  aria-label={intl.formatMessage({ id: 'marksheet.batch.progressLabel' })}
                />
                <Stack direction="row" sx={{ justifyContent: 'space-between', mt: 1 }}>
                  <Typography variant="body2">
                    <FormattedMessage
                      id="marksheet.batch.cards"
                      values={{ made: intl.formatNumber(current.made), total: intl.formatNumber(current.total) }}
                    />
                  </Typography>
                  <Typography variant="body2" color="text.secondary">
                    <FormattedMessage
                      id="marksheet.batch.classrooms"
                      values={{ done: intl.formatNumber(current.classroomsDone), total: intl.formatNumber(current.classrooms) }}
                    />
                  </Typography>
                </Stack>
              </Box>
            )}
            {current.status === 'done' && (
              <Alert
                severity="success"
                action={
                  <Button
                    color="inherit"
                    size="small"
                    startIcon={<Download />}
                    disabled={downloading}
                    onClick={() => void downloadBatch(current)}
                  >
                    <FormattedMessage id="marksheet.batch.download" />
                  </Button>
                }
              >
                <FormattedMessage id="marksheet.batch.done" values={{ count: current.made }} />
              </Alert>
            )}
            {current.status === 'failed' && (
              <Alert severity="error">{current.message ?? intl.formatMessage({ id: 'marksheet.batch.failed' })}</Alert>
            )}
            {progress.error && !progress.currentData && (
              <Alert
                severity="warning"
                action={
                  <Button color="inherit" size="small" onClick={() => void progress.refetch()}>
                    <FormattedMessage id="common.retry" />
                  </Button>
                }
              >
                {chooseAlert(progress.error).message ?? intl.formatMessage({ id: 'marksheet.batch.progressFailed' })}
              </Alert>
            )}
          </Stack>
        )}
      </DialogContent>
      <DialogActions>
        {current && !running && (
          <Button onClick={() => onBatch(null)}>
            <FormattedMessage id="marksheet.batch.again" />
          </Button>
        )}
        <Button onClick={onClose}>
          <FormattedMessage id="common.close" />
        </Button>
        {!current && (
          <Button variant="contained" disabled={starting} onClick={() => void startBatch()}>
            <FormattedMessage id="marksheet.batch.start" />
          </Button>
        )}
      </DialogActions>
    </Dialog>
  );
}

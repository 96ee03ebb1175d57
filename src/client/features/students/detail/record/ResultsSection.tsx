import Download from '@mui/icons-material/FileDownloadOutlined';
import Button from '@mui/material/Button';
import IconButton from '@mui/material/IconButton';
import MenuItem from '@mui/material/MenuItem';
import Stack from '@mui/material/Stack';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableRow from '@mui/material/TableRow';
import TextField from '@mui/material/TextField';
import Tooltip from '@mui/material/Tooltip';
import Typography from '@mui/material/Typography';
import { useState } from 'react';
import { FormattedMessage, useIntl, type IntlShape } from 'react-intl';
import { Link as RouterLink } from 'react-router-dom';
import type { StudentResultPeriod, StudentResults } from '../../../../../domain/contract/sheets';
import { reportCardsFileName } from '../../../../../domain/fileNames';
import { saveBlob } from '../../../../api/files';
import { downloadReportCards } from '../../../../api/reportCardsApi';
import { useStudentResultsQuery } from '../../../../api/sheetsApi';
import { useAppDispatch } from '../../../../app/hooks';
import { useAlerts } from '../../../../components/alerts/alertsContext';
import { fileWordsOf } from '../../../../i18n/fileWords';
import { useLanguage } from '../../../../i18n/LanguageContext';
import { periodLabel } from '../../../../i18n/periodLabel';
import { Section } from '../../shared/Section';
import { QueryBody } from './QueryBody';
import { ColumnHeads } from '../../../../components/ColumnHeads';
import { ScrollTable } from '../../../../components/ScrollTable';

const DASH = '—';
const keyOf = (period: StudentResultPeriod) => (period.periodType === 'annual' ? 'annual' : `${period.periodType}-${period.period}`);
const figure = (intl: IntlShape, value: number | null) =>
  value === null ? DASH : intl.formatNumber(value, { minimumFractionDigits: 2, maximumFractionDigits: 2 });

/** "3rd of 47", "3rd ex aequo of 47", "Not ranked", as the sheets place a student. */
function Placing({ period }: { period: StudentResultPeriod }) {
  const intl = useIntl();
  if (period.nonClasse) return <FormattedMessage id="students.record.results.nonClasse" />;
  if (period.rank === null) return <>{DASH}</>;
  return (
    <FormattedMessage
      id={period.exAequo ? 'students.record.results.rankExAequo' : 'students.record.results.rank'}
      values={{ rank: intl.formatNumber(period.rank), ranked: intl.formatNumber(period.ranked) }}
    />
  );
}

/** A period's report card, the one the marksheet page downloads for the student. */
function useReportCard(results: StudentResults, studentName: string) {
  const intl = useIntl();
  const dispatch = useAppDispatch();
  const { showError } = useAlerts();
  const { language } = useLanguage();
  const [busy, setBusy] = useState<string | null>(null);
  const download = async (period: StudentResultPeriod) => {
    if (results.classroomId === null) return;
    const sheetPeriod = { type: period.periodType, number: period.period };
    setBusy(keyOf(period));
    const result = await dispatch(downloadReportCards(results.classroomId, sheetPeriod, { lang: language, studentId: results.studentId }));
    setBusy(null);
    if ('error' in result) showError(result.error);
    else saveBlob(result.data.blob, reportCardsFileName(fileWordsOf(intl), results.classroomName ?? '', sheetPeriod, studentName));
  };
  return { busy, download };
}

function CourseMarks({ period, lmd }: { period: StudentResultPeriod; lmd: boolean }) {
  const intl = useIntl();
  return (
    <ScrollTable
      caption={intl.formatMessage({ id: 'students.record.results.coursesCaption' }, { period: periodLabel(intl, keyOf(period)) })}
    >
      <ColumnHeads
        columns={[
          { id: 'students.record.results.course' },
          { id: lmd ? 'marksheet.columns.credits' : 'students.record.results.coefficient', numeric: true },
          { id: 'students.record.results.mark', numeric: true },
          { id: lmd ? 'students.record.results.letter' : 'marksheet.columns.rank', numeric: true },
        ]}
      />
      <TableBody>
        {period.courses.map((course) => (
          <TableRow key={course.classCourseId}>
            <TableCell component="th" scope="row">
              {course.name}
            </TableCell>
            <TableCell align="right">{intl.formatNumber((lmd ? course.credits : course.coefficient) ?? 0)}</TableCell>
            <TableCell align="right">
              {course.exempted ? <FormattedMessage id="marksheet.exempted" /> : figure(intl, course.mark)}
            </TableCell>
            <TableCell align="right">
              {lmd ? (course.letter ?? DASH) : course.rank === null ? DASH : intl.formatNumber(course.rank)}
            </TableCell>
          </TableRow>
        ))}
      </TableBody>
    </ScrollTable>
  );
}

function Results({ results, studentName }: { results: StudentResults; studentName: string }) {
  const intl = useIntl();
  const cards = useReportCard(results, studentName);
  const [chosen, setChosen] = useState<string | null>(null);
  if (results.periods.length === 0)
    return (
      <Typography variant="body2" color="text.secondary">
        <FormattedMessage id="students.record.results.none" />
      </Typography>
    );
  const lmd = results.system === 'lmd';
  // The latest period with an average is the one a reader looks for first.
  const fallback = [...results.periods].reverse().find((period) => period.average !== null) ?? results.periods[0];
  const shown = results.periods.find((period) => keyOf(period) === chosen) ?? fallback;
  return (
    <Stack sx={{ gap: 2 }}>
      <ScrollTable caption={intl.formatMessage({ id: 'students.record.results.caption' }, { classroom: results.classroomName })}>
        <ColumnHeads
          columns={[
            { id: 'discipline.record.fields.period' },
            { id: 'marksheet.columns.average', numeric: true },
            { id: 'marksheet.columns.rank' },
            { id: 'students.record.results.classAverage', numeric: true },
            { id: 'marksheet.columns.card' },
          ]}
        />
        <TableBody>
          {results.periods.map((period) => {
            const label = periodLabel(intl, keyOf(period));
            const download = intl.formatMessage({ id: 'students.record.results.downloadCard' }, { period: label });
            return (
              <TableRow key={keyOf(period)} sx={period.periodType === 'annual' ? { '& > *': { fontWeight: 600 } } : undefined}>
                <TableCell component="th" scope="row">
                  {label}
                </TableCell>
                <TableCell align="right">{figure(intl, period.average)}</TableCell>
                <TableCell>
                  <Placing period={period} />
                </TableCell>
                <TableCell align="right">{figure(intl, period.classAverage)}</TableCell>
                <TableCell>
                  <Tooltip title={download}>
                    <span>
                      <IconButton
                        size="small"
                        aria-label={download}
                        disabled={cards.busy !== null || period.average === null}
                        onClick={() => void cards.download(period)}
                      >
                        <Download fontSize="small" />
                      </IconButton>
                    </span>
                  </Tooltip>
                </TableCell>
              </TableRow>
            );
          })}
        </TableBody>
      </ScrollTable>
      <TextField
        select
        size="small"
        label={intl.formatMessage({ id: 'students.record.results.coursesOf' })}
        value={keyOf(shown)}
        onChange={(event) => setChosen(event.target.value)}
        sx={{ maxWidth: 320 }}
      >
        {results.periods.map((period) => (
          <MenuItem key={keyOf(period)} value={keyOf(period)}>
            {periodLabel(intl, keyOf(period))}
          </MenuItem>
        ))}
      </TextField>
      <CourseMarks period={shown} lmd={lmd} />
    </Stack>
  );
}

/** Averages, ranks and marks of each period as the sheets give them, and each period's report card. */
export function ResultsSection({ studentId, schoolYearId, studentName }: { studentId: number; schoolYearId: number; studentName: string }) {
  const query = useStudentResultsQuery({ studentId, schoolYearId });
  const classroomId = query.currentData?.classroomId;
  return (
    <Section
      titleId="students.record.results.title"
      action={
        classroomId && (
          <Button component={RouterLink} to={`/marksheet?classroom=${classroomId}`} size="small">
            <FormattedMessage id="students.record.results.openSheets" />
          </Button>
        )
      }
    >
      <QueryBody query={query}>{(results) => <Results results={results} studentName={studentName} />}</QueryBody>
    </Section>
  );
}

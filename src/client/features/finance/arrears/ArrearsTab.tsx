import Alert from '@mui/material/Alert';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { skipToken } from '@reduxjs/toolkit/query';
import { useState } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { useSearchParams } from 'react-router-dom';
import type { Classroom, Level } from '../../../../domain/contract/structure';
import { useListClassroomsQuery } from '../../../api/classroomsApi';
import { useArrearsQuery } from '../../../api/financeReportsApi';
import { useListLevelsQuery } from '../../../api/levelsApi';
import { useCurrentUser } from '../../../app/session';
import { chooseAlert } from '../../../components/alerts/chooseAlert';
import { LoadFailed } from '../../../components/LoadFailed';
import { PageSpinner } from '../../../components/PageSpinner';
import { Pager, pageQuery, useLastPageBound } from '../../../components/Pager';
import { useToday } from '../../../hooks/today';
import { ArrearsFilterBar } from './ArrearsFilterBar';
import { filtersOf, queryOf, type ArrearsFilters } from './arrearsFilters';
import { ArrearsSummary } from './ArrearsSummary';
import { ArrearsTable } from './ArrearsTable';
import { useArrearsFiles } from './useArrearsFiles';

/** Enough for every level or classroom of a school in one list. */
const ALL = 1000;
const NO_LEVELS: Level[] = [];
const NO_CLASSROOMS: Classroom[] = [];

/**
 * The students in arrears ("insolvables") of the current school year, for a classroom, a level or
 * the whole school, on a day (today unless the address says otherwise): one table per classroom,
 * a page of students at a time (a classroom may go on over the next page), the figures the whole
 * list's; and the same list, every student, as a PDF for the notice board or a spreadsheet.
 */
export default function ArrearsTab() {
  const intl = useIntl();
  const today = useToday();
  const [params, setParams] = useSearchParams();
  const filters = filtersOf(params, today);
  const schoolYear = useCurrentUser()?.schoolYear ?? undefined;
  const query = queryOf(filters, schoolYear?.id);
  // A university may have tens of thousands behind: the list comes a page at a time.
  const [page, setPage] = useState(0);
  const [pageSize, setPageSize] = useState(50);

  const levels = useListLevelsQuery({ limit: ALL }).data?.data ?? NO_LEVELS;
  const classrooms =
    useListClassroomsQuery(schoolYear ? { schoolYearId: schoolYear.id, limit: ALL } : skipToken).data?.data ?? NO_CLASSROOMS;
  const { currentData: arrears, error, isFetching, refetch } = useArrearsQuery({ ...query, ...pageQuery(page, pageSize) });
  const files = useArrearsFiles();
  useLastPageBound(arrears?.studentCount, page, pageSize, setPage);

  const change = (patch: Partial<ArrearsFilters>) => {
    const next = { ...filters, ...patch };
    // Another list: its first page.
    setPage(0);
    setParams(
      (current) => {
        // Always in the same order, so one choice reads as one address.
        const search = new URLSearchParams(current);
        for (const [key, value] of [
          ['level', next.levelId],
          ['classroom', next.classroomId],
          ['asOf', next.asOf],
        ] as const) {
          search.delete(key);
          if (value !== null) search.set(key, String(value));
        }
        return search;
      },
      { replace: true },
    );
  };

  // The file is named for what it holds: the classroom, else the level, else the year.
  const scope =
    (filters.classroomId !== null && classrooms.find((one) => one.id === filters.classroomId)?.name) ||
    (filters.levelId !== null && levels.find((one) => one.id === filters.levelId)?.name) ||
    schoolYear?.name;

  let body;
  if (arrears) {
    body =
      arrears.studentCount === 0 ? (
        <Alert severity="success">
          <FormattedMessage id="finance.arrears.empty" />
        </Alert>
      ) : (
        <>
          <ArrearsSummary arrears={arrears} />
          {arrears.classrooms.map((classroom) => (
            <ArrearsTable key={classroom.classroomId} classroom={classroom} />
          ))}
          <Pager total={arrears.studentCount} page={page} pageSize={pageSize} onPage={setPage} onPageSize={setPageSize} />
        </>
      );
  } else if (error && !isFetching) {
    body = (
      <LoadFailed onRetry={() => void refetch()}>
        {chooseAlert(error).message ?? intl.formatMessage({ id: 'finance.arrears.loadFailed' })}
      </LoadFailed>
    );
  } else body = <PageSpinner />;

  return (
    <Stack useFlexGap sx={{ gap: 2 }}>
      <Typography variant="h6" component="h2">
        <FormattedMessage id="finance.arrears.title" />
      </Typography>
      <ArrearsFilterBar
        filters={filters}
        levels={levels}
        classrooms={classrooms}
        onChange={change}
        busy={files.busy}
        onDownload={(format) => void files.download(query, scope || undefined, format)}
      />
      {body}
    </Stack>
  );
}

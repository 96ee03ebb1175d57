import Alert from '@mui/material/Alert';
import { skipToken } from '@reduxjs/toolkit/query';
import { useState } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import type { SchoolYear } from '../../../domain/contract/structure';
import { useAverageMarksLmdQuery, useAverageMarksQuery } from '../../api/statisticsApi';
import { useListSchoolYearsQuery } from '../../api/schoolYearsApi';
import { useCurrentUser, useOptions } from '../../app/session';
import { chooseAlert } from '../../components/alerts/chooseAlert';
import { PageSpinner } from '../../components/PageSpinner';
import { AverageMarksFilterBar } from './AverageMarksFilterBar';
import { AverageMarksReport } from './AverageMarksReport';
import { changeFilters, initialFilters, queryOf, type AverageMarksFilters } from './filters';
import { LoadFailed } from '../../components/LoadFailed';

const NO_YEARS: SchoolYear[] = [];

/**
 * Averages and success rates of a school year by classroom and course, and the distribution of
 * averages, for a sequence, trimester or the year; or, when the option lmdEnabled is on, for an
 * LMD semester or year.
 */
export function AverageMarksSection() {
  const intl = useIntl();
  const lmdEnabled = useOptions().bool('lmdEnabled');
  const userYearId = useCurrentUser()?.schoolYear?.id;
  const years = useListSchoolYearsQuery({ limit: 1000 });
  const schoolYears = years.data?.data ?? NO_YEARS;
  const [chosen, setChosen] = useState<AverageMarksFilters>(() => initialFilters('sequence', undefined));

  // The year shown until another is picked: the user's current one, else the one marked current.
  const defaultYearId = userYearId ?? (schoolYears.find((year) => year.current) ?? schoolYears[0])?.id;
  // LMD choices fall back to the secondary ones should the option be turned off meanwhile.
  const base = lmdEnabled || chosen.system === 'sequence' ? chosen : initialFilters('sequence', chosen.schoolYearId);
  const filters: AverageMarksFilters = { ...base, schoolYearId: base.schoolYearId ?? defaultYearId };
  const query = queryOf(filters);
  const lmd = filters.system === 'lmd';
  const secondaryCall = useAverageMarksQuery(query && !lmd ? query : skipToken);
  const lmdCall = useAverageMarksLmdQuery(query && lmd ? query : skipToken);
  const { currentData, error, isFetching, refetch } = lmd ? lmdCall : secondaryCall;

  let body;
  if (filters.schoolYearId === undefined) {
    body = years.isLoading ? (
      <PageSpinner />
    ) : (
      <Alert severity="info">
        <FormattedMessage id="statistics.noSchoolYear" />
      </Alert>
    );
  } else if (currentData) {
    body = <AverageMarksReport data={currentData} />;
  } else if (error && !isFetching) {
    body = (
      <LoadFailed onRetry={() => void refetch()}>
        {chooseAlert(error).message ?? intl.formatMessage({ id: 'statistics.loadFailed' })}
      </LoadFailed>
    );
  } else {
    body = <PageSpinner />;
  }

  return (
    <>
      {filters.schoolYearId !== undefined && (
        <AverageMarksFilterBar
          filters={{ ...filters, schoolYearId: filters.schoolYearId }}
          schoolYears={schoolYears}
          lmdEnabled={lmdEnabled}
          onChange={(change) => setChosen(changeFilters(filters, change))}
        />
      )}
      {body}
    </>
  );
}

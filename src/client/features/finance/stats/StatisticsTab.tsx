import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { skipToken } from '@reduxjs/toolkit/query';
import { FormattedMessage, useIntl } from 'react-intl';
import type { FinanceStatistics } from '../../../../domain/contract/financeReports';
import { useFinanceStatisticsQuery } from '../../../api/financeReportsApi';
import { useCurrentUser } from '../../../app/session';
import { chooseAlert } from '../../../components/alerts/chooseAlert';
import { Day } from '../../../components/Day';
import { LoadFailed } from '../../../components/LoadFailed';
import { PageSpinner } from '../../../components/PageSpinner';
import { useLocalizeDigits } from '../../../i18n/digits';
import { FigureCards } from './FigureCards';
import { FiguresTable } from './FiguresTable';
import { MethodTable } from './MethodTable';
import { MonthChart } from './MonthChart';
import { MonthTable } from './MonthTable';
import { StatsSection } from './StatsSection';

const TITLES = {
  chart: 'finance-stats-chart-title',
  level: 'finance-stats-level-title',
  feeType: 'finance-stats-fee-type-title',
  method: 'finance-stats-method-title',
};

/** Nothing charged and nothing collected: a year whose fees are not set up yet. */
const isEmpty = (stats: FinanceStatistics) => stats.totals.expected === 0 && stats.totals.collected === 0 && stats.byMonth.length === 0;

function Figures({ stats }: { stats: FinanceStatistics }) {
  return (
    <>
      <FigureCards totals={stats.totals} />
      <StatsSection titleId={TITLES.chart} messageId="finance.stats.chartTitle">
        <Box data-chart sx={{ width: '100%' }}>
          <MonthChart byMonth={stats.byMonth} />
        </Box>
        <MonthTable byMonth={stats.byMonth} labelledBy={TITLES.chart} />
      </StatsSection>
      <StatsSection titleId={TITLES.level} messageId="finance.stats.byLevel">
        <FiguresTable
          nameId="finance.stats.level"
          labelledBy={TITLES.level}
          rows={stats.byLevel.map(({ levelId, levelName, ...figures }) => ({ key: levelId, name: levelName, ...figures }))}
          totals={stats.totals}
        />
      </StatsSection>
      <StatsSection titleId={TITLES.feeType} messageId="finance.stats.byFeeType">
        <FiguresTable
          nameId="finance.stats.feeType"
          labelledBy={TITLES.feeType}
          rows={stats.byFeeType.map(({ feeTypeId, feeTypeName, ...figures }) => ({ key: feeTypeId, name: feeTypeName, ...figures }))}
          totals={stats.totals}
        />
      </StatsSection>
      <StatsSection titleId={TITLES.method} messageId="finance.stats.byMethod">
        <MethodTable byMethod={stats.byMethod} labelledBy={TITLES.method} />
      </StatsSection>
    </>
  );
}

/**
 * The current school year's money: expected, collected, outstanding and overdue as cards, month by
 * month as a chart, and by level, fee type and payment method as tables with the collection rate.
 */
export default function StatisticsTab() {
  const intl = useIntl();
  const localizeDigits = useLocalizeDigits();
  const schoolYear = useCurrentUser()?.schoolYear ?? null;
  const {
    currentData: stats,
    error,
    isFetching,
    refetch,
  } = useFinanceStatisticsQuery(schoolYear ? { schoolYearId: schoolYear.id } : skipToken);

  let body;
  if (!schoolYear) {
    body = (
      <Alert severity="info">
        <FormattedMessage id="finance.stats.noSchoolYear" />
      </Alert>
    );
  } else if (stats) {
    body = isEmpty(stats) ? (
      <Alert severity="info">
        <FormattedMessage id="finance.stats.empty" />
      </Alert>
    ) : (
      <Figures stats={stats} />
    );
  } else if (error && !isFetching) {
    body = (
      <LoadFailed onRetry={() => void refetch()}>
        {chooseAlert(error).message ?? intl.formatMessage({ id: 'finance.stats.loadFailed' })}
      </LoadFailed>
    );
  } else body = <PageSpinner />;

  return (
    <Stack useFlexGap sx={{ gap: 2 }}>
      <Typography variant="h6" component="h2">
        <FormattedMessage id="finance.stats.title" />
      </Typography>
      {stats && (
        <Typography variant="body2" sx={{ color: 'text.secondary' }}>
          <FormattedMessage
            id="finance.stats.asOf"
            values={{ year: localizeDigits(stats.schoolYearName), date: <Day value={stats.asOf} /> }}
          />
        </Typography>
      )}
      {body}
    </Stack>
  );
}

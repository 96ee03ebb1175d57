import Alert from '@mui/material/Alert';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import Grid from '@mui/material/Grid';
import Typography from '@mui/material/Typography';
import { skipToken } from '@reduxjs/toolkit/query';
import { FormattedMessage, FormattedNumber } from 'react-intl';
import type { Kpis } from '../../../domain/contract/statistics';
import { useKpisQuery } from '../../api/statisticsApi';
import { useCurrentUser } from '../../app/session';
import { PageSpinner } from '../../components/PageSpinner';
import { LoadFailed } from '../../components/LoadFailed';
import { useLocalizeDigits } from '../../i18n/digits';

/** The head counts and the day's attendance, in the order the cards show them. */
const CARDS: { id: string; value: (kpis: Kpis) => number }[] = [
  { id: 'students', value: (kpis) => kpis.students.total },
  { id: 'boys', value: (kpis) => kpis.students.male },
  { id: 'girls', value: (kpis) => kpis.students.female },
  { id: 'classrooms', value: (kpis) => kpis.classrooms },
  { id: 'staff', value: (kpis) => kpis.staff },
  { id: 'teachers', value: (kpis) => kpis.teachers },
  { id: 'absentToday', value: (kpis) => kpis.attendance.absent },
  { id: 'lateToday', value: (kpis) => kpis.attendance.late },
  { id: 'rollCallsTaken', value: (kpis) => kpis.attendance.rollCallsTaken },
  { id: 'rollCallsMissing', value: (kpis) => kpis.attendance.rollCallsMissing },
];

function KpiCards({ kpis }: { kpis: Kpis }) {
  return (
    <Grid container spacing={2}>
      {CARDS.map(({ id, value }) => (
        <Grid key={id} size={{ xs: 12, sm: 6, md: 4 }}>
          <Card variant="outlined">
            <CardContent>
              <Typography color="text.secondary" gutterBottom>
                <FormattedMessage id={`dashboard.kpis.${id}`} />
              </Typography>
              <Typography variant="h4" component="p">
                <FormattedNumber value={value(kpis)} />
              </Typography>
            </CardContent>
          </Card>
        </Grid>
      ))}
    </Grid>
  );
}

export default function DashboardPage() {
  const schoolYear = useCurrentUser()?.schoolYear ?? null;
  const localizeDigits = useLocalizeDigits();
  const { data, isLoading, isError, refetch } = useKpisQuery(schoolYear ? schoolYear.id : skipToken);
  return (
    <>
      <Typography variant="h5" component="h1">
        <FormattedMessage id="dashboard.title" />
      </Typography>
      {schoolYear && (
        <Typography color="text.secondary" sx={{ mb: 2 }}>
          <FormattedMessage id="dashboard.schoolYear" values={{ name: localizeDigits(schoolYear.name) }} />
        </Typography>
      )}
      {!schoolYear ? (
        <Alert severity="info">
          <FormattedMessage id="dashboard.noSchoolYear" />
        </Alert>
      ) : isLoading ? (
        <PageSpinner />
      ) : isError || !data ? (
        <LoadFailed onRetry={() => void refetch()}>
          <FormattedMessage id="dashboard.error" />
        </LoadFailed>
      ) : (
        <KpiCards kpis={data} />
      )}
    </>
  );
}

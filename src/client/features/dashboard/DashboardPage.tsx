import Alert from '@mui/material/Alert';
import Grid from '@mui/material/Grid';
import Typography from '@mui/material/Typography';
import { skipToken } from '@reduxjs/toolkit/query';
import { FormattedMessage } from 'react-intl';
import type { Dashboard } from '../../../domain/contract/dashboard';
import { tileLink } from '../../../domain/dashboard/tiles';
import { useDashboardQuery } from '../../api/dashboardApi';
import { useCurrentUser } from '../../app/session';
import { LoadFailed } from '../../components/LoadFailed';
import { PageSpinner } from '../../components/PageSpinner';
import { useLocalizeDigits } from '../../i18n/digits';
import { BackupWarning } from './BackupWarning';
import { DashboardTile } from './DashboardTile';
import { useTileViews } from './useTileViews';

function Tiles({ data }: { data: Dashboard }) {
  const viewOf = useTileViews(data);
  return (
    <Grid container spacing={2}>
      {data.tiles.map((id) => {
        const view = viewOf(id);
        return (
          view && (
            <Grid key={id} size={{ xs: 12, sm: 6, lg: 4 }}>
              <DashboardTile id={id} to={tileLink(id, data.date)} view={view} />
            </Grid>
          )
        );
      })}
    </Grid>
  );
}

/**
 * The first screen after sign-in: the tiles of the user's role (domain/dashboard/tiles.ts), each
 * with its figure, a short list and the way to the screen that acts on it. One request.
 */
export default function DashboardPage() {
  const schoolYear = useCurrentUser()?.schoolYear ?? null;
  const localizeDigits = useLocalizeDigits();
  const { data, isLoading, isError, refetch } = useDashboardQuery(schoolYear ? { schoolYearId: schoolYear.id } : skipToken);
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
      {/* Before everything else: a school without a recent backup can lose its year. */}
      <BackupWarning />
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
        <Tiles data={data} />
      )}
    </>
  );
}

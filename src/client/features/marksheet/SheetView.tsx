import Box from '@mui/material/Box';
import CircularProgress from '@mui/material/CircularProgress';
import { useIntl } from 'react-intl';
import { secondaryRulesFrom } from '../../../domain/grading/secondary';
import { useOptions } from '../../app/session';
import { chooseAlert } from '../../components/alerts/chooseAlert';
import type { SheetPeriod, SheetRequest } from './sheetPeriods';
import { SheetContent } from './SheetContent';
import { useSheet } from './useSheet';
import { LoadFailed } from '../../components/LoadFailed';

interface Props {
  request: SheetRequest;
  period: SheetPeriod;
  trimesters: readonly (readonly number[])[];
}

/** Loads the chosen sheet: a spinner meanwhile, the error with a retry when it fails. */
export function SheetView({ request, period, trimesters }: Props) {
  const intl = useIntl();
  const passMark = secondaryRulesFrom(useOptions()).passMark;
  const { sheet, error, refetch } = useSheet(request);

  if (!sheet && error) {
    return <LoadFailed onRetry={refetch}>{chooseAlert(error).message ?? intl.formatMessage({ id: 'marksheet.loadFailed' })}</LoadFailed>;
  }
  if (!sheet) {
    return (
      <Box sx={{ display: 'flex', justifyContent: 'center', py: 6 }}>
        <CircularProgress aria-label={intl.formatMessage({ id: 'common.loading' })} />
      </Box>
    );
  }
  return <SheetContent sheet={sheet} period={period} trimesters={trimesters} passMark={passMark} />;
}

import Box from '@mui/material/Box';
import CircularProgress from '@mui/material/CircularProgress';
import { useIntl } from 'react-intl';

/** Shown while a lazy screen or the current user loads. */
export function PageSpinner() {
  const intl = useIntl();
  return (
    <Box sx={{ display: 'flex', justifyContent: 'center', alignItems: 'center', minHeight: 240 }}>
      <CircularProgress aria-label={intl.formatMessage({ id: 'common.loading' })} />
    </Box>
  );
}

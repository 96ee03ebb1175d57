import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { FormattedMessage } from 'react-intl';
import { useHealthQuery } from '../api/healthApi';

/**
 * Scola's version at the foot of the account menu, as the server reports it (the health answer):
 * what a school tells support and checks after an update. Asked the first time the menu opens,
 * then kept; nothing shows until it is known.
 */
export function AppVersion() {
  const { data } = useHealthQuery();
  if (!data?.version) return null;
  return (
    // Not a menu item: the menu's arrow keys pass over it, and a screen reader reads it as text.
    <Box component="li" role="none" sx={{ px: 2, pt: 1, pb: 0.5, mt: 1, borderTop: 1, borderColor: 'divider' }}>
      <Typography variant="caption" color="text.secondary">
        <FormattedMessage id="app.version" values={{ version: data.version }} />
      </Typography>
    </Box>
  );
}

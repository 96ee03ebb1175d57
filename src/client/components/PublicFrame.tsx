import Box from '@mui/material/Box';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import type { ReactNode } from 'react';
import { FormattedMessage } from 'react-intl';
import { LanguageSwitcher } from './LanguageSwitcher';

/** The frame of the screens shown before sign-in: app name, language switcher, one centred card. */
export function PublicFrame({ titleId, width = 400, children }: { titleId: string; width?: number; children: ReactNode }) {
  return (
    <Box sx={{ minHeight: '100vh', display: 'flex', flexDirection: 'column', bgcolor: 'grey.100' }}>
      <Box component="header" sx={{ display: 'flex', justifyContent: 'flex-end', p: 1 }}>
        <LanguageSwitcher color="primary" />
      </Box>
      <Box component="main" sx={{ flex: 1, display: 'flex', alignItems: 'flex-start', justifyContent: 'center', px: 2, pb: 4 }}>
        <Paper sx={{ p: { xs: 2, sm: 4 }, width: '100%', maxWidth: width }}>
          <Typography variant="overline" color="primary" component="p">
            <FormattedMessage id="app.name" />
          </Typography>
          <Typography variant="h5" component="h1" sx={{ mb: 2 }}>
            <FormattedMessage id={titleId} />
          </Typography>
          {children}
        </Paper>
      </Box>
    </Box>
  );
}

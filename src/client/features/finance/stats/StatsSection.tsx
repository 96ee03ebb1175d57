import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import type { ReactNode } from 'react';
import { FormattedMessage } from 'react-intl';

/** A titled block of the statistics; its content is labelled by the title (`titleId`). */
export function StatsSection({ titleId, messageId, children }: { titleId: string; messageId: string; children: ReactNode }) {
  return (
    <Paper component="section" variant="outlined" aria-labelledby={titleId} sx={{ p: 2, '@media print': { breakInside: 'avoid' } }}>
      <Typography id={titleId} variant="h6" component="h3" gutterBottom>
        <FormattedMessage id={messageId} />
      </Typography>
      {children}
    </Paper>
  );
}

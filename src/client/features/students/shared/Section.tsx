import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useId, type ReactNode } from 'react';
import { FormattedMessage } from 'react-intl';

/** A titled panel of the student page, with room for its buttons beside the title. */
export function Section({ titleId, action, children }: { titleId: string; action?: ReactNode; children: ReactNode }) {
  const headingId = useId();
  return (
    <Paper variant="outlined" component="section" aria-labelledby={headingId} sx={{ p: { xs: 2, sm: 3 } }}>
      <Stack direction="row" sx={{ alignItems: 'center', gap: 1, mb: 1, flexWrap: 'wrap' }}>
        <Typography id={headingId} variant="h6" component="h2" sx={{ flexGrow: 1 }}>
          <FormattedMessage id={titleId} />
        </Typography>
        {action}
      </Stack>
      {children}
    </Paper>
  );
}

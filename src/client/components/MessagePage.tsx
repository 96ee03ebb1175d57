import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import type { ReactNode } from 'react';
import { FormattedMessage } from 'react-intl';

interface Props {
  titleId: string;
  textId: string;
  values?: Record<string, ReactNode>;
  children?: ReactNode;
}

/** A plain page with a title and one paragraph: no access, not yet available, not found. */
export function MessagePage({ titleId, textId, values, children }: Props) {
  return (
    <Paper variant="outlined" sx={{ p: { xs: 2, sm: 4 }, maxWidth: 640, mx: 'auto', mt: 2 }}>
      <Typography variant="h5" component="h1" gutterBottom>
        <FormattedMessage id={titleId} values={values} />
      </Typography>
      <Typography color="text.secondary">
        <FormattedMessage id={textId} values={values} />
      </Typography>
      {children}
    </Paper>
  );
}

import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useState } from 'react';
import { FormattedMessage, FormattedTime } from 'react-intl';
import { useCurrentSessionQuery } from '../../../api/paymentsApi';
import { useMoney } from '../../../components/useMoney';
import { useFinanceAccess } from './access';
import { CloseSessionDialog } from './CloseSessionDialog';
import { FinanceLoadFailed } from './FinanceLoadFailed';
import { OpenSessionDialog } from './OpenSessionDialog';

/**
 * The caller's cash session: since when it is open, its float, what it took by method and what the
 * drawer should hold, with a button to close it; or, when none is open, a button to open one.
 */
export function SessionBar() {
  const { money } = useMoney();
  const { manage } = useFinanceAccess();
  const current = useCurrentSessionQuery();
  const [dialog, setDialog] = useState<'open' | 'close' | null>(null);
  const session = current.currentData;

  if (current.error && !current.isFetching) return <FinanceLoadFailed error={current.error} onRetry={current.refetch} />;
  if (session === undefined) return null;
  if (session === null)
    return (
      <Alert
        severity="info"
        action={
          manage && (
            <Button color="inherit" size="small" onClick={() => setDialog('open')}>
              <FormattedMessage id="finance.common.session.open" />
            </Button>
          )
        }
      >
        <FormattedMessage id="finance.common.session.none" />
        {dialog === 'open' && <OpenSessionDialog onClose={() => setDialog(null)} />}
      </Alert>
    );
  return (
    <Paper variant="outlined" component="section" aria-labelledby="cash-session-title" sx={{ px: 2, py: 1 }}>
      <Stack direction="row" useFlexGap sx={{ alignItems: 'center', gap: 2, flexWrap: 'wrap' }}>
        <Typography id="cash-session-title" variant="subtitle1" component="h3">
          <FormattedMessage
            id="finance.common.session.title"
            values={{ time: <FormattedTime value={session.openedAt} hour="2-digit" minute="2-digit" /> }}
          />
        </Typography>
        <Typography variant="body2">
          <FormattedMessage
            id="finance.common.session.figures"
            values={{
              count: session.paymentCount,
              float: money(session.openingFloat),
              cash: money(session.totals.cash),
              mobile: money(session.totals.mobile),
              bank: money(session.totals.bank),
              expected: money(session.expectedAmount),
            }}
          />
        </Typography>
        {manage && (
          <Button size="small" variant="outlined" onClick={() => setDialog('close')} sx={{ ml: 'auto' }}>
            <FormattedMessage id="finance.common.session.close" />
          </Button>
        )}
      </Stack>
      {dialog === 'close' && <CloseSessionDialog session={session} onClose={() => setDialog(null)} />}
    </Paper>
  );
}

import Print from '@mui/icons-material/PrintOutlined';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import { FormattedMessage } from 'react-intl';
import type { Payment, ReceiptLayout } from '../../../../domain/contract/payments';
import { useMoney } from '../../../components/useMoney';

interface Props {
  payment: Payment;
  /** The layout this counter prints by default, offered first. */
  layout: ReceiptLayout;
  busy: boolean;
  onPrint: (layout: ReceiptLayout) => void;
  onClose: () => void;
}

const OTHER: Record<ReceiptLayout, ReceiptLayout> = { a5: 'ticket', ticket: 'a5' };

/**
 * The payment just taken, its receipt one click (or Enter) from the printer: in the counter's
 * layout, or the other one. It stays until the next payment or until closed, unlike a toast.
 */
export function LastReceipt({ payment, layout, busy, onPrint, onClose }: Props) {
  const { money } = useMoney();
  const button = (which: ReceiptLayout, main: boolean) => (
    <Button
      key={which}
      size="small"
      color="inherit"
      variant={main ? 'outlined' : 'text'}
      startIcon={main ? <Print /> : undefined}
      disabled={busy}
      onClick={() => onPrint(which)}
    >
      <FormattedMessage id={`finance.counter.receipt.print.${which}`} />
    </Button>
  );
  return (
    <Alert severity="success" onClose={onClose} role="status">
      <FormattedMessage
        id="finance.counter.receipt.recorded"
        values={{ receipt: payment.receiptLabel, amount: money(payment.amount), student: payment.studentName }}
      />
      <Stack direction="row" useFlexGap sx={{ gap: 1, mt: 1, flexWrap: 'wrap' }}>
        {button(layout, true)}
        {button(OTHER[layout], false)}
      </Stack>
    </Alert>
  );
}

import Print from '@mui/icons-material/PrintOutlined';
import Undo from '@mui/icons-material/Undo';
import IconButton from '@mui/material/IconButton';
import Tooltip from '@mui/material/Tooltip';
import { useIntl } from 'react-intl';
import type { Payment } from '../../../domain/contract/payments';

interface Props {
  payment: Payment;
  busy: boolean;
  onPrint: () => void;
  /** Absent when the payment cannot be reversed here (a reversal, fully reversed, no open session, no right). */
  onReverse?: () => void;
}

/** A payment row's buttons: print its receipt again, reverse it. */
export function PaymentRowActions({ payment, busy, onPrint, onReverse }: Props) {
  const intl = useIntl();
  const print = intl.formatMessage({ id: 'finance.counter.receipt.reprint' }, { receipt: payment.receiptLabel });
  const reverse = intl.formatMessage({ id: 'finance.counter.reversal.open' }, { receipt: payment.receiptLabel });
  return (
    <>
      <Tooltip title={print}>
        <span>
          <IconButton size="small" aria-label={print} disabled={busy} onClick={onPrint}>
            <Print fontSize="small" />
          </IconButton>
        </span>
      </Tooltip>
      {onReverse && (
        <Tooltip title={reverse}>
          <IconButton size="small" aria-label={reverse} onClick={onReverse}>
            <Undo fontSize="small" />
          </IconButton>
        </Tooltip>
      )}
    </>
  );
}

import { useCallback, useState } from 'react';
import { RECEIPT_LAYOUTS, type Payment, type ReceiptLayout } from '../../../domain/contract/payments';
import { printBlob } from '../../api/files';
import { downloadReceipt } from '../../api/paymentsApi';
import { useAppDispatch } from '../../app/hooks';
import { useAlerts } from '../alerts/alertsContext';

/** Where this browser keeps the layout its counter's printer takes (one counter, one printer). */
export const LAYOUT_KEY = 'scola.finance.receiptLayout';

const storedLayout = (): ReceiptLayout => {
  const value = localStorage.getItem(LAYOUT_KEY);
  return (RECEIPT_LAYOUTS as readonly string[]).includes(value ?? '') ? (value as ReceiptLayout) : 'a5';
};

/** The receipt layout "Print" uses on this computer: A5 on an office printer, an 80 mm ticket on a thermal one. */
export function useReceiptLayout() {
  const [layout, setLayout] = useState<ReceiptLayout>(storedLayout);
  const choose = useCallback((next: ReceiptLayout) => {
    localStorage.setItem(LAYOUT_KEY, next);
    setLayout(next);
  }, []);
  return { layout, choose };
}

/**
 * Prints a receipt in one step: the PDF comes (in the interface's language) and the browser's print
 * dialog opens on it. `busy` holds while one is on its way, so a slow line does not fetch it twice.
 */
export function useReceipts() {
  const dispatch = useAppDispatch();
  const { showError } = useAlerts();
  const [busy, setBusy] = useState(false);
  const print = async (payment: Pick<Payment, 'id'>, layout: ReceiptLayout) => {
    setBusy(true);
    const result = await dispatch(downloadReceipt(payment.id, layout));
    setBusy(false);
    if ('error' in result) showError(result.error);
    else printBlob(result.data.blob);
  };
  return { busy, print };
}

import MenuItem from '@mui/material/MenuItem';
import TextField from '@mui/material/TextField';
import { useIntl } from 'react-intl';
import { RECEIPT_LAYOUTS, type ReceiptLayout } from '../../../../domain/contract/payments';

/** Which layout "Print" uses on this computer, kept in the browser: the counter's printer does not change. */
export function ReceiptLayoutChoice({ layout, onChange }: { layout: ReceiptLayout; onChange: (layout: ReceiptLayout) => void }) {
  const intl = useIntl();
  return (
    <TextField
      id="receipt-layout"
      select
      size="small"
      label={intl.formatMessage({ id: 'finance.counter.receipt.layout' })}
      value={layout}
      onChange={(event) => onChange(event.target.value as ReceiptLayout)}
      sx={{ minWidth: 200 }}
    >
      {RECEIPT_LAYOUTS.map((value) => (
        <MenuItem key={value} value={value}>
          {intl.formatMessage({ id: `finance.counter.receipt.layouts.${value}` })}
        </MenuItem>
      ))}
    </TextField>
  );
}

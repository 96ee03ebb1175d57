import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import TextField from '@mui/material/TextField';
import type { FormikErrors, FormikTouched } from 'formik';
import type { ChangeEvent, FocusEvent } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { useMoney } from '../../../components/useMoney';
import type { AllocationRow } from './paymentValues';

interface Props {
  rows: AllocationRow[];
  errors: FormikErrors<AllocationRow>[] | string | string[] | undefined;
  touched: FormikTouched<AllocationRow>[] | undefined;
  onChange: (event: ChangeEvent<HTMLInputElement>) => void;
  onBlur: (event: FocusEvent<HTMLInputElement>) => void;
}

/** What of the payment goes to each instalment still owed, oldest due first; filled by default from the amount. */
export function AllocationInputs({ rows, errors, touched, onChange, onBlur }: Props) {
  const intl = useIntl();
  const { money } = useMoney();
  const errorOf = (index: number) => {
    const rowErrors = Array.isArray(errors) ? errors[index] : undefined;
    const message = typeof rowErrors === 'object' ? rowErrors.amount : undefined;
    return touched?.[index]?.amount ? message : undefined;
  };
  if (rows.length === 0)
    return (
      <p>
        <FormattedMessage id="finance.counter.form.nothingOwed" />
      </p>
    );
  return (
    <Table size="small" sx={{ my: 1 }}>
      <caption>
        <FormattedMessage id="finance.counter.form.allocationsCaption" />
      </caption>
      <TableHead>
        <TableRow>
          <TableCell component="th" scope="col">
            <FormattedMessage id="finance.account.columns.instalment" />
          </TableCell>
          <TableCell component="th" scope="col" align="right">
            <FormattedMessage id="finance.account.columns.balance" />
          </TableCell>
          <TableCell component="th" scope="col">
            <FormattedMessage id="finance.counter.form.allocated" />
          </TableCell>
        </TableRow>
      </TableHead>
      <TableBody>
        {rows.map((row, index) => {
          const error = errorOf(index);
          return (
            <TableRow key={row.instalmentId}>
              <TableCell component="th" scope="row">
                {row.label}
              </TableCell>
              <TableCell align="right">{money(row.balance)}</TableCell>
              <TableCell>
                <TextField
                  id={`payment-allocations-${index}`}
                  name={`allocations[${index}].amount`}
                  type="number"
                  size="small"
                  value={row.amount}
                  onChange={onChange}
                  onBlur={onBlur}
                  error={Boolean(error)}
                  helperText={error ?? ' '}
                  slotProps={{
                    htmlInput: {
                      min: 0,
                      step: 1,
                      'aria-label': intl.formatMessage({ id: 'finance.counter.form.allocationFor' }, { instalment: row.label }),
                    },
                  }}
                />
              </TableCell>
            </TableRow>
          );
        })}
      </TableBody>
    </Table>
  );
}

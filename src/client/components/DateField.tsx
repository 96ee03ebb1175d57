import TextField from '@mui/material/TextField';
import type { ChangeEventHandler, FocusEventHandler } from 'react';

interface Props {
  id: string;
  name?: string;
  label: string;
  value: string;
  onChange: ChangeEventHandler<HTMLInputElement>;
  onBlur?: FocusEventHandler<HTMLInputElement>;
  error?: boolean;
  helperText?: string;
  required?: boolean;
  fullWidth?: boolean;
}

/** The browser's own date picker, labelled, its value a `YYYY-MM-DD` day as the contracts take it. */
export function DateField({ id, name, fullWidth, ...rest }: Props) {
  return (
    <TextField
      {...rest}
      id={id}
      name={name ?? id}
      type="date"
      size={fullWidth ? 'medium' : 'small'}
      margin={fullWidth ? 'dense' : 'none'}
      fullWidth={fullWidth}
      slotProps={{ inputLabel: { shrink: true } }}
    />
  );
}

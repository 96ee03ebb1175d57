import TextField from '@mui/material/TextField';
import type { ChangeEvent, FocusEvent } from 'react';

export interface SelectOption {
  value: string;
  label: string;
}

interface Props {
  id: string;
  name?: string;
  label: string;
  value: string;
  options: SelectOption[];
  onChange: (event: ChangeEvent<HTMLSelectElement>) => void;
  onBlur?: (event: FocusEvent<HTMLSelectElement>) => void;
  /** A first, empty choice ("All", "None"...). */
  emptyLabel?: string;
  error?: boolean;
  helperText?: string;
  required?: boolean;
  disabled?: boolean;
  size?: 'small' | 'medium';
  fullWidth?: boolean;
  minWidth?: number;
}

/** A labelled native select: quick on phones, and plain to use from a keyboard or a test. */
export function NativeSelect({ id, name, label, value, options, onChange, onBlur, emptyLabel, error, helperText, required, disabled, size, fullWidth, minWidth = 160 }: Props) {
  return (
    <TextField
      select
      id={id}
      name={name ?? id}
      label={label}
      value={value}
      onChange={onChange as never}
      onBlur={onBlur as never}
      error={error}
      helperText={helperText}
      required={required}
      disabled={disabled}
      size={size}
      fullWidth={fullWidth}
      margin={fullWidth ? 'dense' : 'none'}
      sx={{ minWidth }}
      slotProps={{ select: { native: true }, inputLabel: { shrink: true } }}
    >
      {emptyLabel !== undefined && <option value="">{emptyLabel}</option>}
      {options.map((option) => (
        <option key={option.value} value={option.value}>
          {option.label}
        </option>
      ))}
    </TextField>
  );
}

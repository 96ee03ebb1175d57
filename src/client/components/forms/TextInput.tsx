import FormControl from '@mui/material/FormControl';
import FormHelperText from '@mui/material/FormHelperText';
import InputLabel from '@mui/material/InputLabel';
import OutlinedInput from '@mui/material/OutlinedInput';
import type { ChangeEventHandler, FocusEventHandler } from 'react';

export interface TextInputProps {
  id: string;
  name: string;
  label: string;
  value: string;
  onChange: ChangeEventHandler<HTMLInputElement | HTMLTextAreaElement>;
  onBlur: FocusEventHandler<HTMLInputElement | HTMLTextAreaElement>;
  error?: boolean;
  helperText?: string;
  type?: string;
  required?: boolean;
  autoComplete?: string;
  autoFocus?: boolean;
}

/**
 * An outlined text field built from MUI's parts. MUI's TextField imports Select (and with it
 * Menu, Popover and Modal) for its `select` mode; this form-only field keeps those ~12 KB gzip off
 * the sign-in page. Spread `field(name)` from useSchemaForm into it.
 */
export function TextInput({ id, label, helperText, error, required, ...input }: TextInputProps) {
  const helperId = `${id}-helper-text`;
  return (
    <FormControl fullWidth margin="dense" error={error} required={required}>
      <InputLabel htmlFor={id}>{label}</InputLabel>
      <OutlinedInput id={id} label={label} aria-describedby={helperText ? helperId : undefined} {...input} />
      {helperText && <FormHelperText id={helperId}>{helperText}</FormHelperText>}
    </FormControl>
  );
}

import TextField from '@mui/material/TextField';
import type { ChangeEventHandler, FocusEventHandler } from 'react';

export interface Choice {
  value: string;
  label: string;
}

interface Props {
  id: string;
  /** The form field's name; the id when left out. */
  name?: string;
  label: string;
  value: string;
  choices: readonly Choice[];
  /**
   * The change event, as every input gives it: formik's `field()` props spread onto the select as
   * they do onto a text field. A value callback would accept formik's `handleChange` as well (it
   * also takes a field name) and silently set nothing, so none is offered.
   */
  onChange: ChangeEventHandler<HTMLSelectElement>;
  onBlur?: FocusEventHandler<HTMLSelectElement>;
  /** The first, empty choice ("All", "None", "Choose..."), until something is picked. */
  emptyLabel?: string;
  error?: boolean;
  helperText?: string;
  required?: boolean;
  disabled?: boolean;
  /** A form field spans its dialog, with the spacing and size of the text fields around it. */
  fullWidth?: boolean;
  /** Compact by default, as filters and pickers are; a full-width form field matches the text fields. */
  size?: 'small' | 'medium';
  minWidth?: number;
}

/** A labelled native select: quick on a phone, and plain to drive from the keyboard or a test. */
export function ChoiceSelect({
  id,
  name,
  label,
  value,
  choices,
  onChange,
  onBlur,
  emptyLabel,
  error,
  helperText,
  required,
  disabled,
  fullWidth,
  size,
  minWidth = 160,
}: Props) {
  return (
    <TextField
      select
      id={id}
      name={name ?? id}
      size={size ?? (fullWidth ? 'medium' : 'small')}
      label={label}
      value={value}
      // TextField types its handlers for inputs and text areas; with `native` the element is a select.
      onChange={onChange as unknown as ChangeEventHandler<HTMLInputElement>}
      onBlur={onBlur as unknown as FocusEventHandler<HTMLInputElement>}
      error={error}
      helperText={helperText}
      required={required}
      disabled={disabled}
      fullWidth={fullWidth}
      margin={fullWidth ? 'dense' : 'none'}
      sx={{ minWidth }}
      slotProps={{ select: { native: true }, inputLabel: { shrink: true } }}
    >
      {emptyLabel !== undefined && <option value="">{emptyLabel}</option>}
      {choices.map((choice) => (
        <option key={choice.value} value={choice.value}>
          {choice.label}
        </option>
      ))}
    </TextField>
  );
}

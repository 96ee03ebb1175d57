import TextField from '@mui/material/TextField';

export interface Choice {
  value: string;
  label: string;
}

interface Props {
  id: string;
  label: string;
  value: string;
  choices: readonly Choice[];
  onChange: (value: string) => void;
  /** The first, empty choice, until something is picked. */
  emptyLabel?: string;
  disabled?: boolean;
  minWidth?: number;
}

/** A labelled native select: quick on a phone, and plain to drive from the keyboard or a test. */
export function ChoiceSelect({ id, label, value, choices, onChange, emptyLabel, disabled, minWidth = 160 }: Props) {
  return (
    <TextField
      select
      id={id}
      name={id}
      size="small"
      label={label}
      value={value}
      disabled={disabled}
      onChange={(event) => onChange(event.target.value)}
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

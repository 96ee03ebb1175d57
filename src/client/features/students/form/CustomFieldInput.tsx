import TextField from '@mui/material/TextField';
import type { ChangeEventHandler, FocusEventHandler } from 'react';
import { useIntl } from 'react-intl';
import type { MetadataType } from '../../../../domain/contract/settings';
import { ChoiceSelect } from '../../../components/ChoiceSelect';

interface Props {
  type: MetadataType;
  id: string;
  name: string;
  value: string;
  onChange: ChangeEventHandler;
  onBlur: FocusEventHandler;
  error: boolean;
  helperText: string;
}

/** One of the school's custom fields, as its kind asks: text, number, date or a list of choices. */
export function CustomFieldInput({ type, ...props }: Props) {
  const intl = useIntl();
  if (type.kind === 'choice') {
    return (
      <ChoiceSelect
        {...props}
        fullWidth
        label={type.name}
        emptyLabel={intl.formatMessage({ id: 'common.none' })}
        // A stored value no longer among the choices is still shown, not silently dropped.
        choices={[...type.choices, ...(props.value && !type.choices.includes(props.value) ? [props.value] : [])].map((choice) => ({
          value: choice,
          label: choice,
        }))}
      />
    );
  }
  return (
    <TextField
      {...props}
      label={type.name}
      type={type.kind === 'number' ? 'number' : type.kind === 'date' ? 'date' : 'text'}
      fullWidth
      margin="dense"
      autoComplete="off"
      slotProps={type.kind === 'date' ? { inputLabel: { shrink: true } } : undefined}
    />
  );
}

import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import FormControl from '@mui/material/FormControl';
import FormControlLabel from '@mui/material/FormControlLabel';
import FormHelperText from '@mui/material/FormHelperText';
import InputAdornment from '@mui/material/InputAdornment';
import MenuItem from '@mui/material/MenuItem';
import Switch from '@mui/material/Switch';
import TextField from '@mui/material/TextField';
import { useIntl } from 'react-intl';
import { parseArray, parseBool, type Option } from '../../../../../domain/options';
import { isKnownOption, OPTION_META } from './optionMeta';

interface OptionFieldProps {
  option: Option;
  value: string;
  /** Already translated. */
  error?: string;
  onChange: (value: string) => void;
}

/** One option's editor, chosen by its declared type (and by its name for the worded ones). */
export function OptionField({ option, value, error, onChange }: OptionFieldProps) {
  const intl = useIntl();
  const known = isKnownOption(option.name);
  const meta = OPTION_META[option.name] ?? {};
  const id = `option-${option.name}`;
  const label = known ? intl.formatMessage({ id: `toolsAdmin.options.names.${option.name}.label` }) : option.name;
  const help = error ?? (known ? intl.formatMessage({ id: `toolsAdmin.options.names.${option.name}.help` }) : undefined);

  if (option.value_type === 'bool') {
    return (
      <FormControl margin="dense" fullWidth>
        <FormControlLabel
          control={
            <Switch
              id={id}
              checked={parseBool(value)}
              onChange={(event) => onChange(String(event.target.checked))}
              slotProps={{ input: { 'aria-describedby': help ? `${id}-help` : undefined } }}
            />
          }
          label={label}
        />
        {help && <FormHelperText id={`${id}-help`}>{help}</FormHelperText>}
      </FormControl>
    );
  }

  const common = {
    id,
    label,
    value,
    error: Boolean(error),
    helperText: help,
    fullWidth: true,
    margin: 'dense' as const,
    onChange: (event: { target: { value: string } }) => onChange(event.target.value),
  };

  if (meta.choices) {
    const choices = meta.choices.includes(value) ? meta.choices : [...meta.choices, value];
    return (
      <TextField {...common} select>
        {choices.map((choice) => (
          <MenuItem key={choice} value={choice}>
            {meta.choices?.includes(choice) ? intl.formatMessage({ id: `toolsAdmin.options.choices.${option.name}.${choice}` }) : choice}
          </MenuItem>
        ))}
      </TextField>
    );
  }

  if (option.value_type === 'int' || option.value_type === 'double') {
    const unit = meta.unit ? intl.formatMessage({ id: `toolsAdmin.options.units.${meta.unit}` }) : undefined;
    return (
      <TextField
        {...common}
        type="number"
        slotProps={{
          htmlInput: { step: option.value_type === 'int' ? 1 : 'any', min: meta.min, max: meta.max },
          input: unit ? { endAdornment: <InputAdornment position="end">{unit}</InputAdornment> } : undefined,
        }}
      />
    );
  }

  if (option.value_type === 'array') {
    const items = parseArray(value);
    const arrayHelp = intl.formatMessage({ id: 'toolsAdmin.options.arrayHelp' });
    return (
      <Box>
        <TextField {...common} helperText={help ? `${help} ${arrayHelp}` : arrayHelp} />
        <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 0.5 }} aria-hidden>
          {items.map((item, index) => (
            <Chip key={`${index}-${item}`} label={item} size="small" />
          ))}
        </Box>
      </Box>
    );
  }

  if (meta.suggestsOwnAddress) {
    const address = ownAddress();
    return (
      <Box>
        <TextField {...common} />
        {value.trim() === '' && (
          <Button size="small" onClick={() => onChange(address)}>
            {intl.formatMessage({ id: 'toolsAdmin.options.useThisAddress' }, { address })}
          </Button>
        )}
      </Box>
    );
  }

  if (meta.multiline) return <TextField {...common} multiline minRows={4} />;

  return <TextField {...common} />;
}

/** Where this screen is served from (its folder, without the route): what the admin may confirm as the school's address. */
function ownAddress(): string {
  const url = new URL('.', window.location.href);
  return `${url.origin}${url.pathname}`.replace(/\/+$/, '');
}

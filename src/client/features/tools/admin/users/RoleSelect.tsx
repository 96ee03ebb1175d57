import MenuItem from '@mui/material/MenuItem';
import TextField from '@mui/material/TextField';
import type { ChangeEventHandler, FocusEventHandler } from 'react';
import { useIntl } from 'react-intl';
import { ROLES } from '../../../../../domain/permissions';

interface RoleSelectProps {
  id: string;
  name?: string;
  value: string;
  onChange: ChangeEventHandler<HTMLInputElement | HTMLTextAreaElement>;
  onBlur?: FocusEventHandler<HTMLInputElement | HTMLTextAreaElement>;
  error?: boolean;
  helperText?: string;
  disabled?: boolean;
}

/** The seven roles by their school titles (Censeur, Surveillant général...). */
export function RoleSelect(props: RoleSelectProps) {
  const intl = useIntl();
  return (
    <TextField select fullWidth margin="dense" label={intl.formatMessage({ id: 'toolsAdmin.users.fields.role' })} {...props}>
      {ROLES.map((role) => (
        <MenuItem key={role} value={role}>
          {intl.formatMessage({ id: `toolsAdmin.roles.${role}` })}
        </MenuItem>
      ))}
    </TextField>
  );
}

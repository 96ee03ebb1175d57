import Search from '@mui/icons-material/Search';
import Box from '@mui/material/Box';
import IconButton from '@mui/material/IconButton';
import InputAdornment from '@mui/material/InputAdornment';
import MenuItem from '@mui/material/MenuItem';
import TextField from '@mui/material/TextField';
import { useState } from 'react';
import { useIntl } from 'react-intl';
import { ROLES, USER_STATUSES, type Role, type UserStatus } from '../../../../../domain/permissions';

export interface UserFilterValues {
  search: string;
  role: Role | '';
  status: UserStatus | '';
}

export const NO_USER_FILTERS: UserFilterValues = { search: '', role: '', status: '' };

/** The search applies on Enter (one request, not one a keystroke); the selects apply at once. */
export function UserFilters({ value, onChange }: { value: UserFilterValues; onChange: (filters: UserFilterValues) => void }) {
  const intl = useIntl();
  const [search, setSearch] = useState(value.search);
  const t = (id: string) => intl.formatMessage({ id });
  return (
    <Box
      component="form"
      role="search"
      onSubmit={(event) => {
        event.preventDefault();
        onChange({ ...value, search: search.trim() });
      }}
      sx={{ display: 'flex', gap: 2, flexWrap: 'wrap', alignItems: 'center' }}
    >
      <TextField
        id="users-search"
        size="small"
        label={t('toolsAdmin.users.search')}
        value={search}
        onChange={(event) => setSearch(event.target.value)}
        sx={{ minWidth: 260, flexGrow: 1 }}
        slotProps={{
          input: {
            endAdornment: (
              <InputAdornment position="end">
                <IconButton type="submit" edge="end" aria-label={t('common.search')}>
                  <Search />
                </IconButton>
              </InputAdornment>
            ),
          },
        }}
      />
      <TextField
        id="users-role"
        size="small"
        select
        label={t('toolsAdmin.users.fields.role')}
        value={value.role}
        onChange={(event) => onChange({ ...value, role: event.target.value as Role | '' })}
        sx={{ minWidth: 200 }}
      >
        <MenuItem value="">{t('common.all')}</MenuItem>
        {ROLES.map((role) => (
          <MenuItem key={role} value={role}>
            {t(`toolsAdmin.roles.${role}`)}
          </MenuItem>
        ))}
      </TextField>
      <TextField
        id="users-status"
        size="small"
        select
        label={t('toolsAdmin.users.fields.status')}
        value={value.status}
        onChange={(event) => onChange({ ...value, status: event.target.value as UserStatus | '' })}
        sx={{ minWidth: 180 }}
      >
        <MenuItem value="">{t('common.all')}</MenuItem>
        {USER_STATUSES.map((status) => (
          <MenuItem key={status} value={status}>
            {t(`toolsAdmin.statuses.${status}`)}
          </MenuItem>
        ))}
      </TextField>
    </Box>
  );
}

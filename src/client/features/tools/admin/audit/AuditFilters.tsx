import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import MenuItem from '@mui/material/MenuItem';
import TextField from '@mui/material/TextField';
import { useState } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { AUDITED_ENTITIES } from '../../../../../domain/audit/entities';
import { AUDIT_ACTIONS } from '../../../../../domain/contract/audit';
import { useListUsersQuery } from '../../../../api/usersApi';
import { useEntityName } from './AuditRecord';

export interface AuditFilterValues {
  entity: string;
  entityId: string;
  action: string;
  userId: string;
  from: string;
  to: string;
}

export const NO_AUDIT_FILTERS: AuditFilterValues = { entity: '', entityId: '', action: '', userId: '', from: '', to: '' };

/** Every staff account fits one select: a school has tens of them, not thousands. */
const USERS_LIMIT = 1000;

/** The filters are edited together and applied by the search button, one request per search. */
export function AuditFilters({ onApply }: { onApply: (filters: AuditFilterValues) => void }) {
  const intl = useIntl();
  const [values, setValues] = useState<AuditFilterValues>(NO_AUDIT_FILTERS);
  const users = useListUsersQuery({ limit: USERS_LIMIT }).data?.data ?? [];
  const t = (id: string) => intl.formatMessage({ id });
  const set = (name: keyof AuditFilterValues) => (event: { target: { value: string } }) =>
    setValues((current) => ({ ...current, [name]: event.target.value }));
  const common = (name: keyof AuditFilterValues) => ({
    id: `audit-${name}`,
    size: 'small' as const,
    value: values[name],
    onChange: set(name),
    label: t(`toolsAdmin.audit.filters.${name}`),
  });
  const date = { inputLabel: { shrink: true } };
  const entityName = useEntityName();
  // Chosen by name in the reader's language, in its alphabetical order, rather than typed as a table name.
  const entities = AUDITED_ENTITIES.map((entity) => ({ entity, name: entityName(entity) })).sort((a, b) =>
    a.name.localeCompare(b.name, intl.locale),
  );
  return (
    <Box
      component="form"
      role="search"
      onSubmit={(event) => {
        event.preventDefault();
        onApply(values);
      }}
      sx={{ display: 'flex', gap: 2, flexWrap: 'wrap', alignItems: 'center', mb: 2 }}
    >
      <TextField {...common('entity')} select sx={{ width: 220 }}>
        <MenuItem value="">{t('common.all')}</MenuItem>
        {entities.map(({ entity, name }) => (
          <MenuItem key={entity} value={entity}>
            {name}
          </MenuItem>
        ))}
      </TextField>
      <TextField {...common('entityId')} sx={{ width: 120 }} />
      <TextField {...common('action')} select sx={{ width: 160 }}>
        <MenuItem value="">{t('common.all')}</MenuItem>
        {AUDIT_ACTIONS.map((action) => (
          <MenuItem key={action} value={action}>
            {t(`toolsAdmin.audit.actions.${action}`)}
          </MenuItem>
        ))}
      </TextField>
      <TextField {...common('userId')} select sx={{ width: 220 }}>
        <MenuItem value="">{t('common.all')}</MenuItem>
        {users.map((user) => (
          <MenuItem key={user.id} value={String(user.id)}>
            {user.username}
          </MenuItem>
        ))}
      </TextField>
      <TextField {...common('from')} type="date" slotProps={date} />
      <TextField {...common('to')} type="date" slotProps={date} />
      <Button type="submit" variant="contained">
        <FormattedMessage id="common.search" />
      </Button>
      <Button
        onClick={() => {
          setValues(NO_AUDIT_FILTERS);
          onApply(NO_AUDIT_FILTERS);
        }}
      >
        <FormattedMessage id="toolsAdmin.audit.filters.clear" />
      </Button>
    </Box>
  );
}

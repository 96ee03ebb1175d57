import Alert from '@mui/material/Alert';
import AlertTitle from '@mui/material/AlertTitle';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import ListItemText from '@mui/material/ListItemText';
import { FormattedMessage } from 'react-intl';
import type { StaffEntry } from '../../../../../domain/contract/users';
import { useListUsersQuery } from '../../../../api/usersApi';
import type { UserAction } from './UserRow';

/** How many sign-ups the banner lists; more are reached through the status filter. */
const PENDING_SHOWN = 20;

/**
 * Sign-ups waiting for an administrator, above the list whatever its page and filters, because
 * these people cannot sign in until someone acts.
 */
export function PendingUsers({ onAction }: { onAction: (action: UserAction, user: StaffEntry) => void }) {
  const { data } = useListUsersQuery({ status: 'pending', limit: PENDING_SHOWN });
  if (!data || data.total === 0) return null;
  return (
    <Alert severity="warning" variant="outlined" sx={{ mb: 2 }} component="section" aria-labelledby="pending-users-title">
      <AlertTitle id="pending-users-title" component="h3">
        <FormattedMessage id="toolsAdmin.users.pending.title" values={{ count: data.total }} />
      </AlertTitle>
      <FormattedMessage id="toolsAdmin.users.pending.message" />
      <List dense>
        {data.data.map((user) => (
          <ListItem
            key={user.id}
            disableGutters
            secondaryAction={
              <Box sx={{ display: 'flex', gap: 1 }}>
                <Button size="small" variant="contained" color="success" onClick={() => onAction('approve', user)}>
                  <FormattedMessage id="toolsAdmin.users.approve" />
                </Button>
                <Button size="small" color="error" onClick={() => onAction('disable', user)}>
                  <FormattedMessage id="toolsAdmin.users.refuse" />
                </Button>
              </Box>
            }
          >
            <ListItemText
              primary={`${user.lastName} ${user.firstName} (${user.username})`}
              secondary={[user.email, user.phone].filter(Boolean).join(' · ')}
            />
          </ListItem>
        ))}
      </List>
    </Alert>
  );
}

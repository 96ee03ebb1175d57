import Block from '@mui/icons-material/Block';
import CheckCircle from '@mui/icons-material/CheckCircle';
import Edit from '@mui/icons-material/Edit';
import HowToReg from '@mui/icons-material/HowToReg';
import LockReset from '@mui/icons-material/LockReset';
import Box from '@mui/material/Box';
import Chip from '@mui/material/Chip';
import IconButton from '@mui/material/IconButton';
import TableCell from '@mui/material/TableCell';
import TableRow from '@mui/material/TableRow';
import Tooltip from '@mui/material/Tooltip';
import Typography from '@mui/material/Typography';
import type { ReactElement } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import type { StaffEntry } from '../../../../../domain/contract/users';

export type UserAction = 'edit' | 'approve' | 'disable' | 'enable' | 'password';

const STATUS_COLOURS = { active: 'success', pending: 'warning', disabled: 'default' } as const;

export function StatusChip({ status }: { status: StaffEntry['status'] }) {
  const intl = useIntl();
  return (
    <Chip
      size="small"
      color={STATUS_COLOURS[status]}
      variant={status === 'disabled' ? 'outlined' : 'filled'}
      label={intl.formatMessage({ id: `toolsAdmin.statuses.${status}` })}
    />
  );
}

function ActionButton({
  label,
  icon,
  onClick,
  color,
}: {
  label: string;
  icon: ReactElement;
  onClick: () => void;
  color?: 'success' | 'error';
}) {
  return (
    <Tooltip title={label}>
      <IconButton aria-label={label} size="small" color={color} onClick={onClick}>
        {icon}
      </IconButton>
    </Tooltip>
  );
}

interface UserRowProps {
  user: StaffEntry;
  /** The signed-in administrator's row: no disabling oneself (the server answers 403). */
  isSelf: boolean;
  onAction: (action: UserAction, user: StaffEntry) => void;
}

/** The actions a row offers for the user's status. */
export function rowActions(user: StaffEntry, isSelf: boolean): UserAction[] {
  const actions: UserAction[] = [];
  if (user.status === 'pending') actions.push('approve');
  actions.push('edit', 'password');
  if (!isSelf) actions.push(user.status === 'disabled' ? 'enable' : 'disable');
  return actions;
}

const ICONS: Record<UserAction, ReactElement> = {
  approve: <HowToReg fontSize="small" />,
  edit: <Edit fontSize="small" />,
  password: <LockReset fontSize="small" />,
  disable: <Block fontSize="small" />,
  enable: <CheckCircle fontSize="small" />,
};
const COLOURS: Partial<Record<UserAction, 'success' | 'error'>> = { approve: 'success', enable: 'success', disable: 'error' };
const LABELS: Record<UserAction, string> = {
  approve: 'toolsAdmin.users.approve',
  edit: 'common.edit',
  password: 'toolsAdmin.users.resetPassword',
  disable: 'toolsAdmin.users.disable',
  enable: 'toolsAdmin.users.enable',
};

export function UserRow({ user, isSelf, onAction }: UserRowProps) {
  const intl = useIntl();
  return (
    <TableRow hover selected={user.status === 'pending'} data-status={user.status}>
      <TableCell>
        <Typography variant="body2" sx={{ fontWeight: 500 }}>
          {user.lastName} {user.firstName}
          {isSelf && (
            <Typography component="span" variant="body2" color="text.secondary">
              {' '}
              <FormattedMessage id="toolsAdmin.users.you" />
            </Typography>
          )}
        </Typography>
        <Typography variant="caption" color="text.secondary">
          {user.username}
        </Typography>
      </TableCell>
      <TableCell>
        <Box>{user.email}</Box>
        <Box>{user.phone}</Box>
      </TableCell>
      <TableCell>{intl.formatMessage({ id: `toolsAdmin.roles.${user.role}` })}</TableCell>
      <TableCell>
        <StatusChip status={user.status} />
      </TableCell>
      <TableCell align="right" sx={{ whiteSpace: 'nowrap' }}>
        {rowActions(user, isSelf).map((action) => (
          <ActionButton
            key={action}
            label={intl.formatMessage({ id: LABELS[action] })}
            icon={ICONS[action]}
            color={COLOURS[action]}
            onClick={() => onAction(action, user)}
          />
        ))}
      </TableCell>
    </TableRow>
  );
}

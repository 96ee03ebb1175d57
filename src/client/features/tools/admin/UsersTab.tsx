import PersonAdd from '@mui/icons-material/PersonAdd';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Paper from '@mui/material/Paper';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableContainer from '@mui/material/TableContainer';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import { useState } from 'react';
import { FormattedMessage } from 'react-intl';
import type { StaffEntry } from '../../../../domain/contract/users';
import { useListUsersQuery } from '../../../api/usersApi';
import { useCurrentUser } from '../../../app/session';
import { PageSpinner } from '../../../components/PageSpinner';
import { Pager, pageQuery } from '../../../components/Pager';
import { Restricted } from './Restricted';
import { PasswordDialog } from './users/PasswordDialog';
import { PendingUsers } from './users/PendingUsers';
import { ApproveDialog, DisableDialog, useEnableUser } from './users/StatusDialogs';
import { NO_USER_FILTERS, UserFilters, type UserFilterValues } from './users/UserFilters';
import { UserFormDialog } from './users/UserFormDialog';
import { UserRow, type UserAction } from './users/UserRow';
import { LoadFailed } from '../../../components/LoadFailed';

type OpenDialog = { action: Exclude<UserAction, 'enable'> | 'create'; user?: StaffEntry } | null;

const COLUMNS = ['name', 'contact', 'role', 'status', 'actions'] as const;

/** Pending accounts first on the page: they are the ones waiting for someone. */
const pendingFirst = (users: StaffEntry[]) => [...users].sort((a, b) => Number(b.status === 'pending') - Number(a.status === 'pending'));

function UsersContent() {
  const selfId = useCurrentUser()?.data.user.id;
  const [filters, setFilters] = useState<UserFilterValues>(NO_USER_FILTERS);
  const [page, setPage] = useState(0);
  const [pageSize, setPageSize] = useState(25);
  const [dialog, setDialog] = useState<OpenDialog>(null);
  const { enable } = useEnableUser();
  const { data, isLoading, isError, refetch } = useListUsersQuery({
    search: filters.search || undefined,
    role: filters.role || undefined,
    status: filters.status || undefined,
    ...pageQuery(page, pageSize),
  });

  const onAction = (action: UserAction, user: StaffEntry) => {
    if (action === 'enable') void enable(user);
    else setDialog({ action, user });
  };
  const close = () => setDialog(null);

  return (
    <Box>
      <PendingUsers onAction={onAction} />
      <Box sx={{ display: 'flex', gap: 2, alignItems: 'flex-start', flexWrap: 'wrap', mb: 2 }}>
        <Box sx={{ flexGrow: 1 }}>
          <UserFilters
            value={filters}
            onChange={(next) => {
              setFilters(next);
              setPage(0);
            }}
          />
        </Box>
        <Button variant="contained" startIcon={<PersonAdd />} onClick={() => setDialog({ action: 'create' })}>
          <FormattedMessage id="toolsAdmin.users.new" />
        </Button>
      </Box>
      {isLoading ? (
        <PageSpinner />
      ) : isError || !data ? (
        <LoadFailed onRetry={() => void refetch()}>
          <FormattedMessage id="toolsAdmin.users.error" />
        </LoadFailed>
      ) : (
        <Paper variant="outlined">
          <TableContainer>
            <Table size="small">
              <TableHead>
                <TableRow>
                  {COLUMNS.map((column) => (
                    <TableCell key={column} align={column === 'actions' ? 'right' : undefined}>
                      <FormattedMessage id={column === 'actions' ? 'common.actions' : `toolsAdmin.users.columns.${column}`} />
                    </TableCell>
                  ))}
                </TableRow>
              </TableHead>
              <TableBody>
                {data.data.length === 0 ? (
                  <TableRow>
                    <TableCell colSpan={COLUMNS.length}>
                      <FormattedMessage id="toolsAdmin.users.empty" />
                    </TableCell>
                  </TableRow>
                ) : (
                  pendingFirst(data.data).map((user) => (
                    <UserRow key={user.id} user={user} isSelf={user.id === selfId} onAction={onAction} />
                  ))
                )}
              </TableBody>
            </Table>
          </TableContainer>
          <Pager total={data.total} page={page} pageSize={pageSize} onPage={setPage} onPageSize={setPageSize} />
        </Paper>
      )}
      {dialog?.action === 'create' && <UserFormDialog onClose={close} />}
      {dialog?.action === 'edit' && dialog.user && <UserFormDialog user={dialog.user} isSelf={dialog.user.id === selfId} onClose={close} />}
      {dialog?.action === 'approve' && dialog.user && <ApproveDialog user={dialog.user} onClose={close} />}
      {dialog?.action === 'disable' && dialog.user && <DisableDialog user={dialog.user} onClose={close} />}
      {dialog?.action === 'password' && dialog.user && <PasswordDialog user={dialog.user} onClose={close} />}
    </Box>
  );
}

/** Staff accounts (users.manage): sign-up approval, roles, status and password resets. */
export default function UsersTab() {
  return (
    <Restricted permission="users.manage">
      <UsersContent />
    </Restricted>
  );
}

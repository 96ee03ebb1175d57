import Dialog from '@mui/material/Dialog';
import DialogContent from '@mui/material/DialogContent';
import DialogContentText from '@mui/material/DialogContentText';
import DialogTitle from '@mui/material/DialogTitle';
import { useState } from 'react';
import { FormattedMessage } from 'react-intl';
import type { StaffEntry } from '../../../../../domain/contract/users';
import type { Role } from '../../../../../domain/permissions';
import { useUpdateUserMutation } from '../../../../api/usersApi';
import { useAlerts } from '../../../../components/alerts/alertsContext';
import { useToasts } from '../../../../components/toasts/useToasts';
import { DialogFooter } from '../../../../components/DialogFooter';
import { RoleSelect } from './RoleSelect';

/** Runs a status change with the usual toast, or the error dialog (a 403 on one's own account, say). */
function useStatusChange(onDone: () => void) {
  const toasts = useToasts();
  const { showError } = useAlerts();
  const [updateUser, { isLoading }] = useUpdateUserMutation();
  const run = async (body: Parameters<typeof updateUser>[0]) => {
    try {
      await updateUser(body).unwrap();
      toasts.success();
      onDone();
    } catch (error) {
      showError(error);
    }
  };
  return { run, busy: isLoading };
}

export const fullName = (user: StaffEntry) => `${user.firstName} ${user.lastName}`;

/** Approving a sign-up makes the account active; the role may be raised from the default teacher. */
export function ApproveDialog({ user, onClose }: { user: StaffEntry; onClose: () => void }) {
  const [role, setRole] = useState<Role>(user.role as Role);
  const { run, busy } = useStatusChange(onClose);
  const approve = () => run({ id: user.id, status: 'active', ...(role !== user.role ? { role } : {}) });
  return (
    <Dialog open onClose={onClose} aria-labelledby="user-approve-title" fullWidth maxWidth="xs">
      <DialogTitle id="user-approve-title">
        <FormattedMessage id="toolsAdmin.users.approveDialog.title" values={{ name: fullName(user) }} />
      </DialogTitle>
      <DialogContent>
        <DialogContentText>
          <FormattedMessage id="toolsAdmin.users.approveDialog.text" values={{ name: fullName(user), username: user.username }} />
        </DialogContentText>
        <RoleSelect id="user-approve-role" value={role} onChange={(event) => setRole(event.target.value as Role)} />
      </DialogContent>
      <DialogFooter onCancel={onClose} busy={busy} actionId="toolsAdmin.users.approve" onAction={() => void approve()} color="success" />
    </Dialog>
  );
}

/** Disabling closes the user's sessions, so it is confirmed first. */
export function DisableDialog({ user, onClose }: { user: StaffEntry; onClose: () => void }) {
  const { run, busy } = useStatusChange(onClose);
  return (
    <Dialog open onClose={onClose} aria-labelledby="user-disable-title" fullWidth maxWidth="xs">
      <DialogTitle id="user-disable-title">
        <FormattedMessage id="toolsAdmin.users.disableDialog.title" values={{ name: fullName(user) }} />
      </DialogTitle>
      <DialogContent>
        <DialogContentText>
          <FormattedMessage id="toolsAdmin.users.disableDialog.text" values={{ name: fullName(user) }} />
        </DialogContentText>
      </DialogContent>
      <DialogFooter
        onCancel={onClose}
        busy={busy}
        actionId="toolsAdmin.users.disable"
        onAction={() => void run({ id: user.id, status: 'disabled' })}
        color="error"
      />
    </Dialog>
  );
}

/** Enabling needs no confirmation: it only gives back an access that was there before. */
export function useEnableUser() {
  const { run, busy } = useStatusChange(() => undefined);
  return { enable: (user: StaffEntry) => run({ id: user.id, status: 'active' }), busy };
}

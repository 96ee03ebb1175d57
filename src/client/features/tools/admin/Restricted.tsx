import Alert from '@mui/material/Alert';
import type { ReactNode } from 'react';
import { FormattedMessage } from 'react-intl';
import type { Permission } from '../../../../domain/permissions';
import { useAppSelector } from '../../../app/hooks';
import { selectPermissions } from '../../../app/session';

/**
 * Shows a tab only to holders of its permission. The server refuses anyway; this avoids a screen
 * that could only fail.
 */
export function Restricted({ permission, children }: { permission: Permission; children: ReactNode }) {
  const allowed = useAppSelector(selectPermissions).includes(permission);
  if (!allowed) {
    return (
      <Alert severity="info">
        <FormattedMessage id="noAccess.message" />
      </Alert>
    );
  }
  return children;
}

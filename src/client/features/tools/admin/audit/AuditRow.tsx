import KeyboardArrowDown from '@mui/icons-material/KeyboardArrowDown';
import KeyboardArrowUp from '@mui/icons-material/KeyboardArrowUp';
import Chip from '@mui/material/Chip';
import Collapse from '@mui/material/Collapse';
import IconButton from '@mui/material/IconButton';
import TableCell from '@mui/material/TableCell';
import TableRow from '@mui/material/TableRow';
import { useState } from 'react';
import { FormattedDate, FormattedMessage, useIntl } from 'react-intl';
import type { AuditEntry } from '../../../../../domain/contract/audit';
import { AuditDiff } from './AuditDiff';
import { AuditRecord } from './AuditRecord';

const ACTION_COLOURS = { create: 'success', update: 'info', delete: 'error' } as const;

export const AUDIT_COLUMNS = 5;

/** One audit entry; the toggle shows its before and after underneath. */
export function AuditRow({ entry }: { entry: AuditEntry }) {
  const intl = useIntl();
  const [open, setOpen] = useState(false);
  const detailsId = `audit-details-${entry.id}`;
  return (
    <>
      <TableRow hover sx={{ '& > td': { borderBottom: open ? 'unset' : undefined } }}>
        <TableCell padding="checkbox">
          <IconButton
            size="small"
            aria-expanded={open}
            aria-controls={detailsId}
            aria-label={intl.formatMessage({ id: open ? 'toolsAdmin.audit.collapse' : 'toolsAdmin.audit.expand' })}
            onClick={() => setOpen(!open)}
          >
            {open ? <KeyboardArrowUp /> : <KeyboardArrowDown />}
          </IconButton>
        </TableCell>
        <TableCell sx={{ whiteSpace: 'nowrap' }}>
          <FormattedDate value={entry.createdAt} dateStyle="medium" timeStyle="medium" />
        </TableCell>
        <TableCell>{entry.username ?? <FormattedMessage id="toolsAdmin.audit.system" />}</TableCell>
        <TableCell>
          <Chip
            size="small"
            variant="outlined"
            color={ACTION_COLOURS[entry.action]}
            // On the paper, not the hovered row's grey: the blue of a change read 4.4:1 there.
            sx={{ bgcolor: 'background.paper' }}
            label={intl.formatMessage({ id: `toolsAdmin.audit.actions.${entry.action}` })}
          />
        </TableCell>
        <TableCell>
          <AuditRecord entry={entry} />
        </TableCell>
      </TableRow>
      <TableRow>
        <TableCell colSpan={AUDIT_COLUMNS} sx={{ py: 0 }} id={detailsId}>
          <Collapse in={open} timeout="auto" unmountOnExit>
            <AuditDiff before={entry.before} after={entry.after} />
          </Collapse>
        </TableCell>
      </TableRow>
    </>
  );
}

import Box from '@mui/material/Box';
import Chip from '@mui/material/Chip';
import { alpha } from '@mui/material/styles';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import Typography from '@mui/material/Typography';
import { FormattedMessage, useIntl, type IntlShape } from 'react-intl';
import { diffRows } from './auditDiff';

function formatValue(intl: IntlShape, value: unknown): string {
  if (value === undefined) return '';
  if (value === null || value === '') return intl.formatMessage({ id: 'toolsAdmin.audit.diff.empty' });
  if (typeof value === 'boolean') return intl.formatMessage({ id: value ? 'common.yes' : 'common.no' });
  if (typeof value === 'object') return JSON.stringify(value);
  return String(value);
}

/** Before and after, field by field, the changed fields highlighted and marked in words. */
export function AuditDiff({ before, after }: { before: unknown; after: unknown }) {
  const intl = useIntl();
  const rows = diffRows(before, after);
  if (rows.length === 0) {
    return (
      <Typography variant="body2" color="text.secondary" sx={{ p: 1 }}>
        <FormattedMessage id="toolsAdmin.audit.diff.nothing" />
      </Typography>
    );
  }
  const changedLabel = intl.formatMessage({ id: 'toolsAdmin.audit.diff.changed' });
  return (
    <Box sx={{ py: 1, overflowX: 'auto' }}>
      <Table size="small" aria-label={intl.formatMessage({ id: 'toolsAdmin.audit.diff.label' })}>
        <TableHead>
          <TableRow>
            {(['field', 'before', 'after'] as const).map((column) => (
              <TableCell key={column}>
                <FormattedMessage id={`toolsAdmin.audit.diff.${column}`} />
              </TableCell>
            ))}
          </TableRow>
        </TableHead>
        <TableBody>
          {rows.map((row) => (
            <TableRow
              key={row.field}
              data-changed={row.changed}
              sx={row.changed ? { bgcolor: (theme) => alpha(theme.palette.warning.main, 0.12) } : undefined}
            >
              <TableCell component="th" scope="row" sx={{ fontFamily: 'monospace', whiteSpace: 'nowrap' }}>
                {row.field || '—'}
                {row.changed && (
                  // The warning orange as text read 3.1:1 on the row's tint: the border keeps the colour, the word the text's.
                  <Chip
                    label={changedLabel}
                    size="small"
                    color="warning"
                    variant="outlined"
                    sx={{ marginInlineStart: 1, color: 'text.primary' }}
                  />
                )}
              </TableCell>
              <TableCell sx={{ wordBreak: 'break-word', color: row.changed ? 'text.secondary' : undefined }}>
                {formatValue(intl, row.before)}
              </TableCell>
              <TableCell sx={{ wordBreak: 'break-word', fontWeight: row.changed ? 600 : undefined }}>
                {formatValue(intl, row.after)}
              </TableCell>
            </TableRow>
          ))}
        </TableBody>
      </Table>
    </Box>
  );
}

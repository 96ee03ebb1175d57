import TableCell, { type TableCellProps } from '@mui/material/TableCell';
import TableRow from '@mui/material/TableRow';
import { FormattedMessage } from 'react-intl';

/** A column's header, its label from the catalogue. */
export function HeaderCell({ messageId, align }: { messageId: string; align?: TableCellProps['align'] }) {
  return (
    <TableCell component="th" scope="col" align={align}>
      <FormattedMessage id={messageId} />
    </TableCell>
  );
}

/** The one row of a table with nothing to list, across all its columns. */
export function EmptyRow({ colSpan, messageId }: { colSpan: number; messageId: string }) {
  return (
    <TableRow>
      <TableCell colSpan={colSpan}>
        <FormattedMessage id={messageId} />
      </TableCell>
    </TableRow>
  );
}

import TableCell from '@mui/material/TableCell';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import { FormattedMessage } from 'react-intl';

export interface ColumnHead {
  /** The column's name, a catalogue key. */
  id: string;
  /** Figures line up on the right (the left in a right-to-left language). */
  numeric?: boolean;
}

/** A table's header row: one column header a column, named from the catalogue. */
export function ColumnHeads({ columns }: { columns: readonly ColumnHead[] }) {
  return (
    <TableHead>
      <TableRow>
        {columns.map(({ id, numeric }) => (
          <TableCell key={id} component="th" scope="col" align={numeric ? 'right' : undefined}>
            <FormattedMessage id={id} />
          </TableCell>
        ))}
      </TableRow>
    </TableHead>
  );
}

import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableContainer from '@mui/material/TableContainer';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';

export interface FigureColumn<Row> {
  key: string;
  header: string;
  cell: (row: Row) => string;
  /** Figures line up at the end of the cell; names at its start. */
  numeric?: boolean;
}

interface Props<Row> {
  /** The id of the heading that names the table (the chart's title). */
  labelledBy: string;
  columns: readonly FigureColumn<Row>[];
  rows: readonly Row[];
  rowKey: (row: Row) => string | number;
}

/** The figures of a chart as a plain table: read by screen readers and printed. */
export function FigureTable<Row>({ labelledBy, columns, rows, rowKey }: Props<Row>) {
  return (
    <TableContainer sx={{ mt: 1 }}>
      <Table size="small" aria-labelledby={labelledBy}>
        <TableHead>
          <TableRow>
            {columns.map((column) => (
              <TableCell key={column.key} align={column.numeric ? 'right' : 'left'}>
                {column.header}
              </TableCell>
            ))}
          </TableRow>
        </TableHead>
        <TableBody>
          {rows.map((row) => (
            <TableRow key={rowKey(row)}>
              {columns.map((column, index) => (
                <TableCell
                  key={column.key}
                  align={column.numeric ? 'right' : 'left'}
                  component={index === 0 ? 'th' : 'td'}
                  scope={index === 0 ? 'row' : undefined}
                >
                  {column.cell(row)}
                </TableCell>
              ))}
            </TableRow>
          ))}
        </TableBody>
      </Table>
    </TableContainer>
  );
}

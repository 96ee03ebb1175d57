import Alert from '@mui/material/Alert';
import Chip from '@mui/material/Chip';
import Stack from '@mui/material/Stack';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableContainer from '@mui/material/TableContainer';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import Typography from '@mui/material/Typography';
import { FormattedMessage, useIntl } from 'react-intl';
import type { ImportPreview, ImportRow } from '../../../api/studentsApi';
import { useCurrentUser } from '../../../app/session';
import { ImportProblemsCell, ImportValueCell } from '../../../components/imports/ImportCells';
import { problemsFirst, quotedList } from '../../../components/imports/spreadsheetFile';
import { columnHeaders, IMPORT_COLUMNS } from './importFile';

/** Enough to see what to fix; a 20 000-row table would freeze the page. */
const SHOWN_ROWS = 200;

const KNOWN = IMPORT_COLUMNS as readonly string[];

/** The server names a custom field's column `custom:<id>` and its problems `customFields.<id>`. */
const customId = (name: string): string | undefined => /^(?:custom:|customFields\.)(\d+)$/.exec(name)?.[1];
const problemField = (column: string) => (customId(column) ? `customFields.${customId(column)}` : column);

function cellValue(row: ImportRow, column: string): string {
  const id = customId(column);
  const value = id ? (row.values.customFields as Record<string, unknown> | undefined)?.[id] : row.values[column];
  return value === null || value === undefined ? '' : String(value);
}

/** Step 2: what the server read, every row's problems first, each faulty cell marked. */
export function PreviewStep({ preview }: { preview: ImportPreview }) {
  const intl = useIntl();
  const types = useCurrentUser()?.metadataTypes ?? [];
  const heading = (name: string) => {
    if (KNOWN.includes(name)) return intl.formatMessage({ id: `students.fields.${name}` });
    const id = customId(name);
    return types.find((type) => String(type.id) === id)?.name ?? name;
  };
  const rows = problemsFirst(preview.rows).slice(0, SHOWN_ROWS);
  const faulty = preview.total - preview.valid;
  return (
    <Stack sx={{ gap: 2 }}>
      <Stack direction="row" sx={{ gap: 1, flexWrap: 'wrap' }}>
        <Chip label={intl.formatMessage({ id: 'students.import.total' }, { count: preview.total })} />
        <Chip color="success" variant="outlined" label={intl.formatMessage({ id: 'students.import.valid' }, { count: preview.valid })} />
        {faulty > 0 && <Chip color="error" label={intl.formatMessage({ id: 'students.import.faulty' }, { count: faulty })} />}
      </Stack>
      {preview.unknownColumns.length > 0 && (
        <Alert severity="warning">
          <FormattedMessage
            id="students.import.unrecognised"
            values={{
              count: preview.unknownColumns.length,
              columns: quotedList(intl, preview.unknownColumns, 'students.import.quoted'),
              known: quotedList(intl, columnHeaders(intl), 'students.import.quoted'),
            }}
          />
        </Alert>
      )}
      {preview.message && <Alert severity="warning">{preview.message}</Alert>}
      {faulty > 0 ? (
        <Alert severity="error">
          <FormattedMessage id="students.import.fixFirst" />
        </Alert>
      ) : (
        preview.total > 0 && (
          <Alert severity="success">
            <FormattedMessage id="students.import.allValid" />
          </Alert>
        )
      )}
      <TableContainer sx={{ maxHeight: 420 }}>
        <Table size="small" stickyHeader>
          <TableHead>
            <TableRow>
              <TableCell>
                <FormattedMessage id="students.import.line" />
              </TableCell>
              {preview.columns.map((column) => (
                <TableCell key={column}>{heading(column)}</TableCell>
              ))}
              <TableCell>
                <FormattedMessage id="students.import.problems" />
              </TableCell>
            </TableRow>
          </TableHead>
          <TableBody>
            {rows.map((row) => {
              const wrong = new Set(row.problems.map((problem) => problem.field));
              return (
                <TableRow
                  key={row.line}
                  sx={row.problems.length > 0 ? { bgcolor: 'action.hover' } : undefined}
                  data-problems={row.problems.length > 0 || undefined}
                >
                  <TableCell>{row.line}</TableCell>
                  {preview.columns.map((column) => (
                    <ImportValueCell key={column} wrong={wrong.has(problemField(column))}>
                      {cellValue(row, column)}
                    </ImportValueCell>
                  ))}
                  <ImportProblemsCell
                    problems={row.problems}
                    describe={(problem) =>
                      intl.formatMessage({ id: 'students.import.problem' }, { field: heading(problem.field), message: problem.message })
                    }
                  />
                </TableRow>
              );
            })}
          </TableBody>
        </Table>
      </TableContainer>
      {preview.rows.length > SHOWN_ROWS && (
        <Typography variant="body2" color="text.secondary">
          <FormattedMessage id="students.import.shown" values={{ shown: SHOWN_ROWS, count: preview.rows.length }} />
        </Typography>
      )}
    </Stack>
  );
}

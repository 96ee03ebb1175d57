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
import { TIMETABLE_IMPORT_FIELDS, type TimetableImportPreview } from '../../../../domain/contract/timetableImport';
import { ImportProblemsCell, ImportValueCell } from '../../../components/imports/ImportCells';
import { problemsFirst, quotedList } from '../../../components/imports/spreadsheetFile';
import { columnNames } from './timetableImportFile';

/** Enough to see what to fix without freezing a slow office PC. */
const SHOWN_ROWS = 200;

/** What the server read: the summary, the weeks replaced, then every row, those to fix first with their faulty cells marked. */
export function TimetableImportRows({ preview }: { preview: TimetableImportPreview }) {
  const intl = useIntl();
  const heading = (field: string) => intl.formatMessage({ id: `timetableImport.columns.${field}` });
  const faulty = preview.total - preview.valid;
  const rows = problemsFirst(preview.rows).slice(0, SHOWN_ROWS);
  return (
    <Stack sx={{ gap: 2 }}>
      <Stack direction="row" sx={{ gap: 1, flexWrap: 'wrap' }}>
        <Chip label={intl.formatMessage({ id: 'timetableImport.total' }, { count: preview.total })} />
        <Chip color="success" variant="outlined" label={intl.formatMessage({ id: 'timetableImport.valid' }, { count: preview.valid })} />
        {faulty > 0 && <Chip color="error" label={intl.formatMessage({ id: 'timetableImport.faulty' }, { count: faulty })} />}
      </Stack>
      {preview.classrooms.length > 0 && (
        <div>
          <Typography variant="subtitle2" component="h3" id="timetable-import-replaces">
            <FormattedMessage id="timetableImport.replaces" />
          </Typography>
          <Stack component="ul" aria-labelledby="timetable-import-replaces" direction="row" sx={{ gap: 1, flexWrap: 'wrap', p: 0, m: 0 }}>
            {preview.classrooms.map((classroom) => (
              <Chip
                key={classroom.id}
                component="li"
                variant="outlined"
                label={intl.formatMessage(
                  { id: 'timetableImport.classroom' },
                  { name: classroom.name, slots: classroom.slots, replaced: classroom.replaced },
                )}
              />
            ))}
          </Stack>
        </div>
      )}
      {preview.unknownColumns.length > 0 && (
        <Alert severity="warning">
          <FormattedMessage
            id="timetableImport.unrecognised"
            values={{
              count: preview.unknownColumns.length,
              columns: quotedList(intl, preview.unknownColumns, 'timetableImport.quoted'),
              known: quotedList(intl, columnNames(intl), 'timetableImport.quoted'),
            }}
          />
        </Alert>
      )}
      {faulty > 0 ? (
        <Alert severity="error">
          <FormattedMessage id="timetableImport.fixFirst" />
        </Alert>
      ) : (
        <Alert severity="success">
          <FormattedMessage id="timetableImport.allValid" />
        </Alert>
      )}
      <TableContainer sx={{ maxHeight: 420 }}>
        <Table size="small" stickyHeader>
          <caption>{intl.formatMessage({ id: 'timetableImport.caption' })}</caption>
          <TableHead>
            <TableRow>
              <TableCell>
                <FormattedMessage id="timetableImport.line" />
              </TableCell>
              {TIMETABLE_IMPORT_FIELDS.map((field) => (
                <TableCell key={field}>{heading(field)}</TableCell>
              ))}
              <TableCell>
                <FormattedMessage id="timetableImport.teacher" />
              </TableCell>
              <TableCell>
                <FormattedMessage id="timetableImport.problemsHeading" />
              </TableCell>
            </TableRow>
          </TableHead>
          <TableBody>
            {rows.map((row) => {
              const wrong = new Set(row.problems.map((problem) => problem.field));
              return (
                <TableRow key={row.line} sx={row.problems.length > 0 ? { bgcolor: 'action.hover' } : undefined}>
                  <TableCell>{row.line}</TableCell>
                  {TIMETABLE_IMPORT_FIELDS.map((field) => (
                    <ImportValueCell key={field} wrong={wrong.has(field)}>
                      {row.values[field]}
                    </ImportValueCell>
                  ))}
                  <TableCell>{row.teacherName}</TableCell>
                  <ImportProblemsCell
                    problems={row.problems}
                    describe={(problem) =>
                      intl.formatMessage({ id: 'timetableImport.problem' }, { field: heading(problem.field), message: problem.message })
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
          <FormattedMessage id="timetableImport.shown" values={{ shown: SHOWN_ROWS, count: preview.rows.length }} />
        </Typography>
      )}
    </Stack>
  );
}

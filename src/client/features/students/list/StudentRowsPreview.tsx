import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import { FormattedMessage, useIntl } from 'react-intl';
import type { Student } from '../../../../domain/contract/students';
import { PageSpinner } from '../../../components/PageSpinner';

/**
 * The first rows as plain table rows while the grid's code is still on its way: on a slow line the
 * data arrives first, and staff can already read who is there. Only the identity columns: the grid
 * that replaces it has the rest.
 */
export function StudentRowsPreview({ rows }: { rows: Student[] | undefined }) {
  const intl = useIntl();
  if (!rows) return <PageSpinner />;
  return (
    <Table size="small" aria-label={intl.formatMessage({ id: 'students.list.title' })} aria-busy>
      <TableHead>
        <TableRow>
          {['matricule', 'lastName', 'firstName', 'classroom'].map((field) => (
            <TableCell key={field}>
              <FormattedMessage id={`students.fields.${field}`} />
            </TableCell>
          ))}
        </TableRow>
      </TableHead>
      <TableBody>
        {rows.map((student) => (
          <TableRow key={student.id}>
            <TableCell>{student.matricule}</TableCell>
            <TableCell>{student.lastName}</TableCell>
            <TableCell>{student.firstName}</TableCell>
            <TableCell>{student.placement?.classroomName}</TableCell>
          </TableRow>
        ))}
      </TableBody>
    </Table>
  );
}

import Button from '@mui/material/Button';
import Checkbox from '@mui/material/Checkbox';
import LinearProgress from '@mui/material/LinearProgress';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableContainer from '@mui/material/TableContainer';
import TableHead from '@mui/material/TableHead';
import TablePagination from '@mui/material/TablePagination';
import TableRow from '@mui/material/TableRow';
import Paper from '@mui/material/Paper';
import { FormattedMessage, useIntl } from 'react-intl';
import type { Student } from '../../../../domain/contract/students';
import { StickyCell } from '../../../components/StickyCell';
import { useStudentAccess } from '../shared/access';
import { formatDay, fullName } from '../shared/format';

interface Props {
  students: Student[];
  total: number;
  loading: boolean;
  page: number;
  pageSize: number;
  onPage: (page: number) => void;
  selected: number[];
  onSelected: (ids: number[]) => void;
  canEnrol: boolean;
  onEnrol: (studentId: number) => void;
}

/** One page of unregistered students; the checked ones stay checked across pages. */
export function UnregisteredTable({ students, total, loading, page, pageSize, onPage, selected, onSelected, canEnrol, onEnrol }: Props) {
  const intl = useIntl();
  const showBirthDate = useStudentAccess().canRead('birthDate');
  const pageIds = students.map((student) => student.id);
  const checkedOnPage = pageIds.filter((id) => selected.includes(id)).length;
  const toggle = (id: number) => onSelected(selected.includes(id) ? selected.filter((other) => other !== id) : [...selected, id]);
  const togglePage = () =>
    onSelected(
      checkedOnPage === pageIds.length
        ? selected.filter((id) => !pageIds.includes(id))
        : [...selected, ...pageIds.filter((id) => !selected.includes(id))],
    );

  return (
    <Paper variant="outlined">
      {loading && <LinearProgress aria-label={intl.formatMessage({ id: 'common.loading' })} />}
      {/* On a narrow screen the rest scrolls under the Enrol buttons, which stay at the end. */}
      <TableContainer>
        <Table size="small" sx={{ borderCollapse: 'separate' }}>
          <TableHead>
            <TableRow>
              <TableCell padding="checkbox">
                <Checkbox
                  checked={pageIds.length > 0 && checkedOnPage === pageIds.length}
                  indeterminate={checkedOnPage > 0 && checkedOnPage < pageIds.length}
                  disabled={pageIds.length === 0}
                  onChange={togglePage}
                  slotProps={{ input: { 'aria-label': intl.formatMessage({ id: 'students.enrolment.selectPage' }) } }}
                />
              </TableCell>
              <TableCell>
                <FormattedMessage id="students.fields.matricule" />
              </TableCell>
              <TableCell>
                <FormattedMessage id="students.enrolment.name" />
              </TableCell>
              <TableCell>
                <FormattedMessage id="students.fields.sex" />
              </TableCell>
              {showBirthDate && (
                <TableCell>
                  <FormattedMessage id="students.fields.birthDate" />
                </TableCell>
              )}
              <StickyCell side="end" edge align="right">
                <FormattedMessage id="common.actions" />
              </StickyCell>
            </TableRow>
          </TableHead>
          <TableBody>
            {students.length === 0 && !loading && (
              <TableRow>
                <TableCell colSpan={showBirthDate ? 6 : 5}>
                  <FormattedMessage id="students.enrolment.noneLeft" />
                </TableCell>
              </TableRow>
            )}
            {students.map((student) => {
              const name = fullName(student);
              return (
                <TableRow key={student.id} hover selected={selected.includes(student.id)}>
                  <TableCell padding="checkbox">
                    <Checkbox
                      checked={selected.includes(student.id)}
                      onChange={() => toggle(student.id)}
                      slotProps={{ input: { 'aria-label': intl.formatMessage({ id: 'students.enrolment.select' }, { name }) } }}
                    />
                  </TableCell>
                  <TableCell>{student.matricule}</TableCell>
                  <TableCell>{name}</TableCell>
                  <TableCell>{intl.formatMessage({ id: `students.sex.${student.sex}` })}</TableCell>
                  {showBirthDate && <TableCell>{formatDay(intl, student.birthDate)}</TableCell>}
                  <StickyCell side="end" edge align="right">
                    <Button
                      size="small"
                      disabled={!canEnrol}
                      onClick={() => onEnrol(student.id)}
                      aria-label={intl.formatMessage({ id: 'students.enrolment.enrolOne' }, { name })}
                    >
                      <FormattedMessage id="students.registrations.enrol" />
                    </Button>
                  </StickyCell>
                </TableRow>
              );
            })}
          </TableBody>
        </Table>
      </TableContainer>
      <TablePagination
        component="div"
        count={total}
        page={page}
        rowsPerPage={pageSize}
        rowsPerPageOptions={[]}
        onPageChange={(_, next) => onPage(next)}
        labelDisplayedRows={({ from, to, count }) => intl.formatMessage({ id: 'students.enrolment.rows' }, { from, to, count })}
        getItemAriaLabel={(type) => intl.formatMessage({ id: `students.enrolment.pages.${type}` })}
      />
    </Paper>
  );
}

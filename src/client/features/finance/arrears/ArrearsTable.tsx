import Paper from '@mui/material/Paper';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableContainer from '@mui/material/TableContainer';
import TableFooter from '@mui/material/TableFooter';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import Typography from '@mui/material/Typography';
import { FormattedMessage } from 'react-intl';
import type { ArrearsClassroom } from '../../../../domain/contract/financeReports';
import { Day } from '../../../components/Day';
import { StickyCell } from '../../../components/StickyCell';
import { useMoney } from '../../../components/useMoney';
import { StudentLink } from '../../../components/StudentLink';

/**
 * One classroom's students in arrears on this page: what each owes on every overdue instalment
 * (oldest first), their total overdue and their whole balance, then the whole classroom's totals
 * (the page may show only part of it, and says so).
 */
export function ArrearsTable({ classroom }: { classroom: ArrearsClassroom }) {
  const { money } = useMoney();
  // A covered instalment reads as a dash, so what is owed stands out.
  const owed = (value: number) => (value === 0 ? '–' : money(value));
  const titleId = `finance-arrears-classroom-${classroom.classroomId}`;
  const { instalments, students } = classroom;
  return (
    <Paper component="section" variant="outlined" aria-labelledby={titleId} sx={{ p: 2, '@media print': { breakInside: 'avoid' } }}>
      <Typography id={titleId} variant="h6" component="h3" gutterBottom>
        {classroom.classroomName}
      </Typography>
      {students.length < classroom.studentCount && (
        <Typography variant="body2" sx={{ color: 'text.secondary' }} gutterBottom>
          <FormattedMessage id="finance.arrears.shownOnPage" values={{ shown: students.length, count: classroom.studentCount }} />
        </Typography>
      )}
      <TableContainer>
        <Table size="small" aria-labelledby={titleId} sx={{ borderCollapse: 'separate' }}>
          <TableHead>
            <TableRow>
              <StickyCell side="start" edge component="th" scope="col">
                <FormattedMessage id="finance.arrears.student" />
              </StickyCell>
              <TableCell component="th" scope="col">
                <FormattedMessage id="finance.arrears.matricule" />
              </TableCell>
              {instalments.map((instalment) => (
                <TableCell key={`${instalment.label}-${instalment.dueDate}`} component="th" scope="col" align="right">
                  {instalment.label}
                  <Typography variant="caption" component="span" sx={{ display: 'block', color: 'text.secondary' }}>
                    <FormattedMessage id="finance.arrears.dueOn" values={{ date: <Day value={instalment.dueDate} /> }} />
                  </Typography>
                </TableCell>
              ))}
              <TableCell component="th" scope="col" align="right">
                <FormattedMessage id="finance.arrears.totalOverdue" />
              </TableCell>
              <TableCell component="th" scope="col" align="right">
                <FormattedMessage id="finance.arrears.balance" />
              </TableCell>
            </TableRow>
          </TableHead>
          <TableBody>
            {students.map((student) => (
              <TableRow key={student.studentId} hover>
                <StickyCell side="start" edge component="th" scope="row">
                  <StudentLink studentId={student.studentId}>{student.studentName}</StudentLink>
                </StickyCell>
                <TableCell>{student.matricule}</TableCell>
                {student.overdue.map((value, index) => (
                  <TableCell key={index} align="right">
                    {owed(value)}
                  </TableCell>
                ))}
                <TableCell align="right" sx={{ fontWeight: 'bold' }}>
                  {money(student.totalOverdue)}
                </TableCell>
                <TableCell align="right">{money(student.balance)}</TableCell>
              </TableRow>
            ))}
          </TableBody>
          <TableFooter>
            <TableRow sx={{ '& > *': { fontWeight: 'bold', color: 'text.primary', fontSize: 'inherit' } }}>
              <StickyCell side="start" edge component="th" scope="row" colSpan={2}>
                <FormattedMessage id="finance.arrears.classTotal" values={{ count: classroom.studentCount }} />
              </StickyCell>
              {instalments.map((instalment) => (
                <TableCell key={`${instalment.label}-${instalment.dueDate}`} align="right">
                  {owed(instalment.totalOverdue)}
                </TableCell>
              ))}
              <TableCell align="right">{money(classroom.totalOverdue)}</TableCell>
              <TableCell align="right">{money(classroom.balance)}</TableCell>
            </TableRow>
          </TableFooter>
        </Table>
      </TableContainer>
    </Paper>
  );
}

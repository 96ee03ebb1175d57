import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import { FormattedMessage, useIntl } from 'react-intl';
import type { SecondarySheetAnswer, SecondarySheetRow } from '../../../domain/contract/sheets';
import {
  ActionsHeader,
  AverageCell,
  CourseHeader,
  DASH,
  figure,
  IdentityCells,
  IdentityHeaders,
  ReportCardCell,
  useSheetColumns,
} from './sheetTableParts';

interface Props {
  sheet: SecondarySheetAnswer;
  /** The rows in the chosen order. */
  rows: SecondarySheetRow[];
  passMark: number;
  cardBusy: number | null;
  cardsDisabled: boolean;
  onReportCard: (row: SecondarySheetRow) => void;
}

/** A secondary sheet: one column per course (its mark for the period), then the totals and the outcome. */
export function SecondarySheetTable({ sheet, rows, passMark, cardBusy, cardsDisabled, onReportCard }: Props) {
  const intl = useIntl();
  const columns = useSheetColumns();
  const annual = sheet.period.type === 'annual';
  const trimesterCount = Math.max(0, ...sheet.rows.map((row) => row.trimesterAverages?.length ?? 0));
  const trimesters = annual ? Array.from({ length: trimesterCount }, (_, index) => index + 1) : [];
  const below = (value: number | null) => (value !== null && value < passMark ? { color: 'error.main' } : undefined);

  return (
    <Table ref={columns.table} size="small" stickyHeader aria-label={intl.formatMessage({ id: 'marksheet.tableLabel' })}>
      <TableHead>
        <TableRow>
          <IdentityHeaders rankRef={columns.cell} />
          {sheet.courses.map((course) => (
            <CourseHeader
              key={course.classCourseId}
              code={course.code}
              description={intl.formatMessage(
                { id: 'marksheet.courseTooltip' },
                {
                  name: course.name,
                  coefficient: figure(intl, course.coefficient),
                  teacher: course.teacherName ?? intl.formatMessage({ id: 'marksheet.noTeacher' }),
                },
              )}
            />
          ))}
          <TableCell align="right">
            <FormattedMessage id="marksheet.columns.totalCoefficients" />
          </TableCell>
          <TableCell align="right">
            <FormattedMessage id="marksheet.columns.totalPoints" />
          </TableCell>
          <AverageCell>
            <FormattedMessage id="marksheet.columns.average" />
          </AverageCell>
          {trimesters.map((number) => (
            <TableCell key={number} align="right">
              <FormattedMessage id="marksheet.columns.trimesterAverage" values={{ number }} />
            </TableCell>
          ))}
          <TableCell align="right">
            <FormattedMessage id="marksheet.columns.unjustifiedHours" />
          </TableCell>
          <TableCell>
            <FormattedMessage id="marksheet.columns.observation" />
          </TableCell>
          <TableCell>
            <FormattedMessage id="marksheet.columns.distinctions" />
          </TableCell>
          {annual && (
            <TableCell>
              <FormattedMessage id="marksheet.columns.decision" />
            </TableCell>
          )}
          <ActionsHeader />
        </TableRow>
      </TableHead>
      <TableBody>
        {rows.map((row) => {
          const marks = new Map(row.marks.map((mark) => [mark.classCourseId, mark]));
          return (
            <TableRow key={row.studentId} hover>
              <IdentityCells row={row} />
              {sheet.courses.map((course) => {
                const mark = marks.get(course.classCourseId);
                return (
                  <TableCell key={course.classCourseId} align="center" sx={below(mark?.mark ?? null)}>
                    {mark?.exempted ? <FormattedMessage id="marksheet.exempted" /> : figure(intl, mark?.mark)}
                  </TableCell>
                );
              })}
              <TableCell align="right">{figure(intl, row.totalCoefficients)}</TableCell>
              <TableCell align="right">{figure(intl, row.totalPoints)}</TableCell>
              <AverageCell sx={{ fontWeight: 'bold', ...below(row.average) }}>{figure(intl, row.average)}</AverageCell>
              {trimesters.map((number) => (
                <TableCell key={number} align="right">
                  {figure(intl, row.trimesterAverages?.[number - 1])}
                </TableCell>
              ))}
              {/* Beside the distinctions it can withhold: more than the limit refuses the honour roll. */}
              <TableCell align="right">{figure(intl, row.attendance.unjustifiedHours)}</TableCell>
              <TableCell>{row.observation?.label ?? DASH}</TableCell>
              <TableCell>
                {row.distinctions.map((distinction) => intl.formatMessage({ id: `marksheet.distinctions.${distinction}` })).join(', ') ||
                  DASH}
              </TableCell>
              {annual && <TableCell>{row.decision ? <FormattedMessage id={`marksheet.decisions.${row.decision}`} /> : DASH}</TableCell>}
              <ReportCardCell
                name={row.name}
                busy={cardBusy === row.studentId}
                disabled={cardsDisabled}
                onClick={() => onReportCard(row)}
              />
            </TableRow>
          );
        })}
      </TableBody>
    </Table>
  );
}

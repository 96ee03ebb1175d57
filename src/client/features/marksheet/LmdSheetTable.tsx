import Chip from '@mui/material/Chip';
import Stack from '@mui/material/Stack';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import { FormattedMessage, useIntl } from 'react-intl';
import type { LmdSheetAnswer } from '../../../domain/contract/sheets';
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

type LmdRow = LmdSheetAnswer['rows'][number];
export const LMD_STATUSES = ['capitalised', 'cant', 'failed', 'incomplete'] as const;
type ChipColour = 'success' | 'warning' | 'error' | 'default';
const STATUS_COLOURS: Record<string, ChipColour> = { capitalised: 'success', cant: 'warning', failed: 'error', incomplete: 'default' };
const colourOf = (status: string): ChipColour => STATUS_COLOURS[status] ?? 'default';

interface Props {
  sheet: LmdSheetAnswer;
  rows: LmdRow[];
  cardBusy: number | null;
  cardsDisabled: boolean;
  onReportCard: (row: LmdRow) => void;
}

/** An LMD sheet: each unit's grade and letter (coloured by its status), then the average, MGP, credits and decision. */
export function LmdSheetTable({ sheet, rows, cardBusy, cardsDisabled, onReportCard }: Props) {
  const intl = useIntl();
  const columns = useSheetColumns();
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
                { id: 'marksheet.unitTooltip' },
                {
                  name: course.name,
                  credits: figure(intl, course.credits),
                  term: course.term ?? DASH,
                  teacher: course.teacherName ?? intl.formatMessage({ id: 'marksheet.noTeacher' }),
                },
              )}
            />
          ))}
          <AverageCell>
            <FormattedMessage id="marksheet.columns.average" />
          </AverageCell>
          <TableCell align="right">
            <FormattedMessage id="marksheet.columns.mgp" />
          </TableCell>
          <TableCell align="right">
            <FormattedMessage id="marksheet.columns.credits" />
          </TableCell>
          <TableCell>
            <FormattedMessage id="marksheet.columns.decision" />
          </TableCell>
          <ActionsHeader />
        </TableRow>
      </TableHead>
      <TableBody>
        {rows.map((row) => {
          const lines = new Map(row.courses.map((line) => [line.classCourseId, line]));
          return (
            <TableRow key={row.studentId} hover>
              <IdentityCells row={row} />
              {sheet.courses.map((course) => {
                const line = lines.get(course.classCourseId);
                if (!line)
                  return (
                    <TableCell key={course.classCourseId} align="center">
                      {DASH}
                    </TableCell>
                  );
                const status = intl.formatMessage({ id: `marksheet.lmdStatus.${line.status}` });
                return (
                  <TableCell key={course.classCourseId} align="center">
                    <Stack direction="row" spacing={0.5} sx={{ alignItems: 'center', justifyContent: 'center' }}>
                      <span>{figure(intl, line.grade)}</span>
                      <Chip
                        size="small"
                        variant="outlined"
                        color={colourOf(line.status)}
                        label={line.letter ?? DASH}
                        title={status}
                        aria-label={`${line.letter ?? DASH}, ${status}`}
                      />
                    </Stack>
                  </TableCell>
                );
              })}
              <AverageCell sx={{ fontWeight: 'bold' }}>{figure(intl, row.average)}</AverageCell>
              <TableCell align="right">{figure(intl, row.mgp)}</TableCell>
              <TableCell align="right">
                <FormattedMessage
                  id="marksheet.creditsOf"
                  values={{ acquired: figure(intl, row.creditsAcquired), attempted: figure(intl, row.creditsAttempted) }}
                />
              </TableCell>
              <TableCell>
                <FormattedMessage id={`marksheet.lmdDecisions.${row.decision}`} />
              </TableCell>
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

/** What the status colours mean. */
export function LmdLegend() {
  const intl = useIntl();
  return (
    <Stack direction="row" useFlexGap sx={{ flexWrap: 'wrap', gap: 1, alignItems: 'center' }}>
      {LMD_STATUSES.map((status) => (
        <Chip
          key={status}
          size="small"
          variant="outlined"
          color={colourOf(status)}
          label={intl.formatMessage({ id: `marksheet.lmdStatus.${status}` })}
        />
      ))}
    </Stack>
  );
}

import Alert from '@mui/material/Alert';
import LinearProgress from '@mui/material/LinearProgress';
import Paper from '@mui/material/Paper';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableContainer from '@mui/material/TableContainer';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import Typography from '@mui/material/Typography';
import { useMemo } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import type { Timetable, TimetableSlot } from '../../../../domain/contract/timetables';
import { WEEKDAYS, type Weekday } from '../../../../domain/enums';
import { overlap } from '../../../../domain/presence/week';
import { useListSlotsQuery, useListTimetablesQuery } from '../../../api/timetablesApi';
import { useCurrentUser } from '../../../app/session';
import { chooseAlert } from '../../../components/alerts/chooseAlert';
import { Day } from '../../../components/Day';
import { LoadFailed } from '../../../components/LoadFailed';

/** Every timetable in one list: a school has a few a year. */
const ALL = 1000;
/** A Sunday: its week names the weekdays in the user's language. */
const SUNDAY = Date.UTC(2026, 10, 22);
/** The school week; Saturday and Sunday show only when a class falls on them. */
const SCHOOL_DAYS: readonly Weekday[] = ['mon', 'tue', 'wed', 'thu', 'fri'];

function useWeekdayName() {
  const intl = useIntl();
  return (day: Weekday) => intl.formatDate(SUNDAY + WEEKDAYS.indexOf(day) * 86_400_000, { weekday: 'long', timeZone: 'UTC' });
}

/** A timetable's week of one teacher: a row per time part, a column per weekday. */
function TimetableWeek({ timetable, teacherId }: { timetable: Timetable; teacherId: number }) {
  const intl = useIntl();
  const weekdayName = useWeekdayName();
  const user = useCurrentUser();
  const { currentData, error, refetch } = useListSlotsQuery({ id: timetable.id, teacherId });
  const slots = useMemo(() => currentData?.data ?? [], [currentData]);
  const headingId = `presence-week-${timetable.id}`;

  const days = WEEKDAYS.filter((day) => SCHOOL_DAYS.includes(day) || slots.some((slot) => slot.weekday === day));
  // Every time part the school has, in its order; one the list does not know (since removed) by its slot's id.
  const parts = useMemo(() => {
    const known = [...(user?.timeParts ?? [])].sort((a, b) => a.position - b.position).map((part) => ({ id: part.id, name: part.name }));
    const missing = [...new Set(slots.map((slot) => slot.timePartId))].filter((id) => !known.some((part) => part.id === id));
    return [...known, ...missing.map((id) => ({ id, name: String(id) }))];
  }, [user, slots]);
  const slotAt = (day: Weekday, timePartId: number): TimetableSlot | undefined =>
    slots.find((slot) => slot.weekday === day && slot.timePartId === timePartId);

  let body;
  if (!currentData && error) {
    body = (
      <LoadFailed onRetry={() => void refetch()}>
        {chooseAlert(error).message ?? intl.formatMessage({ id: 'presence.loadFailed' })}
      </LoadFailed>
    );
  } else if (!currentData) {
    body = <LinearProgress aria-label={intl.formatMessage({ id: 'common.loading' })} />;
  } else if (slots.length === 0) {
    body = (
      <Typography color="text.secondary">
        <FormattedMessage id="presence.teacher.noWeek" />
      </Typography>
    );
  } else {
    body = (
      <>
        <Typography variant="body2" sx={{ mb: 1 }}>
          <FormattedMessage id="presence.teacher.weekCount" values={{ count: slots.length }} />
        </Typography>
        <TableContainer>
          <Table size="small" aria-labelledby={headingId}>
            <TableHead>
              <TableRow>
                <TableCell component="th" scope="col">
                  <FormattedMessage id="presence.teacher.timePart" />
                </TableCell>
                {days.map((day) => (
                  <TableCell key={day} component="th" scope="col">
                    {weekdayName(day)}
                  </TableCell>
                ))}
              </TableRow>
            </TableHead>
            <TableBody>
              {parts.map((part) => (
                <TableRow key={part.id}>
                  <TableCell component="th" scope="row">
                    {part.name}
                  </TableCell>
                  {days.map((day) => {
                    const slot = slotAt(day, part.id);
                    return (
                      <TableCell key={day}>
                        {slot && (
                          <>
                            <Typography variant="body2" component="span" sx={{ fontWeight: 'bold', display: 'block' }}>
                              {slot.courseCode}
                            </Typography>
                            <Typography variant="caption" color="text.secondary">
                              {slot.classroomName}
                            </Typography>
                          </>
                        )}
                      </TableCell>
                    );
                  })}
                </TableRow>
              ))}
            </TableBody>
          </Table>
        </TableContainer>
      </>
    );
  }

  return (
    <Paper component="section" variant="outlined" aria-labelledby={headingId} sx={{ p: 2 }}>
      <Typography id={headingId} variant="h6" component="h4" gutterBottom>
        <FormattedMessage
          id="presence.teacher.weekTitle"
          values={{ name: timetable.name, from: <Day value={timetable.validFrom} />, to: <Day value={timetable.validTo} /> }}
        />
      </Typography>
      {body}
    </Paper>
  );
}

/** The teacher's weekly slots in each timetable valid during the month (two when a new one starts mid-month). */
export function WeekSlots({ teacherId, from, to }: { teacherId: number; from: string; to: string }) {
  const intl = useIntl();
  const { currentData, error, refetch } = useListTimetablesQuery({ limit: ALL });
  const valid = useMemo(
    () =>
      (currentData?.data ?? [])
        .filter((timetable) => overlap({ from, to }, { from: timetable.validFrom, to: timetable.validTo }))
        .sort((a, b) => a.validFrom.localeCompare(b.validFrom)),
    [currentData, from, to],
  );
  if (!currentData && error) {
    return (
      <LoadFailed onRetry={() => void refetch()}>
        {chooseAlert(error).message ?? intl.formatMessage({ id: 'presence.loadFailed' })}
      </LoadFailed>
    );
  }
  if (!currentData) return <LinearProgress aria-label={intl.formatMessage({ id: 'common.loading' })} />;
  if (valid.length === 0) {
    return (
      <Alert severity="info">
        <FormattedMessage id="presence.teacher.noTimetable" />
      </Alert>
    );
  }
  return (
    <>
      {valid.map((timetable) => (
        <TimetableWeek key={timetable.id} timetable={timetable} teacherId={teacherId} />
      ))}
    </>
  );
}

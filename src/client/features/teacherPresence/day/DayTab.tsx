import Alert from '@mui/material/Alert';
import LinearProgress from '@mui/material/LinearProgress';
import Link from '@mui/material/Link';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { skipToken } from '@reduxjs/toolkit/query';
import { useCallback, useMemo } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { Link as RouterLink } from 'react-router-dom';
import type { Day, SaveDayBody } from '../../../../domain/contract/teacherPresences';
import { useListClassroomsQuery } from '../../../api/classroomsApi';
import { useSaveDayMutation, useShowDayQuery } from '../../../api/teacherPresencesApi';
import { useCurrentUser } from '../../../app/session';
import { chooseAlert } from '../../../components/alerts/chooseAlert';
import { ChoiceSelect } from '../../../components/ChoiceSelect';
import { DateField } from '../../../components/DateField';
import { LoadFailed } from '../../../components/LoadFailed';
import { useToday } from '../../../hooks/today';
import { useHolds } from '../access';
import { DayForm } from './DayForm';
import { draftKeyOf } from './dayDraft';
import { useDaySelection } from './useDaySelection';

/** Enough for every classroom of the year in one list, as the other classroom pickers ask. */
const ALL = 1000;
const NO_TEACHERS: Day['teachers'] = [];
/** Where the studies office enters a timetable. */
export const TIMETABLE_LINK = '/tools?tab=timetable';

const longDate = (date: string) => new Date(`${date}T00:00:00Z`);

/**
 * The day's check (the surveillant général's morning round): for a date (today unless told), every
 * slot the timetable expects, by classroom or by teacher, the whole school or one classroom or
 * teacher. Everyone is present until marked otherwise; the day is saved in one request.
 */
export default function DayTab() {
  const intl = useIntl();
  const user = useCurrentUser();
  const canManage = useHolds('presence.manage');
  const canEnterTimetable = useHolds('structure.manage');
  const today = useToday();
  const [selection, select] = useDaySelection();
  const view = useMemo(() => ({ date: selection.date ?? today, mode: selection.mode, extra: selection.extra }), [selection, today]);

  const { data, currentData: day, error, refetch } = useShowDayQuery(view);
  const [saveDay] = useSaveDayMutation();
  const send = useCallback((body: SaveDayBody) => saveDay(body).unwrap(), [saveDay]);

  const schoolYearId = user?.schoolYear?.id;
  // The same arguments as the other classroom pickers, so they share one cached list.
  const { data: classroomList } = useListClassroomsQuery(schoolYearId ? { schoolYearId, limit: ALL } : skipToken);
  // The teachers of the last day read: the choice stays while another day loads.
  const teachers = data?.teachers ?? NO_TEACHERS;
  const narrowing =
    view.mode === 'teacher'
      ? teachers.map((teacher) => ({ value: String(teacher.id), label: teacher.name }))
      : (classroomList?.data ?? []).map((classroom) => ({ value: String(classroom.id), label: classroom.name }));
  const extraValue = view.extra === null ? '' : String(view.extra);
  // A narrowing the list does not hold yet (still loading) is shown by its number rather than lost.
  if (extraValue && !narrowing.some((choice) => choice.value === extraValue)) narrowing.push({ value: extraValue, label: extraValue });

  const dateText = intl.formatDate(longDate(view.date), { dateStyle: 'full', timeZone: 'UTC' });
  const caption = intl.formatMessage({ id: `presence.day.caption.${view.mode}` }, { date: dateText });

  let body;
  if (!day && error) {
    body = (
      <LoadFailed onRetry={() => void refetch()}>
        {chooseAlert(error).message ?? intl.formatMessage({ id: 'presence.loadFailed' })}
      </LoadFailed>
    );
  } else if (!day) {
    body = <LinearProgress aria-label={intl.formatMessage({ id: 'common.loading' })} />;
  } else if (day.timetableId === null) {
    body = (
      <Alert severity="info">
        <FormattedMessage id="presence.day.noTimetable" values={{ date: dateText }} />{' '}
        {canEnterTimetable ? (
          <Link component={RouterLink} to={TIMETABLE_LINK}>
            <FormattedMessage id="presence.day.enterTimetable" />
          </Link>
        ) : (
          <FormattedMessage id="presence.day.askTimetable" />
        )}
      </Alert>
    );
  } else if (day.slots.length === 0) {
    body = (
      <Alert severity="info">
        <FormattedMessage id={view.extra === null ? 'presence.day.noSlot' : 'presence.day.noSlotHere'} values={{ date: dateText }} />
      </Alert>
    );
  } else {
    const draftKey = draftKeyOf(view);
    body = <DayForm key={draftKey} day={day} caption={caption} draftKey={draftKey} editable={canManage} send={send} />;
  }

  return (
    <Stack useFlexGap sx={{ gap: 2 }}>
      <Typography variant="h6" component="h2">
        <FormattedMessage id="presence.day.title" />
      </Typography>
      <Stack direction="row" useFlexGap sx={{ flexWrap: 'wrap', gap: 2 }}>
        <DateField
          id="presence-day-date"
          label={intl.formatMessage({ id: 'presence.day.date' })}
          value={view.date}
          // An emptied field keeps the last date: the check always has one.
          onChange={({ target: { value } }) => value && select({ date: value })}
        />
        <ChoiceSelect
          id="presence-day-mode"
          label={intl.formatMessage({ id: 'presence.day.mode' })}
          value={view.mode}
          choices={[
            { value: 'classroom', label: intl.formatMessage({ id: 'presence.day.byClassroom' }) },
            { value: 'teacher', label: intl.formatMessage({ id: 'presence.day.byTeacher' }) },
          ]}
          onChange={({ target: { value } }) => select({ mode: value === 'teacher' ? 'teacher' : 'classroom' })}
        />
        <ChoiceSelect
          id="presence-day-extra"
          label={intl.formatMessage({ id: view.mode === 'teacher' ? 'presence.day.teacher' : 'presence.day.classroom' })}
          value={extraValue}
          emptyLabel={intl.formatMessage({ id: view.mode === 'teacher' ? 'presence.day.allTeachers' : 'presence.day.allClassrooms' })}
          choices={narrowing}
          onChange={({ target: { value } }) => select({ extra: value === '' ? null : Number(value) })}
          minWidth={200}
        />
      </Stack>
      {day?.timetableName && (
        <Typography variant="body2" color="text.secondary">
          <FormattedMessage id="presence.day.timetable" values={{ date: dateText, name: day.timetableName }} />
        </Typography>
      )}
      {body}
    </Stack>
  );
}

import Alert from '@mui/material/Alert';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { skipToken } from '@reduxjs/toolkit/query';
import { useMemo, useState } from 'react';
import { FormattedMessage } from 'react-intl';
import { useListClassroomsQuery } from '../../../api/classroomsApi';
import { useCurrentUser } from '../../../app/session';
import { RollCallLoader } from './RollCallLoader';
import { rollCallAccess } from './rollCallAccess';
import { RollCallSelectionBar } from './RollCallSelectionBar';
import { currentTimePart, localDate, localTime } from './today';
import { useRollCallSelection } from './useRollCallSelection';

/** Enough for every classroom of the year in one list, as the other classroom pickers ask. */
const ALL = 1000;

/**
 * The roll call tab of the discipline area: pick a classroom, a date (today unless told) and a
 * time part (the one under way, when it is today), then mark the exceptions.
 */
export default function RollCallTab() {
  const user = useCurrentUser();
  const access = useMemo(() => rollCallAccess(user), [user]);
  const [selection, setSelection] = useRollCallSelection();
  // Read once: a screen left open past midnight keeps the day it was opened for.
  const [now] = useState(() => new Date());
  const today = localDate(now);
  const schoolYearId = user?.schoolYear?.id;

  // The same arguments as the other classroom pickers, so they share one cached list.
  const { data: classroomList } = useListClassroomsQuery(schoolYearId ? { schoolYearId, limit: ALL } : skipToken);
  const classrooms = useMemo(
    () => (classroomList?.data ?? []).filter((classroom) => access.classrooms === 'all' || access.classrooms.has(classroom.id)),
    [classroomList, access],
  );
  const timeParts = useMemo(() => [...(user?.timeParts ?? [])].sort((a, b) => a.position - b.position), [user]);

  // What the address asks for, as far as it still applies; a lone classroom is taken at once.
  const classroom =
    classrooms.find((candidate) => candidate.id === selection.classroomId) ??
    (selection.classroomId === undefined && classrooms.length === 1 ? classrooms[0] : undefined);
  const date = selection.date ?? today;
  const timePart =
    timeParts.find((part) => part.id === selection.timePartId) ??
    (selection.timePartId === undefined && date === today ? currentTimePart(timeParts, localTime(now)) : undefined);

  const nothingToCall = Boolean(classroomList) && classrooms.length === 0;

  return (
    <Stack useFlexGap sx={{ gap: 2 }}>
      <Typography variant="h6" component="h2">
        <FormattedMessage id="discipline.rollCall.title" />
      </Typography>
      {nothingToCall ? (
        <Alert severity="info">
          <FormattedMessage id="discipline.rollCall.selection.nothingToCall" />
        </Alert>
      ) : (
        <>
          <RollCallSelectionBar
            classrooms={classrooms}
            timeParts={timeParts}
            classroomId={classroom?.id}
            date={date}
            maxDate={today}
            timePartId={timePart?.id}
            onChange={(next) => setSelection({ classroomId: classroom?.id, date, timePartId: timePart?.id, ...next })}
          />
          {classroom && timePart ? (
            <RollCallLoader slot={{ classroomId: classroom.id, date, timePartId: timePart.id }} editable={access.canTake(classroom.id)} />
          ) : (
            <Alert severity="info">
              <FormattedMessage id="discipline.rollCall.selection.hint" />
            </Alert>
          )}
        </>
      )}
    </Stack>
  );
}

import Alert from '@mui/material/Alert';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { skipToken } from '@reduxjs/toolkit/query';
import { useState } from 'react';
import { FormattedMessage } from 'react-intl';
import { useListTimetablesQuery } from '../../../api/timetablesApi';
import { useSchoolYearChoice, YearSelect } from '../structure/YearSelect';
import { ClassroomWeek } from './ClassroomWeek';
import { TimetablesList } from './TimetablesList';
import { useTimetableSelection } from './useTimetableSelection';

const NONE: never[] = [];
const pad = (value: number) => String(value).padStart(2, '0');
/** Today on the office's calendar, as the timetables' dates are written. */
const localToday = (now: Date) => `${now.getFullYear()}-${pad(now.getMonth() + 1)}-${pad(now.getDate())}`;

/**
 * The weekly timetables of a school year (what each classroom and teacher is expected to do, week
 * after week), then one classroom's week of the chosen timetable as a grid to fill in.
 */
export default function TimetableTab() {
  const [selection, setSelection] = useTimetableSelection();
  // Read once: a screen left open past midnight keeps the day it was opened on.
  const [today] = useState(() => localToday(new Date()));
  const choice = useSchoolYearChoice();
  // A linked year stands; without one, the year the other structure tabs open on.
  const yearId = selection.yearId ?? choice.yearId;
  const list = useListTimetablesQuery(yearId ? { schoolYearId: yearId } : skipToken);
  const timetables = list.data?.data ?? NONE;
  // The linked timetable, else the one in force today, else the latest.
  const timetable =
    timetables.find((candidate) => candidate.id === selection.timetableId) ??
    timetables.find((candidate) => candidate.validFrom <= today && today <= candidate.validTo) ??
    timetables[0];

  return (
    <Stack useFlexGap sx={{ gap: 3 }}>
      <section aria-labelledby="timetable-list-heading">
        <Typography id="timetable-list-heading" variant="h6" component="h2" sx={{ mb: 1 }}>
          <FormattedMessage id="tools.timetable.listTitle" />
        </Typography>
        <TimetablesList
          yearId={yearId}
          list={list}
          toolbar={<YearSelect id="timetable-year" value={yearId} years={choice.years} onChange={(id) => setSelection({ yearId: id })} />}
        />
      </section>
      <section aria-labelledby="timetable-week-heading">
        <Typography id="timetable-week-heading" variant="h6" component="h2" sx={{ mb: 1 }}>
          <FormattedMessage id="tools.timetable.week.title" />
        </Typography>
        {yearId && timetable ? (
          <ClassroomWeek
            yearId={yearId}
            years={choice.years}
            timetables={timetables}
            timetable={timetable}
            classroomId={selection.classroomId}
            onSelect={setSelection}
          />
        ) : (
          list.data && (
            <Alert severity="info">
              <FormattedMessage id="tools.timetable.week.noTimetable" />
            </Alert>
          )
        )}
      </section>
    </Stack>
  );
}

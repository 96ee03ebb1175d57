import EventRepeatIcon from '@mui/icons-material/EventRepeat';
import UploadFileIcon from '@mui/icons-material/UploadFile';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import MenuItem from '@mui/material/MenuItem';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import { useMemo, useState } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import type { TimePart } from '../../../../domain/contract/settings';
import type { Classroom } from '../../../../domain/contract/structure';
import type { Timetable } from '../../../../domain/contract/timetables';
import { useListClassCoursesQuery } from '../../../api/classCoursesApi';
import { useListClassroomsQuery } from '../../../api/classroomsApi';
import { useListTimePartsQuery } from '../../../api/timePartsApi';
import { useListSlotsQuery } from '../../../api/timetablesApi';
import { LoadFailed } from '../../../components/LoadFailed';
import { PageSpinner } from '../../../components/PageSpinner';
import { TimetableImportDialog } from './TimetableImportDialog';
import { CopyTimetableDialog } from './CopyTimetableDialog';
import type { TimetableSelection } from './useTimetableSelection';
import { WeekForm } from './WeekForm';

/** Every classroom of the year in one list, with the same arguments as the other classroom pickers so they share it. */
const ALL = 1000;
const NONE: never[] = [];

/** The week's slots and the classroom's courses, then the grid. */
function WeekLoader(props: {
  timetable: Timetable;
  classroom: Classroom;
  classrooms: readonly Classroom[];
  timeParts: readonly TimePart[];
}) {
  const { timetable, classroom } = props;
  const slots = useListSlotsQuery({ id: timetable.id, classroomId: classroom.id });
  const classCourses = useListClassCoursesQuery({ classroomId: classroom.id });
  if (slots.isError || classCourses.isError)
    return (
      <LoadFailed
        onRetry={() => {
          if (slots.isError) void slots.refetch();
          if (classCourses.isError) void classCourses.refetch();
        }}
      >
        <FormattedMessage id="tools.list.loadError" />
      </LoadFailed>
    );
  if (!slots.data || !classCourses.data) return <PageSpinner />;
  return <WeekForm {...props} slots={slots.data.data} classCourses={classCourses.data.data} />;
}

interface Props {
  yearId: number;
  years: readonly { id: number; name: string }[];
  timetables: readonly Timetable[];
  timetable: Timetable;
  classroomId: number | undefined;
  onSelect: (next: TimetableSelection) => void;
}

/** Which timetable and classroom, then that classroom's week; a timetable is copied to new dates from here. */
export function ClassroomWeek({ yearId, years, timetables, timetable, classroomId, onSelect }: Props) {
  const intl = useIntl();
  const [copying, setCopying] = useState(false);
  const [importing, setImporting] = useState(false);
  const classroomList = useListClassroomsQuery({ schoolYearId: yearId, limit: ALL });
  const classrooms = classroomList.data?.data ?? NONE;
  const classroom = classrooms.find((room) => room.id === classroomId) ?? classrooms[0];
  const timePartQuery = useListTimePartsQuery();
  const timePartList = timePartQuery.data?.data;
  const timeParts = useMemo(() => [...(timePartList ?? [])].sort((a, b) => a.position - b.position), [timePartList]);

  return (
    <Stack useFlexGap sx={{ gap: 2 }}>
      <Box sx={{ display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: 2 }}>
        <TextField
          id="timetable-week-timetable"
          select
          size="small"
          sx={{ minWidth: 200 }}
          label={intl.formatMessage({ id: 'tools.timetable.week.timetable' })}
          value={timetable.id}
          onChange={(event) => onSelect({ yearId, timetableId: Number(event.target.value), classroomId: classroom?.id })}
        >
          {timetables.map((candidate) => (
            <MenuItem key={candidate.id} value={candidate.id}>
              {candidate.name}
            </MenuItem>
          ))}
        </TextField>
        <TextField
          id="timetable-week-classroom"
          select
          size="small"
          sx={{ minWidth: 200 }}
          label={intl.formatMessage({ id: 'tools.timetable.week.classroom' })}
          value={classroom?.id ?? ''}
          onChange={(event) => onSelect({ yearId, timetableId: timetable.id, classroomId: Number(event.target.value) })}
        >
          {classrooms.map((room) => (
            <MenuItem key={room.id} value={room.id}>
              {room.name}
            </MenuItem>
          ))}
        </TextField>
        <Box sx={{ flexGrow: 1 }} />
        <Button variant="outlined" startIcon={<UploadFileIcon />} onClick={() => setImporting(true)}>
          <FormattedMessage id="tools.timetable.import" />
        </Button>
        <Button variant="outlined" startIcon={<EventRepeatIcon />} onClick={() => setCopying(true)}>
          <FormattedMessage id="tools.timetable.copyTimetable.button" />
        </Button>
      </Box>
      <TimetableImportDialog timetableId={timetable.id} open={importing} onClose={() => setImporting(false)} />
      {classroomList.isError || timePartQuery.isError ? (
        <LoadFailed
          onRetry={() => {
            if (classroomList.isError) void classroomList.refetch();
            if (timePartQuery.isError) void timePartQuery.refetch();
          }}
        >
          <FormattedMessage id="tools.list.loadError" />
        </LoadFailed>
      ) : classroomList.isLoading || timePartQuery.isLoading ? (
        <PageSpinner />
      ) : !classroom ? (
        <Alert severity="info">
          <FormattedMessage id="tools.timetable.week.noClassroom" />
        </Alert>
      ) : timeParts.length === 0 ? (
        <Alert severity="info">
          <FormattedMessage id="tools.timetable.week.noTimePart" />
        </Alert>
      ) : (
        <WeekLoader
          key={`${timetable.id}-${classroom.id}`}
          timetable={timetable}
          classroom={classroom}
          classrooms={classrooms}
          timeParts={timeParts}
        />
      )}
      {copying && (
        <CopyTimetableDialog
          source={timetable}
          years={years}
          onCopied={(copy) =>
            onSelect({
              yearId: copy.schoolYearId,
              timetableId: copy.id,
              classroomId: copy.schoolYearId === yearId ? classroom?.id : undefined,
            })
          }
          onClose={() => setCopying(false)}
        />
      )}
    </Stack>
  );
}

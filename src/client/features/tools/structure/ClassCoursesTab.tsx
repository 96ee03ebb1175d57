import ContentCopyIcon from '@mui/icons-material/ContentCopy';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import MenuItem from '@mui/material/MenuItem';
import TextField from '@mui/material/TextField';
import { skipToken } from '@reduxjs/toolkit/query';
import { useMemo, useState } from 'react';
import { FormattedMessage, FormattedNumber, useIntl } from 'react-intl';
import {
  COURSE_GROUPS,
  classCourseBody,
  type ClassCourse,
  type ClassCourseBody,
  type Classroom,
} from '../../../../domain/contract/structure';
import { useDeleteClassCourseMutation, useListClassCoursesQuery, useSaveClassCourseMutation } from '../../../api/classCoursesApi';
import { useListClassroomsQuery } from '../../../api/classroomsApi';
import { useListCoursesQuery } from '../../../api/coursesApi';
import { useListTeachersQuery } from '../../../api/usersApi';
import { PageSpinner } from '../../../components/PageSpinner';
import type { FieldSpec } from '../components/fieldSpecs';
import { ReferenceList, type Column } from '../components/ReferenceList';
import { CopyClassCoursesDialog } from './CopyClassCoursesDialog';
import { teacherOptions } from './teacherOptions';
import { useSchoolYearChoice, YearSelect } from './YearSelect';
import { LoadFailed } from '../../../components/LoadFailed';

interface Values {
  classroomId: number;
  courseId: string;
  teacherId: string;
  /** Only the one the classroom's grading system uses is in the form. */
  coefficient?: string;
  credits?: string;
  group: string;
}

const label = (name: string) => `tools.classCourses.fields.${name}`;
const NO_ROOMS: never[] = [];
const isKnownGroup = (group: string): boolean => (COURSE_GROUPS as readonly string[]).includes(group);

/** Secondary classrooms weigh a course by a coefficient, LMD ones by credits. */
const weightOf = (room: Classroom) => (room.gradingSystem === 'lmd' ? 'credits' : 'coefficient');

function columnsFor(room: Classroom): Column<ClassCourse>[] {
  const weight = weightOf(room);
  return [
    { key: 'course', labelId: label('course'), render: (item) => `${item.courseName} (${item.courseCode})` },
    { key: 'teacher', labelId: label('teacher'), render: (item) => item.teacherName ?? <FormattedMessage id="common.none" /> },
    {
      key: weight,
      labelId: label(weight),
      render: (item) => (item[weight] === null ? '' : <FormattedNumber value={item[weight]} />),
      numeric: true,
    },
    {
      key: 'group',
      labelId: label('group'),
      render: (item) => (isKnownGroup(item.group) ? <FormattedMessage id={`tools.classCourses.groups.${item.group}`} /> : item.group),
    },
  ];
}

function ClassCoursesOf({ room, classrooms }: { room: Classroom; classrooms: Classroom[] }) {
  const intl = useIntl();
  const list = useListClassCoursesQuery({ classroomId: room.id });
  const courses = useListCoursesQuery({ limit: 1000 }).data?.data;
  const teachers = useListTeachersQuery().data?.data;
  const [save] = useSaveClassCourseMutation();
  const [remove] = useDeleteClassCourseMutation();
  const [copying, setCopying] = useState(false);
  const items = list.data?.data;
  const weight = weightOf(room);

  const form = useMemo(() => {
    const named = (items ?? []).map((item) => ({ id: item.teacherId, name: item.teacherName }));
    const fields: FieldSpec<Values>[] = [
      {
        name: 'courseId',
        kind: 'select',
        numeric: true,
        required: true,
        labelId: label('course'),
        options: (courses ?? []).map((course) => ({ value: course.id, label: `${course.name} (${course.code})` })),
      },
      {
        name: 'teacherId',
        kind: 'select',
        numeric: true,
        labelId: label('teacher'),
        noneLabelId: 'common.none',
        options: teacherOptions(teachers ?? [], named),
      },
      { name: weight, kind: 'number', step: 0.5, required: true, labelId: label(weight) },
      {
        name: 'group',
        kind: 'choiceOrText',
        required: true,
        labelId: label('group'),
        options: COURSE_GROUPS.map((group) => ({ value: group, label: intl.formatMessage({ id: `tools.classCourses.groups.${group}` }) })),
      },
    ];
    return { schema: classCourseBody, fields, save };
  }, [courses, teachers, items, weight, intl, save]);

  const toValues = (item: ClassCourse | null): Values => ({
    classroomId: room.id,
    courseId: item ? String(item.courseId) : '',
    teacherId: item?.teacherId ? String(item.teacherId) : '',
    [weight]: item && item[weight] !== null ? String(item[weight]) : '',
    group: item?.group ?? 'sciences',
  });

  const copyButton = (
    <Button variant="outlined" startIcon={<ContentCopyIcon />} onClick={() => setCopying(true)} disabled={!items || items.length === 0}>
      <FormattedMessage id="tools.classCourses.copy.button" />
    </Button>
  );

  return (
    <>
      <ReferenceList<ClassCourse, Values, ClassCourseBody>
        name="classCourses"
        columns={columnsFor(room)}
        list={list}
        form={form}
        toValues={toValues}
        remove={remove}
        describe={(item) => `${item.courseName} · ${item.classroomName}`}
        actions={copyButton}
      />
      {copying && <CopyClassCoursesDialog source={room} classrooms={classrooms} onClose={() => setCopying(false)} />}
    </>
  );
}

/** The courses taught in one classroom: teacher, coefficient or credits, group; copied from one classroom to another. */
export default function ClassCoursesTab() {
  const intl = useIntl();
  const { yearId, years, setYearId } = useSchoolYearChoice();
  const [chosen, setChosen] = useState<number | undefined>(undefined);
  const classrooms = useListClassroomsQuery(yearId ? { schoolYearId: yearId, limit: 1000 } : skipToken);
  const rooms = classrooms.data?.data ?? NO_ROOMS;
  const room = rooms.find((candidate) => candidate.id === chosen) ?? rooms[0];

  return (
    <>
      <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 2, mb: 2 }}>
        <YearSelect
          id="class-courses-year"
          value={yearId}
          years={years}
          onChange={(id) => {
            setYearId(id);
            setChosen(undefined);
          }}
        />
        <TextField
          id="class-courses-classroom"
          select
          size="small"
          sx={{ minWidth: 200 }}
          label={intl.formatMessage({ id: 'tools.classCourses.fields.classroom' })}
          value={room?.id ?? ''}
          onChange={(event) => setChosen(Number(event.target.value))}
        >
          {rooms.map((candidate) => (
            <MenuItem key={candidate.id} value={candidate.id}>
              {candidate.name}
            </MenuItem>
          ))}
        </TextField>
      </Box>
      {classrooms.isLoading ? (
        <PageSpinner />
      ) : classrooms.isError ? (
        <LoadFailed onRetry={() => void classrooms.refetch()}>
          <FormattedMessage id="tools.list.loadError" />
        </LoadFailed>
      ) : !room ? (
        <Alert severity="info">
          <FormattedMessage id="tools.classCourses.noClassroom" />
        </Alert>
      ) : (
        <ClassCoursesOf key={room.id} room={room} classrooms={rooms} />
      )}
    </>
  );
}

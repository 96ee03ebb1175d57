import MenuItem from '@mui/material/MenuItem';
import TextField from '@mui/material/TextField';
import { skipToken } from '@reduxjs/toolkit/query';
import { useMemo, useState } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { classroomBody, type Classroom, type ClassroomBody } from '../../../../domain/contract/structure';
import { useDeleteClassroomMutation, useListClassroomsQuery, useSaveClassroomMutation } from '../../../api/classroomsApi';
import { useListLevelsQuery } from '../../../api/levelsApi';
import { useListTeachersQuery } from '../../../api/usersApi';
import type { FieldSpec } from '../components/fieldSpecs';
import { ReferenceList, type Column } from '../components/ReferenceList';
import { teacherOptions } from './teacherOptions';
import { useSchoolYearChoice, YearSelect } from './YearSelect';
import { useLocalizeDigits } from '../../../i18n/digits';

interface Values {
  name: string;
  levelId: string;
  schoolYearId: string;
  capacity: string;
  headTeacherId: string;
}

const label = (name: string) => `tools.classrooms.fields.${name}`;
// One empty list for every render, so the form below is not rebuilt while the lists load.
const NONE: never[] = [];

const COLUMNS: Column<Classroom>[] = [
  { key: 'name', labelId: label('name'), render: (room) => room.name },
  { key: 'level', labelId: label('level'), render: (room) => room.levelName },
  { key: 'capacity', labelId: label('capacity'), render: (room) => room.capacity, numeric: true },
  { key: 'studentCount', labelId: label('studentCount'), render: (room) => room.studentCount, numeric: true },
  { key: 'headTeacher', labelId: label('headTeacher'), render: (room) => room.headTeacherName ?? <FormattedMessage id="common.none" /> },
];

/** Classrooms of one school year, optionally of one level, with their head teacher. */
export default function ClassroomsTab() {
  const intl = useIntl();
  const localizeDigits = useLocalizeDigits();
  const { yearId, years, setYearId } = useSchoolYearChoice();
  const [levelId, setLevelId] = useState<number | ''>('');
  const levels = useListLevelsQuery().data?.data ?? NONE;
  const teachers = useListTeachersQuery().data?.data ?? NONE;
  const list = useListClassroomsQuery(yearId ? { schoolYearId: yearId, levelId: levelId || undefined } : skipToken);
  const [save] = useSaveClassroomMutation();
  const [remove] = useDeleteClassroomMutation();
  const rooms = list.data?.data;

  const form = useMemo(() => {
    const named = (rooms ?? []).map((room) => ({ id: room.headTeacherId, name: room.headTeacherName }));
    const fields: FieldSpec<Values>[] = [
      { name: 'name', kind: 'text', labelId: label('name'), required: true },
      {
        name: 'levelId',
        kind: 'select',
        numeric: true,
        labelId: label('level'),
        required: true,
        options: levels.map((level) => ({ value: level.id, label: level.name })),
      },
      {
        name: 'schoolYearId',
        kind: 'select',
        numeric: true,
        labelId: label('schoolYear'),
        required: true,
        options: years.map((year) => ({ value: year.id, label: localizeDigits(year.name) })),
      },
      { name: 'capacity', kind: 'number', labelId: label('capacity'), required: true },
      {
        name: 'headTeacherId',
        kind: 'select',
        numeric: true,
        labelId: label('headTeacher'),
        noneLabelId: 'common.none',
        options: teacherOptions(teachers, named),
      },
    ];
    return { schema: classroomBody, fields, save };
  }, [levels, years, teachers, rooms, save, localizeDigits]);

  const toValues = (room: Classroom | null): Values =>
    room
      ? {
          name: room.name,
          levelId: String(room.levelId),
          schoolYearId: String(room.schoolYearId),
          capacity: String(room.capacity),
          headTeacherId: room.headTeacherId ? String(room.headTeacherId) : '',
        }
      : { name: '', levelId: levelId ? String(levelId) : '', schoolYearId: yearId ? String(yearId) : '', capacity: '', headTeacherId: '' };

  const toolbar = (
    <>
      <YearSelect id="classrooms-year" value={yearId} years={years} onChange={setYearId} />
      <TextField
        id="classrooms-level"
        select
        size="small"
        sx={{ minWidth: 160 }}
        label={intl.formatMessage({ id: 'tools.filters.level' })}
        value={levelId}
        onChange={(event) => setLevelId(event.target.value === '' ? '' : Number(event.target.value))}
      >
        <MenuItem value="">
          <FormattedMessage id="common.all" />
        </MenuItem>
        {levels.map((level) => (
          <MenuItem key={level.id} value={level.id}>
            {level.name}
          </MenuItem>
        ))}
      </TextField>
    </>
  );

  return (
    <ReferenceList<Classroom, Values, ClassroomBody>
      name="classrooms"
      columns={COLUMNS}
      list={list}
      form={form}
      toValues={toValues}
      remove={remove}
      describe={(room) => room.name}
      toolbar={toolbar}
    />
  );
}

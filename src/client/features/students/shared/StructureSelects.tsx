import { skipToken } from '@reduxjs/toolkit/query';
import { useIntl } from 'react-intl';
import type { Classroom } from '../../../../domain/contract/structure';
import { useListClassroomsQuery } from '../../../api/classroomsApi';
import { useListLevelsQuery } from '../../../api/levelsApi';
import { useListSchoolYearsQuery } from '../../../api/schoolYearsApi';
import { ChoiceSelect } from '../../../components/ChoiceSelect';
import { useLocalizeDigits } from '../../../i18n/digits';

/** Enough for every year, level or classroom of a school in one list. */
const ALL = 1000;

const toId = (value: string): number | undefined => (value === '' ? undefined : Number(value));

interface Common {
  id: string;
  size?: 'small' | 'medium';
  fullWidth?: boolean;
}

export function SchoolYearSelect({
  id,
  value,
  onChange,
  size,
  fullWidth,
}: Common & { value: number | undefined; onChange: (id: number | undefined) => void }) {
  const intl = useIntl();
  const localizeDigits = useLocalizeDigits();
  const { data } = useListSchoolYearsQuery({ limit: ALL });
  return (
    <ChoiceSelect
      id={id}
      label={intl.formatMessage({ id: 'students.fields.schoolYear' })}
      value={value === undefined ? '' : String(value)}
      choices={(data?.data ?? []).map((year) => ({ value: String(year.id), label: localizeDigits(year.name) }))}
      onChange={(event) => onChange(toId(event.target.value))}
      size={size}
      fullWidth={fullWidth}
    />
  );
}

export function LevelSelect({
  id,
  value,
  onChange,
  size,
  fullWidth,
}: Common & { value: number | undefined; onChange: (id: number | undefined) => void }) {
  const intl = useIntl();
  const { data } = useListLevelsQuery({ limit: ALL });
  return (
    <ChoiceSelect
      id={id}
      label={intl.formatMessage({ id: 'students.fields.level' })}
      value={value === undefined ? '' : String(value)}
      emptyLabel={intl.formatMessage({ id: 'common.all' })}
      choices={(data?.data ?? []).map((level) => ({ value: String(level.id), label: level.name }))}
      onChange={(event) => onChange(toId(event.target.value))}
      size={size}
      fullWidth={fullWidth}
    />
  );
}

interface ClassroomSelectProps extends Common {
  value: number | undefined;
  onChange: (id: number | undefined, classroom: Classroom | undefined) => void;
  schoolYearId: number | undefined;
  levelId?: number;
  /** The first, empty choice: "All" in a filter, "Choose" or "None" in a form. */
  emptyLabelId?: string;
  required?: boolean;
  /** Shows each classroom's head count and capacity. */
  showCount?: boolean;
  /** A refusal about the classroom chosen (full, say), shown under the select. */
  errorText?: string;
}

/** The classrooms of a year (and level), as the server orders them: by level, then name. */
export function ClassroomSelect({
  id,
  value,
  onChange,
  schoolYearId,
  levelId,
  emptyLabelId = 'common.all',
  required,
  showCount,
  size,
  fullWidth,
  errorText,
}: ClassroomSelectProps) {
  const intl = useIntl();
  const { data } = useListClassroomsQuery({ schoolYearId, levelId, limit: ALL });
  const classrooms = data?.data ?? [];
  return (
    <ChoiceSelect
      id={id}
      label={intl.formatMessage({ id: 'students.fields.classroom' })}
      value={value === undefined ? '' : String(value)}
      emptyLabel={intl.formatMessage({ id: emptyLabelId })}
      required={required}
      choices={classrooms.map((classroom) => ({
        value: String(classroom.id),
        label: showCount
          ? intl.formatMessage(
              { id: 'students.enrolment.classroomOption' },
              { name: classroom.name, count: classroom.studentCount, capacity: classroom.capacity },
            )
          : classroom.name,
      }))}
      onChange={(event) => {
        const next = toId(event.target.value);
        onChange(
          next,
          classrooms.find((classroom) => classroom.id === next),
        );
      }}
      size={size}
      fullWidth={fullWidth}
      error={Boolean(errorText)}
      helperText={errorText}
    />
  );
}

/**
 * The name of the classroom, or else the level, a list is filtered by: what an export of the list
 * holds. Asked as the selects above ask, so the names are already loaded.
 */
export function useFilterPlaceName({
  schoolYearId,
  levelId,
  classroomId,
}: {
  schoolYearId?: number;
  levelId?: number;
  classroomId?: number;
}): string | undefined {
  const classrooms = useListClassroomsQuery(classroomId ? { schoolYearId, levelId, limit: ALL } : skipToken);
  const levels = useListLevelsQuery(levelId && !classroomId ? { limit: ALL } : skipToken);
  if (classroomId) return classrooms.data?.data.find((classroom) => classroom.id === classroomId)?.name;
  if (levelId) return levels.data?.data.find((level) => level.id === levelId)?.name;
  return undefined;
}

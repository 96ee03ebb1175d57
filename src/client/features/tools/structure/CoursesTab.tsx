import SearchIcon from '@mui/icons-material/Search';
import InputAdornment from '@mui/material/InputAdornment';
import TextField from '@mui/material/TextField';
import { useMemo, useState } from 'react';
import { useIntl } from 'react-intl';
import { courseBody, type Course, type CourseBody } from '../../../../domain/contract/structure';
import { useDeleteCourseMutation, useListCoursesQuery, useSaveCourseMutation } from '../../../api/coursesApi';
import type { FieldSpec } from '../components/fieldSpecs';
import { ReferenceList, type Column } from '../components/ReferenceList';
import { useDebounced } from '../../../hooks/useDebounced';

interface Values {
  name: string;
  code: string;
}

const label = (name: string) => `tools.courses.fields.${name}`;

const FIELDS: FieldSpec<Values>[] = [
  { name: 'name', kind: 'text', labelId: label('name'), required: true },
  { name: 'code', kind: 'text', labelId: label('code'), helperId: 'tools.courses.codeHint', required: true },
];

const COLUMNS: Column<Course>[] = [
  { key: 'name', labelId: label('name'), render: (course) => course.name },
  { key: 'code', labelId: label('code'), render: (course) => course.code },
];

const toValues = (course: Course | null): Values => (course ? { name: course.name, code: course.code } : { name: '', code: '' });

/** The school's courses (subjects), searchable by name or code. */
export default function CoursesTab() {
  const intl = useIntl();
  const [search, setSearch] = useState('');
  const term = useDebounced(search.trim());
  const list = useListCoursesQuery(term ? { search: term, limit: 1000 } : { limit: 1000 });
  const [save] = useSaveCourseMutation();
  const [remove] = useDeleteCourseMutation();
  const form = useMemo(() => ({ schema: courseBody, fields: FIELDS, save }), [save]);
  const toolbar = (
    <TextField
      id="courses-search"
      size="small"
      type="search"
      label={intl.formatMessage({ id: 'common.search' })}
      value={search}
      onChange={(event) => setSearch(event.target.value)}
      slotProps={{
        input: {
          startAdornment: (
            <InputAdornment position="start">
              <SearchIcon fontSize="small" />
            </InputAdornment>
          ),
        },
      }}
    />
  );
  return (
    <ReferenceList<Course, Values, CourseBody>
      name="courses"
      columns={COLUMNS}
      list={list}
      form={form}
      toValues={toValues}
      remove={remove}
      describe={(course) => `${course.name} (${course.code})`}
      toolbar={toolbar}
      emptyId={term ? 'tools.courses.noMatch' : undefined}
    />
  );
}

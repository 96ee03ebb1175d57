import Add from '@mui/icons-material/Add';
import HowToReg from '@mui/icons-material/HowToReg';
import PhotoLibrary from '@mui/icons-material/PhotoLibrary';
import UploadFile from '@mui/icons-material/UploadFile';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { lazy, Suspense, useEffect, useEffectEvent, useMemo, useState } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { Link as RouterLink, useNavigate } from 'react-router-dom';
import type { Student } from '../../../../domain/contract/students';
import { useListStudentsQuery } from '../../../api/studentsApi';
import { StudentFormDialog } from '../form/StudentFormDialog';
import { useStudentAccess } from '../shared/access';
import { useDebounced } from '../../../hooks/useDebounced';
import { ExportMenu } from './ExportMenu';
import { filtersOf, PAGE_SIZE, useListState } from './listState';
import { StudentRowsPreview } from './StudentRowsPreview';
import { StudentFilterBar } from './StudentFilterBar';
import { studentColumns } from './studentColumns';

/**
 * The grid is the area's heaviest code (about 120 KB gzip): it loads beside the page, preloaded
 * with the area's chunk, so the list's request leaves as soon as the page runs and the first rows
 * show (StudentRowsPreview) before the grid is ready on a slow line.
 */
const StudentGrid = lazy(() => import(/* webpackChunkName: "student-grid", webpackPreload: true */ './StudentGrid'));

/** The wizard (and its file checks) loads when first opened. */
const ImportWizard = lazy(() => import(/* webpackChunkName: "student-import" */ '../import/ImportWizard'));
const PhotoImportDialog = lazy(() => import(/* webpackChunkName: "student-photo-import" */ '../photoImport/PhotoImportDialog'));

type Editing = { student?: Student } | null;

export function StudentListPage() {
  const intl = useIntl();
  const navigate = useNavigate();
  const { manageStudents, manageRegistrations, canRead } = useStudentAccess();
  const [state, update] = useListState();
  const [searchText, setSearchText] = useState(state.search);
  const debouncedSearch = useDebounced(searchText);
  const [editing, setEditing] = useState<Editing>(null);
  const [importing, setImporting] = useState(false);
  const [importingPhotos, setImportingPhotos] = useState(false);

  // Only a settled search text changes the list: the list's state is read, not waited for.
  const applySearch = useEffectEvent((text: string) => {
    if (text.trim() !== state.search) update({ search: text.trim() });
  });
  useEffect(() => applySearch(debouncedSearch), [debouncedSearch]);

  const filters = filtersOf(state);
  const { data, isFetching } = useListStudentsQuery({ page: state.page + 1, limit: PAGE_SIZE, ...filters });
  const columns = useMemo(
    () => studentColumns(intl, canRead, manageStudents ? (student) => setEditing({ student }) : undefined),
    [intl, canRead, manageStudents],
  );

  return (
    <>
      <Stack direction="row" useFlexGap sx={{ flexWrap: 'wrap', gap: 1, alignItems: 'center', mb: 2 }}>
        <Typography variant="h5" component="h1" sx={{ flexGrow: 1 }}>
          <FormattedMessage id="students.list.title" />
        </Typography>
        {manageRegistrations && (
          <Button component={RouterLink} to="/student/enrolment" variant="outlined" startIcon={<HowToReg />}>
            <FormattedMessage id="students.enrolment.title" />
          </Button>
        )}
        {manageStudents && (
          <>
            <Button variant="outlined" startIcon={<UploadFile />} onClick={() => setImporting(true)}>
              <FormattedMessage id="common.import" />
            </Button>
            <Button variant="outlined" startIcon={<PhotoLibrary />} onClick={() => setImportingPhotos(true)}>
              <FormattedMessage id="students.photoImport.action" />
            </Button>
            <ExportMenu filters={filters} />
            <Button variant="contained" startIcon={<Add />} onClick={() => setEditing({})}>
              <FormattedMessage id="students.list.new" />
            </Button>
          </>
        )}
      </Stack>
      <StudentFilterBar state={state} onChange={update} searchText={searchText} onSearchText={setSearchText} />
      <Box sx={{ width: '100%' }}>
        <Suspense fallback={<StudentRowsPreview rows={data?.data} />}>
          <StudentGrid
            rows={data?.data ?? []}
            rowCount={data?.total ?? 0}
            columns={columns}
            loading={isFetching}
            state={state}
            update={update}
            onOpen={(student) => void navigate(`/student/${student.id}`)}
          />
        </Suspense>
      </Box>
      {editing && (
        <StudentFormDialog
          student={editing.student}
          onClose={() => setEditing(null)}
          onSaved={(saved, created) => {
            setEditing(null);
            if (created) void navigate(`/student/${saved.id}`);
          }}
        />
      )}
      {importing && (
        <Suspense fallback={null}>
          <ImportWizard onClose={() => setImporting(false)} />
        </Suspense>
      )}
      {importingPhotos && (
        <Suspense fallback={null}>
          <PhotoImportDialog onClose={() => setImportingPhotos(false)} />
        </Suspense>
      )}
    </>
  );
}

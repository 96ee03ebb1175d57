import ArrowBack from '@mui/icons-material/ArrowBack';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Checkbox from '@mui/material/Checkbox';
import FormControlLabel from '@mui/material/FormControlLabel';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { skipToken } from '@reduxjs/toolkit/query';
import { useState } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { Link as RouterLink } from 'react-router-dom';
import { useCreateRegistrationsMutation } from '../../../api/registrationsApi';
import { useUnregisteredStudentsQuery } from '../../../api/studentsApi';
import { useListClassroomsQuery } from '../../../api/classroomsApi';
import { useCurrentUser } from '../../../app/session';
import { useAlerts } from '../../../components/alerts/alertsContext';
import { FormAlert } from '../../../components/forms/FormAlert';
import { useFormRefusal } from '../../../components/forms/useFormRefusal';
import { useToasts } from '../../../components/toasts/useToasts';
import { ClassroomSelect, LevelSelect, SchoolYearSelect } from '../shared/StructureSelects';
import { useDebounced } from '../../../hooks/useDebounced';
import { ClassroomGauge } from './ClassroomGauge';
import { UnregisteredTable } from './UnregisteredTable';

export const ENROLMENT_PAGE_SIZE = 50;

/** Puts unregistered students into a classroom, checked ones in bulk or one at a time. */
export function EnrolmentPage() {
  const intl = useIntl();
  const toasts = useToasts();
  const { showError } = useAlerts();
  const [schoolYearId, setSchoolYearId] = useState(useCurrentUser()?.schoolYear?.id);
  const [levelId, setLevelId] = useState<number | undefined>(undefined);
  const [classroomId, setClassroomId] = useState<number | undefined>(undefined);
  const [repeating, setRepeating] = useState(false);
  const [searchText, setSearchText] = useState('');
  const search = useDebounced(searchText.trim());
  const [page, setPage] = useState(0);
  const [selected, setSelected] = useState<number[]>([]);
  const [createRegistrations, { isLoading: saving }] = useCreateRegistrationsMutation();
  const { refusal, refuse, clear } = useFormRefusal({ owns: (path) => path === 'classroomId' });

  // The same arguments as the classroom select, so both read one cached list.
  const { data: classrooms } = useListClassroomsQuery({ schoolYearId, levelId, limit: 1000 });
  const classroom = classrooms?.data.find((candidate) => candidate.id === classroomId);
  const { data, isFetching } = useUnregisteredStudentsQuery(
    schoolYearId ? { schoolYearId, search: search || undefined, limit: ENROLMENT_PAGE_SIZE, skip: page * ENROLMENT_PAGE_SIZE } : skipToken,
  );

  const changeYear = (id: number | undefined) => {
    clear();
    setSchoolYearId(id);
    setClassroomId(undefined);
    setSelected([]);
    setPage(0);
  };

  const enrol = async (studentIds: number[]) => {
    if (!classroomId || studentIds.length === 0) return;
    clear();
    try {
      const result = await createRegistrations(
        studentIds.length === 1 ? { studentId: studentIds[0], classroomId, repeating } : { studentIds, classroomId, repeating },
      ).unwrap();
      toasts.success(intl.formatMessage({ id: 'students.enrolment.enrolled' }, { count: result.total, classroom: classroom?.name ?? '' }));
      setSelected((current) => current.filter((id) => !studentIds.includes(id)));
    } catch (error) {
      // A full classroom (409) shows under the classroom; students already registered above the list.
      if (!refuse(error)) showError(error);
    }
  };

  return (
    <>
      <Button
        component={RouterLink}
        to="/student"
        startIcon={<ArrowBack sx={{ '[dir=rtl] &': { transform: 'scaleX(-1)' } }} />}
        sx={{ mb: 1 }}
      >
        <FormattedMessage id="students.page.backToList" />
      </Button>
      <Typography variant="h5" component="h1" sx={{ mb: 2 }}>
        <FormattedMessage id="students.enrolment.title" />
      </Typography>
      <Stack direction="row" useFlexGap sx={{ flexWrap: 'wrap', gap: 2, mb: 2 }}>
        <SchoolYearSelect id="enrolment-year" size="small" value={schoolYearId} onChange={changeYear} />
        <LevelSelect
          id="enrolment-level"
          size="small"
          value={levelId}
          onChange={(id) => (clear(), setLevelId(id), setClassroomId(undefined))}
        />
        <ClassroomSelect
          id="enrolment-classroom"
          size="small"
          required
          showCount
          emptyLabelId="students.form.choose"
          schoolYearId={schoolYearId}
          levelId={levelId}
          value={classroomId}
          onChange={(id) => (clear(), setClassroomId(id))}
          errorText={refusal?.fields.classroomId}
        />
      </Stack>
      <FormAlert message={refusal?.message} />
      {classroom ? (
        <ClassroomGauge classroom={classroom} />
      ) : (
        <Alert severity="info" sx={{ mb: 2 }}>
          <FormattedMessage id="students.enrolment.chooseClassroom" />
        </Alert>
      )}
      <Stack direction="row" useFlexGap sx={{ flexWrap: 'wrap', gap: 2, mb: 1, alignItems: 'center' }}>
        <TextField
          id="enrolment-search"
          type="search"
          size="small"
          label={intl.formatMessage({ id: 'students.list.search' })}
          value={searchText}
          onChange={(event) => {
            setSearchText(event.target.value);
            setPage(0);
          }}
          sx={{ minWidth: 240, flexGrow: 1 }}
        />
        <FormControlLabel
          control={<Checkbox checked={repeating} onChange={(event) => setRepeating(event.target.checked)} />}
          label={<FormattedMessage id="students.registrations.repeating" />}
        />
        <Button variant="contained" disabled={!classroomId || selected.length === 0 || saving} onClick={() => void enrol(selected)}>
          <FormattedMessage id="students.enrolment.enrolSelected" values={{ count: selected.length }} />
        </Button>
      </Stack>
      <UnregisteredTable
        students={data?.data ?? []}
        total={data?.total ?? 0}
        loading={isFetching}
        page={page}
        pageSize={ENROLMENT_PAGE_SIZE}
        onPage={setPage}
        selected={selected}
        onSelected={setSelected}
        canEnrol={Boolean(classroomId) && !saving}
        onEnrol={(id) => void enrol([id])}
      />
    </>
  );
}

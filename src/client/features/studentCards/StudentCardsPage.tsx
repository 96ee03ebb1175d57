import Alert from '@mui/material/Alert';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { skipToken } from '@reduxjs/toolkit/query';
import { useMemo } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { useSearchParams } from 'react-router-dom';
import type { CardStatus } from '../../../domain/contract/accessCodes';
import type { Classroom } from '../../../domain/contract/structure';
import { useListClassroomsQuery } from '../../api/classroomsApi';
import { useListCardStatusQuery } from '../../api/studentCardsApi';
import { useAppSelector } from '../../app/hooks';
import { selectPermissions, useCurrentUser } from '../../app/session';
import { chooseAlert } from '../../components/alerts/chooseAlert';
import { ChoiceSelect } from '../../components/ChoiceSelect';
import { LoadFailed } from '../../components/LoadFailed';
import { PageSpinner } from '../../components/PageSpinner';
import { addressOf, searchOf, type CardsAddress } from './cardsAddress';
import { CardActions } from './CardActions';
import { CardStatusTable } from './CardStatusTable';
import { useCardActions, type CardsRefusal } from './useCardActions';

/** Enough for every classroom of a school in one list. */
const ALL = 1000;
const NO_CLASSROOMS: Classroom[] = [];
const NO_STUDENTS: CardStatus[] = [];

/** A refusal of the server, with the students it named (a 400 naming `studentIds[i]`). */
function Refused({ refusal, students, onClose }: { refusal: CardsRefusal; students: readonly CardStatus[]; onClose: () => void }) {
  const named = students.filter((student) => refusal.students[student.studentId]);
  return (
    <Alert severity="error" onClose={onClose}>
      {refusal.message ?? <FormattedMessage id="studentCards.refused" />}
      {named.length > 0 && (
        <ul style={{ margin: 0, paddingInlineStart: '1.25em' }}>
          {named.map((student) => (
            <li key={student.studentId}>
              <FormattedMessage
                id="studentCards.refusedStudent"
                values={{ student: student.studentName, matricule: student.matricule, reason: refusal.students[student.studentId] }}
              />
            </li>
          ))}
        </ul>
      )}
    </Alert>
  );
}

/**
 * The student-cards area (the secretary's): a classroom of the current school year, its students
 * with whether each has a photo and when their card was made, and, for who holds `cards.manage`,
 * making the cards (a PDF, with new codes) and revoking codes, for the students ticked or the
 * whole classroom. The classroom and the ticks live in the address (`#/student-cards?classroom=3`).
 */
export default function StudentCardsPage() {
  const intl = useIntl();
  const [params, setParams] = useSearchParams();
  const address = addressOf(params);
  const { classroomId } = address;
  const schoolYear = useCurrentUser()?.schoolYear ?? undefined;
  const permissions = useAppSelector(selectPermissions);
  const manage = permissions.includes('cards.manage');

  const classrooms =
    useListClassroomsQuery(schoolYear ? { schoolYearId: schoolYear.id, limit: ALL } : skipToken).data?.data ?? NO_CLASSROOMS;
  const classroom = classrooms.find((one) => one.id === classroomId);
  const status = useListCardStatusQuery(classroomId !== null ? { classroomId } : skipToken);
  const students = status.currentData?.data ?? NO_STUDENTS;
  const actions = useCardActions();

  const go = (next: CardsAddress) => {
    actions.clearRefusal();
    setParams((current) => searchOf(current, next), { replace: true });
  };

  // Ticks of students no longer in the list are dropped; the table's order is the body's order.
  const selected = useMemo(() => new Set(address.studentIds), [address.studentIds.join(',')]); // eslint-disable-line react-hooks/exhaustive-deps
  const picked = students.filter((student) => selected.has(student.studentId));
  const withoutPhoto = students.filter((student) => !student.hasPhoto).length;
  const refused = useMemo(() => new Set(Object.keys(actions.refusal?.students ?? {}).map(Number)), [actions.refusal]);

  let body;
  if (classroomId === null) {
    body = (
      <Alert severity="info">
        <FormattedMessage id="studentCards.pickClassroom" />
      </Alert>
    );
  } else if (status.currentData) {
    const name = classroom?.name ?? '';
    const target = { classroom: { id: classroomId, name }, students: picked, classroomSize: students.length };
    body = (
      <>
        {students.length === 0 ? (
          <Alert severity="info">
            <FormattedMessage id="studentCards.noStudents" />
          </Alert>
        ) : (
          <Typography>
            <FormattedMessage
              id="studentCards.summary"
              values={{ count: students.length, withCard: students.filter((student) => student.codeMadeAt).length }}
            />
          </Typography>
        )}
        {withoutPhoto > 0 && (
          <Alert severity="warning" role="status">
            <FormattedMessage id="studentCards.withoutPhoto" values={{ count: withoutPhoto }} />
          </Alert>
        )}
        {manage && <CardActions target={target} onMake={actions.make} onRevoke={actions.revoke} />}
        {actions.refusal && <Refused refusal={actions.refusal} students={students} onClose={actions.clearRefusal} />}
        {students.length > 0 && (
          <CardStatusTable
            classroomName={name}
            students={students}
            selected={manage ? selected : null}
            onSelect={(studentIds) => go({ classroomId, studentIds })}
            refused={refused}
          />
        )}
      </>
    );
  } else if (status.error && !status.isFetching) {
    body = (
      <LoadFailed onRetry={() => void status.refetch()}>
        {chooseAlert(status.error).message ?? intl.formatMessage({ id: 'studentCards.loadFailed' })}
      </LoadFailed>
    );
  } else body = <PageSpinner />;

  return (
    <Stack useFlexGap sx={{ gap: 2 }}>
      <Typography variant="h5" component="h1">
        <FormattedMessage id="studentCards.title" />
      </Typography>
      <ChoiceSelect
        id="student-cards-classroom"
        label={intl.formatMessage({ id: 'studentCards.classroom' })}
        value={classroomId === null ? '' : String(classroomId)}
        emptyLabel={intl.formatMessage({ id: 'studentCards.chooseClassroom' })}
        choices={classrooms.map((one) => ({ value: String(one.id), label: one.name }))}
        onChange={({ target: { value } }) => go({ classroomId: value ? Number(value) : null, studentIds: [] })}
      />
      {body}
    </Stack>
  );
}

import DeleteOutline from '@mui/icons-material/DeleteOutlined';
import Logout from '@mui/icons-material/Logout';
import SwapHoriz from '@mui/icons-material/SwapHoriz';
import HowToReg from '@mui/icons-material/HowToReg';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import IconButton from '@mui/material/IconButton';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableContainer from '@mui/material/TableContainer';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import Tooltip from '@mui/material/Tooltip';
import { useState } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import type { Registration, RegistrationStatus } from '../../../../domain/contract/registrations';
import type { Student } from '../../../../domain/contract/students';
import { useDeleteRegistrationMutation, useListRegistrationsQuery, useUpdateRegistrationMutation } from '../../../api/registrationsApi';
import { useCurrentUser } from '../../../app/session';
import { useAlerts } from '../../../components/alerts/alertsContext';
import { useFormRefusal } from '../../../components/forms/useFormRefusal';
import { useToasts } from '../../../components/toasts/useToasts';
import { ConfirmDialog } from '../../../components/ConfirmDialog';
import { StickyCell } from '../../../components/StickyCell';
import { formatDay } from '../shared/format';
import { Section } from '../shared/Section';
import { EnrolStudentDialog } from './EnrolStudentDialog';
import { useLocalizeDigits } from '../../../i18n/digits';

const STATUS_COLORS: Record<RegistrationStatus, 'success' | 'info' | 'default'> = {
  active: 'success',
  transferred: 'info',
  left: 'default',
};

/** Latest first, whatever order the server used. */
const latestFirst = (a: Registration, b: Registration) =>
  b.registeredOn.localeCompare(a.registeredOn) || b.createdAt.localeCompare(a.createdAt);

type Pending = { kind: 'leave' | 'delete'; registration: Registration } | null;

/** The student's registrations year by year, and the enrolment or transfer into a classroom of the current year. */
export function RegistrationHistory({ student, canManage }: { student: Student; canManage: boolean }) {
  const intl = useIntl();
  const localizeDigits = useLocalizeDigits();
  const toasts = useToasts();
  const { showError } = useAlerts();
  const schoolYear = useCurrentUser()?.schoolYear ?? null;
  const { data } = useListRegistrationsQuery({ studentId: student.id, limit: 1000 });
  const [updateRegistration] = useUpdateRegistrationMutation();
  const [deleteRegistration] = useDeleteRegistrationMutation();
  const [pending, setPending] = useState<Pending>(null);
  // A registration with marks (409) is told in the confirmation.
  const refusal = useFormRefusal({ owns: () => false });
  const [enrolling, setEnrolling] = useState(false);
  const registrations = [...(data?.data ?? [])].sort(latestFirst);
  const active = registrations.find((registration) => registration.status === 'active' && registration.schoolYearId === schoolYear?.id);

  const run = async () => {
    if (!pending) return;
    try {
      if (pending.kind === 'leave') await updateRegistration({ id: pending.registration.id, status: 'left' }).unwrap();
      else await deleteRegistration(pending.registration.id).unwrap();
      toasts.success();
    } catch (error) {
      if (refusal.refuse(error)) return;
      showError(error);
    }
    setPending(null);
  };

  const action =
    canManage && schoolYear && !student.archived ? (
      <Button size="small" variant="outlined" startIcon={active ? <SwapHoriz /> : <HowToReg />} onClick={() => setEnrolling(true)}>
        <FormattedMessage id={active ? 'students.registrations.transfer' : 'students.registrations.enrol'} />
      </Button>
    ) : undefined;

  return (
    <Section titleId="students.registrations.title" action={action}>
      {registrations.length === 0 ? (
        <Alert severity="info">
          <FormattedMessage id="students.registrations.none" />
        </Alert>
      ) : (
        // Beside the details at 1024 px the section is narrower than its table: the actions stay at
        // the end while the rest scrolls under them.
        <TableContainer>
          <Table size="small" sx={{ borderCollapse: 'separate' }}>
            <TableHead>
              <TableRow>
                <TableCell>
                  <FormattedMessage id="students.fields.schoolYear" />
                </TableCell>
                <TableCell>
                  <FormattedMessage id="students.fields.classroom" />
                </TableCell>
                <TableCell>
                  <FormattedMessage id="students.registrations.registeredOn" />
                </TableCell>
                <TableCell>
                  <FormattedMessage id="students.registrations.status" />
                </TableCell>
                {canManage && (
                  <StickyCell side="end" edge align="right">
                    <FormattedMessage id="common.actions" />
                  </StickyCell>
                )}
              </TableRow>
            </TableHead>
            <TableBody>
              {registrations.map((registration) => (
                <TableRow key={registration.id}>
                  <TableCell>{localizeDigits(registration.schoolYearName)}</TableCell>
                  <TableCell>
                    {registration.classroomName}
                    {registration.repeating && (
                      <Chip
                        size="small"
                        variant="outlined"
                        label={intl.formatMessage({ id: 'students.registrations.repeating' })}
                        sx={{ marginInlineStart: 1 }}
                      />
                    )}
                  </TableCell>
                  <TableCell>{formatDay(intl, registration.registeredOn)}</TableCell>
                  <TableCell>
                    <Chip
                      size="small"
                      color={STATUS_COLORS[registration.status]}
                      label={intl.formatMessage({ id: `students.registrations.statuses.${registration.status}` })}
                    />
                  </TableCell>
                  {canManage && (
                    <StickyCell side="end" edge align="right" sx={{ whiteSpace: 'nowrap' }}>
                      {registration.status === 'active' && (
                        <Tooltip title={intl.formatMessage({ id: 'students.registrations.markLeft' })}>
                          <IconButton
                            size="small"
                            aria-label={intl.formatMessage(
                              { id: 'students.registrations.markLeftOf' },
                              { classroom: registration.classroomName, year: localizeDigits(registration.schoolYearName) },
                            )}
                            onClick={() => setPending({ kind: 'leave', registration })}
                          >
                            <Logout fontSize="small" />
                          </IconButton>
                        </Tooltip>
                      )}
                      <Tooltip title={intl.formatMessage({ id: 'common.delete' })}>
                        <IconButton
                          size="small"
                          color="error"
                          aria-label={intl.formatMessage(
                            { id: 'students.registrations.deleteOf' },
                            { classroom: registration.classroomName, year: localizeDigits(registration.schoolYearName) },
                          )}
                          onClick={() => setPending({ kind: 'delete', registration })}
                        >
                          <DeleteOutline fontSize="small" />
                        </IconButton>
                      </Tooltip>
                    </StickyCell>
                  )}
                </TableRow>
              ))}
            </TableBody>
          </Table>
        </TableContainer>
      )}
      <ConfirmDialog
        open={pending !== null}
        onClose={() => (setPending(null), refusal.clear())}
        onConfirm={run}
        errorText={refusal.refusal?.message}
        {...(pending?.kind === 'leave'
          ? {
              titleId: 'students.registrations.confirmLeftTitle',
              textId: 'students.registrations.confirmLeftText',
              confirmId: 'students.registrations.markLeft',
            }
          : {})}
        values={
          pending ? { classroom: pending.registration.classroomName, year: localizeDigits(pending.registration.schoolYearName) } : undefined
        }
      />
      {enrolling && schoolYear && (
        <EnrolStudentDialog student={student} schoolYearId={schoolYear.id} current={active} onClose={() => setEnrolling(false)} />
      )}
    </Section>
  );
}

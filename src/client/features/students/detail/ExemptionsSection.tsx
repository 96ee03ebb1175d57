import Add from '@mui/icons-material/Add';
import DeleteOutline from '@mui/icons-material/DeleteOutlined';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import IconButton from '@mui/material/IconButton';
import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import ListItemText from '@mui/material/ListItemText';
import { useState } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import type { Exemption } from '../../../../domain/contract/registrations';
import type { Student } from '../../../../domain/contract/students';
import { useDeleteExemptionMutation, useListExemptionsQuery } from '../../../api/exemptionsApi';
import { useAlerts } from '../../../components/alerts/alertsContext';
import { useFormRefusal } from '../../../components/forms/useFormRefusal';
import { useToasts } from '../../../components/toasts/useToasts';
import { ConfirmDialog } from '../../../components/ConfirmDialog';
import { Section } from '../shared/Section';
import { ExemptionDialog } from './ExemptionDialog';

/** The class courses the student is excused from; new ones are taken from their current classroom. */
export function ExemptionsSection({ student, canManage }: { student: Student; canManage: boolean }) {
  const intl = useIntl();
  const toasts = useToasts();
  const { showError } = useAlerts();
  const { data } = useListExemptionsQuery({ studentId: student.id, limit: 1000 });
  const [deleteExemption] = useDeleteExemptionMutation();
  const [adding, setAdding] = useState(false);
  const [removing, setRemoving] = useState<Exemption | null>(null);
  const refusal = useFormRefusal({ owns: () => false });
  const exemptions = data?.data ?? [];
  const placement = student.placement;

  const remove = async () => {
    if (!removing) return;
    try {
      await deleteExemption(removing.id).unwrap();
      toasts.success();
    } catch (error) {
      if (refusal.refuse(error)) return;
      showError(error);
    }
    setRemoving(null);
  };

  const action =
    canManage && placement ? (
      <Button size="small" variant="outlined" startIcon={<Add />} onClick={() => setAdding(true)}>
        <FormattedMessage id="students.exemptions.add" />
      </Button>
    ) : undefined;

  return (
    <Section titleId="students.exemptions.title" action={action}>
      {exemptions.length === 0 ? (
        <Alert severity="info">
          <FormattedMessage id={placement ? 'students.exemptions.none' : 'students.exemptions.needsRegistration'} />
        </Alert>
      ) : (
        <List dense disablePadding>
          {exemptions.map((exemption) => (
            <ListItem
              key={exemption.id}
              divider
              secondaryAction={
                canManage && (
                  <IconButton
                    edge="end"
                    color="error"
                    aria-label={intl.formatMessage({ id: 'students.exemptions.deleteOf' }, { course: exemption.courseName })}
                    onClick={() => setRemoving(exemption)}
                  >
                    <DeleteOutline fontSize="small" />
                  </IconButton>
                )
              }
            >
              <ListItemText primary={`${exemption.courseName} · ${exemption.classroomName}`} secondary={exemption.reason} />
            </ListItem>
          ))}
        </List>
      )}
      <ConfirmDialog
        open={removing !== null}
        onClose={() => (setRemoving(null), refusal.clear())}
        onConfirm={remove}
        errorText={refusal.refusal?.message}
      />
      {adding && placement && (
        <ExemptionDialog
          studentId={student.id}
          classroomId={placement.classroomId}
          exempted={exemptions.map((exemption) => exemption.classCourseId)}
          onClose={() => setAdding(false)}
        />
      )}
    </Section>
  );
}

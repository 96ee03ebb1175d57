import Checkbox from '@mui/material/Checkbox';
import Dialog from '@mui/material/Dialog';
import DialogContent from '@mui/material/DialogContent';
import DialogContentText from '@mui/material/DialogContentText';
import DialogTitle from '@mui/material/DialogTitle';
import FormControlLabel from '@mui/material/FormControlLabel';
import { useState } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { useCopySchedulesMutation } from '../../../api/feeSetupApi';
import { useAlerts } from '../../../components/alerts/alertsContext';
import { DialogFooter } from '../../../components/DialogFooter';
import { useToasts } from '../../../components/toasts/useToasts';
import { useLocalizeDigits } from '../../../i18n/digits';

interface Year {
  id: number;
  name: string;
}

interface Props {
  into: Year;
  from: Year;
  onClose: () => void;
}

/**
 * Copies last year's schedules into this one, due dates moved by a year. Levels that have a
 * schedule keep it unless the user asks to replace them; registered students are charged either way.
 */
export function CopySchedulesDialog({ into, from, onClose }: Props) {
  const intl = useIntl();
  const toasts = useToasts();
  const { showError } = useAlerts();
  const localizeDigits = useLocalizeDigits();
  const [copy, { isLoading }] = useCopySchedulesMutation();
  const [replace, setReplace] = useState(false);
  const values = { from: localizeDigits(from.name), into: localizeDigits(into.name) };

  const confirm = async () => {
    try {
      const result = await copy({ schoolYearId: into.id, body: { fromSchoolYearId: from.id, replace } }).unwrap();
      const count = result.data.filter((schedule) => schedule.instalments.length > 0).length;
      toasts.success(intl.formatMessage({ id: 'feeSetup.schedules.copy.done' }, { ...values, count }));
      onClose();
    } catch (error) {
      showError(error);
    }
  };

  return (
    <Dialog
      open
      onClose={isLoading ? undefined : onClose}
      aria-labelledby="copy-schedules-title"
      aria-describedby="copy-schedules-text"
      maxWidth="xs"
      fullWidth
    >
      <DialogTitle id="copy-schedules-title">
        <FormattedMessage id="feeSetup.schedules.copy.title" />
      </DialogTitle>
      <DialogContent>
        <DialogContentText id="copy-schedules-text">
          <FormattedMessage id="feeSetup.schedules.copy.text" values={values} />
        </DialogContentText>
        <FormControlLabel
          sx={{ mt: 1 }}
          control={<Checkbox checked={replace} onChange={(_, checked) => setReplace(checked)} />}
          label={intl.formatMessage({ id: 'feeSetup.schedules.copy.replace' })}
        />
      </DialogContent>
      <DialogFooter onCancel={onClose} busy={isLoading} actionId="feeSetup.schedules.copy.action" onAction={() => void confirm()} />
    </Dialog>
  );
}

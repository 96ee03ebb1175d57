import Typography from '@mui/material/Typography';
import { FormattedMessage, useIntl, type IntlShape } from 'react-intl';
import type { RollCall } from '../../../../domain/contract/absences';

/** The time of day, with the date too when it is not the roll call's own day (a roll call completed later). */
function when(intl: IntlShape, at: string, day: string): string {
  const sameDay =
    intl.formatDate(at, { year: 'numeric', month: '2-digit', day: '2-digit' }) ===
    intl.formatDate(`${day}T00:00:00`, { year: 'numeric', month: '2-digit', day: '2-digit' });
  return sameDay ? intl.formatTime(at, { timeStyle: 'short' }) : intl.formatDate(at, { dateStyle: 'short', timeStyle: 'short' });
}

/** Whether the roll call was taken, by whom and when, and who changed it last. */
export function RollCallTaken({ rollCall }: { rollCall: RollCall }) {
  const intl = useIntl();
  const { taken, takenBy, takenAt, updatedBy, updatedAt, date } = rollCall;
  if (!taken || !takenAt) {
    return (
      <Typography variant="body2" color="text.secondary">
        <FormattedMessage id="discipline.rollCall.notTaken" />
      </Typography>
    );
  }
  const changed = updatedAt && updatedAt !== takenAt;
  return (
    <Typography variant="body2">
      <FormattedMessage
        id={takenBy ? 'discipline.rollCall.takenBy' : 'discipline.rollCall.takenAt'}
        values={{ name: takenBy, time: when(intl, takenAt, date) }}
      />
      {changed && ' '}
      {changed && (
        <FormattedMessage
          id={updatedBy ? 'discipline.rollCall.changedBy' : 'discipline.rollCall.changedAt'}
          values={{ name: updatedBy, time: when(intl, updatedAt, date) }}
        />
      )}
    </Typography>
  );
}

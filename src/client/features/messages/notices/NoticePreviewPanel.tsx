import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { FormattedMessage } from 'react-intl';
import type { NoticePreview } from '../../../../domain/contract/guardianNotices';
import { StudentLink } from '../../../components/StudentLink';

interface Props {
  preview: NoticePreview;
  sending: boolean;
  onConfirm: () => void;
  onCancel: () => void;
}

/** Before a bulk send: how many guardians, by which channel, who has no address; then confirm. */
export function NoticePreviewPanel({ preview, sending, onConfirm, onCancel }: Props) {
  const unconfigured = (['sms', 'email'] as const).filter((channel) => preview.byChannel[channel] > 0 && !preview.configured[channel]);
  return (
    <Box component="section" aria-labelledby="notices-preview-title" sx={{ border: 1, borderColor: 'divider', borderRadius: 1, p: 2 }}>
      <Typography id="notices-preview-title" variant="subtitle1" component="h3">
        <FormattedMessage id="notices.preview.title" />
      </Typography>
      <Typography>
        <FormattedMessage id="notices.preview.guardians" values={{ count: preview.guardians }} />
      </Typography>
      <Typography>
        <FormattedMessage id="notices.preview.byChannel" values={{ email: preview.byChannel.email, sms: preview.byChannel.sms }} />
      </Typography>
      {preview.alreadyQueued > 0 && (
        <Typography>
          <FormattedMessage id="notices.preview.alreadyQueued" values={{ count: preview.alreadyQueued }} />
        </Typography>
      )}
      {unconfigured.map((channel) => (
        <Alert key={channel} severity="warning" sx={{ mt: 1 }}>
          <FormattedMessage id={`notices.notConfigured.${channel}`} />
        </Alert>
      ))}
      {preview.missing.length > 0 && (
        <Alert severity="info" sx={{ mt: 1 }}>
          <FormattedMessage id="notices.preview.missing" values={{ count: preview.missing.length }} />
          <Box component="ul" sx={{ m: 0, pl: 3 }}>
            {preview.missing.map((student) => (
              <li key={student.studentId}>
                <StudentLink studentId={student.studentId}>{student.studentName}</StudentLink> ({student.classroomName} ·{' '}
                {student.matricule})
              </li>
            ))}
          </Box>
        </Alert>
      )}
      <Stack direction="row" useFlexGap sx={{ gap: 1, mt: 2 }}>
        <Button variant="contained" onClick={onConfirm} loading={sending} disabled={preview.guardians === 0 || sending}>
          <FormattedMessage id="notices.preview.confirm" values={{ count: preview.guardians }} />
        </Button>
        <Button onClick={onCancel} disabled={sending}>
          <FormattedMessage id="notices.preview.back" />
        </Button>
      </Stack>
    </Box>
  );
}

import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import { FormattedMessage, useIntl } from 'react-intl';
import type { RollCallDraft } from './useRollCallDraft';

interface Props {
  draft: RollCallDraft;
  onRestore: () => void;
  onDiscard: () => void;
}

/** Offers back the marks set on this device and never saved. */
export function RollCallDraftOffer({ draft, onRestore, onDiscard }: Props) {
  const intl = useIntl();
  const when = intl.formatDate(draft.savedAt, { dateStyle: 'medium', timeStyle: 'short' });
  return (
    <Alert
      severity="info"
      action={
        <Stack direction="row" useFlexGap sx={{ gap: 1 }}>
          <Button color="inherit" size="small" variant="outlined" onClick={onRestore}>
            <FormattedMessage id="discipline.rollCall.draft.restore" />
          </Button>
          <Button color="inherit" size="small" onClick={onDiscard}>
            <FormattedMessage id="discipline.rollCall.draft.discard" />
          </Button>
        </Stack>
      }
    >
      <FormattedMessage id="discipline.rollCall.draft.found" values={{ when }} />
    </Alert>
  );
}

import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import { FormattedMessage, useIntl } from 'react-intl';
import type { MarkDraft } from './useMarkDraft';

interface Props {
  draft: MarkDraft;
  onRestore: () => void;
  onDiscard: () => void;
}

/** Offers back the marks typed on this device and never saved. */
export function DraftOffer({ draft, onRestore, onDiscard }: Props) {
  const intl = useIntl();
  const when = intl.formatDate(draft.savedAt, { dateStyle: 'medium', timeStyle: 'short' });
  return (
    <Alert
      severity="info"
      action={
        <Stack direction="row" useFlexGap sx={{ gap: 1 }}>
          <Button color="inherit" size="small" variant="outlined" onClick={onRestore}>
            <FormattedMessage id="marks.draft.restore" />
          </Button>
          <Button color="inherit" size="small" onClick={onDiscard}>
            <FormattedMessage id="marks.draft.discard" />
          </Button>
        </Stack>
      }
    >
      <FormattedMessage id="marks.draft.found" values={{ when }} />
    </Alert>
  );
}

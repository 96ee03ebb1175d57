import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import { FormattedMessage, useIntl } from 'react-intl';

/** Catalogue ids of the offer, each screen speaking of what it keeps. */
export interface DraftOfferMessages {
  /** Takes `{when}`, the draft's date and time. */
  found: string;
  restore: string;
  discard: string;
}

interface Props {
  /** When the draft was last written (ISO). */
  savedAt: string;
  onRestore: () => void;
  onDiscard: () => void;
  messages: DraftOfferMessages;
}

/** Offers back the work done on this device and never saved. */
export function DraftOffer({ savedAt, onRestore, onDiscard, messages }: Props) {
  const intl = useIntl();
  const when = intl.formatDate(savedAt, { dateStyle: 'medium', timeStyle: 'short' });
  return (
    <Alert
      severity="info"
      action={
        <Stack direction="row" useFlexGap sx={{ gap: 1 }}>
          <Button color="inherit" size="small" variant="outlined" onClick={onRestore}>
            <FormattedMessage id={messages.restore} />
          </Button>
          <Button color="inherit" size="small" onClick={onDiscard}>
            <FormattedMessage id={messages.discard} />
          </Button>
        </Stack>
      }
    >
      <FormattedMessage id={messages.found} values={{ when }} />
    </Alert>
  );
}

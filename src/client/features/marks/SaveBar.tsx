import Save from '@mui/icons-material/Save';
import Button from '@mui/material/Button';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { FormattedMessage } from 'react-intl';
import { SaveStatus } from './SaveStatus';
import type { SaveStatus as Status } from '../../hooks/useSaveWithRetry';

interface Props {
  /** Rows whose mark differs from the saved one. */
  unsaved: number;
  /** Rows whose typed value is not a mark. */
  invalid: number;
  canSave: boolean;
  status: Status;
  onSave: () => void;
  onRetry: () => void;
}

/**
 * The save button, what is left to save and the connection's state, after the list and stuck to
 * the bottom of the window while the list scrolls: a class of sixty is several screens long, and
 * the teacher should not have to scroll back to the top to save.
 */
export function SaveBar({ unsaved, invalid, canSave, status, onSave, onRetry }: Props) {
  return (
    <Paper elevation={6} className="Scola-saveBar" sx={{ position: 'sticky', bottom: 0, zIndex: 2, p: 1.5 }}>
      <Stack useFlexGap sx={{ gap: 1 }}>
        <SaveStatus status={status} onRetry={onRetry} />
        <Stack direction="row" useFlexGap sx={{ flexWrap: 'wrap', alignItems: 'center', columnGap: 2, rowGap: 0.5 }}>
          <Button
            variant="contained"
            startIcon={<Save />}
            disabled={!canSave}
            loading={status.state === 'saving'}
            onClick={onSave}
            aria-keyshortcuts="Control+S"
          >
            <FormattedMessage id="marks.save.button" />
          </Button>
          {unsaved > 0 && (
            <Typography variant="body2" sx={{ fontWeight: 'bold' }}>
              <FormattedMessage id="marks.save.unsaved" values={{ count: unsaved }} />
            </Typography>
          )}
          <Typography variant="body2" color={invalid ? 'error' : 'text.secondary'}>
            {invalid ? (
              <FormattedMessage id="marks.save.invalid" values={{ count: invalid }} />
            ) : unsaved > 0 ? (
              <FormattedMessage id="marks.draft.kept" />
            ) : (
              <FormattedMessage id="marks.save.hint" />
            )}
          </Typography>
        </Stack>
      </Stack>
    </Paper>
  );
}

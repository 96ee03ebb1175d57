import LibraryBooks from '@mui/icons-material/LibraryBooks';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useState } from 'react';
import { FormattedMessage } from 'react-intl';
import type { ReportCardBatch } from '../../../domain/contract/reportCards';
import { BatchDialog } from './BatchDialog';
import { SheetSelection } from './SheetSelection';
import { SheetView } from './SheetView';
import { useSheetChoices } from './useSheetChoices';
import { useSheetSelection } from './useSheetSelection';

/**
 * The mark sheets area (`#/marksheet?classroom=…&period=…`): pick a classroom and a period, read
 * its sheet, export it, print its report cards; or make the whole school's report cards at once.
 */
export default function MarksheetPage() {
  const [selection, setSelection] = useSheetSelection();
  const choices = useSheetChoices(selection);
  const [batchOpen, setBatchOpen] = useState(false);
  const [batch, setBatch] = useState<ReportCardBatch | null>(null);
  const { request, period, trimesters } = choices;

  return (
    <>
      <Stack direction="row" useFlexGap sx={{ flexWrap: 'wrap', gap: 2, alignItems: 'center', justifyContent: 'space-between', mb: 2 }}>
        <Typography variant="h5" component="h1">
          <FormattedMessage id="marksheet.title" />
        </Typography>
        <Button variant="outlined" startIcon={<LibraryBooks />} onClick={() => setBatchOpen(true)}>
          <FormattedMessage id="marksheet.batch.open" />
        </Button>
      </Stack>
      <Stack spacing={2}>
        <SheetSelection choices={choices} onChange={setSelection} />
        {choices.loaded && choices.classrooms.length === 0 ? (
          <Alert severity="info">
            <FormattedMessage id="marksheet.selection.noClassrooms" />
          </Alert>
        ) : request && period ? (
          <SheetView request={request} period={period} trimesters={trimesters} />
        ) : (
          <Alert severity="info">
            <FormattedMessage id="marksheet.selection.hint" />
          </Alert>
        )}
      </Stack>
      <BatchDialog open={batchOpen} onClose={() => setBatchOpen(false)} batch={batch} onBatch={setBatch} />
    </>
  );
}

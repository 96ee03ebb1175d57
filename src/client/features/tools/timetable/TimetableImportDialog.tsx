import Download from '@mui/icons-material/Download';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import Link from '@mui/material/Link';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useState } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { IMPORT_MAX_BYTES } from '../../../../domain/contract/students';
import type { TimetableImportPreview } from '../../../../domain/contract/timetableImport';
import { fileName } from '../../../../domain/fileNames';
import { saveBlob } from '../../../api/files';
import { useImportTimetableMutation, usePreviewTimetableImportMutation } from '../../../api/timetableImportApi';
import { useAlerts } from '../../../components/alerts/alertsContext';
import { statusOf } from '../../../components/alerts/chooseAlert';
import { useToasts } from '../../../components/toasts/useToasts';
import { MEGABYTE, quotedList, spreadsheetProblem, spreadsheetType } from '../../../components/imports/spreadsheetFile';
import { SpreadsheetPicker } from '../../../components/imports/SpreadsheetPicker';
import { columnNames, exampleCsv } from './timetableImportFile';
import { TimetableImportRows } from './TimetableImportRows';

interface Props {
  timetableId: number;
  open: boolean;
  onClose: () => void;
}

/**
 * Imports a timetable from a CSV or Excel file: choose it, read every row's problems, then replace
 * the week of every class the file names, all at once. The file is sent twice (checked, then
 * imported): nothing is kept on the server in between.
 */
export function TimetableImportDialog({ timetableId, open, onClose }: Props) {
  const intl = useIntl();
  const toasts = useToasts();
  const { showError } = useAlerts();
  const [file, setFile] = useState<File | null>(null);
  const [preview, setPreview] = useState<TimetableImportPreview | null>(null);
  const [checkedAgain, setCheckedAgain] = useState(false);
  const [previewImport, checking] = usePreviewTimetableImportMutation();
  const [importTimetable, importing] = useImportTimetableMutation();
  const busy = checking.isLoading || importing.isLoading;
  const problem = file ? spreadsheetProblem(file) : null;
  const contentType = file ? spreadsheetType(file) : undefined;

  const close = () => {
    if (busy) return;
    setFile(null);
    setPreview(null);
    setCheckedAgain(false);
    onClose();
  };

  const check = async () => {
    if (!file || !contentType || problem) return;
    try {
      setPreview(await previewImport({ id: timetableId, file, contentType }).unwrap());
    } catch (error) {
      showError(error);
    }
  };

  const run = async () => {
    if (!file || !contentType) return;
    try {
      const result = await importTimetable({ id: timetableId, file, contentType }).unwrap();
      toasts.success(intl.formatMessage({ id: 'timetableImport.done' }, { count: result.total, classrooms: result.classrooms.length }));
      close();
    } catch (error) {
      // The timetable changed since the check (another office saved a week): show the rows anew.
      if (statusOf(error) === 400 || statusOf(error) === 409) {
        setCheckedAgain(true);
        await check();
      } else showError(error);
    }
  };

  const canImport = preview !== null && preview.total > 0 && preview.valid === preview.total;

  return (
    <Dialog open={open} onClose={close} maxWidth="lg" fullWidth aria-labelledby="timetable-import-title">
      <DialogTitle id="timetable-import-title">
        <FormattedMessage id="timetableImport.title" />
      </DialogTitle>
      <DialogContent dividers aria-busy={busy}>
        {preview ? (
          <Stack sx={{ gap: 2 }}>
            {checkedAgain && (
              <Alert severity="warning">
                <FormattedMessage id="timetableImport.checkedAgain" />
              </Alert>
            )}
            <TimetableImportRows preview={preview} />
          </Stack>
        ) : (
          <Stack sx={{ gap: 2 }}>
            <Typography variant="body2">
              <FormattedMessage
                id="timetableImport.intro"
                values={{ columns: quotedList(intl, columnNames(intl), 'timetableImport.quoted'), max: IMPORT_MAX_BYTES / MEGABYTE }}
              />
            </Typography>
            <Link
              component="button"
              type="button"
              variant="body2"
              onClick={() => saveBlob(exampleCsv(intl), fileName(intl.formatMessage({ id: 'timetableImport.exampleFile' }), [], 'csv'))}
              sx={{ alignSelf: 'flex-start', display: 'inline-flex', alignItems: 'center', gap: 0.5 }}
            >
              <Download fontSize="small" />
              <FormattedMessage id="timetableImport.example" />
            </Link>
            <SpreadsheetPicker file={file} onFile={setFile} messages="timetableImport" />
          </Stack>
        )}
      </DialogContent>
      <DialogActions>
        {preview ? (
          <>
            <Button
              disabled={busy}
              onClick={() => {
                setPreview(null);
                setCheckedAgain(false);
              }}
            >
              <FormattedMessage id="common.back" />
            </Button>
            <Button variant="contained" disabled={!canImport || busy} onClick={() => void run()}>
              <FormattedMessage id="timetableImport.run" values={{ count: preview.valid }} />
            </Button>
          </>
        ) : (
          <>
            <Button disabled={busy} onClick={close}>
              <FormattedMessage id="common.cancel" />
            </Button>
            <Button variant="contained" disabled={!file || problem !== null || busy} onClick={() => void check()}>
              <FormattedMessage id="timetableImport.check" />
            </Button>
          </>
        )}
      </DialogActions>
    </Dialog>
  );
}

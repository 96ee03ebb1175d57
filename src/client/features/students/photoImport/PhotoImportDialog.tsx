import FolderOpen from '@mui/icons-material/FolderOpen';
import UploadFile from '@mui/icons-material/UploadFile';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useRef, useState } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { PHOTO_ZIP_MAX_BYTES, type PhotoImport } from '../../../../domain/contract/studentPhotoImport';
import { PHOTO_MAX_BYTES } from '../../../../domain/contract/students';
import { useApplyPhotoImportMutation, usePreviewPhotoImportMutation } from '../../../api/studentsApi';
import { useAlerts } from '../../../components/alerts/alertsContext';
import { WizardDialog } from '../../../components/imports/WizardDialog';
import { useToasts } from '../../../components/toasts/useToasts';
import { folderSource, sourceBytes, sourceTooLarge, sourceZip, type PhotoSource } from './photoSource';
import { PhotoTables } from './PhotoTables';

const MEGABYTE = 1024 * 1024;
const STEPS = ['file', 'preview', 'apply'] as const;

/** Photos in bulk: a .zip (or a folder) of photos named by matricule, checked on the server, then applied in one step. */
export default function PhotoImportDialog({ onClose }: { onClose: () => void }) {
  const intl = useIntl();
  const toasts = useToasts();
  const { showError } = useAlerts();
  const zipInput = useRef<HTMLInputElement>(null);
  const folderInput = useRef<HTMLInputElement>(null);
  const [source, setSource] = useState<PhotoSource | null>(null);
  const [preview, setPreview] = useState<PhotoImport | null>(null);
  const [report, setReport] = useState<PhotoImport | null>(null);
  const [previewPhotos, previewing] = usePreviewPhotoImportMutation();
  const [applyPhotos, applying] = useApplyPhotoImportMutation();
  const step = report ? 2 : preview ? 1 : 0;
  const tooLarge = source !== null && sourceTooLarge(source);
  const megabytes = (bytes: number) => intl.formatNumber(bytes / MEGABYTE, { maximumFractionDigits: 1 });

  const check = async () => {
    if (!source || tooLarge) return;
    try {
      setPreview(await previewPhotos(await sourceZip(source)).unwrap());
    } catch (error) {
      showError(error);
    }
  };

  const apply = async () => {
    if (!preview) return;
    try {
      const done = await applyPhotos(preview.id).unwrap();
      setReport(done);
      toasts.success(intl.formatMessage({ id: 'students.photoImport.done' }, { count: done.applied }));
    } catch (error) {
      showError(error);
    }
  };

  const forward =
    step === 0
      ? {
          label: <FormattedMessage id="students.photoImport.check" />,
          disabled: !source || tooLarge || previewing.isLoading,
          onClick: () => void check(),
        }
      : {
          label: <FormattedMessage id="students.photoImport.apply" values={{ count: preview?.matched.length ?? 0 }} />,
          disabled: !preview?.matched.length || applying.isLoading,
          onClick: () => void apply(),
        };

  return (
    <WizardDialog
      id="photo-import"
      titleId="students.photoImport.title"
      stepIds={STEPS.map((name) => `students.photoImport.steps.${name}`)}
      step={step}
      finished={report !== null}
      busy={previewing.isLoading || applying.isLoading}
      forward={forward}
      onBack={() => setPreview(null)}
      onClose={onClose}
    >
      {step === 0 && (
        <Stack sx={{ gap: 2 }}>
          <Typography variant="body2">
            <FormattedMessage
              id="students.photoImport.intro"
              values={{ photoMax: PHOTO_MAX_BYTES / MEGABYTE, zipMax: PHOTO_ZIP_MAX_BYTES / MEGABYTE }}
            />
          </Typography>
          <Stack direction="row" sx={{ gap: 2, alignItems: 'center', flexWrap: 'wrap' }}>
            <Button variant="outlined" startIcon={<UploadFile />} onClick={() => zipInput.current?.click()}>
              <FormattedMessage id="students.photoImport.chooseZip" />
            </Button>
            <Button variant="outlined" startIcon={<FolderOpen />} onClick={() => folderInput.current?.click()}>
              <FormattedMessage id="students.photoImport.chooseFolder" />
            </Button>
            <Typography variant="body2" color={source ? 'text.primary' : 'text.secondary'}>
              {!source && <FormattedMessage id="students.photoImport.noFile" />}
              {source?.kind === 'zip' && (
                <FormattedMessage
                  id="students.photoImport.chosenZip"
                  values={{ name: source.file.name, size: megabytes(source.file.size) }}
                />
              )}
              {source?.kind === 'folder' && (
                <FormattedMessage
                  id="students.photoImport.chosenFolder"
                  values={{ name: source.name, count: source.files.length, size: megabytes(sourceBytes(source)) }}
                />
              )}
            </Typography>
            <input
              ref={zipInput}
              type="file"
              hidden
              accept=".zip,application/zip,application/x-zip-compressed"
              aria-label={intl.formatMessage({ id: 'students.photoImport.zipFile' })}
              onChange={(event) => {
                const file = event.target.files?.[0];
                setSource(file ? { kind: 'zip', file } : null);
                event.target.value = '';
              }}
            />
            <input
              ref={folderInput}
              type="file"
              hidden
              multiple
              {...{ webkitdirectory: '' }}
              aria-label={intl.formatMessage({ id: 'students.photoImport.folder' })}
              onChange={(event) => {
                setSource(folderSource([...(event.target.files ?? [])]));
                event.target.value = '';
              }}
            />
          </Stack>
          {tooLarge && (
            <Alert severity="error">
              <FormattedMessage id="students.photoImport.tooLarge" values={{ max: PHOTO_ZIP_MAX_BYTES / MEGABYTE }} />
            </Alert>
          )}
        </Stack>
      )}
      {step === 1 && preview && (
        <>
          <Alert severity="info" sx={{ mb: 2 }}>
            <FormattedMessage id="students.photoImport.nothingWritten" />
          </Alert>
          <PhotoTables report={preview} />
        </>
      )}
      {step === 2 && report && (
        <>
          <Alert severity="success" sx={{ mb: 2 }}>
            <FormattedMessage id="students.photoImport.done" values={{ count: report.applied }} />{' '}
            <FormattedMessage id="students.photoImport.replacedCount" values={{ count: report.replaced }} />
          </Alert>
          <PhotoTables report={report} />
        </>
      )}
    </WizardDialog>
  );
}

import CameraAlt from '@mui/icons-material/CameraAlt';
import DeleteOutline from '@mui/icons-material/DeleteOutlined';
import PhotoLibrary from '@mui/icons-material/PhotoLibraryOutlined';
import Avatar from '@mui/material/Avatar';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import { useEffect, useRef, useState } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { PHOTO_MAX_BYTES, PHOTO_TYPES } from '../../../../domain/contract/students';
import { useToasts } from '../../../components/toasts/useToasts';
import { pictureProblem } from '../../../hooks/usePictureUpload';
import { CameraDialog, cameraAvailable } from './CameraDialog';

const SIZE = 96;
const PROBLEMS = { badType: 'students.photo.badType', tooLarge: 'students.photo.tooLarge' } as const;

/** The new student's photo, from a file or the camera, kept until the student is saved. */
export function PhotoPicker({ photo, onChange }: { photo: File | null; onChange: (photo: File | null) => void }) {
  const intl = useIntl();
  const toasts = useToasts();
  const input = useRef<HTMLInputElement>(null);
  const [shooting, setShooting] = useState(false);
  const [url, setUrl] = useState<string | null>(null);

  useEffect(() => {
    if (!photo) return setUrl(null);
    const next = URL.createObjectURL(photo);
    setUrl(next);
    return () => URL.revokeObjectURL(next);
  }, [photo]);

  const choose = (file: File | undefined) => {
    if (!file) return;
    const problem = pictureProblem(file, PHOTO_TYPES, PHOTO_MAX_BYTES);
    if (problem) toasts.error(intl.formatMessage({ id: PROBLEMS[problem] }, { max: PHOTO_MAX_BYTES / 1024 / 1024 }));
    else onChange(file);
  };

  return (
    <Stack direction="row" sx={{ alignItems: 'center', gap: 2, flexWrap: 'wrap' }}>
      <Avatar
        variant="rounded"
        src={url ?? undefined}
        alt={intl.formatMessage({ id: 'students.form.photo.chosen' })}
        {...(url ? {} : { role: 'img', 'aria-label': intl.formatMessage({ id: 'students.form.photo.none' }) })}
        sx={{ width: SIZE, height: SIZE }}
      />
      <Stack direction="row" sx={{ gap: 1, flexWrap: 'wrap' }}>
        <Button size="small" startIcon={<PhotoLibrary />} onClick={() => input.current?.click()}>
          <FormattedMessage id="students.form.photo.choose" />
        </Button>
        {cameraAvailable() && (
          <Button size="small" startIcon={<CameraAlt />} onClick={() => setShooting(true)}>
            <FormattedMessage id="students.form.photo.camera" />
          </Button>
        )}
        {photo && (
          <Button size="small" color="error" startIcon={<DeleteOutline />} onClick={() => onChange(null)}>
            <FormattedMessage id="students.form.photo.remove" />
          </Button>
        )}
      </Stack>
      <input
        ref={input}
        type="file"
        hidden
        accept={PHOTO_TYPES.join(',')}
        aria-label={intl.formatMessage({ id: 'students.photo.file' })}
        onChange={(event) => {
          choose(event.target.files?.[0]);
          event.target.value = '';
        }}
      />
      {shooting && (
        <CameraDialog
          onClose={() => setShooting(false)}
          onTaken={(file) => {
            setShooting(false);
            choose(file);
          }}
        />
      )}
    </Stack>
  );
}

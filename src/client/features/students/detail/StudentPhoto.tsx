import DeleteOutline from '@mui/icons-material/DeleteOutlined';
import PhotoCamera from '@mui/icons-material/PhotoCamera';
import Avatar from '@mui/material/Avatar';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import { useRef, useState } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { PHOTO_MAX_BYTES, PHOTO_TYPES, type Student } from '../../../../domain/contract/students';
import { useDeletePhotoMutation, useUploadPhotoMutation } from '../../../api/studentsApi';
import { useAlerts } from '../../../components/alerts/alertsContext';
import { useToasts } from '../../../components/toasts/useToasts';
import { ConfirmDialog } from '../../../components/ConfirmDialog';
import { useStudentPhoto } from './useStudentPhoto';

const SIZE = 128;

const initials = (student: Student) => `${student.lastName.charAt(0)}${student.firstName.charAt(0)}`.toUpperCase();

/** The photo (or the initials when there is none), with upload and removal for those who manage students. */
export function StudentPhoto({ student, canManage }: { student: Student; canManage: boolean }) {
  const intl = useIntl();
  const toasts = useToasts();
  const { showError } = useAlerts();
  const input = useRef<HTMLInputElement>(null);
  const [version, setVersion] = useState(0);
  const [confirming, setConfirming] = useState(false);
  const [uploadPhoto, upload] = useUploadPhotoMutation();
  const [deletePhoto] = useDeletePhotoMutation();
  const url = useStudentPhoto(student.id, student.hasPhoto, `${student.updatedAt}-${version}`);
  const alt = intl.formatMessage({ id: 'students.photo.alt' }, { name: `${student.lastName} ${student.firstName}` });

  const choose = async (file: File | undefined) => {
    if (!file) return;
    // The server checks too; this spares a 2 MB upload that would be refused.
    if (!(PHOTO_TYPES as readonly string[]).includes(file.type)) {
      toasts.error(intl.formatMessage({ id: 'students.photo.badType' }));
      return;
    }
    if (file.size > PHOTO_MAX_BYTES) {
      toasts.error(intl.formatMessage({ id: 'students.photo.tooLarge' }, { max: PHOTO_MAX_BYTES / 1024 / 1024 }));
      return;
    }
    try {
      await uploadPhoto({ id: student.id, file }).unwrap();
      setVersion((value) => value + 1);
      toasts.success();
    } catch (error) {
      showError(error);
    }
  };

  const remove = async () => {
    try {
      await deletePhoto(student.id).unwrap();
      setConfirming(false);
      toasts.success();
    } catch (error) {
      setConfirming(false);
      showError(error);
    }
  };

  return (
    <Stack sx={{ alignItems: 'center', gap: 1 }}>
      <Avatar
        src={url ?? undefined}
        alt={alt}
        // Without a photo the initials stand for it, under the same name.
        {...(url ? {} : { role: 'img', 'aria-label': alt })}
        sx={{ width: SIZE, height: SIZE, fontSize: SIZE / 3, bgcolor: 'primary.main' }}
        variant="rounded"
      >
        {initials(student)}
      </Avatar>
      {canManage && (
        <Stack direction="row" sx={{ gap: 1, flexWrap: 'wrap', justifyContent: 'center' }}>
          <Button size="small" startIcon={<PhotoCamera />} onClick={() => input.current?.click()} disabled={upload.isLoading}>
            <FormattedMessage id={student.hasPhoto ? 'students.photo.change' : 'students.photo.add'} />
          </Button>
          {student.hasPhoto && (
            <Button size="small" color="error" startIcon={<DeleteOutline />} onClick={() => setConfirming(true)}>
              <FormattedMessage id="students.photo.remove" />
            </Button>
          )}
          <input
            ref={input}
            type="file"
            hidden
            accept={PHOTO_TYPES.join(',')}
            aria-label={intl.formatMessage({ id: 'students.photo.file' })}
            onChange={(event) => {
              void choose(event.target.files?.[0]);
              event.target.value = '';
            }}
          />
        </Stack>
      )}
      <ConfirmDialog open={confirming} onClose={() => setConfirming(false)} onConfirm={remove} textId="students.photo.confirmRemove" />
    </Stack>
  );
}

import DeleteOutline from '@mui/icons-material/DeleteOutlined';
import PhotoCamera from '@mui/icons-material/PhotoCamera';
import Avatar from '@mui/material/Avatar';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import { FormattedMessage, useIntl } from 'react-intl';
import { PHOTO_MAX_BYTES, PHOTO_TYPES, type Student } from '../../../../domain/contract/students';
import { useDeletePhotoMutation, useUploadPhotoMutation } from '../../../api/studentsApi';
import { usePictureUpload } from '../../../hooks/usePictureUpload';
import { ConfirmDialog } from '../../../components/ConfirmDialog';
import { useStudentPhoto } from './useStudentPhoto';

const SIZE = 128;

const initials = (student: Student) => `${student.lastName.charAt(0)}${student.firstName.charAt(0)}`.toUpperCase();

/** The photo (or the initials when there is none), with upload and removal for those who manage students. */
export function StudentPhoto({ student, canManage }: { student: Student; canManage: boolean }) {
  const intl = useIntl();
  const [uploadPhoto, upload] = useUploadPhotoMutation();
  const [deletePhoto] = useDeletePhotoMutation();
  const picture = usePictureUpload({
    types: PHOTO_TYPES,
    maxBytes: PHOTO_MAX_BYTES,
    messages: { badType: 'students.photo.badType', tooLarge: 'students.photo.tooLarge', file: 'students.photo.file' },
    upload: (file) => uploadPhoto({ id: student.id, file }).unwrap(),
    remove: () => deletePhoto(student.id).unwrap(),
  });
  const url = useStudentPhoto(student.id, student.hasPhoto, `${student.updatedAt}-${picture.version}`);
  const alt = intl.formatMessage({ id: 'students.photo.alt' }, { name: `${student.lastName} ${student.firstName}` });

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
          <Button size="small" startIcon={<PhotoCamera />} onClick={picture.pick} disabled={upload.isLoading}>
            <FormattedMessage id={student.hasPhoto ? 'students.photo.change' : 'students.photo.add'} />
          </Button>
          {student.hasPhoto && (
            <Button size="small" color="error" startIcon={<DeleteOutline />} onClick={picture.ask}>
              <FormattedMessage id="students.photo.remove" />
            </Button>
          )}
          <input {...picture.fileInput} />
        </Stack>
      )}
      <ConfirmDialog open={picture.confirming} onClose={picture.cancel} onConfirm={picture.remove} textId="students.photo.confirmRemove" />
    </Stack>
  );
}

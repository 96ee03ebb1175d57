import DeleteOutline from '@mui/icons-material/DeleteOutlined';
import PhotoCamera from '@mui/icons-material/PhotoCamera';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import { FormattedMessage } from 'react-intl';
import { PHOTO_MAX_BYTES, PHOTO_TYPES, type Student } from '../../../../domain/contract/students';
import { useDeletePhotoMutation, useUploadPhotoMutation } from '../../../api/studentsApi';
import { usePictureUpload } from '../../../hooks/usePictureUpload';
import { ConfirmDialog } from '../../../components/ConfirmDialog';
import { StudentAvatar } from '../../../components/students/StudentAvatar';

const SIZE = 128;

/** The photo (or the initials when there is none), with upload and removal for those who manage students. */
export function StudentPhoto({ student, canManage }: { student: Student; canManage: boolean }) {
  const [uploadPhoto, upload] = useUploadPhotoMutation();
  const [deletePhoto] = useDeletePhotoMutation();
  const picture = usePictureUpload({
    types: PHOTO_TYPES,
    maxBytes: PHOTO_MAX_BYTES,
    messages: { badType: 'students.photo.badType', tooLarge: 'students.photo.tooLarge', file: 'students.photo.file' },
    upload: (file) => uploadPhoto({ id: student.id, file }).unwrap(),
    remove: () => deletePhoto(student.id).unwrap(),
  });

  return (
    <Stack sx={{ alignItems: 'center', gap: 1 }}>
      <StudentAvatar
        studentId={student.id}
        firstName={student.firstName}
        lastName={student.lastName}
        hasPhoto={student.hasPhoto}
        size={SIZE}
        version={`${student.updatedAt}-${picture.version}`}
      />
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

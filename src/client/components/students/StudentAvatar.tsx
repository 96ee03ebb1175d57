import Avatar from '@mui/material/Avatar';
import { useIntl } from 'react-intl';
import { useStudentPhoto } from './useStudentPhoto';

interface Props {
  studentId: number;
  firstName: string;
  lastName: string;
  hasPhoto: boolean;
  /** Width and height in pixels. */
  size: number;
  /** Changes when the photo may have: a new one is fetched. */
  version: string;
}

/** The student's photo, or their initials when there is none (or it could not be fetched). */
export function StudentAvatar({ studentId, firstName, lastName, hasPhoto, size, version }: Props) {
  const intl = useIntl();
  const url = useStudentPhoto(studentId, hasPhoto, version);
  const alt = intl.formatMessage({ id: 'students.photo.alt' }, { name: `${lastName} ${firstName}` });
  return (
    <Avatar
      src={url ?? undefined}
      alt={alt}
      // Without a photo the initials stand for it, under the same name.
      {...(url ? {} : { role: 'img', 'aria-label': alt })}
      sx={{ width: size, height: size, fontSize: size / 3, bgcolor: 'primary.main' }}
      variant="rounded"
    >
      {`${lastName.charAt(0)}${firstName.charAt(0)}`.toUpperCase()}
    </Avatar>
  );
}

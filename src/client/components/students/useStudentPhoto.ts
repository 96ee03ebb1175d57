import { useEffect, useState } from 'react';
import { downloadStudentPhoto } from '../../api/studentsApi';
import { useAppDispatch } from '../../app/hooks';

/**
 * The student's photo as an object URL: the photo address needs the bearer token, which an
 * <img src> cannot send. `version` changes after an upload so the new photo is fetched.
 */
export function useStudentPhoto(studentId: number, hasPhoto: boolean, version: string): string | null {
  const dispatch = useAppDispatch();
  const [url, setUrl] = useState<string | null>(null);
  useEffect(() => {
    if (!hasPhoto || typeof URL.createObjectURL !== 'function') {
      setUrl(null);
      return;
    }
    let objectUrl: string | null = null;
    let cancelled = false;
    void dispatch(downloadStudentPhoto(studentId)).then((result) => {
      if (cancelled) return;
      // No photo (404) or any failure: the initials stand in for it.
      if ('error' in result) setUrl(null);
      else {
        objectUrl = URL.createObjectURL(result.data.blob);
        setUrl(objectUrl);
      }
    });
    return () => {
      cancelled = true;
      if (objectUrl) URL.revokeObjectURL(objectUrl);
    };
  }, [studentId, hasPhoto, version, dispatch]);
  return url;
}

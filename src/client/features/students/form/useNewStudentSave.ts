import { useState } from 'react';
import type { PossibleDuplicate } from '../../../../domain/contract/enrolment';
import type { Student, StudentBody } from '../../../../domain/contract/students';
import { useEnrolStudentMutation, useLazyPossibleDuplicatesQuery } from '../../../api/enrolmentApi';
import { useCreateStudentMutation, useUploadPhotoMutation } from '../../../api/studentsApi';

export interface NewStudentExtras {
  /** Registers the new student there in the same call; none leaves them to enrol later. */
  classroomId: number | undefined;
  photo: File | null;
}

export type NewStudentOutcome =
  | { state: 'duplicates' }
  /** Saved; `photoError` when the record went in but its photo was refused. */
  | { state: 'saved'; student: Student; photoError?: unknown };

const probeOf = (body: StudentBody) => ({
  lastName: body.lastName,
  firstName: body.firstName,
  birthDate: body.birthDate ?? undefined,
  guardianPhone: body.guardianPhone ?? undefined,
});

/**
 * Saves a new student as the secretary's form does: the possible duplicates are asked first and
 * shown; saving again with the same names, birth date and phone saves anyway. The record and its
 * registration go in one call; the photo follows, and a refused photo does not undo the record.
 */
export function useNewStudentSave() {
  const [createStudent] = useCreateStudentMutation();
  const [enrolStudent] = useEnrolStudentMutation();
  const [uploadPhoto] = useUploadPhotoMutation();
  const [findDuplicates] = useLazyPossibleDuplicatesQuery();
  const [shown, setShown] = useState<{ key: string; list: PossibleDuplicate[] } | null>(null);

  const save = async (body: StudentBody, { classroomId, photo }: NewStudentExtras): Promise<NewStudentOutcome> => {
    const probe = probeOf(body);
    const key = JSON.stringify(probe);
    if (shown?.key !== key) {
      const found = await findDuplicates(probe).unwrap();
      if (found.data.length) {
        setShown({ key, list: found.data });
        return { state: 'duplicates' };
      }
    }
    const student = classroomId
      ? await enrolStudent({ ...body, classroomId, repeating: false }).unwrap()
      : await createStudent(body).unwrap();
    setShown(null);
    if (!photo) return { state: 'saved', student };
    try {
      await uploadPhoto({ id: student.id, file: photo }).unwrap();
      return { state: 'saved', student: { ...student, hasPhoto: true } };
    } catch (photoError) {
      return { state: 'saved', student, photoError };
    }
  };

  return { save, duplicates: shown?.list ?? [] };
}

import { useState } from 'react';
import { useIntl } from 'react-intl';
import type { CardStatus } from '../../../domain/contract/accessCodes';
import type { CardLayout } from '../../../domain/contract/studentCards';
import { studentCardsFileName } from '../../../domain/fileNames';
import { saveBlob } from '../../api/files';
import { cardsMade, downloadStudentCards, useRevokeAccessCodesMutation } from '../../api/studentCardsApi';
import { useAppDispatch } from '../../app/hooks';
import { useAlerts } from '../../components/alerts/alertsContext';
import { chooseAlert, statusOf } from '../../components/alerts/chooseAlert';
import { refusedLines } from '../../components/forms/refusedLines';
import { useToasts } from '../../components/toasts/useToasts';
import { fileWordsOf } from '../../i18n/fileWords';

/** What the actions are for: the students ticked, else the whole classroom. */
export interface CardsTarget {
  classroom: { id: number; name: string };
  /** The students ticked, in the table's order; empty: the whole classroom. */
  students: readonly CardStatus[];
  /** How many students the classroom has (what "the whole classroom" makes). */
  classroomSize: number;
}

/** A refusal the page tells in place: the server's message, and the students it named by their row. */
export interface CardsRefusal {
  message?: string;
  /** Messages by student id (a 400 naming `studentIds[i]`). */
  students: Record<number, string>;
}

const bodyOf = ({ classroom, students }: CardsTarget) =>
  students.length ? { studentIds: students.map((student) => student.studentId) } : { classroomId: classroom.id };

/**
 * Making the cards (their PDF, saved under a name in the user's language: "cartes-6e-A.pdf") and
 * revoking codes, for the students ticked or the whole classroom. A 400 or a 404 (a student not in
 * the year, a classroom with no student) comes back as a refusal the page shows above the list;
 * anything else goes to the error dialog.
 */
export function useCardActions() {
  const intl = useIntl();
  const dispatch = useAppDispatch();
  const toasts = useToasts();
  const { showError } = useAlerts();
  const [revokeCodes] = useRevokeAccessCodesMutation();
  const [refusal, setRefusal] = useState<CardsRefusal | null>(null);

  const refuse = (error: unknown, target: CardsTarget) => {
    const status = statusOf(error);
    if (status !== 400 && status !== 404) {
      showError(error);
      return;
    }
    const students = refusedLines(error, target.students, { list: 'studentIds', fields: [], messages: 'joined' }) ?? {};
    setRefusal({ message: chooseAlert(error).message, students });
  };

  // "cartes-6e-A.pdf", or one student's "carte-NGONO-Marie-6e-A.pdf".
  const nameOf = ({ classroom, students }: CardsTarget) =>
    studentCardsFileName(fileWordsOf(intl), classroom.name, students.length === 1 ? students[0].studentName : undefined);

  const make = async (target: CardsTarget, layout: CardLayout) => {
    setRefusal(null);
    const result = await dispatch(downloadStudentCards({ ...bodyOf(target), layout }));
    if ('error' in result) {
      refuse(result.error, target);
      return;
    }
    saveBlob(result.data.blob, nameOf(target));
    // The new codes replaced the old ones: the list says when each card was made.
    dispatch(cardsMade());
    const count = target.students.length || target.classroomSize;
    toasts.success(intl.formatMessage({ id: 'studentCards.make.done' }, { count }));
  };

  const revoke = async (target: CardsTarget) => {
    setRefusal(null);
    const result = await revokeCodes(bodyOf(target));
    if ('error' in result) {
      refuse(result.error, target);
      return;
    }
    toasts.success(intl.formatMessage({ id: 'studentCards.revoke.done' }, { count: result.data.revoked }));
  };

  return { make, revoke, refusal, clearRefusal: () => setRefusal(null) };
}

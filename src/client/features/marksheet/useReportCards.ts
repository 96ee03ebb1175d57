import { useState } from 'react';
import { useIntl } from 'react-intl';
import type { ReportCardLanguage } from '../../../domain/contract/reportCards';
import { reportCardsFileName } from '../../../domain/fileNames';
import { printBlob, saveBlob } from '../../api/files';
import { downloadReportCards } from '../../api/reportCardsApi';
import { useAppDispatch } from '../../app/hooks';
import { useAlerts } from '../../components/alerts/alertsContext';
import { fileWordsOf } from '../../i18n/fileWords';
import type { SheetPeriod } from './sheetPeriods';

export interface ReportCards {
  /** The classroom's cards, or one student's, as a download. */
  download: (student?: { studentId: number; name: string }) => Promise<void>;
  /** The classroom's cards in the browser's print dialog. */
  print: () => Promise<void>;
  /** What is being fetched: 'class', 'print', or a student id. */
  busy: 'class' | 'print' | number | null;
}

/**
 * The report cards of a classroom for a period (GET /api/report-cards/…), fetched with the bearer
 * token (a plain link could not send it) and saved or printed.
 */
export function useReportCards(classroom: { id: number; name: string }, period: SheetPeriod, lang: ReportCardLanguage): ReportCards {
  const intl = useIntl();
  const dispatch = useAppDispatch();
  const { showError } = useAlerts();
  const [busy, setBusy] = useState<ReportCards['busy']>(null);
  // "bulletins-6e-A-trimestre-1.pdf", "bulletin-ATANGANA-Brenda-6e-A-trimestre-1.pdf".
  const nameOf = (student?: { name: string }) => reportCardsFileName(fileWordsOf(intl), classroom.name, period, student?.name);

  const fetchCards = async (what: NonNullable<ReportCards['busy']>, studentId?: number) => {
    setBusy(what);
    const result = await dispatch(downloadReportCards(classroom.id, period, { lang, studentId }));
    setBusy(null);
    if ('error' in result) {
      showError(result.error);
      return null;
    }
    return result.data;
  };

  return {
    busy,
    download: async (student) => {
      const file = await fetchCards(student?.studentId ?? 'class', student?.studentId);
      if (file) saveBlob(file.blob, nameOf(student));
    },
    print: async () => {
      const file = await fetchCards('print');
      if (file) printBlob(file.blob);
    },
  };
}

import { useState } from 'react';
import { useIntl } from 'react-intl';
import type { CashSession } from '../../../../domain/contract/payments';
import { journalFileName, sessionCloseFileName } from '../../../../domain/fileNames';
import { downloadJournal, downloadSessionClose, type ReportFormat } from '../../../api/financeReportsApi';
import { printBlob, saveBlob, type DownloadedFile, type FileResult } from '../../../api/files';
import { useAppDispatch } from '../../../app/hooks';
import { useAlerts } from '../../../components/alerts/alertsContext';
import { fileWordsOf } from '../../../i18n/fileWords';

/** Which file is on its way: "journal-pdf", "session-4-xlsx". */
export type ReportKey = string;

/**
 * The day's journal and the sessions' close reports as files, saved under a name in the user's
 * language ("journal-de-caisse-2026-11-25.pdf", "clôture-de-caisse-Aïcha-Mbarga-2026-11-25.pdf"),
 * or a close report sent straight to the printer. `busy` names the file on its way, so a slow line
 * does not fetch it twice.
 */
export function useCashReports() {
  const intl = useIntl();
  const dispatch = useAppDispatch();
  const { showError } = useAlerts();
  const [busy, setBusy] = useState<ReportKey | null>(null);

  const fetchFile = async (key: ReportKey, request: Promise<FileResult<DownloadedFile>>, done: (blob: Blob) => void) => {
    setBusy(key);
    const result = await request;
    setBusy(null);
    if ('error' in result) showError(result.error);
    else done(result.data.blob);
  };

  return {
    busy,
    journal: (date: string, cashier: { id: number; name: string } | null, format: ReportFormat) =>
      fetchFile(`journal-${format}`, dispatch(downloadJournal(date, cashier?.id ?? null, format)), (blob) =>
        saveBlob(blob, journalFileName(fileWordsOf(intl), date, cashier?.name, format)),
      ),
    sessionClose: (session: CashSession, format: ReportFormat) =>
      fetchFile(`session-${session.id}-${format}`, dispatch(downloadSessionClose(session.id, format)), (blob) =>
        saveBlob(blob, sessionCloseFileName(fileWordsOf(intl), session, format)),
      ),
    printSessionClose: (session: Pick<CashSession, 'id'>) =>
      fetchFile(`session-${session.id}-pdf`, dispatch(downloadSessionClose(session.id, 'pdf')), printBlob),
  };
}

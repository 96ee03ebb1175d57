import { useState } from 'react';
import { useIntl } from 'react-intl';
import { monthStatementsFileName, statementFileName } from '../../../../domain/fileNames';
import type { Statement } from '../../../../domain/contract/teacherStatements';
import { printBlob, saveBlob } from '../../../api/files';
import { downloadMonthStatements, downloadStatement } from '../../../api/teacherStatementsApi';
import { useAppDispatch } from '../../../app/hooks';
import { useAlerts } from '../../../components/alerts/alertsContext';
import { fileWordsOf } from '../../../i18n/fileWords';

export type FileAction = 'save' | 'print';

/**
 * The statements' files, saved under a name in the user's language ("état-de-paiement-Amadou-Bello-2026-11.pdf")
 * or sent to the printer. `busy` holds while one is on its way, so a slow line does not fetch it twice.
 */
export function useStatementFiles() {
  const intl = useIntl();
  const dispatch = useAppDispatch();
  const { showError } = useAlerts();
  const [busy, setBusy] = useState(false);

  const fetchFile = async (request: ReturnType<typeof downloadMonthStatements>, name: string, action: FileAction) => {
    setBusy(true);
    const result = await dispatch(request);
    setBusy(false);
    if ('error' in result) showError(result.error);
    else if (action === 'print') printBlob(result.data.blob);
    else saveBlob(result.data.blob, name);
  };

  return {
    busy,
    statement: (statement: Statement, format: 'pdf' | 'xlsx', action: FileAction = 'save') =>
      fetchFile(
        downloadStatement({ month: statement.month, teacherId: statement.teacherId }, format),
        statementFileName(fileWordsOf(intl), statement.teacherName, statement.month, format),
        action,
      ),
    month: (month: string, action: FileAction = 'save') =>
      fetchFile(downloadMonthStatements(month), monthStatementsFileName(fileWordsOf(intl), month), action),
  };
}

import { useState } from 'react';
import { useIntl } from 'react-intl';
import { arrearsFileName } from '../../../../domain/fileNames';
import { downloadArrears, type ArrearsFileArgs } from '../../../api/financeReportsApi';
import { saveBlob } from '../../../api/files';
import { useAppDispatch } from '../../../app/hooks';
import { useAlerts } from '../../../components/alerts/alertsContext';
import { fileWordsOf } from '../../../i18n/fileWords';

export type ArrearsFormat = 'pdf' | 'xlsx';

/**
 * The list of students in arrears as a file, saved under a name in the user's language
 * ("impayés-6e-A-2026-11-25.pdf"). `busy` names the format on its way, so a slow line does not
 * fetch it twice.
 */
export function useArrearsFiles() {
  const intl = useIntl();
  const dispatch = useAppDispatch();
  const { showError } = useAlerts();
  const [busy, setBusy] = useState<ArrearsFormat | null>(null);

  const download = async (query: ArrearsFileArgs, scope: string | undefined, format: ArrearsFormat) => {
    setBusy(format);
    const result = await dispatch(downloadArrears(query, format));
    setBusy(null);
    if ('error' in result) showError(result.error);
    else saveBlob(result.data.blob, arrearsFileName(fileWordsOf(intl), scope, query.asOf, format));
  };

  return { busy, download };
}

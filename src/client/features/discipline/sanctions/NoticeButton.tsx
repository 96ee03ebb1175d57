import PictureAsPdf from '@mui/icons-material/PictureAsPdfOutlined';
import Button from '@mui/material/Button';
import Menu from '@mui/material/Menu';
import MenuItem from '@mui/material/MenuItem';
import { useId, useState } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import type { Sanction } from '../../../../domain/contract/discipline';
import { REPORT_CARD_LANGUAGES, type ReportCardLanguage } from '../../../../domain/contract/reportCards';
import { sanctionNoticeFileName } from '../../../../domain/fileNames';
import { LANGUAGE_NAMES } from '../../../i18n/languages';
import { downloadSanctionNotice } from '../../../api/disciplineApi';
import { saveBlob } from '../../../api/files';
import { useAppDispatch } from '../../../app/hooks';
import { useAlerts } from '../../../components/alerts/alertsContext';
import { fileWordsOf } from '../../../i18n/fileWords';

/**
 * "Notice (PDF)": the letter to the guardians, in French or English whatever the screen's
 * language (the family's language, not the secretary's). Named for what it holds, in the user's
 * language: "avis-de-sanction-ATANGANA-Brenda-Consigne-2026-10-16-fr.pdf".
 */
export function NoticeButton({ sanction }: { sanction: Sanction }) {
  const intl = useIntl();
  const dispatch = useAppDispatch();
  const { showError } = useAlerts();
  const menuId = useId();
  const [anchor, setAnchor] = useState<HTMLElement | null>(null);
  const [busy, setBusy] = useState(false);

  const download = async (lang: ReportCardLanguage) => {
    setAnchor(null);
    setBusy(true);
    const result = await dispatch(downloadSanctionNotice(sanction.id, lang));
    setBusy(false);
    if ('error' in result) showError(result.error);
    else saveBlob(result.data.blob, sanctionNoticeFileName(fileWordsOf(intl), sanction, lang));
  };

  return (
    <>
      <Button
        size="small"
        startIcon={<PictureAsPdf />}
        disabled={busy}
        aria-haspopup="menu"
        aria-expanded={anchor ? 'true' : undefined}
        aria-controls={anchor ? menuId : undefined}
        aria-label={intl.formatMessage({ id: 'discipline.sanctions.noticeOf' }, { type: sanction.typeName, student: sanction.studentName })}
        onClick={(event) => setAnchor(event.currentTarget)}
      >
        <FormattedMessage id="discipline.sanctions.notice" />
      </Button>
      <Menu id={menuId} anchorEl={anchor} open={Boolean(anchor)} onClose={() => setAnchor(null)}>
        {REPORT_CARD_LANGUAGES.map((lang) => (
          <MenuItem key={lang} onClick={() => void download(lang)}>
            {LANGUAGE_NAMES[lang]}
          </MenuItem>
        ))}
      </Menu>
    </>
  );
}

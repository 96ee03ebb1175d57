import Download from '@mui/icons-material/Download';
import Button from '@mui/material/Button';
import Menu from '@mui/material/Menu';
import MenuItem from '@mui/material/MenuItem';
import { useState } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { EXPORT_FORMATS } from '../../../../domain/contract/students';
import { studentsFileName } from '../../../../domain/fileNames';
import { saveBlob } from '../../../api/files';
import { downloadStudentExport, type StudentFilters } from '../../../api/studentsApi';
import { useAppDispatch } from '../../../app/hooks';
import { useAlerts } from '../../../components/alerts/alertsContext';
import { useFilterPlaceName } from '../shared/StructureSelects';
import { fileWordsOf } from '../../../i18n/fileWords';

type Format = (typeof EXPORT_FORMATS)[number];

const twoDigits = (value: number) => String(value).padStart(2, '0');
/** Today where the user is (the office's day, not the server's), as 2026-09-01. */
const today = (now = new Date()) => `${now.getFullYear()}-${twoDigits(now.getMonth() + 1)}-${twoDigits(now.getDate())}`;

/**
 * Every student matching the list's filters, as CSV or Excel. The server builds the file, headed in
 * the user's language; the name says what it holds: "élèves-6e-A-2026-09-01.csv", "students-2026-09-01.xlsx".
 */
export function ExportMenu({ filters }: { filters: StudentFilters }) {
  const intl = useIntl();
  const place = useFilterPlaceName(filters);
  const dispatch = useAppDispatch();
  const { showError } = useAlerts();
  const [anchor, setAnchor] = useState<HTMLElement | null>(null);
  const [busy, setBusy] = useState(false);

  const exportAs = async (format: Format) => {
    setAnchor(null);
    setBusy(true);
    const result = await dispatch(downloadStudentExport(format, filters));
    setBusy(false);
    if ('error' in result) showError(result.error);
    else saveBlob(result.data.blob, studentsFileName(fileWordsOf(intl), place, today(), format));
  };

  return (
    <>
      <Button
        variant="outlined"
        startIcon={<Download />}
        disabled={busy}
        aria-haspopup="menu"
        aria-controls={anchor ? 'students-export-menu' : undefined}
        onClick={(event) => setAnchor(event.currentTarget)}
      >
        <FormattedMessage id="common.export" />
      </Button>
      <Menu id="students-export-menu" anchorEl={anchor} open={Boolean(anchor)} onClose={() => setAnchor(null)}>
        {EXPORT_FORMATS.map((format) => (
          <MenuItem key={format} onClick={() => void exportAs(format)}>
            <FormattedMessage id={`students.list.export.${format}`} />
          </MenuItem>
        ))}
      </Menu>
    </>
  );
}

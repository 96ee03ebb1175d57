import Download from '@mui/icons-material/Download';
import Button from '@mui/material/Button';
import Menu from '@mui/material/Menu';
import MenuItem from '@mui/material/MenuItem';
import { useState } from 'react';
import { FormattedMessage } from 'react-intl';
import { EXPORT_FORMATS } from '../../../../domain/contract/students';
import { saveBlob } from '../../../api/files';
import { downloadStudentExport, type StudentFilters } from '../../../api/studentsApi';
import { useAppDispatch } from '../../../app/hooks';
import { useAlerts } from '../../../components/alerts/alertsContext';

type Format = (typeof EXPORT_FORMATS)[number];

/** Every student matching the list's filters, as CSV or Excel (the server builds the file). */
export function ExportMenu({ filters }: { filters: StudentFilters }) {
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
    else saveBlob(result.data.blob, result.data.fileName ?? `students.${format}`);
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

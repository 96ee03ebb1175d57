import Download from '@mui/icons-material/Download';
import UploadFile from '@mui/icons-material/UploadFile';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Link from '@mui/material/Link';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useRef } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { IMPORT_MAX_BYTES } from '../../../../domain/contract/students';
import { fileName } from '../../../../domain/fileNames';
import { saveBlob } from '../../../api/files';
import { ClassroomSelect } from '../shared/StructureSelects';
import { checkImportFile, columnHeaders, quotedList, templateCsv } from './importFile';

interface Props {
  file: File | null;
  onFile: (file: File | null) => void;
  classroomId: number | undefined;
  onClassroom: (id: number | undefined) => void;
  schoolYearId: number | undefined;
}

const MEGABYTE = 1024 * 1024;

/** Step 1: the file (checked before it is sent) and, if wanted, the classroom to register everyone into. */
export function FileStep({ file, onFile, classroomId, onClassroom, schoolYearId }: Props) {
  const intl = useIntl();
  const input = useRef<HTMLInputElement>(null);
  const problem = file ? checkImportFile(file) : null;
  const headers = columnHeaders(intl);
  return (
    <Stack sx={{ gap: 2 }}>
      <Typography variant="body2">
        <FormattedMessage id="students.import.intro" values={{ columns: quotedList(intl, headers), max: IMPORT_MAX_BYTES / MEGABYTE }} />
      </Typography>
      <Link
        component="button"
        type="button"
        variant="body2"
        onClick={() => saveBlob(templateCsv(headers), fileName(intl.formatMessage({ id: 'files.importTemplate' }), [], 'csv'))}
        sx={{ alignSelf: 'flex-start', display: 'inline-flex', alignItems: 'center', gap: 0.5 }}
      >
        <Download fontSize="small" />
        <FormattedMessage id="students.import.template" />
      </Link>
      <Stack direction="row" sx={{ gap: 2, alignItems: 'center', flexWrap: 'wrap' }}>
        <Button variant="outlined" startIcon={<UploadFile />} onClick={() => input.current?.click()}>
          <FormattedMessage id="students.import.choose" />
        </Button>
        <Typography variant="body2" color={file ? 'text.primary' : 'text.secondary'}>
          {file
            ? intl.formatMessage(
                { id: 'students.import.chosen' },
                { name: file.name, size: intl.formatNumber(file.size / 1024, { maximumFractionDigits: 0 }) },
              )
            : intl.formatMessage({ id: 'students.import.noFile' })}
        </Typography>
        <input
          ref={input}
          type="file"
          hidden
          accept=".csv,.xlsx,text/csv,application/vnd.openxmlformats-officedocument.spreadsheetml.sheet"
          aria-label={intl.formatMessage({ id: 'students.import.file' })}
          onChange={(event) => {
            onFile(event.target.files?.[0] ?? null);
            event.target.value = '';
          }}
        />
      </Stack>
      {problem && (
        <Alert severity="error">
          <FormattedMessage id={problem} values={{ max: IMPORT_MAX_BYTES / MEGABYTE }} />
        </Alert>
      )}
      <ClassroomSelect
        id="import-classroom"
        fullWidth
        schoolYearId={schoolYearId}
        value={classroomId}
        onChange={(id) => onClassroom(id)}
        emptyLabelId="students.import.noClassroom"
      />
    </Stack>
  );
}

import Download from '@mui/icons-material/Download';
import Link from '@mui/material/Link';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { FormattedMessage, useIntl } from 'react-intl';
import { IMPORT_MAX_BYTES } from '../../../../domain/contract/students';
import { fileName } from '../../../../domain/fileNames';
import { saveBlob } from '../../../api/files';
import { ClassroomSelect } from '../shared/StructureSelects';
import { csvBlob, MEGABYTE, quotedList } from '../../../components/imports/spreadsheetFile';
import { SpreadsheetPicker } from '../../../components/imports/SpreadsheetPicker';
import { columnHeaders } from './importFile';

interface Props {
  file: File | null;
  onFile: (file: File | null) => void;
  classroomId: number | undefined;
  onClassroom: (id: number | undefined) => void;
  schoolYearId: number | undefined;
}

/** Step 1: the file (checked before it is sent) and, if wanted, the classroom to register everyone into. */
export function FileStep({ file, onFile, classroomId, onClassroom, schoolYearId }: Props) {
  const intl = useIntl();
  const headers = columnHeaders(intl);
  return (
    <Stack sx={{ gap: 2 }}>
      <Typography variant="body2">
        <FormattedMessage
          id="students.import.intro"
          values={{ columns: quotedList(intl, headers, 'students.import.quoted'), max: IMPORT_MAX_BYTES / MEGABYTE }}
        />
      </Typography>
      <Link
        component="button"
        type="button"
        variant="body2"
        onClick={() => saveBlob(csvBlob([headers]), fileName(intl.formatMessage({ id: 'files.importTemplate' }), [], 'csv'))}
        sx={{ alignSelf: 'flex-start', display: 'inline-flex', alignItems: 'center', gap: 0.5 }}
      >
        <Download fontSize="small" />
        <FormattedMessage id="students.import.template" />
      </Link>
      <SpreadsheetPicker file={file} onFile={onFile} messages="students.import" />
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

import UploadFile from '@mui/icons-material/UploadFile';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useRef } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { IMPORT_MAX_BYTES } from '../../../domain/contract/students';
import { MEGABYTE, spreadsheetProblem } from './spreadsheetFile';

interface Props {
  file: File | null;
  onFile: (file: File | null) => void;
  /** The catalogue namespace of the screen's words: `{messages}.choose`, `.chosen`, `.noFile`, `.file`, `.badType`, `.tooLarge`, `.empty`. */
  messages: string;
}

/** Choosing the .csv or .xlsx to import: the button, the file's name and size, and what is wrong with it before it is sent. */
export function SpreadsheetPicker({ file, onFile, messages }: Props) {
  const intl = useIntl();
  const input = useRef<HTMLInputElement>(null);
  const problem = file ? spreadsheetProblem(file) : null;
  return (
    <>
      <Stack direction="row" sx={{ gap: 2, alignItems: 'center', flexWrap: 'wrap' }}>
        <Button variant="outlined" startIcon={<UploadFile />} onClick={() => input.current?.click()}>
          <FormattedMessage id={`${messages}.choose`} />
        </Button>
        <Typography variant="body2" color={file ? 'text.primary' : 'text.secondary'}>
          {file
            ? intl.formatMessage(
                { id: `${messages}.chosen` },
                { name: file.name, size: intl.formatNumber(file.size / 1024, { maximumFractionDigits: 0 }) },
              )
            : intl.formatMessage({ id: `${messages}.noFile` })}
        </Typography>
        <input
          ref={input}
          type="file"
          hidden
          accept=".csv,.xlsx,text/csv,application/vnd.openxmlformats-officedocument.spreadsheetml.sheet"
          aria-label={intl.formatMessage({ id: `${messages}.file` })}
          onChange={(event) => {
            onFile(event.target.files?.[0] ?? null);
            event.target.value = '';
          }}
        />
      </Stack>
      {problem && (
        <Alert severity="error">
          <FormattedMessage id={`${messages}.${problem}`} values={{ max: IMPORT_MAX_BYTES / MEGABYTE }} />
        </Alert>
      )}
    </>
  );
}

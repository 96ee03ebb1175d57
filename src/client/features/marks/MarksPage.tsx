import Alert from '@mui/material/Alert';
import Typography from '@mui/material/Typography';
import { FormattedMessage } from 'react-intl';
import { MarkEntry } from './MarkEntry';
import { MarkSelection } from './MarkSelection';
import { useMarkChoices } from './useMarkChoices';
import { useMarkSelection } from './useMarkSelection';

/**
 * The marks area (`#/marks?classroom=…&course=…&sequence=…`): pick a list, then type its marks.
 * One screen so far, so no routes inside the area.
 */
export default function MarksPage() {
  const [selection, setSelection] = useMarkSelection();
  const choices = useMarkChoices(selection);
  const { target, classCourse } = choices;

  return (
    <>
      <Typography variant="h5" component="h1" sx={{ mb: 2 }}>
        <FormattedMessage id="marks.title" />
      </Typography>
      {choices.nothingToTeach ? (
        <Alert severity="info">
          <FormattedMessage id="marks.selection.nothingToTeach" />
        </Alert>
      ) : (
        <>
          <MarkSelection choices={choices} onChange={setSelection} />
          {target && classCourse ? (
            <MarkEntry target={target} classCourse={classCourse} />
          ) : (
            <Alert severity="info">
              <FormattedMessage id="marks.selection.hint" />
            </Alert>
          )}
        </>
      )}
    </>
  );
}

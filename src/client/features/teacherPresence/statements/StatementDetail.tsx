import Add from '@mui/icons-material/Add';
import GridOn from '@mui/icons-material/GridOnOutlined';
import PictureAsPdf from '@mui/icons-material/PictureAsPdfOutlined';
import Print from '@mui/icons-material/PrintOutlined';
import TaskAlt from '@mui/icons-material/TaskAlt';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useState } from 'react';
import { FormattedDate, FormattedMessage } from 'react-intl';
import type { Statement } from '../../../../domain/contract/teacherStatements';
import { AdjustmentDialog } from './AdjustmentDialog';
import { StatementLines } from './StatementLines';
import { StatementStatus } from './StatementStatus';
import { useStatementFiles } from './useStatementFiles';
import type { StatementFormat } from './useStatementFormat';
import { ValidateDialog } from './ValidateDialog';

/**
 * One teacher's statement of the month: its state, its lines and total, and what can be done with
 * it: an adjustment (a correction once validated), the validation, and its files.
 */
export function StatementDetail({ statement, format }: { statement: Statement; format: StatementFormat }) {
  const [dialog, setDialog] = useState<'adjustment' | 'validate' | null>(null);
  const files = useStatementFiles();
  const validated = statement.status === 'validated';

  return (
    <Box component="section" aria-labelledby="statement-title" sx={{ mt: 3 }}>
      <Typography id="statement-title" variant="h6" component="h3">
        <FormattedMessage
          id="presence.statements.detailTitle"
          values={{ teacher: statement.teacherName, month: format.month(statement.month) }}
        />
      </Typography>
      <Stack direction="row" useFlexGap sx={{ flexWrap: 'wrap', gap: 2, alignItems: 'center', my: 1 }}>
        <StatementStatus status={statement.status} />
        <Typography variant="body2">
          {validated && statement.validatedAt ? (
            <FormattedMessage
              id="presence.statements.validatedBy"
              values={{
                name: statement.validatedBy ?? '',
                date: <FormattedDate value={statement.validatedAt} day="numeric" month="long" year="numeric" />,
              }}
            />
          ) : (
            <FormattedMessage id="presence.statements.draftNote" />
          )}
        </Typography>
        <Typography variant="body2">
          <FormattedMessage id="presence.statements.rate" values={{ rate: format.money(statement.hourlyRate) }} />
        </Typography>
      </Stack>
      {!validated && statement.uncheckedHours > 0 && (
        <Alert severity="warning" sx={{ mb: 1 }}>
          <FormattedMessage id="presence.statements.uncheckedWarning" values={{ hours: format.hours(statement.uncheckedHours) }} />
        </Alert>
      )}
      <Stack direction="row" useFlexGap sx={{ flexWrap: 'wrap', gap: 1, mb: 2 }}>
        <Button variant="outlined" startIcon={<Add />} onClick={() => setDialog('adjustment')}>
          <FormattedMessage id="presence.statements.addAdjustment" />
        </Button>
        {!validated && (
          <Button variant="contained" startIcon={<TaskAlt />} onClick={() => setDialog('validate')}>
            <FormattedMessage id="presence.statements.validate.open" />
          </Button>
        )}
        <Button startIcon={<PictureAsPdf />} disabled={files.busy} onClick={() => void files.statement(statement, 'pdf')}>
          <FormattedMessage id="presence.statements.files.pdf" />
        </Button>
        <Button startIcon={<Print />} disabled={files.busy} onClick={() => void files.statement(statement, 'pdf', 'print')}>
          <FormattedMessage id="presence.statements.files.print" />
        </Button>
        <Button startIcon={<GridOn />} disabled={files.busy} onClick={() => void files.statement(statement, 'xlsx')}>
          <FormattedMessage id="presence.statements.files.xlsx" />
        </Button>
      </Stack>
      <StatementLines statement={statement} format={format} />
      {dialog === 'adjustment' && <AdjustmentDialog statement={statement} onClose={() => setDialog(null)} />}
      {dialog === 'validate' && <ValidateDialog statement={statement} format={format} onClose={() => setDialog(null)} />}
    </Box>
  );
}

import CheckCircleOutline from '@mui/icons-material/CheckCircleOutlined';
import EditNote from '@mui/icons-material/EditNoteOutlined';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { FormattedMessage } from 'react-intl';
import type { Statement } from '../../../../domain/contract/teacherStatements';

/** Validated or draft, said in words beside the icon: never a colour alone. */
export function StatementStatus({ status }: { status: Statement['status'] }) {
  const validated = status === 'validated';
  const Icon = validated ? CheckCircleOutline : EditNote;
  return (
    <Stack direction="row" spacing={0.5} sx={{ alignItems: 'center', color: validated ? 'success.dark' : 'text.secondary' }}>
      <Icon fontSize="small" aria-hidden />
      <Typography variant="body2" component="span" sx={{ fontWeight: 500 }}>
        <FormattedMessage id={`presence.statements.status.${status}`} />
      </Typography>
    </Stack>
  );
}

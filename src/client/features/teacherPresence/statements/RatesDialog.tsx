import Dialog from '@mui/material/Dialog';
import DialogContent from '@mui/material/DialogContent';
import DialogContentText from '@mui/material/DialogContentText';
import DialogTitle from '@mui/material/DialogTitle';
import Switch from '@mui/material/Switch';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import TextField from '@mui/material/TextField';
import { useState } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { teacherRateBody, type TeacherRate } from '../../../../domain/contract/teacherStatements';
import { useListTeacherRatesQuery, useUpdateTeacherRateMutation } from '../../../api/teacherStatementsApi';
import { useAlerts } from '../../../components/alerts/alertsContext';
import { DialogFooter } from '../../../components/DialogFooter';
import { formRefusalOf } from '../../../components/forms/serverErrors';
import { translateValidation } from '../../../components/forms/useSchemaForm';
import { PageSpinner } from '../../../components/PageSpinner';
import { useToasts } from '../../../components/toasts/useToasts';
import { VisuallyHidden } from '../../../components/VisuallyHidden';
import { StatementsLoadFailed } from './StatementsLoadFailed';

/** A row as the inputs hold it: the rate as typed. */
interface Edit {
  partTime: boolean;
  hourlyRate: string;
}

const editOf = (rate: TeacherRate): Edit => ({ partTime: rate.partTime, hourlyRate: String(rate.hourlyRate) });
const changed = (rate: TeacherRate, edit: Edit | undefined) =>
  edit !== undefined && (edit.partTime !== rate.partTime || edit.hourlyRate.trim() !== String(rate.hourlyRate));

/**
 * Who is paid by the hour (vacataire) and at what rate: every active teacher, a switch and a rate
 * each. Save sends the rows changed, one call each (the contract sets one teacher at a time); a row
 * refused keeps its message under its rate, the rows saved stay saved.
 */
export function RatesDialog({ currency, onClose }: { currency: string; onClose: () => void }) {
  const intl = useIntl();
  const toasts = useToasts();
  const { showError } = useAlerts();
  const { currentData, error, isFetching, refetch } = useListTeacherRatesQuery();
  const [update] = useUpdateTeacherRateMutation();
  const [edits, setEdits] = useState<Record<number, Edit>>({});
  const [problems, setProblems] = useState<Record<number, string>>({});
  const [busy, setBusy] = useState(false);
  const rates = currentData?.data ?? [];

  const edit = (rate: TeacherRate, patch: Partial<Edit>) => {
    setEdits((current) => ({ ...current, [rate.teacherId]: { ...(current[rate.teacherId] ?? editOf(rate)), ...patch } }));
    setProblems(({ [rate.teacherId]: _dropped, ...others }) => others);
  };

  const save = async () => {
    const toSend = rates.filter((rate) => changed(rate, edits[rate.teacherId]));
    const found: Record<number, string> = {};
    const bodies = new Map<number, { partTime: boolean; hourlyRate: number }>();
    for (const rate of toSend) {
      const { partTime, hourlyRate } = edits[rate.teacherId];
      try {
        bodies.set(
          rate.teacherId,
          await teacherRateBody.validate({ partTime, hourlyRate: hourlyRate.trim() === '' ? undefined : Number(hourlyRate) }),
        );
      } catch (invalid) {
        found[rate.teacherId] = translateValidation(intl, (invalid as { errors: unknown[] }).errors[0]);
      }
    }
    setProblems(found);
    if (Object.keys(found).length) {
      toasts.warning();
      return;
    }
    setBusy(true);
    try {
      for (const [teacherId, body] of bodies) {
        try {
          await update({ teacherId, body }).unwrap();
        } catch (refused) {
          const refusal = formRefusalOf(refused, intl, { owns: (path) => path === 'hourlyRate' });
          if (!refusal) {
            showError(refused);
            return;
          }
          found[teacherId] = refusal.fields.hourlyRate ?? refusal.message ?? '';
        }
      }
    } finally {
      setBusy(false);
    }
    if (Object.keys(found).length) {
      setProblems(found);
      return;
    }
    toasts.success();
    onClose();
  };

  let body;
  if (currentData) {
    body = (
      <Table size="small">
        <caption>
          <VisuallyHidden>
            <FormattedMessage id="presence.statements.rates.caption" />
          </VisuallyHidden>
        </caption>
        <TableHead>
          <TableRow>
            <TableCell component="th" scope="col">
              <FormattedMessage id="presence.statements.columns.teacher" />
            </TableCell>
            <TableCell component="th" scope="col">
              <FormattedMessage id="presence.statements.rates.partTime" />
            </TableCell>
            <TableCell component="th" scope="col">
              <FormattedMessage id="presence.statements.rates.hourlyRate" values={{ currency }} />
            </TableCell>
          </TableRow>
        </TableHead>
        <TableBody>
          {rates.length === 0 && (
            <TableRow>
              <TableCell colSpan={3}>
                <FormattedMessage id="presence.statements.rates.empty" />
              </TableCell>
            </TableRow>
          )}
          {rates.map((rate) => {
            const value = edits[rate.teacherId] ?? editOf(rate);
            const problem = problems[rate.teacherId];
            return (
              <TableRow key={rate.teacherId}>
                <TableCell component="th" scope="row">
                  {rate.teacherName}
                </TableCell>
                <TableCell>
                  <Switch
                    checked={value.partTime}
                    onChange={(event) => edit(rate, { partTime: event.target.checked })}
                    slotProps={{
                      input: {
                        'aria-label': intl.formatMessage({ id: 'presence.statements.rates.partTimeOf' }, { teacher: rate.teacherName }),
                      },
                    }}
                  />
                </TableCell>
                <TableCell>
                  <TextField
                    id={`rate-${rate.teacherId}`}
                    name={`rate-${rate.teacherId}`}
                    type="number"
                    size="small"
                    value={value.hourlyRate}
                    onChange={(event) => edit(rate, { hourlyRate: event.target.value })}
                    error={Boolean(problem)}
                    helperText={problem}
                    slotProps={{
                      htmlInput: {
                        min: 0,
                        step: 1,
                        'aria-label': intl.formatMessage({ id: 'presence.statements.rates.hourlyRateOf' }, { teacher: rate.teacherName }),
                      },
                    }}
                    sx={{ width: '12ch' }}
                  />
                </TableCell>
              </TableRow>
            );
          })}
        </TableBody>
      </Table>
    );
  } else if (error && !isFetching) {
    body = <StatementsLoadFailed error={error} onRetry={refetch} />;
  } else body = <PageSpinner />;

  return (
    <Dialog open onClose={busy ? undefined : onClose} aria-labelledby="rates-dialog-title" maxWidth="sm" fullWidth>
      <DialogTitle id="rates-dialog-title">
        <FormattedMessage id="presence.statements.rates.title" />
      </DialogTitle>
      <DialogContent>
        <DialogContentText sx={{ mb: 1 }}>
          <FormattedMessage id="presence.statements.rates.text" />
        </DialogContentText>
        {body}
      </DialogContent>
      <DialogFooter onCancel={onClose} busy={busy} disabled={!currentData} onAction={() => void save()} />
    </Dialog>
  );
}

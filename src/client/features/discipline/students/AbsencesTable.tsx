import Button from '@mui/material/Button';
import Checkbox from '@mui/material/Checkbox';
import Stack from '@mui/material/Stack';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableContainer from '@mui/material/TableContainer';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import Typography from '@mui/material/Typography';
import { useState } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import type { Absence } from '../../../../domain/contract/absences';
import { useRemoveJustificationMutation } from '../../../api/justificationsApi';
import { useAlerts } from '../../../components/alerts/alertsContext';
import { useToasts } from '../../../components/toasts/useToasts';
import { Day } from '../../../components/Day';
import { today } from '../../../hooks/today';
import { EmptyRow, HeaderCell } from '../components/tableCells';
import { JustifyDialog, type JustifyTarget } from './JustifyDialog';

/** Only an absence is justified; lateness and permissions are not. */
const justifiable = (absence: Absence) => absence.status === 'absent';

function Justification({ absence }: { absence: Absence }) {
  if (!justifiable(absence)) return null;
  if (!absence.justified && !absence.reasonName) return <FormattedMessage id="discipline.absences.unjustified" />;
  return (
    <>
      <FormattedMessage
        id={absence.justified ? 'discipline.absences.justifiedBy' : 'discipline.absences.unjustifiedBy'}
        values={{ reason: absence.reasonName }}
      />
      {absence.justificationNote && (
        <Typography variant="body2" color="text.secondary">
          {absence.justificationNote}
        </Typography>
      )}
    </>
  );
}

/**
 * A student's absences and lateness, newest first: the discipline office ticks rows or names a
 * date range and justifies them with one reason, or withdraws a justification.
 */
export function AbsencesTable({ studentId, absences, canManage }: { studentId: number; absences: readonly Absence[]; canManage: boolean }) {
  const intl = useIntl();
  const toasts = useToasts();
  const { showError } = useAlerts();
  const [selected, setSelected] = useState<number[]>([]);
  const [target, setTarget] = useState<JustifyTarget | null>(null);
  const [withdraw] = useRemoveJustificationMutation();
  const choosable = absences.filter(justifiable);
  const allTicked = choosable.length > 0 && choosable.every((absence) => selected.includes(absence.id));
  const oldest = absences.at(-1)?.date ?? today();

  const toggle = (id: number) => setSelected((ids) => (ids.includes(id) ? ids.filter((one) => one !== id) : [...ids, id]));
  const withdrawOne = async (absence: Absence) => {
    try {
      await withdraw(absence.id).unwrap();
      toasts.success();
    } catch (error) {
      showError(error);
    }
  };

  return (
    <>
      {canManage && (
        <Stack direction="row" useFlexGap sx={{ flexWrap: 'wrap', gap: 1, mb: 1 }}>
          <Button
            variant="contained"
            disabled={selected.length === 0}
            onClick={() => setTarget({ kind: 'rows', absences: absences.filter((absence) => selected.includes(absence.id)) })}
          >
            <FormattedMessage id="discipline.absences.justifySelected" values={{ selected: selected.length }} />
          </Button>
          <Button variant="outlined" onClick={() => setTarget({ kind: 'range', from: oldest, to: today() })}>
            <FormattedMessage id="discipline.absences.justifyRange" />
          </Button>
        </Stack>
      )}
      <TableContainer>
        <Table size="small">
          <caption>{intl.formatMessage({ id: 'discipline.absences.caption' })}</caption>
          <TableHead>
            <TableRow>
              {canManage && (
                <TableCell padding="checkbox">
                  <Checkbox
                    checked={allTicked}
                    indeterminate={selected.length > 0 && !allTicked}
                    disabled={choosable.length === 0}
                    onChange={() => setSelected(allTicked ? [] : choosable.map((absence) => absence.id))}
                    slotProps={{ input: { 'aria-label': intl.formatMessage({ id: 'discipline.absences.selectAll' }) } }}
                  />
                </TableCell>
              )}
              {['date', 'timePart', 'hours', 'status', 'justification'].map((id) => (
                <HeaderCell key={id} messageId={`discipline.absences.fields.${id}`} align={id === 'hours' ? 'right' : 'left'} />
              ))}
              {canManage && <HeaderCell messageId="common.actions" />}
            </TableRow>
          </TableHead>
          <TableBody>
            {absences.length === 0 && <EmptyRow colSpan={canManage ? 7 : 5} messageId="discipline.absences.empty" />}
            {absences.map((absence) => (
              <TableRow key={absence.id} selected={selected.includes(absence.id)}>
                {canManage && (
                  <TableCell padding="checkbox">
                    {justifiable(absence) && (
                      <Checkbox
                        checked={selected.includes(absence.id)}
                        onChange={() => toggle(absence.id)}
                        slotProps={{
                          input: {
                            'aria-label': intl.formatMessage(
                              { id: 'discipline.absences.select' },
                              {
                                date: intl.formatDate(`${absence.date}T00:00:00Z`, { timeZone: 'UTC', dateStyle: 'medium' }),
                                part: absence.timePartName,
                              },
                            ),
                          },
                        }}
                      />
                    )}
                  </TableCell>
                )}
                <TableCell>
                  <Day value={absence.date} />
                </TableCell>
                <TableCell>{absence.timePartName}</TableCell>
                <TableCell align="right">{justifiable(absence) ? intl.formatNumber(absence.hours) : ''}</TableCell>
                <TableCell>
                  <FormattedMessage id={`discipline.absences.status.${absence.status}`} />
                  {absence.latenessMinutes > 0 && (
                    <Typography variant="body2" color="text.secondary">
                      <FormattedMessage id="discipline.absences.late" values={{ minutes: absence.latenessMinutes }} />
                    </Typography>
                  )}
                </TableCell>
                <TableCell>
                  <Justification absence={absence} />
                </TableCell>
                {canManage && (
                  <TableCell>
                    {absence.reasonId !== null && (
                      <Button size="small" onClick={() => void withdrawOne(absence)}>
                        <FormattedMessage id="discipline.absences.withdraw" />
                      </Button>
                    )}
                  </TableCell>
                )}
              </TableRow>
            ))}
          </TableBody>
        </Table>
      </TableContainer>
      {target && (
        <JustifyDialog
          studentId={studentId}
          target={target}
          onClose={() => {
            setTarget(null);
            setSelected([]);
          }}
        />
      )}
    </>
  );
}

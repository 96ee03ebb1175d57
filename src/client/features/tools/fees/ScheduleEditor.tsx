import AddIcon from '@mui/icons-material/Add';
import SaveIcon from '@mui/icons-material/Save';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import { useMemo, useRef, useState } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { SCHEDULE_MAX_LINES, type FeeType, type Schedule } from '../../../../domain/contract/feeSetup';
import { useSaveScheduleMutation } from '../../../api/feeSetupApi';
import { useAlerts } from '../../../components/alerts/alertsContext';
import { ConfirmDialog } from '../../../components/ConfirmDialog';
import { useToasts } from '../../../components/toasts/useToasts';
import { useLeaveGuard } from '../../../hooks/useLeaveGuard';
import { checkLines } from './checkLines';
import {
  bodyOf,
  linesOf,
  move,
  newLine,
  refusedLines,
  sameLines,
  withoutLine,
  type Line,
  type LineField,
  type LinesMessages,
} from './scheduleLines';
import { ScheduleTable } from './ScheduleTable';

interface Props {
  schedule: Schedule;
  feeTypes: FeeType[];
  caption: string;
}

/**
 * One level's schedule being edited: lines added, changed, moved and removed here, then saved
 * whole after a warning that the accounts of the level's registered students will be adjusted.
 */
export function ScheduleEditor({ schedule, feeTypes, caption }: Props) {
  const intl = useIntl();
  const toasts = useToasts();
  const { showError } = useAlerts();
  const [saveSchedule, { isLoading: saving }] = useSaveScheduleMutation();
  const serverLines = useMemo(() => linesOf(schedule), [schedule]);
  const [lines, setLines] = useState<Line[]>(serverLines);
  const [shownServerLines, setShownServerLines] = useState(serverLines);
  const [refused, setRefused] = useState<LinesMessages>({});
  const [refusedRest, setRefusedRest] = useState<string[]>([]);
  const [checked, setChecked] = useState(false);
  const [confirming, setConfirming] = useState(false);
  const sent = useRef<Line[]>([]);
  const changed = !sameLines(lines, serverLines);
  // A schedule read again (after a save or a copy) is shown, unless the user is editing over it.
  if (shownServerLines !== serverLines) {
    setShownServerLines(serverLines);
    if (sameLines(lines, shownServerLines)) setLines(serverLines);
  }

  const problems = useMemo(() => checkLines(lines, intl), [lines, intl]);
  const messages = useMemo(() => {
    const shown: LinesMessages = { ...refused };
    if (checked) for (const [key, found] of Object.entries(problems)) shown[key] = { ...shown[key], ...found };
    return shown;
  }, [refused, problems, checked]);

  const edit = (update: (current: Line[]) => Line[]) => {
    setLines(update);
    setRefusedRest([]);
  };
  const change = (key: string, field: LineField, value: string) => {
    edit((current) => current.map((line) => (line.key === key ? { ...line, [field]: value } : line)));
    setRefused((current) => withoutLine(current, key));
  };

  const askToSave = () => {
    setChecked(true);
    if (Object.keys(problems).length > 0) {
      toasts.warning();
      return;
    }
    if (schedule.studentCount > 0) setConfirming(true);
    else void send();
  };

  const send = async () => {
    sent.current = lines;
    setRefused({});
    setRefusedRest([]);
    try {
      const saved = await saveSchedule({ schoolYearId: schedule.schoolYearId, levelId: schedule.levelId, body: bodyOf(lines) }).unwrap();
      setLines(linesOf(saved));
      setChecked(false);
      toasts.success(intl.formatMessage({ id: 'feeSetup.schedules.saved' }, { level: saved.levelName, count: saved.studentCount }));
    } catch (error) {
      const refusal = refusedLines(error, sent.current);
      if (refusal) {
        setRefused(refusal.lines);
        setRefusedRest(refusal.rest);
      } else showError(error);
    } finally {
      setConfirming(false);
    }
  };

  const refusedCount = Object.keys(refused).length;
  // Another level, another part of the tab or another screen would drop the lines being edited.
  const guard = useLeaveGuard(changed);

  return (
    <Stack useFlexGap sx={{ gap: 2 }}>
      <Alert severity={schedule.studentCount > 0 ? 'warning' : 'info'} variant="outlined">
        <FormattedMessage id="feeSetup.schedules.chargedTo" values={{ count: schedule.studentCount }} />
      </Alert>
      {(refusedCount > 0 || refusedRest.length > 0) && (
        <Alert severity="error">
          {refusedCount > 0 && <FormattedMessage id="feeSetup.schedules.refused" values={{ count: refusedCount }} />}
          {refusedRest.map((message) => (
            <div key={message}>{message}</div>
          ))}
        </Alert>
      )}
      <ScheduleTable
        caption={caption}
        lines={lines}
        feeTypes={feeTypes}
        messages={messages}
        onChange={change}
        onMove={(index, by) => {
          edit((current) => move(current, index, by));
        }}
        onRemove={(index) => {
          const key = lines[index]?.key;
          edit((current) => current.filter((_, at) => at !== index));
          if (key) setRefused((current) => withoutLine(current, key));
        }}
      />
      <Stack direction="row" useFlexGap sx={{ gap: 2, flexWrap: 'wrap' }}>
        <Button
          variant="outlined"
          startIcon={<AddIcon />}
          disabled={lines.length >= SCHEDULE_MAX_LINES}
          onClick={() => edit((current) => [...current, newLine(current[current.length - 1])])}
        >
          <FormattedMessage id="feeSetup.schedules.addLine" />
        </Button>
        <Button variant="contained" startIcon={<SaveIcon />} disabled={!changed || saving} loading={saving} onClick={askToSave}>
          <FormattedMessage id="feeSetup.schedules.save" />
        </Button>
      </Stack>
      <ConfirmDialog
        open={confirming}
        onClose={() => setConfirming(false)}
        onConfirm={send}
        titleId="feeSetup.schedules.confirm.title"
        textId="feeSetup.schedules.confirm.text"
        confirmId="feeSetup.schedules.confirm.action"
        values={{ level: schedule.levelName, count: schedule.studentCount }}
      />
      <ConfirmDialog
        open={guard.asking}
        onClose={guard.stay}
        onConfirm={guard.leave}
        titleId="feeSetup.schedules.leave.title"
        textId="feeSetup.schedules.leave.text"
        confirmId="feeSetup.schedules.leave.confirm"
        values={{ level: schedule.levelName }}
      />
    </Stack>
  );
}

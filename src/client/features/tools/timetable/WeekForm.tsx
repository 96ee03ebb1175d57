import ContentCopyIcon from '@mui/icons-material/ContentCopy';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import { useCallback, useMemo, useRef, useState } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import type { TimePart } from '../../../../domain/contract/settings';
import type { ClassCourse, Classroom } from '../../../../domain/contract/structure';
import type { Timetable, TimetableSlot } from '../../../../domain/contract/timetables';
import { useSaveClassroomSlotsMutation } from '../../../api/timetablesApi';
import { useAlerts } from '../../../components/alerts/alertsContext';
import { ConfirmDialog } from '../../../components/ConfirmDialog';
import { formRefusalOf } from '../../../components/forms/serverErrors';
import { SaveBar, type SaveBarMessages } from '../../../components/SaveBar';
import { useToasts } from '../../../components/toasts/useToasts';
import { useLeaveGuard } from '../../../hooks/useLeaveGuard';
import { useSaveShortcut } from '../../../hooks/useSaveShortcut';
import { useSaveWithRetry } from '../../../hooks/useSaveWithRetry';
import { CopyClassroomDialog } from './CopyClassroomDialog';
import { WeekGrid, type CourseOption } from './WeekGrid';
import {
  cellsOf,
  changedCells,
  daysShown,
  messagesByCell,
  namesLine,
  slotLinesOf,
  withCell,
  type CellKey,
  type Cells,
  type SlotLine,
} from './weekCells';

const SAVE_MESSAGES: SaveBarMessages = {
  button: 'tools.timetable.save.button',
  unsaved: 'tools.timetable.save.unsaved',
  invalid: 'tools.timetable.save.invalid',
  kept: 'tools.timetable.save.kept',
  hint: 'tools.timetable.save.hint',
  waiting: 'tools.timetable.save.waiting',
  retryNow: 'tools.timetable.save.retryNow',
  offline: 'tools.timetable.save.offline',
};

interface Props {
  timetable: Timetable;
  classroom: Classroom;
  /** The classrooms of the timetable's year, to copy a week from. */
  classrooms: readonly Classroom[];
  timeParts: readonly TimePart[];
  slots: readonly TimetableSlot[];
  classCourses: readonly ClassCourse[];
}

/** A course as a cell offers it: its code and its teacher, what the office reads on a paper timetable. */
function useCourseOptions(classCourses: readonly ClassCourse[], slots: readonly TimetableSlot[]): CourseOption[] {
  const intl = useIntl();
  return useMemo(() => {
    const label = (code: string, teacher: string | null) =>
      teacher
        ? intl.formatMessage({ id: 'tools.timetable.week.course' }, { code, teacher })
        : intl.formatMessage({ id: 'tools.timetable.week.courseNoTeacher' }, { code });
    const options = classCourses.map((course) => ({ classCourseId: course.id, label: label(course.courseCode, course.teacherName) }));
    // A slot keeps its course on show even when the list no longer has it, rather than reading as free.
    for (const slot of slots) {
      if (!options.some((option) => option.classCourseId === slot.classCourseId))
        options.push({ classCourseId: slot.classCourseId, label: label(slot.courseCode, slot.teacherName) });
    }
    return options;
  }, [classCourses, slots, intl]);
}

/** One classroom's week being entered: the grid, its save in one call, the server's refusals on their cells. */
export function WeekForm({ timetable, classroom, classrooms, timeParts, slots, classCourses }: Props) {
  const intl = useIntl();
  const toasts = useToasts();
  const { showError } = useAlerts();
  const [saveSlots] = useSaveClassroomSlotsMutation();
  const options = useCourseOptions(classCourses, slots);
  const timePartIds = useMemo(() => timeParts.map((part) => part.id), [timeParts]);

  const serverCells = useMemo(() => cellsOf(slots), [slots]);
  const [cells, setCells] = useState<Cells>(serverCells);
  /** What the server holds, as far as this screen knows: the last week read or saved. */
  const [saved, setSaved] = useState<Cells>(serverCells);
  const [refused, setRefused] = useState<Partial<Record<CellKey, string>>>({});
  const [refusalMessage, setRefusalMessage] = useState<string | undefined>(undefined);
  const [copying, setCopying] = useState(false);
  const days = useMemo(() => daysShown(saved, cells), [saved, cells]);
  const unsaved = changedCells(cells, saved, days, timePartIds);

  // A new read (after a save, a copy) shows the server's week, unless the user is editing over it.
  const [shownServer, setShownServer] = useState(serverCells);
  if (shownServer !== serverCells) {
    setShownServer(serverCells);
    setSaved(serverCells);
    if (unsaved === 0) setCells(serverCells);
  }

  const sent = useRef<{ cells: Cells; lines: SlotLine[] } | null>(null);

  const change = useCallback((cell: CellKey, classCourseId: number | undefined) => {
    setCells((current) => withCell(current, cell, classCourseId));
    setRefused((current) => {
      if (!(cell in current)) return current;
      const { [cell]: _fixed, ...rest } = current;
      return rest;
    });
  }, []);

  const { status, save, retryNow } = useSaveWithRetry<unknown>({
    onSaved: () => {
      const lines = sent.current?.lines.length ?? 0;
      toasts.success(intl.formatMessage({ id: 'tools.timetable.save.saved' }, { classroom: classroom.name, count: lines }));
      if (sent.current) setSaved(sent.current.cells);
    },
    onFailed: (error) => {
      const lines = sent.current?.lines ?? [];
      // A clash (409) or a bad line (400) names its line: the cell it came from is marked.
      const refusal = formRefusalOf(error, intl, { owns: (path) => namesLine(path, lines) });
      if (!refusal) {
        showError(error);
        return;
      }
      setRefused(messagesByCell(refusal.fields, lines));
      setRefusalMessage(refusal.message);
    },
  });
  const busy = status.state === 'saving' || status.state === 'waiting';
  const refusedCount = Object.keys(refused).length;
  const canSave = !busy && (unsaved > 0 || refusedCount > 0 || refusalMessage !== undefined);
  const guard = useLeaveGuard(unsaved > 0);

  const submit = () => {
    if (!canSave) return;
    const lines = slotLinesOf(cells, days, timePartIds);
    sent.current = { cells, lines };
    setRefused({});
    setRefusalMessage(undefined);
    save(() => saveSlots({ id: timetable.id, classroomId: classroom.id, body: { slots: lines } }).unwrap());
  };
  // While the copy dialog is open, Ctrl+S must not send the week behind it.
  useSaveShortcut(!copying, submit);

  return (
    <Stack useFlexGap sx={{ gap: 2 }}>
      <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 2 }}>
        <Button
          variant="outlined"
          startIcon={<ContentCopyIcon />}
          onClick={() => setCopying(true)}
          disabled={busy || classrooms.length < 2}
        >
          <FormattedMessage id="tools.timetable.copyClassroom.button" />
        </Button>
      </Box>
      {(refusedCount > 0 || refusalMessage) && (
        <Alert severity="error">
          {refusedCount > 0 && <FormattedMessage id="tools.timetable.save.refused" values={{ count: refusedCount }} />} {refusalMessage}
        </Alert>
      )}
      {classCourses.length === 0 && (
        <Alert severity="info">
          <FormattedMessage id="tools.timetable.week.noCourses" values={{ classroom: classroom.name }} />
        </Alert>
      )}
      <WeekGrid
        caption={intl.formatMessage({ id: 'tools.timetable.week.caption' }, { classroom: classroom.name, timetable: timetable.name })}
        days={days}
        timeParts={timeParts}
        cells={cells}
        saved={saved}
        options={options}
        errors={refused}
        onChange={change}
      />
      <SaveBar
        unsaved={unsaved}
        invalid={refusedCount}
        canSave={canSave}
        status={status}
        onSave={submit}
        onRetry={retryNow}
        messages={SAVE_MESSAGES}
      />
      {copying && (
        <CopyClassroomDialog
          timetable={timetable}
          target={classroom}
          classrooms={classrooms}
          unsaved={unsaved}
          onCopied={() => {
            // The server's week is now the copy: the edits made over the old one are dropped, and its next read fills the grid.
            setCells(saved);
            setRefused({});
            setRefusalMessage(undefined);
          }}
          onClose={() => setCopying(false)}
        />
      )}
      <ConfirmDialog
        open={guard.asking}
        onClose={guard.stay}
        onConfirm={guard.leave}
        titleId="tools.timetable.leave.title"
        textId="tools.timetable.leave.text"
        confirmId="tools.timetable.leave.confirm"
        values={{ count: unsaved }}
      />
    </Stack>
  );
}

import ContentCopyIcon from '@mui/icons-material/ContentCopy';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import { useCallback, useMemo, useState } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import type { TimePart } from '../../../../domain/contract/settings';
import type { ClassCourse, Classroom } from '../../../../domain/contract/structure';
import type { Timetable, TimetableSlot } from '../../../../domain/contract/timetables';
import { WEEKDAYS } from '../../../../domain/enums';
import { useSaveClassroomSlotsMutation } from '../../../api/timetablesApi';
import { useBulkEntry } from '../../../components/bulkEntry/useBulkEntry';
import { ConfirmDialog } from '../../../components/ConfirmDialog';
import { formRefusalOf } from '../../../components/forms/serverErrors';
import { SaveBar, type SaveBarMessages } from '../../../components/SaveBar';
import { useToasts } from '../../../components/toasts/useToasts';
import { CopyClassroomDialog } from './CopyClassroomDialog';
import { WeekGrid, type CourseOption } from './WeekGrid';
import { cellKey, cellsOf, daysShown, filledCells, messagesByCell, namesLine, slotLinesOf, type CellKey } from './weekCells';

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

const cellOf = (cell: CellKey) => cell;
/** A cell no read or edit names is free. */
const free = (): number | undefined => undefined;
const sameCourse = (a: number | undefined, b: number | undefined) => a === b;
const noProblem = () => null;
/** Only a change saves: the week has no line the office must confirm. */
const somethingChanged = (unsaved: number) => unsaved > 0;

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
  const [saveSlots] = useSaveClassroomSlotsMutation();
  const options = useCourseOptions(classCourses, slots);
  const timePartIds = useMemo(() => timeParts.map((part) => part.id), [timeParts]);
  // Every cell of the week, Sunday's too: a cell of a day not on show is free on both sides, so it counts for nothing.
  const lines = useMemo(() => WEEKDAYS.flatMap((weekday) => timePartIds.map((id) => cellKey(weekday, id))), [timePartIds]);
  const serverCells = useMemo(() => cellsOf(slots), [slots]);
  const [copying, setCopying] = useState(false);

  const entry = useBulkEntry({
    read: slots,
    lines,
    keyOf: cellOf,
    serverEntries: serverCells,
    blankOf: free,
    same: sameCourse,
    identical: sameCourse,
    problemOf: noProblem,
    editable: true,
    // While the copy dialog is open, Ctrl+S must not send the week behind it.
    saveShortcut: !copying,
    bodyOf: (entries) => {
      const cells = filledCells(entries);
      return { slots: slotLinesOf(cells, daysShown(cells), timePartIds) };
    },
    send: async (body) => {
      await saveSlots({ id: timetable.id, classroomId: classroom.id, body }).unwrap();
      return body.slots.length;
    },
    // A clash (409) or a bad line (400) names its line: the cell it came from is marked.
    refusedOf: (error, body) => {
      const refusal = formRefusalOf(error, intl, { owns: (path) => namesLine(path, body.slots) });
      return refusal && { lines: messagesByCell(refusal.fields, body.slots), message: refusal.message };
    },
    onSaved: (count) => toasts.success(intl.formatMessage({ id: 'tools.timetable.save.saved' }, { classroom: classroom.name, count })),
    canSaveWhen: somethingChanged,
  });
  const { unsaved, busy, refusedCount, refusalMessage, guard } = entry;
  const cells = useMemo(() => filledCells(entry.entries), [entry.entries]);
  const saved = useMemo(() => filledCells(entry.saved), [entry.saved]);
  const days = useMemo(() => daysShown(saved, cells), [saved, cells]);
  const change = entry.change;
  const setCell = useCallback((cell: CellKey, classCourseId: number | undefined) => change(cell, () => classCourseId), [change]);

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
        errors={entry.errors}
        onChange={setCell}
      />
      <SaveBar
        unsaved={unsaved}
        invalid={refusedCount}
        canSave={entry.canSave}
        status={entry.status}
        onSave={entry.submit}
        onRetry={entry.retryNow}
        messages={SAVE_MESSAGES}
      />
      {copying && (
        <CopyClassroomDialog
          timetable={timetable}
          target={classroom}
          classrooms={classrooms}
          unsaved={unsaved}
          // The server's week is now the copy: the edits made over the old one are dropped, and its next read fills the grid.
          onCopied={entry.reset}
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

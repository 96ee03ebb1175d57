import Paper from '@mui/material/Paper';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableContainer from '@mui/material/TableContainer';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import { useCallback, useMemo, useState } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import type { Day } from '../../../../domain/contract/teacherPresences';
import type { TeacherPresenceStatus } from '../../../../domain/enums';
import { StatusKeyMenu } from '../../../components/bulkEntry/StatusKeyMenu';
import { useGridKeys, type Move } from '../../../components/bulkEntry/useGridKeys';
import { StickyCell } from '../../../components/StickyCell';
import { useLanguage } from '../../../i18n/LanguageContext';
import { StatusIcon } from '../components/StatusIcon';
import { DayCell, type CellHandlers } from './DayCell';
import { entryOf, gridOf, holdingsOf, replacementsFor, slotKeyOf, type Entries } from './dayEntries';
import { KEY_OF, KEYED_STATUSES, RESTORE_KEYS, statusOfKey } from './dayKeys';

interface Props {
  day: Day;
  /** Names the table for screen readers: the date and the mode. */
  caption: string;
  entries: Entries;
  /** A cell's problem, by slot key: minutes or a replacement missing, or what the server refused. */
  errors: Readonly<Record<string, string>>;
  editable: boolean;
  onMark: (key: string, status: TeacherPresenceStatus) => void;
  onRestore: (key: string) => void;
  onMinutes: (key: string, text: string) => void;
  onReplacement: (key: string, teacherId: number | null) => void;
}

const NO_TEACHERS: Day['teachers'] = [];
/** A lateness goes on to its minutes, a replacement to the teacher who replaced. */
const hasField = (status: TeacherPresenceStatus) => status === 'late' || status === 'replaced';
/** Enter or Escape in a field come back to its cell. */
const statusIcon = (status: TeacherPresenceStatus) => <StatusIcon status={status} />;
const statusWord = (status: TeacherPresenceStatus) => <FormattedMessage id={`presence.status.${status}`} />;
const keyOf = (status: TeacherPresenceStatus) => KEY_OF[status];
const leaveField = (key: string, pressed: string): Move<string> => (pressed === 'Enter' || pressed === 'Escape' ? key : undefined);

/**
 * The day as a grid, a row per classroom (or teacher) and a column per time part. One cell is in
 * the tab order; the arrows walk the others (mirrored right to left), a letter marks the cell, L and
 * R go on to the minutes or the replacing teacher, Enter or Escape come back. A click opens the same
 * choices as a menu, for a mouse or a phone.
 */
export function DayGrid({ day, caption, entries, errors, editable, onMark, onRestore, onMinutes, onReplacement }: Props) {
  const intl = useIntl();
  const { direction } = useLanguage();
  const rows = useMemo(() => gridOf(day), [day]);
  const teacherNames = useMemo(() => new Map(day.teachers.map((teacher) => [teacher.id, teacher.name])), [day.teachers]);
  // Who is busy at each hour as marked so far: a replacement is picked among the others.
  const holdings = useMemo(() => holdingsOf(day, entries), [day, entries]);
  /** Where each slot sits: its row and column. */
  const positions = useMemo(() => {
    const map = new Map<string, [number, number]>();
    rows.forEach((row, rowIndex) => row.cells.forEach((slot, column) => slot && map.set(slotKeyOf(slot), [rowIndex, column])));
    return map;
  }, [rows]);
  const firstKey = useMemo(() => positions.keys().next().value, [positions]);

  const [active, setActive] = useState<string | undefined>(undefined);
  const activeKey = active !== undefined && positions.has(active) ? active : firstKey;

  /** The next cell with a class from (row, column), a step at a time; the same cell when there is none. */
  const cellFrom = useCallback(
    (key: string, rowStep: number, columnStep: number, toEnd = false): string => {
      const [row, column] = positions.get(key) ?? [0, 0];
      let found = key;
      for (let r = row + rowStep, c = column + columnStep; rows[r] && c >= 0 && c < day.timeParts.length; r += rowStep, c += columnStep) {
        const slot = rows[r].cells[c];
        if (slot) {
          found = slotKeyOf(slot);
          if (!toEnd) break;
        }
      }
      return found;
    },
    [positions, rows, day.timeParts.length],
  );
  const moveFrom = useCallback(
    (key: string, pressed: string): Move<string> => {
      const forward = direction === 'rtl' ? -1 : 1;
      const steps: Record<string, [number, number, boolean?]> = {
        ArrowUp: [-1, 0],
        ArrowDown: [1, 0],
        ArrowLeft: [0, -forward],
        ArrowRight: [0, forward],
        Home: [0, -1, true],
        End: [0, 1, true],
      };
      const step = steps[pressed];
      return step && cellFrom(key, step[0], step[1], step[2]);
    },
    [direction, cellFrom],
  );
  const restore = useMemo(() => ({ keys: RESTORE_KEYS, onRestore }), [onRestore]);
  const {
    handlers: keys,
    menu,
    closeMenu,
    chooseFromMenu,
  } = useGridKeys({
    moveFrom,
    leaveField,
    statusOfKey,
    hasField,
    restore,
    onMark,
  });

  const handlers = useMemo<CellHandlers>(
    () => ({
      onCellKeyDown: keys.onCellKeyDown,
      onCellFocus: setActive,
      onOpenMenu: keys.openMenu,
      onMinutes,
      onReplacement,
      onFieldKeyDown: keys.onFieldKeyDown,
      registerCell: keys.registerCell,
      registerField: keys.registerField,
    }),
    [keys, onMinutes, onReplacement],
  );

  const menuSlot = menu ? day.slots.find((slot) => slotKeyOf(slot) === menu.key) : undefined;
  const menuStatus = menuSlot ? (entries[menu!.key] ?? entryOf(menuSlot)).status : undefined;

  return (
    <Paper variant="outlined">
      <TableContainer>
        <Table size="small" aria-label={caption} sx={{ borderCollapse: 'separate' }}>
          <TableHead>
            <TableRow>
              <StickyCell side="start" edge component="th" scope="col">
                <FormattedMessage id={day.mode === 'teacher' ? 'presence.day.teacher' : 'presence.day.classroom'} />
              </StickyCell>
              {day.timeParts.map((part) => (
                <TableCell key={part.id} component="th" scope="col">
                  {part.name}
                </TableCell>
              ))}
            </TableRow>
          </TableHead>
          <TableBody>
            {rows.map((row) => (
              <TableRow key={row.key}>
                <StickyCell side="start" edge component="th" scope="row" sx={{ verticalAlign: 'top', fontWeight: 'bold' }}>
                  {row.label ?? intl.formatMessage({ id: 'presence.day.noTeacher' })}
                </StickyCell>
                {row.cells.map((slot, column) => {
                  if (!slot) {
                    return (
                      <TableCell key={column} sx={{ color: 'text.secondary' }}>
                        <FormattedMessage id="presence.day.noClass" />
                      </TableCell>
                    );
                  }
                  const key = slotKeyOf(slot);
                  const entry = entries[key] ?? entryOf(slot);
                  return (
                    <DayCell
                      key={key}
                      cellKey={key}
                      slot={slot}
                      entry={entry}
                      mode={day.mode}
                      // Only a replaced cell shows the list: the others keep one empty list, and their memo.
                      teachers={
                        entry.status === 'replaced' ? replacementsFor(day.teachers, holdings, slot, entry.replacedById) : NO_TEACHERS
                      }
                      replacementName={
                        entry.replacedById === null ? undefined : (teacherNames.get(entry.replacedById) ?? slot.replacedByName ?? undefined)
                      }
                      error={errors[key]}
                      editable={editable}
                      active={key === activeKey}
                      handlers={handlers}
                    />
                  );
                })}
              </TableRow>
            ))}
          </TableBody>
        </Table>
      </TableContainer>
      <StatusKeyMenu
        anchor={menu?.anchor}
        open={menu !== null}
        onClose={closeMenu}
        label={intl.formatMessage({ id: 'presence.day.status' })}
        statuses={KEYED_STATUSES}
        selected={menuStatus}
        iconOf={statusIcon}
        textOf={statusWord}
        keysOf={keyOf}
        onChoose={chooseFromMenu}
      />
    </Paper>
  );
}

import EventBusy from '@mui/icons-material/EventBusy';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import { useCallback, useMemo, useState } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import type { Day, DaySlot, SaveDayBody, SaveDayResult } from '../../../../domain/contract/teacherPresences';
import type { TeacherPresenceStatus } from '../../../../domain/enums';
import { onLines, useBulkEntry } from '../../../components/bulkEntry/useBulkEntry';
import { ConfirmDialog } from '../../../components/ConfirmDialog';
import { DraftOffer, type DraftOfferMessages } from '../../../components/DraftOffer';
import { refusedLines, type LineFields } from '../../../components/forms/refusedLines';
import { SaveBar, type SaveBarMessages } from '../../../components/SaveBar';
import { useToasts } from '../../../components/toasts/useToasts';
import { DayCounts } from './DayCounts';
import { dayBodyOf, countsOf, entriesOf, entryOf, maxMinutesOf, problemOf, sameEntry, slotKeyOf, type Entry } from './dayEntries';
import { DayGrid } from './DayGrid';
import { DayLegend } from './DayLegend';
import { DAY_DRAFT } from './dayDraft';

const SAVE_MESSAGES: SaveBarMessages = {
  button: 'presence.day.save.button',
  unsaved: 'presence.day.save.unsaved',
  invalid: 'presence.day.save.invalid',
  kept: 'presence.day.draft.kept',
  hint: 'presence.day.save.hint',
  waiting: 'presence.day.save.waiting',
  retryNow: 'presence.day.save.retryNow',
  offline: 'presence.day.save.offline',
};
const DRAFT_MESSAGES: DraftOfferMessages = {
  found: 'presence.day.draft.found',
  restore: 'presence.day.draft.restore',
  discard: 'presence.day.draft.discard',
};
/**
 * The day's lines as the server names them (`lines[3].replacedById`), a clash (a replacing teacher
 * teaching elsewhere at that time: 409) as well as a bad line; two messages about a line are both told.
 */
const DAY_LINES: LineFields = {
  list: 'lines',
  fields: ['classCourseId', 'timePartId', 'status', 'latenessMinutes', 'replacedById'],
  messages: 'joined',
  statuses: [400, 409],
};

const identical = (a: Entry, b: Entry) =>
  a.status === b.status && a.minutes === b.minutes && a.replacedById === b.replacedById && a.note === b.note;

interface Props {
  day: Day;
  caption: string;
  draftKey: string;
  editable: boolean;
  send: (body: SaveDayBody) => Promise<SaveDayResult>;
}

/** The day being checked: the entries, their draft, the live counts and the save of every slot shown. */
export function DayForm({ day, caption, draftKey, editable, send }: Props) {
  const intl = useIntl();
  const toasts = useToasts();
  // What the grid shows, and so what the save sends: a slot of no time part of the day has no cell.
  const slots = useMemo(() => {
    const parts = new Set(day.timeParts.map((part) => part.id));
    return day.slots.filter((slot) => parts.has(slot.timePartId));
  }, [day]);
  const serverEntries = useMemo(() => entriesOf(slots), [slots]);
  const [cancellingAll, setCancellingAll] = useState(false);
  const problemOfEntry = useCallback(
    (entry: Entry, slot: DaySlot) => {
      const problem = problemOf(entry, slot);
      return problem && intl.formatMessage({ id: `presence.day.problems.${problem}` }, { max: maxMinutesOf(slot) });
    },
    [intl],
  );
  const entry = useBulkEntry({
    read: day,
    lines: slots,
    keyOf: slotKeyOf,
    serverEntries,
    blankOf: entryOf,
    same: sameEntry,
    identical,
    problemOf: problemOfEntry,
    draftKey,
    draftFormat: DAY_DRAFT,
    editable,
    bodyOf: (entries) => dayBodyOf(day.date, slots, entries),
    send,
    refusedOf: (error, body) => onLines(refusedLines(error, body.lines, DAY_LINES, slotKeyOf)),
    onSaved: (result) => toasts.success(intl.formatMessage({ id: 'presence.day.save.saved' }, { ...result })),
    // Nothing changed still saves while slots are unchecked: saving says their teachers were there.
    canSaveWhen: (unsaved, entries) => slots.length > 0 && (unsaved > 0 || countsOf(slots, entries).unchecked > 0),
  });
  const { entries, change, offer, guard, refusedCount, unsaved, busy } = entry;
  const counts = useMemo(() => countsOf(slots, entries), [slots, entries]);

  const mark = useCallback((key: string, status: TeacherPresenceStatus) => change(key, (entry) => ({ ...entry, status })), [change]);
  // Delete puts the slot back as it was saved: an exception marked by mistake goes without a trace.
  const restoreSlot = entry.revert;
  const setMinutes = useCallback((key: string, minutes: string) => change(key, (entry) => ({ ...entry, minutes })), [change]);
  const setReplacement = useCallback(
    (key: string, replacedById: number | null) => change(key, (entry) => ({ ...entry, replacedById })),
    [change],
  );
  const cancelAll = () => {
    entry.changeAll((current) => ({ ...current, status: 'cancelled' }));
    setCancellingAll(false);
  };

  return (
    <Stack useFlexGap sx={{ gap: 2 }}>
      {offer && <DraftOffer savedAt={offer.savedAt} onRestore={offer.restore} onDiscard={offer.discard} messages={DRAFT_MESSAGES} />}
      <Alert severity="info" variant="outlined">
        <FormattedMessage id={editable ? 'presence.day.everyonePresent' : 'presence.day.readOnly'} />
      </Alert>
      {editable && <DayLegend />}
      <DayCounts counts={counts} />
      {editable && (
        <Stack direction="row">
          <Button
            variant="outlined"
            color="secondary"
            startIcon={<EventBusy />}
            disabled={busy || counts.cancelled === slots.length}
            onClick={() => setCancellingAll(true)}
          >
            <FormattedMessage id="presence.day.cancelAll.button" />
          </Button>
        </Stack>
      )}
      {refusedCount > 0 && (
        <Alert severity="error">
          <FormattedMessage id="presence.day.save.refused" values={{ count: refusedCount }} />
        </Alert>
      )}
      <DayGrid
        day={day}
        caption={caption}
        entries={entries}
        errors={entry.errors}
        editable={editable}
        onMark={mark}
        onRestore={restoreSlot}
        onMinutes={setMinutes}
        onReplacement={setReplacement}
      />
      {editable && (
        <SaveBar
          unsaved={unsaved}
          invalid={entry.invalid}
          canSave={entry.canSave}
          status={entry.status}
          onSave={entry.submit}
          onRetry={entry.retryNow}
          messages={SAVE_MESSAGES}
        />
      )}
      <ConfirmDialog
        open={cancellingAll}
        onClose={() => setCancellingAll(false)}
        onConfirm={cancelAll}
        titleId="presence.day.cancelAll.title"
        textId="presence.day.cancelAll.text"
        confirmId="presence.day.cancelAll.confirm"
        values={{ count: slots.length }}
      />
      <ConfirmDialog
        open={guard.asking}
        onClose={guard.stay}
        onConfirm={guard.leave}
        titleId="presence.day.leave.title"
        textId="presence.day.leave.text"
        confirmId="presence.day.leave.confirm"
        values={{ count: unsaved }}
      />
    </Stack>
  );
}

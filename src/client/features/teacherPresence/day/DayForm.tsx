import EventBusy from '@mui/icons-material/EventBusy';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import { useCallback, useEffect, useMemo, useRef, useState } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import type { Day, SaveDayBody, SaveDayResult } from '../../../../domain/contract/teacherPresences';
import type { TeacherPresenceStatus } from '../../../../domain/enums';
import { useAlerts } from '../../../components/alerts/alertsContext';
import { ConfirmDialog } from '../../../components/ConfirmDialog';
import { DraftOffer, type DraftOfferMessages } from '../../../components/DraftOffer';
import { refusedLines, type LineFields } from '../../../components/forms/refusedLines';
import { SaveBar, type SaveBarMessages } from '../../../components/SaveBar';
import { useToasts } from '../../../components/toasts/useToasts';
import { useLeaveGuard } from '../../../hooks/useLeaveGuard';
import { useSaveShortcut } from '../../../hooks/useSaveShortcut';
import { useSaveWithRetry } from '../../../hooks/useSaveWithRetry';
import { DayCounts } from './DayCounts';
import {
  dayBodyOf,
  countsOf,
  entriesOf,
  entryOf,
  maxMinutesOf,
  problemOf,
  sameEntry,
  slotKeyOf,
  type Entries,
  type Entry,
} from './dayEntries';
import { DayGrid } from './DayGrid';
import { DayLegend } from './DayLegend';
import { draftDiffers, useDayDraft, type DayDraft } from './useDayDraft';

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
  const { showError } = useAlerts();
  const draft = useDayDraft(draftKey);
  // What the grid shows, and so what the save sends: a slot of no time part of the day has no cell.
  const slots = useMemo(() => {
    const parts = new Set(day.timeParts.map((part) => part.id));
    return day.slots.filter((slot) => parts.has(slot.timePartId));
  }, [day]);
  const slotsByKey = useMemo(() => new Map(slots.map((slot) => [slotKeyOf(slot), slot])), [slots]);
  const serverEntries = useMemo(() => entriesOf(slots), [slots]);

  const [entries, setEntries] = useState<Entries>(serverEntries);
  /** Changed here since the day last came from the server: the draft is worth keeping. */
  const [touched, setTouched] = useState(false);
  const [offer, setOffer] = useState<DayDraft | null>(() => {
    const stored = editable ? draft.load() : null;
    return stored && draftDiffers(stored, slots) ? stored : null;
  });
  const offeredOnOpen = useRef(offer !== null);
  // A refetch (after a save) shows the server's day, unless the user is marking over it.
  const [shownServerEntries, setShownServerEntries] = useState(serverEntries);
  if (shownServerEntries !== serverEntries) {
    setShownServerEntries(serverEntries);
    if (!touched) setEntries(serverEntries);
  }
  const [refused, setRefused] = useState<Record<string, string>>({});
  const sent = useRef<{ entries: Entries; body: SaveDayBody } | null>(null);
  const latestEntries = useRef(entries);
  const [cancellingAll, setCancellingAll] = useState(false);

  useEffect(() => {
    latestEntries.current = entries;
    if (touched) draft.write(entries);
  }, [entries, touched, draft]);

  useEffect(() => {
    // A draft that matches the server's day has nothing to give back. Judged when the day opens:
    // later, the draft is the user's current work.
    if (!offeredOnOpen.current) draft.remove();
  }, [draft]);

  // Saved is what the last save sent until the day is read again after it.
  const [lastSave, setLastSave] = useState<{ day: Day; entries: Entries } | null>(null);
  const savedEntries = lastSave?.day === day ? lastSave.entries : serverEntries;
  const savedEntriesRef = useRef(savedEntries);
  useEffect(() => {
    savedEntriesRef.current = savedEntries;
  });
  const entryAt = (from: Entries, key: string) => from[key] ?? entryOf(slotsByKey.get(key)!);
  const unsaved = slots.filter((slot) => !sameEntry(entryAt(entries, slotKeyOf(slot)), entryAt(savedEntries, slotKeyOf(slot)))).length;
  const counts = useMemo(() => countsOf(slots, entries), [slots, entries]);

  const errors = useMemo(() => {
    const messages: Record<string, string> = { ...refused };
    for (const slot of slots) {
      const key = slotKeyOf(slot);
      const problem = problemOf(entries[key] ?? entryOf(slot), slot);
      if (problem) messages[key] = intl.formatMessage({ id: `presence.day.problems.${problem}` }, { max: maxMinutesOf(slot) });
    }
    return messages;
  }, [slots, entries, refused, intl]);
  const invalid = slots.filter((slot) => problemOf(entries[slotKeyOf(slot)] ?? entryOf(slot), slot) !== null).length;

  const change = useCallback(
    (key: string, update: (entry: Entry) => Entry) => {
      const slot = slotsByKey.get(key);
      if (!slot) return;
      setEntries((current) => {
        const before = current[key] ?? entryOf(slot);
        const after = update(before);
        return identical(after, before) ? current : { ...current, [key]: after };
      });
      setTouched(true);
      setRefused((current) => {
        if (!(key in current)) return current;
        const { [key]: _fixed, ...rest } = current;
        return rest;
      });
    },
    [slotsByKey],
  );
  const mark = useCallback((key: string, status: TeacherPresenceStatus) => change(key, (entry) => ({ ...entry, status })), [change]);
  // Delete puts the slot back as it was saved: an exception marked by mistake goes without a trace.
  const restoreSlot = useCallback((key: string) => change(key, (entry) => savedEntriesRef.current[key] ?? entry), [change]);
  const setMinutes = useCallback((key: string, minutes: string) => change(key, (entry) => ({ ...entry, minutes })), [change]);
  const setReplacement = useCallback(
    (key: string, replacedById: number | null) => change(key, (entry) => ({ ...entry, replacedById })),
    [change],
  );

  const { status, save, retryNow } = useSaveWithRetry<SaveDayResult>({
    onSaved: (result) => {
      toasts.success(intl.formatMessage({ id: 'presence.day.save.saved' }, { ...result }));
      if (sent.current) setLastSave({ day, entries: sent.current.entries });
      // Marking while the save travelled is new work: it stays a draft.
      if (sent.current?.entries === latestEntries.current) {
        setTouched(false);
        setOffer(null);
        draft.remove();
      }
    },
    onFailed: (error) => {
      const lines = sent.current && refusedLines(error, sent.current.body.lines, DAY_LINES, slotKeyOf);
      if (lines) setRefused(lines);
      else showError(error);
    },
  });
  const busy = status.state === 'saving' || status.state === 'waiting';
  // Nothing changed still saves while slots are unchecked: saving says their teachers were there.
  const canSave = editable && invalid === 0 && !busy && slots.length > 0 && (unsaved > 0 || counts.unchecked > 0);
  // The draft would give the marks back, but whoever clicks away should know they are not saved.
  const guard = useLeaveGuard(editable && unsaved > 0);

  const submit = () => {
    if (!canSave) return;
    const body = dayBodyOf(day.date, slots, entries);
    sent.current = { entries, body };
    setRefused({});
    save(() => send(body));
  };
  useSaveShortcut(editable, submit);

  const restore = () => {
    if (!offer) return;
    setEntries({ ...serverEntries, ...Object.fromEntries(Object.entries(offer.entries).filter(([key]) => slotsByKey.has(key))) });
    setTouched(true);
    setOffer(null);
  };
  const discard = () => {
    setOffer(null);
    if (!touched) draft.remove();
  };
  const cancelAll = () => {
    setEntries((current) =>
      Object.fromEntries(slots.map((slot) => [slotKeyOf(slot), { ...(current[slotKeyOf(slot)] ?? entryOf(slot)), status: 'cancelled' }])),
    );
    setTouched(true);
    setRefused({});
    setCancellingAll(false);
  };

  const refusedCount = Object.keys(refused).length;

  return (
    <Stack useFlexGap sx={{ gap: 2 }}>
      {offer && <DraftOffer savedAt={offer.savedAt} onRestore={restore} onDiscard={discard} messages={DRAFT_MESSAGES} />}
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
        errors={errors}
        editable={editable}
        onMark={mark}
        onRestore={restoreSlot}
        onMinutes={setMinutes}
        onReplacement={setReplacement}
      />
      {editable && (
        <SaveBar
          unsaved={unsaved}
          invalid={invalid}
          canSave={canSave}
          status={status}
          onSave={submit}
          onRetry={retryNow}
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

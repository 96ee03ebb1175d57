import Alert from '@mui/material/Alert';
import Stack from '@mui/material/Stack';
import { useCallback, useEffect, useMemo, useRef, useState } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import type { RollCall, RollCallBody, RollCallResult } from '../../../../domain/contract/absences';
import { useAlerts } from '../../../components/alerts/alertsContext';
import { ConfirmDialog } from '../../../components/ConfirmDialog';
import { DraftOffer, type DraftOfferMessages } from '../../../components/DraftOffer';
import { refusedLines, type LineFields } from '../../../components/forms/refusedLines';
import { SaveBar, type SaveBarMessages } from '../../../components/SaveBar';
import { useToasts } from '../../../components/toasts/useToasts';
import { useLeaveGuard } from '../../../hooks/useLeaveGuard';
import { useSaveShortcut } from '../../../hooks/useSaveShortcut';
import { useSaveWithRetry } from '../../../hooks/useSaveWithRetry';
import { RollCallCounts } from './RollCallCounts';
import { RollCallLegend } from './RollCallLegend';
import {
  countsOf,
  entriesOf,
  entryOf,
  maxLatenessOf,
  PRESENT,
  problemOf,
  rollCallBodyOf,
  sameEntry,
  type Entries,
  type Entry,
  type Mark,
} from './rollCallMarks';
import { RollCallTable } from './RollCallTable';
import { RollCallTaken } from './RollCallTaken';
import { draftDiffers, useRollCallDraft, type RollCallDraft } from './useRollCallDraft';

const SAVE_MESSAGES: SaveBarMessages = {
  button: 'discipline.rollCall.save.button',
  unsaved: 'discipline.rollCall.save.unsaved',
  invalid: 'discipline.rollCall.save.invalid',
  kept: 'discipline.rollCall.draft.kept',
  hint: 'discipline.rollCall.save.hint',
  waiting: 'discipline.rollCall.save.waiting',
  retryNow: 'discipline.rollCall.save.retryNow',
  offline: 'discipline.rollCall.save.offline',
};
const DRAFT_MESSAGES: DraftOfferMessages = {
  found: 'discipline.rollCall.draft.found',
  restore: 'discipline.rollCall.draft.restore',
  discard: 'discipline.rollCall.draft.discard',
};
/** A roll call's lines as the server names them (`lines[3].status`); two messages about a line are both told. */
const ROLL_CALL_LINES: LineFields = { list: 'lines', fields: ['studentId', 'status', 'latenessMinutes'], messages: 'joined' };

interface Props {
  rollCall: RollCall;
  draftKey: string;
  editable: boolean;
  send: (body: RollCallBody) => Promise<RollCallResult>;
}

/** One roll call being taken: the marks, their draft, the live counts and the save. */
export function RollCallForm({ rollCall, draftKey, editable, send }: Props) {
  const intl = useIntl();
  const toasts = useToasts();
  const { showError } = useAlerts();
  const draft = useRollCallDraft(draftKey);
  const rows = rollCall.data;
  const maxMinutes = maxLatenessOf(rollCall.durationHours);
  const serverEntries = useMemo(() => entriesOf(rows), [rows]);

  const [entries, setEntries] = useState<Entries>(serverEntries);
  /** Changed here since the roll call last came from the server: the draft is worth keeping. */
  const [touched, setTouched] = useState(false);
  const [offer, setOffer] = useState<RollCallDraft | null>(() => {
    const stored = editable ? draft.load() : null;
    return stored && draftDiffers(stored, rows) ? stored : null;
  });
  const offeredOnOpen = useRef(offer !== null);
  // A refetch (after a save) shows the server's roll call, unless the user is marking over it.
  const [shownServerEntries, setShownServerEntries] = useState(serverEntries);
  if (shownServerEntries !== serverEntries) {
    setShownServerEntries(serverEntries);
    if (!touched) setEntries(serverEntries);
  }
  const [refused, setRefused] = useState<Record<number, string>>({});
  const sent = useRef<{ entries: Entries; body: RollCallBody } | null>(null);
  const latestEntries = useRef(entries);

  useEffect(() => {
    latestEntries.current = entries;
    if (touched) draft.write(entries);
  }, [entries, touched, draft]);

  useEffect(() => {
    // A draft that matches the server's roll call has nothing to give back. Judged when the roll
    // call opens: later, the draft is the user's current work.
    if (!offeredOnOpen.current) draft.remove();
  }, [draft]);

  // Saved is what the last save sent until the roll call is read again after it.
  const [lastSave, setLastSave] = useState<{ rollCall: RollCall; entries: Entries } | null>(null);
  const savedEntries = lastSave?.rollCall === rollCall ? lastSave.entries : serverEntries;
  const unsaved = rows.filter((row) => !sameEntry(entries[row.studentId] ?? PRESENT, savedEntries[row.studentId] ?? entryOf(row))).length;
  const counts = useMemo(() => countsOf(rows, entries), [rows, entries]);

  const errors = useMemo(() => {
    const messages: Record<number, string> = { ...refused };
    for (const row of rows) {
      const problem = problemOf(entries[row.studentId] ?? PRESENT, maxMinutes);
      if (problem) messages[row.studentId] = intl.formatMessage({ id: `discipline.rollCall.minutes.${problem}` }, { max: maxMinutes });
    }
    return messages;
  }, [rows, entries, refused, maxMinutes, intl]);
  const invalid = rows.filter((row) => problemOf(entries[row.studentId] ?? PRESENT, maxMinutes) !== null).length;

  const change = useCallback((studentId: number, update: (entry: Entry) => Entry) => {
    setEntries((current) => {
      const before = current[studentId] ?? PRESENT;
      const after = update(before);
      return after.mark === before.mark && after.minutes === before.minutes ? current : { ...current, [studentId]: after };
    });
    setTouched(true);
    setRefused((current) => {
      if (!(studentId in current)) return current;
      const { [studentId]: _fixed, ...rest } = current;
      return rest;
    });
  }, []);
  // A lateness keeps the minutes typed before, should the taker press R twice.
  const mark = useCallback(
    (studentId: number, next: Mark) => change(studentId, (entry) => ({ mark: next, minutes: next === 'late' ? entry.minutes : '' })),
    [change],
  );
  const setMinutes = useCallback((studentId: number, minutes: string) => change(studentId, (entry) => ({ ...entry, minutes })), [change]);

  const { status, save, retryNow } = useSaveWithRetry<RollCallResult>({
    onSaved: (result) => {
      toasts.success(intl.formatMessage({ id: 'discipline.rollCall.save.saved' }, { ...result }));
      if (sent.current) setLastSave({ rollCall, entries: sent.current.entries });
      // Marking while the save travelled is new work: it stays a draft.
      if (sent.current?.entries === latestEntries.current) {
        setTouched(false);
        setOffer(null);
        draft.remove();
      }
    },
    onFailed: (error) => {
      const lines = sent.current && refusedLines(error, sent.current.body.lines, ROLL_CALL_LINES);
      if (lines) setRefused(lines);
      else showError(error);
    },
  });
  const busy = status.state === 'saving' || status.state === 'waiting';
  const canSave = editable && invalid === 0 && !busy;
  // The draft would give the marks back, but a taker who clicks away should know they are not saved.
  const guard = useLeaveGuard(editable && unsaved > 0);

  const submit = () => {
    if (!canSave) return;
    const body = rollCallBodyOf(rows, entries);
    sent.current = { entries, body };
    setRefused({});
    save(() => send(body));
  };
  useSaveShortcut(editable, submit);

  const restore = () => {
    if (!offer) return;
    setEntries({ ...serverEntries, ...offer.entries });
    setTouched(true);
    setOffer(null);
  };
  const discard = () => {
    setOffer(null);
    if (!touched) draft.remove();
  };

  const refusedCount = Object.keys(refused).length;

  return (
    <Stack useFlexGap sx={{ gap: 2 }}>
      {offer && <DraftOffer savedAt={offer.savedAt} onRestore={restore} onDiscard={discard} messages={DRAFT_MESSAGES} />}
      <RollCallTaken rollCall={rollCall} />
      {editable ? (
        <RollCallLegend />
      ) : (
        <Alert severity="info">
          <FormattedMessage id="discipline.rollCall.readOnly" />
        </Alert>
      )}
      <RollCallCounts counts={counts} students={rows.length} />
      {refusedCount > 0 && (
        <Alert severity="error">
          <FormattedMessage id="discipline.rollCall.save.refused" values={{ count: refusedCount }} />
        </Alert>
      )}
      <RollCallTable
        caption={intl.formatMessage(
          { id: 'discipline.rollCall.table.caption' },
          {
            classroom: rollCall.classroomName,
            date: intl.formatDate(`${rollCall.date}T00:00:00`, { dateStyle: 'full' }),
            timePart: rollCall.timePartName,
          },
        )}
        rows={rows}
        entries={entries}
        errors={errors}
        readOnly={!editable}
        onMark={mark}
        onMinutes={setMinutes}
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
        open={guard.asking}
        onClose={guard.stay}
        onConfirm={guard.leave}
        titleId="discipline.rollCall.leave.title"
        textId="discipline.rollCall.leave.text"
        confirmId="discipline.rollCall.leave.confirm"
        values={{ count: unsaved }}
      />
    </Stack>
  );
}

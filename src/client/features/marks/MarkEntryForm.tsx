import Alert from '@mui/material/Alert';
import Stack from '@mui/material/Stack';
import { useCallback, useEffect, useMemo, useRef, useState } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import type { BulkMarksBody, BulkResult, EntryList } from '../../../domain/contract/marks';
import { useAlerts } from '../../components/alerts/alertsContext';
import { ConfirmDialog } from '../../components/ConfirmDialog';
import { DraftOffer, type DraftOfferMessages } from '../../components/DraftOffer';
import { refusedLines, type LineFields } from '../../components/forms/refusedLines';
import { SaveBar, type SaveBarMessages } from '../../components/SaveBar';
import { useToasts } from '../../components/toasts/useToasts';
import { useLeaveGuard } from '../../hooks/useLeaveGuard';
import { useSaveShortcut } from '../../hooks/useSaveShortcut';
import { useSaveWithRetry } from '../../hooks/useSaveWithRetry';
import { decimalSignOf, parseMark, textsOf, type ParsedMark } from './markInput';
import { markStats } from './markStats';
import { MarkEntryTable } from './MarkEntryTable';
import { MarkSummary } from './MarkSummary';
import { draftDiffers, useMarkDraft, type MarkDraft } from './useMarkDraft';

interface Props {
  list: EntryList;
  draftKey: string;
  editable: boolean;
  passMark: number;
  send: (body: BulkMarksBody) => Promise<BulkResult>;
}

type Texts = Record<number, string>;

const SAVE_MESSAGES: SaveBarMessages = {
  button: 'marks.save.button',
  unsaved: 'marks.save.unsaved',
  invalid: 'marks.save.invalid',
  kept: 'marks.draft.kept',
  hint: 'marks.save.hint',
  waiting: 'marks.save.waiting',
  retryNow: 'marks.save.retryNow',
  offline: 'marks.save.offline',
};
const DRAFT_MESSAGES: DraftOfferMessages = { found: 'marks.draft.found', restore: 'marks.draft.restore', discard: 'marks.draft.discard' };
/** Each line's marks as the server names them (`marks[3].value`). */
const MARK_LINES: LineFields = { list: 'marks', fields: ['value', 'studentId'], messages: 'last' };

/** A cell's mark to send; only called once every cell is valid. */
const valueOf = (mark: ParsedMark) => (mark.ok ? mark.value : null);

/** One entry list being filled: the cells, their draft, the live summary and the save. */
export function MarkEntryForm({ list, draftKey, editable, passMark, send }: Props) {
  const intl = useIntl();
  const toasts = useToasts();
  const { showError } = useAlerts();
  const draft = useMarkDraft(draftKey);
  const sign = decimalSignOf(intl.locale);
  const serverTexts = useMemo(() => textsOf(list.data, sign), [list, sign]);

  const [texts, setTexts] = useState<Texts>(serverTexts);
  /** Changed here since the list last came from the server: the draft is worth keeping. */
  const [touched, setTouched] = useState(false);
  const [offer, setOffer] = useState<MarkDraft | null>(() => {
    const stored = editable ? draft.load() : null;
    return stored && draftDiffers(stored, list.data) ? stored : null;
  });
  const offeredOnOpen = useRef(offer !== null);
  // A refetch (after a save) shows the server's values, unless the user is typing over them: the
  // texts follow the list while rendering, as React advises for state derived from a prop.
  const [shownServerTexts, setShownServerTexts] = useState(serverTexts);
  if (shownServerTexts !== serverTexts) {
    setShownServerTexts(serverTexts);
    if (!touched) setTexts(serverTexts);
  }
  const [refused, setRefused] = useState<Record<number, string>>({});
  const sent = useRef<{ texts: Texts; body: BulkMarksBody } | null>(null);
  const latestTexts = useRef(texts);

  useEffect(() => {
    latestTexts.current = texts;
    if (touched) draft.write(texts);
  }, [texts, touched, draft]);

  useEffect(() => {
    // A draft that matches the server's marks has nothing to give back. Judged when the list opens
    // (a draft is per list): later, the draft is the user's current work.
    if (!offeredOnOpen.current) draft.remove();
  }, [draft]);

  const parsed = useMemo(() => list.data.map((row) => parseMark(texts[row.studentId] ?? '')), [list, texts]);
  const invalid = parsed.filter((mark) => !mark.ok).length;
  // A row counts once its value differs from the saved mark, not when its text does ("12,50" is 12.5).
  // Saved is what the last save sent until the list read again after it arrives.
  const [lastSave, setLastSave] = useState<{ list: EntryList; values: Map<number, number | null> } | null>(null);
  const savedValue = (row: EntryList['data'][number]) =>
    lastSave?.list === list && lastSave.values.has(row.studentId) ? lastSave.values.get(row.studentId) : row.value;
  const unsaved = list.data.filter((row, index) => {
    const mark = parsed[index];
    return !mark.ok || mark.value !== savedValue(row);
  }).length;
  const stats = useMemo(
    () =>
      markStats(
        parsed.flatMap((mark) => (mark.ok && mark.value !== null ? [mark.value] : [])),
        passMark,
      ),
    [parsed, passMark],
  );
  const errors = useMemo(() => {
    const messages: Record<number, string> = { ...refused };
    list.data.forEach((row, index) => {
      const mark = parsed[index];
      if (!mark.ok) messages[row.studentId] = intl.formatMessage({ id: `marks.problems.${mark.problem}` });
    });
    return messages;
  }, [list, parsed, refused, intl]);

  const change = useCallback((studentId: number, text: string) => {
    setTexts((current) => ({ ...current, [studentId]: text }));
    setTouched(true);
    setRefused((current) => {
      if (!(studentId in current)) return current;
      const { [studentId]: _fixed, ...rest } = current;
      return rest;
    });
  }, []);

  const { status, save, retryNow } = useSaveWithRetry<BulkResult>({
    onSaved: (result) => {
      toasts.success(intl.formatMessage({ id: 'marks.save.saved' }, { ...result }));
      if (sent.current) setLastSave({ list, values: new Map(sent.current.body.marks.map(({ studentId, value }) => [studentId, value])) });
      // Typing while the save travelled is new work: it stays a draft.
      if (sent.current?.texts === latestTexts.current) {
        setTouched(false);
        setOffer(null);
        draft.remove();
      }
    },
    onFailed: (error) => {
      const lines = sent.current && refusedLines(error, sent.current.body.marks, MARK_LINES);
      if (lines) setRefused(lines);
      else showError(error);
    },
  });
  const busy = status.state === 'saving' || status.state === 'waiting';
  const canSave = editable && invalid === 0 && !busy;
  // The draft would give the marks back, but a teacher who clicks away should know they are not saved.
  const guard = useLeaveGuard(editable && unsaved > 0);

  const submit = () => {
    if (!canSave) return;
    const body: BulkMarksBody = { marks: list.data.map((row, index) => ({ studentId: row.studentId, value: valueOf(parsed[index]) })) };
    sent.current = { texts, body };
    setRefused({});
    save(() => send(body));
  };
  useSaveShortcut(editable, submit);

  const restore = () => {
    if (!offer) return;
    setTexts({ ...serverTexts, ...offer.values });
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
      <MarkSummary stats={stats} students={list.data.length} passMark={passMark} />
      {!editable && (
        <Alert severity="info">
          <FormattedMessage id="marks.readOnly" />
        </Alert>
      )}
      {refusedCount > 0 && (
        <Alert severity="error">
          <FormattedMessage id="marks.save.refused" values={{ count: refusedCount }} />
        </Alert>
      )}
      <MarkEntryTable rows={list.data} texts={texts} errors={errors} readOnly={!editable} onChange={change} />
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
        titleId="marks.leave.title"
        textId="marks.leave.text"
        confirmId="marks.leave.confirm"
        values={{ count: unsaved }}
      />
    </Stack>
  );
}

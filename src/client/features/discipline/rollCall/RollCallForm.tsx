import Alert from '@mui/material/Alert';
import Stack from '@mui/material/Stack';
import { useCallback, useMemo } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import type { RollCall, RollCallBody, RollCallResult, RollCallRow } from '../../../../domain/contract/absences';
import { onLines, useBulkEntry } from '../../../components/bulkEntry/useBulkEntry';
import { ConfirmDialog } from '../../../components/ConfirmDialog';
import { DraftOffer, type DraftOfferMessages } from '../../../components/DraftOffer';
import { refusedLines, type LineFields } from '../../../components/forms/refusedLines';
import { SaveBar, type SaveBarMessages } from '../../../components/SaveBar';
import { useToasts } from '../../../components/toasts/useToasts';
import { RollCallCounts } from './RollCallCounts';
import { RollCallLegend } from './RollCallLegend';
import { countsOf, entriesOf, maxLatenessOf, PRESENT, problemOf, rollCallBodyOf, sameEntry, type Entry, type Mark } from './rollCallMarks';
import { RollCallTable } from './RollCallTable';
import { RollCallTaken } from './RollCallTaken';
import { ROLL_CALL_DRAFT } from './rollCallDraft';

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
const studentIdOf = (row: RollCallRow) => row.studentId;
const present = () => PRESENT;
const sameMarkAndMinutes = (a: Entry, b: Entry) => a.mark === b.mark && a.minutes === b.minutes;
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
  const rows = rollCall.data;
  const maxMinutes = maxLatenessOf(rollCall.durationHours);
  const serverEntries = useMemo(() => entriesOf(rows), [rows]);
  const problemOfEntry = useCallback(
    (entry: Entry) => {
      const problem = problemOf(entry, maxMinutes);
      return problem && intl.formatMessage({ id: `discipline.rollCall.minutes.${problem}` }, { max: maxMinutes });
    },
    [maxMinutes, intl],
  );
  const entry = useBulkEntry({
    read: rollCall,
    lines: rows,
    keyOf: studentIdOf,
    serverEntries,
    blankOf: present,
    same: sameEntry,
    identical: sameMarkAndMinutes,
    problemOf: problemOfEntry,
    draftKey,
    draftFormat: ROLL_CALL_DRAFT,
    editable,
    bodyOf: (entries) => rollCallBodyOf(rows, entries),
    send,
    refusedOf: (error, body) => onLines(refusedLines(error, body.lines, ROLL_CALL_LINES)),
    onSaved: (result) => toasts.success(intl.formatMessage({ id: 'discipline.rollCall.save.saved' }, { ...result })),
  });
  const { entries, change, unsaved } = entry;
  const counts = useMemo(() => countsOf(rows, entries), [rows, entries]);

  // A lateness keeps the minutes typed before, should the taker press R twice.
  const mark = useCallback(
    (studentId: number, next: Mark) => change(studentId, (entry) => ({ mark: next, minutes: next === 'late' ? entry.minutes : '' })),
    [change],
  );
  const setMinutes = useCallback((studentId: number, minutes: string) => change(studentId, (entry) => ({ ...entry, minutes })), [change]);
  const { offer, guard, refusedCount } = entry;

  return (
    <Stack useFlexGap sx={{ gap: 2 }}>
      {offer && <DraftOffer savedAt={offer.savedAt} onRestore={offer.restore} onDiscard={offer.discard} messages={DRAFT_MESSAGES} />}
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
        errors={entry.errors}
        readOnly={!editable}
        onMark={mark}
        onMinutes={setMinutes}
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

import Alert from '@mui/material/Alert';
import Stack from '@mui/material/Stack';
import { useCallback, useMemo } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import type { BulkMarksBody, BulkResult, EntryList } from '../../../domain/contract/marks';
import { onLines, useBulkEntry } from '../../components/bulkEntry/useBulkEntry';
import { ConfirmDialog } from '../../components/ConfirmDialog';
import { DraftOffer, type DraftOfferMessages } from '../../components/DraftOffer';
import { refusedLines, type LineFields } from '../../components/forms/refusedLines';
import { SaveBar, type SaveBarMessages } from '../../components/SaveBar';
import { useToasts } from '../../components/toasts/useToasts';
import { decimalSignOf, parseMark, textsOf, type ParsedMark } from './markInput';
import { markStats } from './markStats';
import { MarkEntryTable } from './MarkEntryTable';
import { MarkSummary } from './MarkSummary';
import { MARK_DRAFT } from './markDraft';

interface Props {
  list: EntryList;
  draftKey: string;
  editable: boolean;
  passMark: number;
  send: (body: BulkMarksBody) => Promise<BulkResult>;
}

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
const studentIdOf = (row: EntryList['data'][number]) => row.studentId;
const empty = () => '';
const sameText = (a: string, b: string) => a === b;
/** A cell counts as changed once its value differs, not its text ("12,50" is 12.5); a cell that is no valid mark always does. */
function sameMark(a: string, b: string): boolean {
  const [first, second] = [parseMark(a), parseMark(b)];
  return first.ok && second.ok && first.value === second.value;
}

/** One entry list being filled: the cells, their draft, the live summary and the save. */
export function MarkEntryForm({ list, draftKey, editable, passMark, send }: Props) {
  const intl = useIntl();
  const toasts = useToasts();
  const sign = decimalSignOf(intl.locale);
  const serverTexts = useMemo(() => textsOf(list.data, sign), [list, sign]);
  const problemOf = useCallback(
    (text: string) => {
      const mark = parseMark(text);
      return mark.ok ? null : intl.formatMessage({ id: `marks.problems.${mark.problem}` });
    },
    [intl],
  );
  const entry = useBulkEntry({
    read: list,
    lines: list.data,
    keyOf: studentIdOf,
    serverEntries: serverTexts,
    blankOf: empty,
    same: sameMark,
    identical: sameText,
    problemOf,
    draftKey,
    draftFormat: MARK_DRAFT,
    editable,
    bodyOf: (texts): BulkMarksBody => ({
      marks: list.data.map((row) => ({ studentId: row.studentId, value: valueOf(parseMark(texts[row.studentId] ?? '')) })),
    }),
    send,
    refusedOf: (error, body) => onLines(refusedLines(error, body.marks, MARK_LINES)),
    onSaved: (result) => toasts.success(intl.formatMessage({ id: 'marks.save.saved' }, { ...result })),
  });
  const { entries: texts, offer, guard, refusedCount, unsaved, change: changeEntry } = entry;
  const change = useCallback((studentId: number, text: string) => changeEntry(studentId, () => text), [changeEntry]);

  const stats = useMemo(
    () =>
      markStats(
        list.data.flatMap((row) => {
          const mark = parseMark(texts[row.studentId] ?? '');
          return mark.ok && mark.value !== null ? [mark.value] : [];
        }),
        passMark,
      ),
    [list, texts, passMark],
  );

  return (
    <Stack useFlexGap sx={{ gap: 2 }}>
      {offer && <DraftOffer savedAt={offer.savedAt} onRestore={offer.restore} onDiscard={offer.discard} messages={DRAFT_MESSAGES} />}
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
      <MarkEntryTable rows={list.data} texts={texts} errors={entry.errors} readOnly={!editable} onChange={change} />
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
        titleId="marks.leave.title"
        textId="marks.leave.text"
        confirmId="marks.leave.confirm"
        values={{ count: unsaved }}
      />
    </Stack>
  );
}

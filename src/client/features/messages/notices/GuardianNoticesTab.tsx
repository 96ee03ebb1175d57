import Alert from '@mui/material/Alert';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { skipToken } from '@reduxjs/toolkit/query';
import { useState } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import {
  BULK_NOTICE_KINDS,
  NOTICE_STATUSES,
  readableNoticeKinds,
  type BulkNoticeKind,
  type GuardianNotice,
  type NoticeKind,
  type NoticeStatus,
} from '../../../../domain/contract/guardianNotices';
import type { Classroom, Level } from '../../../../domain/contract/structure';
import { useListClassroomsQuery } from '../../../api/classroomsApi';
import { useListGuardianNoticesQuery, useRetryGuardianNoticeMutation } from '../../../api/guardianNoticesApi';
import { useListLevelsQuery } from '../../../api/levelsApi';
import { useCurrentUser } from '../../../app/session';
import { chooseAlert } from '../../../components/alerts/chooseAlert';
import { ChoiceSelect } from '../../../components/ChoiceSelect';
import { LoadFailed } from '../../../components/LoadFailed';
import { PageSpinner } from '../../../components/PageSpinner';
import { useToasts } from '../../../components/toasts/useToasts';
import { useToday } from '../../../hooks/today';
import { NoticeForm } from './NoticeForm';
import { OutboxTable } from './OutboxTable';

const ALL = 1000;
const PAGE = 20;
const NO_LEVELS: Level[] = [];
const NO_CLASSROOMS: Classroom[] = [];
/** The outbox moves as the server sends: read again every few seconds while the tab is open. */
const POLL_MS = 5000;

/**
 * Notices to guardians (the Messages screen's "guardians" tab, `#/user/messages?tab=guardians`): a
 * new bulk notice with its preview before the send, and the outbox with each notice's status.
 */
export default function GuardianNoticesTab() {
  const intl = useIntl();
  const today = useToday();
  const toasts = useToasts();
  const user = useCurrentUser();
  const permissions = user?.permissions ?? [];
  const sendsAll = permissions.includes('notices.send');
  const kinds: readonly BulkNoticeKind[] = sendsAll ? BULK_NOTICE_KINDS : permissions.includes('notices.send.arrears') ? ['arrears'] : [];
  const schoolYear = user?.schoolYear ?? undefined;

  const [status, setStatus] = useState<NoticeStatus | ''>('');
  const [kind, setKind] = useState<NoticeKind | ''>('');
  const [classroomId, setClassroomId] = useState('');
  const [page, setPage] = useState(0);
  const levels = useListLevelsQuery(kinds.length ? { limit: ALL } : skipToken).data?.data ?? NO_LEVELS;
  const classrooms =
    useListClassroomsQuery(schoolYear ? { schoolYearId: schoolYear.id, limit: ALL } : skipToken).data?.data ?? NO_CLASSROOMS;
  const {
    currentData: list,
    error,
    isFetching,
    refetch,
  } = useListGuardianNoticesQuery(
    {
      status: status || undefined,
      kind: kind || undefined,
      classroomId: classroomId ? Number(classroomId) : undefined,
      limit: PAGE,
      skip: page * PAGE,
    },
    { pollingInterval: POLL_MS },
  );
  const [retry, retryState] = useRetryGuardianNoticeMutation();

  const doRetry = async (notice: GuardianNotice) => {
    try {
      await retry({ id: notice.id }).unwrap();
      toasts.success(intl.formatMessage({ id: 'notices.outbox.retried' }));
    } catch (failure) {
      toasts.error(chooseAlert(failure).message);
    }
  };

  let outbox;
  if (list)
    outbox = (
      <>
        <Typography>
          <FormattedMessage id="notices.outbox.counts" values={list.counts} />
        </Typography>
        {(['sms', 'email'] as const)
          .filter((channel) => !list.configured[channel])
          .map((channel) => (
            <Alert key={channel} severity="warning">
              <FormattedMessage id={`notices.notConfigured.${channel}`} />
            </Alert>
          ))}
        <OutboxTable
          list={list}
          page={page}
          rowsPerPage={PAGE}
          onPage={setPage}
          canRetry={kinds.length ? (notice) => sendsAll || notice.kind === 'arrears' : null}
          retrying={retryState.isLoading ? (retryState.originalArgs?.id ?? null) : null}
          onRetry={(notice) => void doRetry(notice)}
        />
      </>
    );
  else if (error && !isFetching)
    outbox = (
      <LoadFailed onRetry={() => void refetch()}>
        {chooseAlert(error).message ?? intl.formatMessage({ id: 'notices.outbox.loadFailed' })}
      </LoadFailed>
    );
  else outbox = <PageSpinner />;

  return (
    <Stack useFlexGap sx={{ gap: 2 }}>
      <Typography variant="h6" component="h2">
        <FormattedMessage id="notices.title" />
      </Typography>
      {kinds.length > 0 && (
        <Stack component="section" aria-labelledby="notices-form-title" useFlexGap sx={{ gap: 1 }}>
          <Typography id="notices-form-title" variant="subtitle1" component="h3">
            <FormattedMessage id="notices.form.title" />
          </Typography>
          <NoticeForm
            kinds={kinds}
            classrooms={classrooms}
            levels={levels}
            today={today}
            onQueued={(queued) => toasts.success(intl.formatMessage({ id: 'notices.form.queued' }, { count: queued }))}
          />
        </Stack>
      )}
      {/* Not a section landmark: the table's scrolling region already carries the outbox's name. */}
      <Stack useFlexGap sx={{ gap: 1 }}>
        <Typography id="notices-outbox-title" variant="subtitle1" component="h3">
          <FormattedMessage id="notices.outbox.title" />
        </Typography>
        <Stack direction="row" useFlexGap sx={{ gap: 2, flexWrap: 'wrap' }}>
          <ChoiceSelect
            id="notices-filter-status"
            label={intl.formatMessage({ id: 'notices.outbox.status' })}
            value={status}
            emptyLabel={intl.formatMessage({ id: 'notices.outbox.allStatuses' })}
            choices={NOTICE_STATUSES.map((one) => ({ value: one, label: intl.formatMessage({ id: `notices.statuses.${one}` }) }))}
            onChange={({ target: { value } }) => {
              setStatus(value as NoticeStatus | '');
              setPage(0);
            }}
          />
          <ChoiceSelect
            id="notices-filter-kind"
            label={intl.formatMessage({ id: 'notices.outbox.kind' })}
            value={kind}
            emptyLabel={intl.formatMessage({ id: 'notices.outbox.allKinds' })}
            choices={readableNoticeKinds(permissions).map((one) => ({
              value: one,
              label: intl.formatMessage({ id: `notices.kinds.${one}` }),
            }))}
            onChange={({ target: { value } }) => {
              setKind(value as NoticeKind | '');
              setPage(0);
            }}
          />
          <ChoiceSelect
            id="notices-filter-classroom"
            label={intl.formatMessage({ id: 'notices.outbox.classroom' })}
            value={classroomId}
            emptyLabel={intl.formatMessage({ id: 'notices.outbox.allClassrooms' })}
            choices={classrooms.map((one) => ({ value: String(one.id), label: one.name }))}
            onChange={({ target: { value } }) => {
              setClassroomId(value);
              setPage(0);
            }}
          />
        </Stack>
        {outbox}
      </Stack>
    </Stack>
  );
}

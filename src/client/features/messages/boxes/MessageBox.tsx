import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Link from '@mui/material/Link';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableContainer from '@mui/material/TableContainer';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import Typography from '@mui/material/Typography';
import { visuallyHidden } from '@mui/utils';
import { lazy, Suspense } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { Link as RouterLink, useSearchParams } from 'react-router-dom';
import type { MessageItem } from '../../../../domain/contract/messages';
import { useListMessagesQuery } from '../../../api/messagesApi';
import { chooseAlert } from '../../../components/alerts/chooseAlert';
import { LoadFailed } from '../../../components/LoadFailed';
import { PageSpinner } from '../../../components/PageSpinner';
import { VisuallyHidden } from '../../../components/VisuallyHidden';
import { receiversText } from '../receiversText';

const ThreadView = lazy(() => import(/* webpackChunkName: "messages-thread" */ '../thread/ThreadView'));

export const PAGE_SIZE = 20;

const positiveInt = (value: string | null): number | null => (value && /^\d{1,9}$/.test(value) && Number(value) > 0 ? Number(value) : null);

/** A box's messages, newest first, a page at a time; a message opens its thread in place (`?thread=`). */
export function MessageBox({ box }: { box: 'inbox' | 'sent' }) {
  const intl = useIntl();
  const [searchParams, setSearchParams] = useSearchParams();
  const thread = positiveInt(searchParams.get('thread'));
  const skip = Number(searchParams.get('skip')) > 0 ? Math.floor(Number(searchParams.get('skip'))) : 0;
  const { data, isLoading, error, refetch } = useListMessagesQuery({ box, limit: PAGE_SIZE, skip }, { skip: thread !== null });
  if (thread !== null)
    return (
      <Suspense fallback={<PageSpinner />}>
        <ThreadView id={thread} onBack={() => setSearchParams({ tab: box, ...(skip ? { skip: String(skip) } : {}) })} />
      </Suspense>
    );
  if (isLoading) return <PageSpinner />;
  if (error || !data)
    return (
      <LoadFailed onRetry={() => void refetch()}>
        {chooseAlert(error).message ?? intl.formatMessage({ id: 'messages.loadFailed' })}
      </LoadFailed>
    );
  if (!data.data.length)
    return (
      <Typography color="text.secondary">
        <FormattedMessage id="messages.list.empty" />
      </Typography>
    );
  const date = (iso: string) => intl.formatDate(new Date(iso), { dateStyle: 'medium', timeStyle: 'short' });
  const linkTo = (item: MessageItem) =>
    `?${new URLSearchParams({ tab: box, thread: String(item.id), ...(skip ? { skip: String(skip) } : {}) })}`;
  const page = (to: number) => setSearchParams({ tab: box, ...(to ? { skip: String(to) } : {}) });
  const captionId = `messages-${box}-caption`;
  return (
    <>
      <Typography id={captionId} variant="h6" component="h2" sx={visuallyHidden}>
        <FormattedMessage id={box === 'inbox' ? 'messages.tabs.inbox' : 'messages.tabs.sent'} />
      </Typography>
      <TableContainer tabIndex={0} role="region" aria-labelledby={captionId} sx={{ maxWidth: '100%', overflowX: 'auto' }}>
        <Table size="small" aria-labelledby={captionId}>
          <TableHead>
            <TableRow>
              <TableCell>
                <FormattedMessage id={box === 'inbox' ? 'messages.list.from' : 'messages.list.to'} />
              </TableCell>
              <TableCell>
                <FormattedMessage id="messages.list.subject" />
              </TableCell>
              <TableCell>
                <FormattedMessage id="messages.list.date" />
              </TableCell>
            </TableRow>
          </TableHead>
          <TableBody>
            {data.data.map((item) => {
              const unread = box === 'inbox' && item.readAt === null;
              const sx = unread ? { fontWeight: 700 } : undefined;
              return (
                <TableRow key={item.id} hover>
                  <TableCell sx={sx}>{box === 'inbox' ? item.sender.name : receiversText(intl, item.receivers)}</TableCell>
                  <TableCell sx={sx}>
                    {/* One box, holding the hidden "Unread:" too: a click on its middle lands on the link. */}
                    <Link
                      component={RouterLink}
                      to={linkTo(item)}
                      sx={{ fontWeight: 'inherit', position: 'relative', display: 'inline-block' }}
                    >
                      {unread && (
                        <VisuallyHidden>
                          <FormattedMessage id="messages.list.unread" />{' '}
                        </VisuallyHidden>
                      )}
                      {item.subject}
                    </Link>
                    <Typography variant="body2" color="text.secondary" sx={{ overflowWrap: 'anywhere' }}>
                      {item.excerpt}
                    </Typography>
                  </TableCell>
                  <TableCell sx={{ ...sx, whiteSpace: 'nowrap' }}>{date(item.createdAt)}</TableCell>
                </TableRow>
              );
            })}
          </TableBody>
        </Table>
      </TableContainer>
      <Box sx={{ display: 'flex', alignItems: 'center', gap: 2, mt: 1, flexWrap: 'wrap' }}>
        <Typography variant="body2" color="text.secondary">
          <FormattedMessage id="messages.list.range" values={{ from: skip + 1, to: skip + data.data.length, total: data.total }} />
        </Typography>
        {skip > 0 && (
          <Button size="small" onClick={() => page(Math.max(0, skip - PAGE_SIZE))}>
            <FormattedMessage id="messages.list.newer" />
          </Button>
        )}
        {skip + data.data.length < data.total && (
          <Button size="small" onClick={() => page(skip + PAGE_SIZE)}>
            <FormattedMessage id="messages.list.older" />
          </Button>
        )}
      </Box>
    </>
  );
}

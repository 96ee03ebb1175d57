import MailOutlined from '@mui/icons-material/MailOutlined';
import Badge from '@mui/material/Badge';
import IconButton from '@mui/material/IconButton';
import { useEffect, useRef } from 'react';
import { useIntl } from 'react-intl';
import { Link as RouterLink } from 'react-router-dom';
import { useUnreadMessagesQuery } from '../api/messagesApi';
import { useToasts } from '../components/toasts/useToasts';
import { useCurrentUser } from './session';

/** How often the top bar asks for the unread count; a return to the window asks at once. */
export const UNREAD_POLL_MS = 60_000;
/** Beyond this the badge says "99+". */
const MAX = 99;

/**
 * The envelope in the top bar: the caller's unread messages, polled, linking to the inbox. When the
 * count rises between two polls, a toast names the newest message.
 */
export function UnreadMessagesButton() {
  const intl = useIntl();
  const toasts = useToasts();
  const allowed = useCurrentUser()?.permissions.includes('messages.send') ?? false;
  const { data } = useUnreadMessagesQuery(undefined, {
    skip: !allowed,
    pollingInterval: UNREAD_POLL_MS,
    skipPollingIfUnfocused: true,
    refetchOnFocus: true,
  });
  const unread = data?.unread ?? 0;
  const seen = useRef<{ unread: number; latestId: number | null } | null>(null);
  useEffect(() => {
    if (!data) return;
    const before = seen.current;
    seen.current = { unread: data.unread, latestId: data.latest?.id ?? null };
    // The first answer is what was waiting already; only a rise with a newer message is news.
    if (before && data.unread > before.unread && data.latest && data.latest.id !== before.latestId)
      toasts.info(
        intl.formatMessage({ id: 'messages.toast.text' }, { sender: data.latest.senderName, subject: data.latest.subject }),
        intl.formatMessage({ id: 'messages.toast.title' }),
      );
  }, [data, intl, toasts]);
  if (!allowed) return null;
  return (
    <IconButton
      color="inherit"
      component={RouterLink}
      to="/user/messages"
      aria-label={intl.formatMessage({ id: 'messages.badge' }, { count: unread })}
    >
      {/* The count in the interface's digits, as the accessible name says it (Persian digits in fa). */}
      <Badge badgeContent={unread > MAX ? `${intl.formatNumber(MAX)}+` : intl.formatNumber(unread)} invisible={unread === 0} color="error">
        <MailOutlined />
      </Badge>
    </IconButton>
  );
}

import { lazy } from 'react';
import type { Permission } from '../../../domain/permissions';
import type { SearchParamTab } from '../../components/SearchParamTabs';

const InboxTab = lazy(() => import(/* webpackChunkName: "messages-boxes" */ './boxes/InboxTab'));
const SentTab = lazy(() => import(/* webpackChunkName: "messages-boxes" */ './boxes/SentTab'));
const GuardianNoticesTab = lazy(() => import(/* webpackChunkName: "messages-notices" */ './notices/GuardianNoticesTab'));

export interface MessagesTab extends SearchParamTab {
  /** The permission the tab needs besides `messages.send`, when it needs one. */
  permission?: Permission;
}

/** The messages screen's tabs, in the order shown; a tab with a permission shows only to its holders. */
export const MESSAGES_TABS: MessagesTab[] = [
  { key: 'inbox', labelId: 'messages.tabs.inbox', Component: InboxTab },
  { key: 'sent', labelId: 'messages.tabs.sent', Component: SentTab },
  { key: 'guardians', labelId: 'messages.tabs.guardians', Component: GuardianNoticesTab, permission: 'notices.read' },
];

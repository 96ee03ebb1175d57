import { lazy } from 'react';
import type { Permission } from '../../../domain/permissions';
import type { SearchParamTab } from '../../components/SearchParamTabs';

export interface PresenceTab extends SearchParamTab {
  /** The tab shows when the user holds any of these. */
  permissions: readonly Permission[];
}

// Each tab is a chunk of its own: the surveillant général opens the day, the bursar the figures,
// and only the statistics carry the charts.
const DayTab = lazy(() => import(/* webpackChunkName: "presence-day" */ './day/DayTab'));
const StatsTab = lazy(() => import(/* webpackChunkName: "presence-stats" */ './stats/StatsTab'));
const TeacherMonthTab = lazy(() => import(/* webpackChunkName: "presence-teacher" */ './teacher/TeacherMonthTab'));
const StatementsTab = lazy(() => import(/* webpackChunkName: "presence-statements" */ './statements/StatementsTab'));

/** Every tab of the teacher-presence area, in the order shown, with who sees it: the part-time teachers' statements last, for their payers. */
export const PRESENCE_TABS: PresenceTab[] = [
  { key: 'day', labelId: 'presence.tabs.day', permissions: ['presence.read'], Component: DayTab },
  { key: 'stats', labelId: 'presence.tabs.stats', permissions: ['presence.read'], Component: StatsTab },
  { key: 'teacher', labelId: 'presence.tabs.teacher', permissions: ['presence.read'], Component: TeacherMonthTab },
  { key: 'statements', labelId: 'presence.tabs.statements', permissions: ['presence.pay'], Component: StatementsTab },
];

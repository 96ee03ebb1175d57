import { lazy } from 'react';
import type { Permission } from '../../../domain/permissions';
import type { SearchParamTab } from '../../components/SearchParamTabs';
import { DISCIPLINE_READERS, ROLL_CALL_USERS } from './access';

export interface DisciplineTab extends SearchParamTab {
  /** The tab shows when the user holds any of these. */
  permissions: readonly Permission[];
}

// Each tab is a chunk of its own: a teacher opens the roll call only, the principal mostly the board.
const BoardTab = lazy(() => import(/* webpackChunkName: "discipline-board" */ './board/BoardTab'));
const StudentsTab = lazy(() => import(/* webpackChunkName: "discipline-students" */ './students/StudentsTab'));
const SuggestionsTab = lazy(() => import(/* webpackChunkName: "discipline-suggestions" */ './suggestions/SuggestionsTab'));
const SanctionsTab = lazy(() => import(/* webpackChunkName: "discipline-sanctions" */ './sanctions/SanctionsTab'));
const RollCallTab = lazy(() => import(/* webpackChunkName: "discipline-roll-call" */ './rollCall/RollCallTab'));

/** Every tab of the discipline area, in the order shown, with who sees it. */
export const DISCIPLINE_TABS: DisciplineTab[] = [
  { key: 'roll-call', labelId: 'discipline.tabs.rollCall', permissions: ROLL_CALL_USERS, Component: RollCallTab },
  { key: 'board', labelId: 'discipline.tabs.board', permissions: DISCIPLINE_READERS, Component: BoardTab },
  { key: 'students', labelId: 'discipline.tabs.students', permissions: DISCIPLINE_READERS, Component: StudentsTab },
  { key: 'suggestions', labelId: 'discipline.tabs.suggestions', permissions: DISCIPLINE_READERS, Component: SuggestionsTab },
  { key: 'sanctions', labelId: 'discipline.tabs.sanctions', permissions: DISCIPLINE_READERS, Component: SanctionsTab },
];

import { lazy, type ComponentType, type LazyExoticComponent } from 'react';
import type { ProtectedArea } from '../../domain/permissions';

type PageModule = { default: ComponentType };

/*
 * Every area is its own chunk (spec point 2: areas load on demand), named so the emitted files say
 * what they hold. The same import serves the route and the menu's preloading: webpack fetches a
 * chunk once, so hovering an entry and then opening it costs one download, started earlier.
 */
const AREA_IMPORTS: Record<ProtectedArea, () => Promise<PageModule>> = {
  dashboard: () => import(/* webpackChunkName: "dashboard" */ '../features/dashboard/DashboardPage'),
  student: () => import(/* webpackChunkName: "student" */ '../features/students/StudentsPage'),
  marks: () => import(/* webpackChunkName: "marks" */ '../features/marks/MarksPage'),
  marksheet: () => import(/* webpackChunkName: "marksheet" */ '../features/marksheet/MarksheetPage'),
  discipline: () => import(/* webpackChunkName: "discipline" */ '../features/discipline/DisciplinePage'),
  finance: () => import(/* webpackChunkName: "finance" */ '../features/finance/FinancePage'),
  statistics: () => import(/* webpackChunkName: "statistics" */ '../features/statistics/StatisticsPage'),
  'student-cards': () => import(/* webpackChunkName: "student-cards" */ '../features/studentCards/StudentCardsPage'),
  'teacher-presence': () => import(/* webpackChunkName: "teacher-presence" */ '../features/teacherPresence/TeacherPresencePage'),
  user: () => import(/* webpackChunkName: "profile" */ './UserAreaPage'),
  tools: () => import(/* webpackChunkName: "tools" */ '../features/tools/ToolsPage'),
};

export const AREA_PAGES = Object.fromEntries(Object.entries(AREA_IMPORTS).map(([area, load]) => [area, lazy(load)])) as Record<
  ProtectedArea,
  LazyExoticComponent<ComponentType>
>;

/**
 * Starts loading an area's code as soon as its menu entry is hovered or focused: on a slow office
 * line the chunk is then on its way before the click. A failed preload is forgotten: the route's
 * own import tries again and reports the error where the user sees it.
 */
export function preloadArea(area: ProtectedArea): void {
  AREA_IMPORTS[area]().catch(() => undefined);
}

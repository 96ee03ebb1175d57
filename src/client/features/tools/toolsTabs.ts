import { lazy } from 'react';
import type { Permission } from '../../../domain/permissions';
import type { SearchParamTab } from '../../components/SearchParamTabs';
import AbsenceReasonsTab from './lists/AbsenceReasonsTab';
import CustomFieldsTab from './lists/CustomFieldsTab';
import ObservationsTab from './lists/ObservationsTab';
import SanctionTypesTab from './lists/SanctionTypesTab';
import TimePartsTab from './lists/TimePartsTab';
import ClassCoursesTab from './structure/ClassCoursesTab';
import ClassroomsTab from './structure/ClassroomsTab';
import CoursesTab from './structure/CoursesTab';
import LevelsTab from './structure/LevelsTab';
import SchoolYearsTab from './structure/SchoolYearsTab';
import TimetableTab from './timetable/TimetableTab';

export interface ToolsTab extends SearchParamTab {
  permission: Permission;
}

// The administration tabs have chunks of their own: most users of this screen never open them.
const OptionsTab = lazy(() => import(/* webpackChunkName: "tools-options" */ './admin/OptionsTab'));
const UsersTab = lazy(() => import(/* webpackChunkName: "tools-users" */ './admin/UsersTab'));
const AuditTab = lazy(() => import(/* webpackChunkName: "tools-audit" */ './admin/AuditTab'));
// Only the bursar and the administrator set fees up.
const FeesTab = lazy(() => import(/* webpackChunkName: "tools-fees" */ './fees/FeesTab'));
// The administrator's alone, and opened rarely.
const BackupsTab = lazy(() => import(/* webpackChunkName: "tools-backups" */ './backups/BackupsTab'));

/** Every tab of the tools screen, in the order shown, with the permission it needs. */
export const TOOLS_TABS: ToolsTab[] = [
  { key: 'school-years', labelId: 'tools.tabs.schoolYears', permission: 'structure.manage', Component: SchoolYearsTab },
  { key: 'levels', labelId: 'tools.tabs.levels', permission: 'structure.manage', Component: LevelsTab },
  { key: 'classrooms', labelId: 'tools.tabs.classrooms', permission: 'structure.manage', Component: ClassroomsTab },
  { key: 'courses', labelId: 'tools.tabs.courses', permission: 'structure.manage', Component: CoursesTab },
  { key: 'class-courses', labelId: 'tools.tabs.classCourses', permission: 'structure.manage', Component: ClassCoursesTab },
  { key: 'time-parts', labelId: 'tools.tabs.timeParts', permission: 'structure.manage', Component: TimePartsTab },
  // The studies office builds the week from the classrooms, class courses and time parts before it.
  { key: 'timetable', labelId: 'tools.tabs.timetable', permission: 'structure.manage', Component: TimetableTab },
  { key: 'observations', labelId: 'tools.tabs.observations', permission: 'structure.manage', Component: ObservationsTab },
  { key: 'sanction-types', labelId: 'tools.tabs.sanctionTypes', permission: 'structure.manage', Component: SanctionTypesTab },
  { key: 'custom-fields', labelId: 'tools.tabs.customFields', permission: 'structure.manage', Component: CustomFieldsTab },
  { key: 'fees', labelId: 'tools.tabs.fees', permission: 'finance.manage', Component: FeesTab },
  { key: 'options', labelId: 'tools.tabs.options', permission: 'settings.manage', Component: OptionsTab },
  // The discipline office manages them too, from the server's side; on this screen, whoever keeps the school's settings.
  { key: 'absence-reasons', labelId: 'tools.tabs.absenceReasons', permission: 'settings.manage', Component: AbsenceReasonsTab },
  { key: 'users', labelId: 'tools.tabs.users', permission: 'users.manage', Component: UsersTab },
  { key: 'audit', labelId: 'tools.tabs.audit', permission: 'audit.read', Component: AuditTab },
  { key: 'backups', labelId: 'tools.tabs.backups', permission: 'backups.manage', Component: BackupsTab },
];

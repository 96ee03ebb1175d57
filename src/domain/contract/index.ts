/** Every endpoint of the API, in the order the docs list them. */
import * as absences from './absences';
import * as accessCodes from './accessCodes';
import * as audit from './audit';
import * as auth from './auth';
import * as backups from './backups';
import * as dashboard from './dashboard';
import * as demographics from './demographics';
import * as discipline from './discipline';
import * as enrolment from './enrolment';
import type { Endpoint } from './endpoint';
import * as feeSetup from './feeSetup';
import * as financeReports from './financeReports';
import * as guardianNotices from './guardianNotices';
import * as health from './health';
import * as marks from './marks';
import * as messages from './messages';
import * as payments from './payments';
import * as registrations from './registrations';
import * as reportCards from './reportCards';
import type { ResourceEndpoints } from './resource';
import * as schoolLogo from './schoolLogo';
import * as settings from './settings';
import * as sheets from './sheets';
import * as statistics from './statistics';
import * as structure from './structure';
import * as studentCards from './studentCards';
import * as studentPhotoImport from './studentPhotoImport';
import * as students from './students';
import * as teacherPresences from './teacherPresences';
import * as teacherStatements from './teacherStatements';
import * as timetableImport from './timetableImport';
import * as timetables from './timetables';
import * as users from './users';

const all = (r: ResourceEndpoints) => [r.list, r.get, r.create, r.update, r.remove];

export const endpoints: readonly Endpoint[] = [
  auth.issueToken,
  auth.currentUser,
  auth.logout,
  auth.editPassword,
  auth.passwordReset,
  users.register,
  users.listUsers,
  users.listUsersByQuery,
  users.getUser,
  users.createUser,
  users.updateUser,
  users.setUserPassword,
  ...all(structure.schoolYears),
  ...all(structure.levels),
  ...all(structure.classrooms),
  ...all(structure.courses),
  ...all(structure.classCourses),
  structure.copyClassCourses,
  ...all(settings.timeParts),
  ...all(settings.observations),
  ...all(settings.sanctionTypes),
  ...all(settings.metadataTypes),
  settings.listOptions,
  settings.updateOptions,
  ...schoolLogo.schoolLogoEndpoints,
  students.listStudents,
  students.filterStudents,
  students.unregisteredStudents,
  students.classroomStudents,
  students.getStudent,
  students.createStudent,
  students.updateStudent,
  students.deleteStudent,
  students.uploadPhoto,
  students.downloadPhoto,
  students.deletePhoto,
  studentPhotoImport.previewPhotoImport,
  studentPhotoImport.applyPhotoImport,
  studentPhotoImport.photoImportReport,
  students.exportStudents,
  students.previewImport,
  students.runImport,
  students.importProgress,
  enrolment.enrolStudent,
  enrolment.possibleDuplicates,
  registrations.createRegistrations,
  registrations.listRegistrations,
  registrations.getRegistration,
  registrations.classroomRegistrations,
  registrations.updateRegistration,
  registrations.deleteRegistration,
  ...all(registrations.exemptions),
  audit.listAudit,
  ...marks.markEndpoints,
  ...sheets.sheetEndpoints,
  ...reportCards.reportCardEndpoints,
  statistics.kpis,
  statistics.averageMarks,
  statistics.averageMarksLmd,
  statistics.absenceStatistics,
  demographics.demographics,
  demographics.demographicsXlsx,
  demographics.demographicsPdf,
  ...dashboard.dashboardEndpoints,
  ...absences.absenceEndpoints,
  ...all(absences.absenceReasons),
  ...discipline.disciplineEndpoints,
  ...all(timetables.timetables),
  ...timetables.timetableEndpoints,
  ...timetableImport.timetableImportEndpoints,
  ...teacherPresences.teacherPresenceEndpoints,
  ...teacherStatements.teacherStatementEndpoints,
  ...all(feeSetup.feeTypes),
  ...feeSetup.feeSetupEndpoints,
  ...payments.paymentEndpoints,
  ...financeReports.financeReportEndpoints,
  ...accessCodes.accessCodeEndpoints,
  studentCards.makeStudentCards,
  ...messages.messageEndpoints,

  ...guardianNotices.guardianNoticeEndpoints,
  ...backups.backupEndpoints,
  ...health.healthEndpoints,
] as unknown as readonly Endpoint[];

export * from './common';
export type * from './endpoint';
export {
  absences,
  accessCodes,
  audit,
  auth,
  backups,
  demographics,
  dashboard,
  discipline,
  enrolment,
  feeSetup,
  financeReports,
  guardianNotices,
  health,
  marks,
  messages,
  payments,
  registrations,
  schoolLogo,
  settings,
  sheets,
  statistics,
  structure,
  studentCards,
  studentPhotoImport,
  students,
  teacherPresences,
  teacherStatements,
  timetableImport,
  timetables,
  users,
};

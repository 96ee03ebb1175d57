/**
 * Every kind of record the audit log names. The server writes only these (its `audit` takes this
 * type), and each has a label in the catalogues (`toolsAdmin.audit.entities.<name>`), so the log
 * reads "Student NGONO Marie" and never a table name.
 */
export const AUDITED_ENTITIES = [
  'absence',
  'absence_reason',
  'absences',
  'access_code',
  'backup',
  'cash_session',
  'class_course',
  'classroom',
  'course',
  'exemption',
  'fee_discount',
  'fee_schedule',
  'fee_type',
  'guardian_notice',
  'guardian_notice_batch',
  'level',
  'mark',
  'marks',
  'message',
  'metadata_type',
  'observation',
  'option',
  'payment',
  'registration',
  'roll_call',
  'sanction',
  'sanctionSuggestion',
  'sanction_type',
  'school',
  'school_year',
  'student',
  'teacher_pay',
  'teacher_presence',
  'teacher_presence_day',
  'teacher_statement',
  'teacher_statement_line',
  'time_part',
  'timetable',
  'timetable_week',
  'user',
] as const;

export type AuditedEntity = (typeof AUDITED_ENTITIES)[number];

export const isAuditedEntity = (name: string): name is AuditedEntity => (AUDITED_ENTITIES as readonly string[]).includes(name);

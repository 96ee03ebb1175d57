/**
 * Table types for Kysely. Booleans are 0/1 and timestamps ISO-8601 UTC strings on both databases
 * (better-sqlite3 refuses JS booleans and Dates), so the same code runs on SQLite and PostgreSQL.
 */
import type { ColumnType, Generated, Insertable, Kysely, Selectable, Updateable } from 'kysely';
import type { TeacherPresenceStatus, Weekday } from '../../domain/enums';

type Id = Generated<number>;
type Flag = 0 | 1;

export interface SchoolTable {
  id: Id;
  name: string;
  address: string | null;
  phone: string | null;
  email: string | null;
  /** The logo's name in the image store (unguessable), or null. */
  logo: string | null;
  created_at: string;
}

export interface SchoolYearTable {
  id: Id;
  name: string;
  starts_on: string;
  ends_on: string;
  current: Flag;
}

export interface LevelTable {
  id: Id;
  name: string;
  code: string;
  grading_system: 'sequence' | 'lmd';
  position: number;
}

export interface ClassroomTable {
  id: Id;
  name: string;
  level_id: number;
  school_year_id: number;
  capacity: number;
  head_teacher_id: number | null;
}

export interface CourseTable {
  id: Id;
  name: string;
  code: string;
}

export interface ClassCourseTable {
  id: Id;
  classroom_id: number;
  course_id: number;
  teacher_id: number | null;
  coefficient: number | null;
  credits: number | null;
  course_group: string;
  /** The semester (1 or 2) of an LMD course unit; null for secondary courses. */
  term: number | null;
}

export interface StudentTable {
  id: Id;
  matricule: string;
  first_name: string;
  last_name: string;
  sex: 'M' | 'F';
  birth_date: string | null;
  birth_place: string | null;
  guardian_name: string | null;
  guardian_phone: string | null;
  guardian_email: string | null;
  address: string | null;
  photo: string | null;
  custom_fields: string;
  /** Last name, first name and matricule, folded for search (domain/students/searchText.ts). */
  search_text: string;
  archived: Flag;
  created_at: string;
  updated_at: string;
}

export interface RegistrationTable {
  id: Id;
  student_id: number;
  classroom_id: number;
  school_year_id: number;
  registered_on: string;
  /** The registration's last day (inclusive), null while it runs: a transfer or a departure closes it. */
  ended_on: ColumnType<string | null, string | null | undefined, string | null>;
  status: 'active' | 'transferred' | 'left';
  repeating: Flag;
  created_at: string;
}

export interface TimePartTable {
  id: Id;
  name: string;
  starts_at: string;
  ends_at: string;
  duration_hours: number;
  position: number;
}

export interface ObservationTable {
  id: Id;
  min_mark: number;
  max_mark: number;
  grade: string;
  label: string;
}

export interface SanctionTypeTable {
  id: Id;
  code: string;
  name: string;
  unit: 'none' | 'hours' | 'days';
  position: number;
}

export interface MetadataTypeTable {
  id: Id;
  name: string;
  kind: 'text' | 'number' | 'date' | 'choice';
  choices: string;
}

export interface OptionTable {
  name: string;
  value: string;
  value_type: 'bool' | 'double' | 'int' | 'array' | 'string';
}

export interface UserTable {
  id: Id;
  username: string;
  first_name: string;
  last_name: string;
  email: string | null;
  phone: string | null;
  role: string;
  status: 'active' | 'pending' | 'disabled';
  password_hash: string;
  created_at: string;
  updated_at: string;
}

export interface StaffAssignmentTable {
  id: Id;
  user_id: number;
  classroom_id: number;
  kind: 'discipline' | 'attendance';
}

export interface AccessTokenTable {
  id: Id;
  token_hash: string;
  user_id: number;
  created_at: string;
  expires_at: string;
  revoked_at: string | null;
}

export interface PasswordResetTable {
  id: Id;
  token_hash: string;
  user_id: number;
  created_at: string;
  expires_at: string;
  used_at: string | null;
}

export interface AuditLogTable {
  id: Id;
  user_id: number | null;
  action: 'create' | 'update' | 'delete';
  entity: string;
  entity_id: string;
  before_json: string | null;
  after_json: string | null;
  created_at: string;
}

export interface ExemptionTable {
  id: Id;
  student_id: number;
  class_course_id: number;
  school_year_id: number;
  reason: string;
  created_at: string;
}

export interface MarkTable {
  id: Id;
  student_id: number;
  class_course_id: number;
  /** Secondary marks: 1 to 6. */
  sequence: number | null;
  /** LMD marks: 1 or 2, with an evaluation type. */
  term: number | null;
  evaluation_type: string | null;
  value: number;
  updated_by: number | null;
  created_at: string;
  updated_at: string;
}

/** Change counters: a cached list is good while the counter it was built at is unchanged. */
export interface DataVersionTable {
  name: string;
  version: number;
}

/** A student import: previewed, then run once; its rows are dropped once it ends. */
export interface ImportJobTable {
  /** The random id the API hands out. */
  id: string;
  user_id: number;
  status: 'previewed' | 'running' | 'done' | 'failed';
  /** The checked rows (JSON), kept only while they may still be written. */
  rows_json: string | null;
  total: number;
  valid: number;
  processed: number;
  created: number;
  classroom_id: number | null;
  /** A catalogue key and its values (JSON), translated when read. */
  message_key: string | null;
  message_values: string | null;
  created_at: string;
  updated_at: string;
  expires_at: string;
  /** Refreshed by the process running the job, so others can tell a dead job. */
  heartbeat_at: string | null;
}

/** A whole-school report-card batch (services/marksheet/reportCards/batches.ts). */
export interface ReportCardBatchTable {
  /** The random id the API hands out. */
  id: string;
  user_id: number;
  status: 'running' | 'done' | 'failed';
  school_year_id: number;
  level_id: number | null;
  period_type: string;
  period: number;
  lang: string;
  classrooms: number;
  classrooms_done: number;
  total: number;
  made: number;
  bytes: number | null;
  /** Why it failed, in the batch's language. */
  message: string | null;
  /** The finished PDF. */
  pdf: Buffer | null;
  /** The run under way: bumped by each claim, and every write of a run names its own. */
  runs: number;
  /** Refreshed by the process making the batch; an old one means that process died. */
  heartbeat_at: string;
  created_at: string;
  expires_at: string;
}

/** A bulk photo import (issue 29): its preview, the photos it staged, then its outcome. */
export interface PhotoImportTable {
  id: string;
  user_id: number;
  status: 'previewed' | 'applied';
  /** The staged photos (JSON: student id and stored file name), while they may still be applied. */
  staged_json: string | null;
  /** What the preview showed (JSON), answered again with the outcome. */
  report_json: string;
  applied: number;
  replaced: number;
  created_at: string;
  updated_at: string;
  expires_at: string;
}

/** One failed sign-in, counted against its account and its address for a window. */
export interface SignInFailureTable {
  id: Id;
  account: string;
  address: string;
  failed_at: string;
}

/** A request limit's count for one route and address (http/rateLimitStore.ts). */
export interface RateLimitTable {
  bucket: string;
  hits: number;
  /** Milliseconds since 1970. */
  window_ends: number;
}

/** A student's photo or the school's logo, checked and re-encoded as JPEG (see students/photos.ts). */
export interface StoredImageTable {
  /** 32 random hex digits and `.jpg`: the name the student or school row holds. */
  name: string;
  data: Buffer;
  created_at: string;
}

/**
 * A piece of background work claimed by one server process (services/shared/backgroundClaims.ts):
 * the daily sweeps, the daily backup. Times are ISO-8601 UTC.
 */
export interface BackgroundClaimTable {
  job: string;
  /** Which run of the job: the day, the backup's scheduled time. */
  slot: string;
  /** The process holding it (host, pid and a random part). */
  holder: string;
  claimed_at: string;
  heartbeat_at: string;
  finished_at: string | null;
}

export interface AbsenceReasonTable {
  id: Id;
  name: string;
  justifies: Flag;
  on_report_card: Flag;
  position: number;
}

/** A roll call taken: its absences are the exceptions; a student without one was present. */
export interface RollCallTable {
  id: Id;
  classroom_id: number;
  school_year_id: number;
  /** `YYYY-MM-DD`. */
  date: string;
  time_part_id: number;
  taken_by: number | null;
  taken_at: string;
  updated_by: number | null;
  updated_at: string;
}

export interface AbsenceTable {
  id: Id;
  student_id: number;
  classroom_id: number;
  school_year_id: number;
  date: string;
  time_part_id: number;
  status: 'present' | 'absent' | 'rattrapage' | 'permission' | 'draft';
  lateness_minutes: number;
  justified: Flag;
  reason_id: number | null;
  justification_note: string | null;
  justified_by: number | null;
  justified_at: string | null;
  entered_by: number | null;
  entered_at: string;
  updated_by: number | null;
  updated_at: string;
}

export interface SanctionTable {
  id: Id;
  student_id: number;
  school_year_id: number;
  sanction_type_id: number;
  date: string;
  reason: string;
  /** A reason given as a threshold reached (migration 0016): written in each reader's language. Null for a typed reason. */
  reason_trimester: number | null;
  reason_threshold_hours: number | null;
  reason_hours: number | null;
  /** Hours of consigne or days of exclusion, as the type's unit says; null for the others. */
  duration: number | null;
  decided_by: number | null;
  status: 'active' | 'cancelled';
  cancel_reason: string | null;
  cancelled_by: number | null;
  cancelled_at: string | null;
  created_at: string;
  updated_at: string;
}

export interface SanctionSuggestionTable {
  id: Id;
  student_id: number;
  school_year_id: number;
  trimester: number;
  /** Index of the threshold band (domain/discipline/thresholds.ts). */
  band: number;
  threshold_hours: number;
  /** The student's hours when the band was reached. */
  hours: number;
  sanction_code: string;
  days: number | null;
  status: 'pending' | 'confirmed' | 'dismissed';
  sanction_id: number | null;
  decided_by: number | null;
  decided_at: string | null;
  created_at: string;
}

/**
 * A notice to a student's guardians, queued here and sent by the messages outbox; or a mail to a
 * staff member (kind `staff`, no student, its body sealed: services/shared/sealed.ts).
 */
export interface GuardianNoticeTable {
  id: Id;
  student_id: number | null;
  kind: 'absence' | 'sanction' | 'report-card' | 'arrears' | 'message' | 'staff';
  /** What queued it (`absence:12`): unique, so nothing is queued twice. */
  source: string;
  channel: 'sms' | 'email';
  address: string | null;
  body: string;
  status: 'queued' | 'sent' | 'failed';
  attempts: Generated<number>;
  last_error: string | null;
  created_at: string;
  sent_at: string | null;
  /** For e-mail; an SMS has only its body. */
  subject: string | null;
  /** When the sender may next try it (back-off after a failure); null: at once. */
  next_attempt_at: string | null;
  /** A sender holds the notice until then while sending; past it, the notice is free again. */
  claimed_until: string | null;
  last_attempt_at: string | null;
  /** A bulk send's id: its notices are `message:<batch>:<student>` and so on. */
  batch: string | null;
  classroom_id: number | null;
  created_by: number | null;
}

export interface TimetableTable {
  id: Id;
  school_year_id: number;
  name: string;
  valid_from: string;
  valid_to: string;
  created_at: string;
  updated_at: string;
}

export interface TimetableSlotTable {
  id: Id;
  timetable_id: number;
  classroom_id: number;
  weekday: Weekday;
  time_part_id: number;
  class_course_id: number;
}

export interface TeacherPresenceTable {
  id: Id;
  school_year_id: number;
  date: string;
  time_part_id: number;
  classroom_id: number;
  class_course_id: number;
  /** The teacher the slot expected when it was recorded. */
  teacher_id: number | null;
  hours: number;
  status: TeacherPresenceStatus;
  lateness_minutes: number;
  replaced_by: number | null;
  note: string | null;
  recorded_by: number | null;
  recorded_at: string;
  updated_by: number | null;
  updated_at: string;
}

export interface TeacherPayTable {
  teacher_id: number;
  part_time: Flag;
  hourly_rate: number;
  updated_at: string;
}

export interface TeacherStatementTable {
  id: Id;
  teacher_id: number;
  month: string;
  status: 'draft' | 'validated';
  /** The rate frozen at validation; null while a draft. */
  hourly_rate: number | null;
  validated_by: number | null;
  validated_at: string | null;
  created_at: string;
}

export interface TeacherStatementLineTable {
  id: Id;
  statement_id: number;
  kind: 'hours' | 'replacement' | 'adjustment';
  label: string;
  hours: number | null;
  amount: number;
  after_validation: Generated<Flag>;
  created_by: number | null;
  created_at: string;
}

export interface FeeTypeTable {
  id: Id;
  name: string;
  position: Generated<number>;
  created_at: string;
}

export interface FeeInstalmentTable {
  id: Id;
  school_year_id: number;
  level_id: number;
  fee_type_id: number;
  label: string;
  amount: number;
  due_date: string;
  position: number;
  /** Taken out of the schedule: kept for the charges and payments that name it. */
  removed: Generated<Flag>;
}

export interface FeeChargeTable {
  id: Id;
  student_id: number;
  school_year_id: number;
  instalment_id: number;
  /** Negative when a transfer or a change of schedule takes an amount back. */
  amount: number;
  reason: 'registration' | 'transfer' | 'schedule';
  created_by: number | null;
  created_at: string;
}

export interface FeeDiscountTable {
  id: Id;
  student_id: number;
  school_year_id: number;
  /** Null: on every fee type. */
  fee_type_id: number | null;
  kind: 'amount' | 'percent';
  amount: number | null;
  percent: number | null;
  reason: string;
  granted_by: number | null;
  created_at: string;
  revoked_by: number | null;
  revoked_at: string | null;
}

export interface CashSessionTable {
  id: Id;
  cashier_id: number;
  opened_at: string;
  opening_float: Generated<number>;
  closed_at: string | null;
  counted_amount: number | null;
  expected_amount: number | null;
  difference: number | null;
  note: string | null;
}

export interface ReceiptCounterTable {
  school_year_id: number;
  last_number: number;
}

export interface PaymentTable {
  id: Id;
  school_year_id: number;
  receipt_number: number;
  student_id: number;
  /** Negative for a reversal. */
  amount: number;
  paid_on: string;
  method: 'cash' | 'mobile' | 'bank';
  reference: string | null;
  payer: string | null;
  note: string | null;
  cashier_id: number;
  session_id: number;
  reverses_id: number | null;
  created_at: string;
}

export interface PaymentAllocationTable {
  id: Id;
  payment_id: number;
  instalment_id: number;
  amount: number;
}

export interface AccessCodeTable {
  id: Id;
  student_id: number;
  school_year_id: number;
  /** HMAC-SHA-256 of the code under the installation's key (services/shared/codeKey.ts). */
  code_hash: string;
  created_by: number | null;
  created_at: string;
  revoked_by: number | null;
  revoked_at: string | null;
}

export interface AccessCodeLookupTable {
  id: Id;
  looked_up_at: string;
  address: string;
  found: Flag;
}

export interface MessageTable {
  id: Id;
  sender_id: number;
  /** The thread's first message; equal to `id` for a first message. */
  thread_id: number | null;
  parent_id: number | null;
  subject: string;
  /** Sanitised HTML. */
  body: string;
  excerpt: string;
  /** The roles it was sent to, comma-separated; null when sent to users only. */
  roles: string | null;
  receiver_count: number;
  created_at: string;
}

export interface MessageReceiverTable {
  message_id: number;
  user_id: number;
  /** 1: named by the sender; 0: reached through a role. */
  direct: Flag;
  read_at: string | null;
}

export interface Database {
  school: SchoolTable;
  school_years: SchoolYearTable;
  levels: LevelTable;
  classrooms: ClassroomTable;
  courses: CourseTable;
  class_courses: ClassCourseTable;
  students: StudentTable;
  registrations: RegistrationTable;
  time_parts: TimePartTable;
  observations: ObservationTable;
  sanction_types: SanctionTypeTable;
  metadata_types: MetadataTypeTable;
  options: OptionTable;
  users: UserTable;
  staff_assignments: StaffAssignmentTable;
  access_tokens: AccessTokenTable;
  password_resets: PasswordResetTable;
  audit_log: AuditLogTable;
  exemptions: ExemptionTable;
  data_versions: DataVersionTable;
  marks: MarkTable;
  sign_in_failures: SignInFailureTable;
  rate_limits: RateLimitTable;
  stored_images: StoredImageTable;
  background_claims: BackgroundClaimTable;
  import_jobs: ImportJobTable;
  photo_imports: PhotoImportTable;
  report_card_batches: ReportCardBatchTable;
  absence_reasons: AbsenceReasonTable;
  roll_calls: RollCallTable;
  absences: AbsenceTable;
  sanctions: SanctionTable;
  sanction_suggestions: SanctionSuggestionTable;
  guardian_notices: GuardianNoticeTable;
  timetables: TimetableTable;
  timetable_slots: TimetableSlotTable;
  teacher_presences: TeacherPresenceTable;
  teacher_pay: TeacherPayTable;
  teacher_statements: TeacherStatementTable;
  teacher_statement_lines: TeacherStatementLineTable;
  fee_types: FeeTypeTable;
  fee_instalments: FeeInstalmentTable;
  fee_charges: FeeChargeTable;
  fee_discounts: FeeDiscountTable;
  cash_sessions: CashSessionTable;
  receipt_counters: ReceiptCounterTable;
  payments: PaymentTable;
  payment_allocations: PaymentAllocationTable;
  access_codes: AccessCodeTable;
  access_code_lookups: AccessCodeLookupTable;
  messages: MessageTable;
  message_receivers: MessageReceiverTable;
}

/** The database, or a transaction on it (a Transaction is a Kysely): what queries and services take. */
export type Db = Kysely<Database>;

export type UserRow = Selectable<UserTable>;
export type NewUser = Insertable<UserTable>;
export type UserUpdate = Updateable<UserTable>;

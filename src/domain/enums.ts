/** Enumerations of the product specification (point 3), shared by client and server. */

export const EVALUATION_PERIOD_TYPES = ['sequence', 'two-sequence', 'annual'] as const;
export type EvaluationPeriodType = (typeof EVALUATION_PERIOD_TYPES)[number];
export const EVALUATION_PERIOD_LABELS: Record<EvaluationPeriodType, string> = {
  sequence: 'sequentiel',
  'two-sequence': 'Trimestriel',
  annual: 'Annuel',
};

export const EVALUATION_TYPES = ['CC', 'SN', 'SR', 'TP', 'TPE'] as const;
export type EvaluationType = (typeof EVALUATION_TYPES)[number];
export const EVALUATION_TYPE_LABELS: Record<EvaluationType, string> = {
  CC: 'Controle Continu',
  SN: 'Session Normale',
  SR: 'Rattrapage',
  TP: 'Travaux Dirigés',
  TPE: 'Travaux Personnels Etudiants',
};

export const ATTENDANCE_STATUSES = ['present', 'absent', 'rattrapage', 'permission', 'draft'] as const;
export type AttendanceStatus = (typeof ATTENDANCE_STATUSES)[number];

export const WEEKDAYS = ['sun', 'mon', 'tue', 'wed', 'thu', 'fri', 'sat'] as const;
export type Weekday = (typeof WEEKDAYS)[number];

/** A teacher's presence at one slot of the timetable (domain.md, "Teacher presence"). */
export const TEACHER_PRESENCE_STATUSES = ['present', 'absent', 'late', 'replaced', 'cancelled'] as const;
export type TeacherPresenceStatus = (typeof TEACHER_PRESENCE_STATUSES)[number];

export const TERMS = [1, 2, 3] as const;
export type Term = (typeof TERMS)[number];
export const TERM_LABELS: Record<Term, string> = { 1: 'Premier', 2: 'Second', 3: 'Annuel' };

export const SEXES = ['M', 'F'] as const;
export type Sex = (typeof SEXES)[number];

export const GRADING_SYSTEMS = ['sequence', 'lmd'] as const;
export type GradingSystem = (typeof GRADING_SYSTEMS)[number];

export const LANGUAGES = ['en', 'fr', 'ur', 'es', 'it', 'fa', 'de', 'zh-CHS'] as const;
export type Language = (typeof LANGUAGES)[number];
export const DEFAULT_LANGUAGE: Language = 'en';
export const RIGHT_TO_LEFT_LANGUAGES: readonly Language[] = ['ur', 'fa'];

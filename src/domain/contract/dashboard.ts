/**
 * The dashboard of each role (issue 17): the tiles domain/dashboard/tiles.ts gives the caller's
 * role, each with its figure and a short list. A tile the role does not get is null: the server
 * never computes it. `GET /api/statistics/kpis/{id}` stays as the spec says.
 */
import { TILE_IDS, type TileId } from '../dashboard/tiles';
import { ROLES } from '../permissions';
import { dateField } from '../validation/checks';
import { yup } from '../validation/yup';
import { ID_MAX } from './common';
import { defineEndpoint } from './endpoint';

const int = () => yup.number().integer().required();
const text = () => yup.string().required();
const nullableNumber = () => yup.number().nullable().defined();
const tile = <T extends yup.AnyObject>(shape: yup.ObjectSchema<T>) => shape.nullable().defined();

/** A classroom's time part of the day (a roll call, a lesson). */
const slotSchema = yup.object({ classroomId: int(), classroomName: text(), timePartId: int(), timePartName: text() });
const classroomCount = yup.object({ classroomId: int(), classroomName: text(), count: int() });

export const dashboardSchema = yup.object({
  schoolYearId: int(),
  /** The day the figures are of: `date`, today by default. */
  date: text(),
  role: text().oneOf(ROLES),
  /** The role's tiles in the order shown; every other tile is null. */
  tiles: yup.array(text().oneOf(TILE_IDS)).required(),
  /** Students with an active registration, by sex (the KPIs' figures). */
  enrolment: tile(yup.object({ total: int(), male: int(), female: int() })),
  /** The day's absences (status absent) and lateness recorded (the KPIs' figures). */
  absences: tile(yup.object({ absent: int(), late: int() })),
  /**
   * The day's classes without their teacher: `count` the timetable slots whose teacher is recorded absent and not replaced (the
   * presence day's `uncovered`); `unchecked` apart, the slots nobody has checked yet (no record, no roll call), which are neither.
   * The first few of both are listed, the absent ones first.
   */
  uncoveredClasses: tile(
    yup.object({
      count: int(),
      unchecked: int(),
      slots: yup
        .array(
          slotSchema.shape({
            courseName: text(),
            teacherName: yup.string().nullable().defined(),
            state: text().oneOf(['absent', 'unchecked']),
          }),
        )
        .required(),
    }),
  ),
  /** The year's money: expected (charged less discounts), collected (payments less reversals), and the share collected (0 to 1). */
  money: tile(yup.object({ expected: int(), collected: int(), share: nullableNumber() })),
  /** The latest sequence with marks (null when none): the school's average and success rate over it, as the statistics give them. */
  averages: tile(
    yup.object({
      sequence: yup.number().integer().nullable().defined(),
      evaluated: int(),
      average: nullableNumber(),
      successRate: nullableNumber(),
    }),
  ),
  /** Class courses (the caller's own, for a teacher) with fewer marks than students for the latest sequence with marks (1 when none). */
  marksToEnter: tile(
    yup.object({
      sequence: int(),
      count: int(),
      classCourses: yup
        .array(yup.object({ classCourseId: int(), classroomId: int(), classroomName: text(), courseName: text(), missing: int() }))
        .required(),
    }),
  ),
  /** Roll calls of the day not yet taken (each classroom and time part, Monday to Saturday) in the caller's discipline classes. */
  missingRollCalls: tile(yup.object({ count: int(), slots: yup.array(slotSchema).required() })),
  /** Sanction suggestions still pending in the caller's discipline classes, newest first. */
  sanctionsToConfirm: tile(
    yup.object({
      count: int(),
      latest: yup
        .array(
          yup.object({
            id: int(),
            studentId: int(),
            studentName: text(),
            matricule: text(),
            classroomName: yup.string().nullable().defined(),
            sanctionCode: text(),
            hours: yup.number().required(),
          }),
        )
        .required(),
    }),
  ),
  /** The day's journal: payments and reversals, totals by method (reversals count negative). */
  journal: tile(yup.object({ count: int(), cash: int(), mobile: int(), bank: int(), total: int() })),
  /** Students with an amount overdue on the day, and the total overdue (the arrears report's figures). */
  arrears: tile(yup.object({ students: int(), totalOverdue: int() })),
  /** The teacher's lessons of the day from the timetable, in time-part order, with whether the roll call is taken. */
  classesToday: tile(
    yup.object({
      count: int(),
      slots: yup.array(slotSchema.shape({ classCourseId: int(), courseName: text(), rollCallTaken: yup.boolean().required() })).required(),
    }),
  ),
  /** The day's roll calls of the teacher's attendance classes not yet taken: the time parts of its lessons, Monday to Saturday. */
  rollCallsToTake: tile(yup.object({ count: int(), slots: yup.array(slotSchema).required() })),
  /** Registrations made in the last `days` days (today included), the latest few listed. */
  registrations: tile(
    yup.object({
      days: int(),
      count: int(),
      latest: yup
        .array(yup.object({ studentId: int(), studentName: text(), matricule: text(), classroomName: text(), registeredOn: text() }))
        .required(),
    }),
  ),
  /** Registered students without a photo, and the classrooms with most of them. */
  withoutPhoto: tile(yup.object({ count: int(), classrooms: yup.array(classroomCount).required() })),
  /** Registered students with no access code in force for the year (no card), and the classrooms with most of them. */
  withoutCard: tile(yup.object({ count: int(), classrooms: yup.array(classroomCount).required() })),
});
export type Dashboard = yup.InferType<typeof dashboardSchema>;

/** Every tile absent: what a role's answer starts from before its own tiles are filled in. */
export const NO_TILES = Object.fromEntries(TILE_IDS.map((id) => [id, null])) as { readonly [Id in TileId]: null };

export const dashboard = defineEndpoint({
  method: 'GET',
  path: '/api/dashboard/:schoolYearId',
  tag: 'Statistics',
  summary: "The tiles of the caller's dashboard",
  description:
    'The tiles of the caller\'s role (docs/decisions.md, "Dashboards for each role"), for the school year and the day (`date`, today by default, in the server\'s time zone): principal and administrator enrolment, absences, uncovered classes, money and averages; studies averages, marks to enter and uncovered classes; discipline master missing roll calls, sanctions to confirm and absences; bursar the journal and arrears; teacher classes of the day, roll calls to take and marks to enter; secretary new registrations, students without a photo and without a card. 404 for an unknown school year.',
  access: ['dashboard.read'],
  params: yup.object({ schoolYearId: yup.number().integer().min(1).max(ID_MAX).required() }),
  query: yup.object({ date: dateField().optional() }),
  response: dashboardSchema,
  errors: [400, 401, 403, 404],
  example: {
    params: { schoolYearId: 1 },
    query: { date: '2026-11-23' },
    response: {
      ...NO_TILES,
      schoolYearId: 1,
      date: '2026-11-23',
      role: 'bursar',
      tiles: ['journal', 'arrears'],
      journal: { count: 12, cash: 180000, mobile: 45000, bank: 0, total: 225000 },
      arrears: { students: 37, totalOverdue: 1110000 },
    },
  },
});

export const dashboardEndpoints = [dashboard] as const;

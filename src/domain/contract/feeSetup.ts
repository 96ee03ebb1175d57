/**
 * What a school charges (domain.md, "Finance"): fee types, each level's schedule of instalments for
 * a school year, and the discounts granted to a student. Registering a student charges them their
 * level's schedule; a transfer to another level, or a change of schedule, charges the difference as
 * explicit lines of the student's account.
 */
import { basisPointsOf, FEE_DISCOUNT_KINDS } from '../finance/account';
import { MONEY_MAX } from '../finance/money';
import { dateField } from '../validation/checks';
import { msg, yup } from '../validation/yup';
import { ID_MAX, listOf, messageResponse } from './common';
import { defineEndpoint } from './endpoint';
import { idField, resourceEndpoints } from './resource';

export const FINANCE_READ = ['finance.read'] as const;
export const FINANCE_MANAGE = ['finance.manage'] as const;
/** Every amount is a whole number of the school's currency (option `currency`, XAF by default), at most MONEY_MAX. */
export { MONEY_MAX };
export const SCHEDULE_MAX_LINES = 60;
export const DISCOUNT_REASON_MAX = 200;

const id = () => yup.number().integer().min(1).max(ID_MAX);
/** A positive whole amount: 0, negatives and decimals are refused with the field named. */
export const moneyField = () => yup.number().integer().min(1).max(MONEY_MAX);

/* Fee types ----------------------------------------------------------------------------------- */

export const feeTypeSchema = yup.object({
  id: yup.number().integer().required(),
  name: yup.string().required(),
  position: yup.number().integer().required(),
  /** Instalments of any schedule that charge it: a fee type in use cannot be deleted. */
  instalmentCount: yup.number().integer().required(),
});
export type FeeType = yup.InferType<typeof feeTypeSchema>;

export const feeTypeBody = yup.object({
  name: yup.string().trim().required().max(60),
  position: yup.number().integer().min(0).max(1000).default(0),
});
export type FeeTypeBody = yup.InferType<typeof feeTypeBody>;

export const feeTypes = resourceEndpoints({
  path: '/api/fee-types',
  tag: 'Finance set-up',
  noun: 'fee type',
  nouns: 'fee types (Inscription, Scolarité, APEE...), in their order',
  item: feeTypeSchema,
  body: feeTypeBody,
  read: FINANCE_READ,
  manage: FINANCE_MANAGE,
  rules: 'Names are unique (409 naming `name`). A fee type that a schedule charges cannot be deleted (409). Audited.',
  example: { item: { id: 2, name: 'Scolarité', position: 2, instalmentCount: 14 }, body: { name: 'Scolarité', position: 2 } },
});

/* Schedules ----------------------------------------------------------------------------------- */

export const instalmentSchema = yup.object({
  id: yup.number().integer().required(),
  feeTypeId: yup.number().integer().required(),
  feeTypeName: yup.string().required(),
  label: yup.string().required(),
  amount: yup.number().integer().required(),
  dueDate: yup.string().required(),
  position: yup.number().integer().required(),
});
export type Instalment = yup.InferType<typeof instalmentSchema>;

export const scheduleSchema = yup.object({
  schoolYearId: yup.number().integer().required(),
  levelId: yup.number().integer().required(),
  levelName: yup.string().required(),
  instalments: yup.array(instalmentSchema).required(),
  total: yup.number().integer().required(),
  /** Students of the level charged this schedule (active registrations of the year). */
  studentCount: yup.number().integer().required(),
});
export type Schedule = yup.InferType<typeof scheduleSchema>;

export const schedulesQuery = yup.object({
  schoolYearId: idField().required(),
  levelId: idField().optional(),
});
export type SchedulesQuery = yup.InferType<typeof schedulesQuery>;

const exampleSchedule: Schedule = {
  schoolYearId: 1,
  levelId: 1,
  levelName: '6e',
  instalments: [
    { id: 1, feeTypeId: 1, feeTypeName: 'Inscription', label: 'Inscription', amount: 10000, dueDate: '2026-09-07', position: 1 },
    { id: 2, feeTypeId: 2, feeTypeName: 'Scolarité', label: 'Tranche 1', amount: 25000, dueDate: '2026-10-15', position: 2 },
  ],
  total: 35000,
  studentCount: 42,
};

export const listSchedules = defineEndpoint({
  method: 'GET',
  path: '/api/fee-schedules',
  tag: 'Finance set-up',
  summary: "The levels' fee schedules of a school year",
  description:
    'One schedule per level of the school (empty for a level with none yet), or that of `levelId`, each with its instalments in due-date order, its total and how many students it is charged to.',
  access: FINANCE_READ,
  query: schedulesQuery,
  response: listOf(scheduleSchema),
  errors: [400, 401, 403],
  example: { query: { schoolYearId: 1 }, response: { data: [exampleSchedule], total: 1 } },
});

export const scheduleParams = yup.object({ schoolYearId: id().required(), levelId: id().required() });

export const scheduleBody = yup.object({
  instalments: yup
    .array(
      yup.object({
        /** An instalment already in the schedule; none for a new one. */
        id: id().optional(),
        feeTypeId: id().required(),
        label: yup.string().trim().required().max(60),
        amount: moneyField().required(),
        dueDate: dateField().required(),
      }),
    )
    .required()
    .max(SCHEDULE_MAX_LINES),
});
export type ScheduleBody = yup.InferType<typeof scheduleBody>;

export const saveSchedule = defineEndpoint({
  method: 'PUT',
  path: '/api/fee-schedules/:schoolYearId(^\\d+$)/:levelId(^\\d+$)',
  tag: 'Finance set-up',
  summary: "Save a level's schedule whole",
  description:
    'The instalments in their order. Due dates lie inside the school year (400 naming `instalments[i].dueDate`); an unknown fee type or an `id` of another schedule is a 400 naming the line. In the same transaction, every student of the level with an active registration of the year is charged the difference, as lines of their account (reason `schedule`): a raised amount charges the rise, a removed instalment takes its charge back. An instalment that payments already cover cannot be removed (409 naming the line). Audited.',
  access: FINANCE_MANAGE,
  params: scheduleParams,
  body: scheduleBody,
  response: scheduleSchema,
  errors: [400, 401, 403, 404, 409],
  example: {
    params: { schoolYearId: 1, levelId: 1 },
    body: {
      instalments: [
        { id: 1, feeTypeId: 1, label: 'Inscription', amount: 10000, dueDate: '2026-09-07' },
        { feeTypeId: 2, label: 'Tranche 1', amount: 25000, dueDate: '2026-10-15' },
      ],
    },
    response: exampleSchedule,
  },
});

export const copySchedulesBody = yup.object({
  fromSchoolYearId: id().required(),
  /** Replace the schedules the year already has; otherwise only levels without one are copied. */
  replace: yup.boolean().default(false),
});
export type CopySchedulesBody = yup.InferType<typeof copySchedulesBody>;

export const copySchedules = defineEndpoint({
  method: 'POST',
  path: '/api/fee-schedules/:schoolYearId(^\\d+$)/copy',
  tag: 'Finance set-up',
  summary: "Copy last year's schedules",
  description:
    "Copies every level's schedule of `fromSchoolYearId` into this school year, due dates moved by the years between the two (a 29 February becomes the 28th). Levels that already have a schedule keep it unless `replace` is true. Students already registered are charged as a saved schedule charges them. Audited. Answers the year's schedules.",
  access: FINANCE_MANAGE,
  params: yup.object({ schoolYearId: id().required() }),
  body: copySchedulesBody,
  response: listOf(scheduleSchema),
  errors: [400, 401, 403, 404],
  example: { params: { schoolYearId: 2 }, body: { fromSchoolYearId: 1 }, response: { data: [exampleSchedule], total: 1 } },
});

/* Discounts ----------------------------------------------------------------------------------- */

export const discountSchema = yup.object({
  id: yup.number().integer().required(),
  studentId: yup.number().integer().required(),
  studentName: yup.string().required(),
  matricule: yup.string().required(),
  /** Null when the student has no active registration in the discount's year. */
  classroomName: yup.string().nullable().defined(),
  schoolYearId: yup.number().integer().required(),
  /** Null: every fee type. */
  feeTypeId: yup.number().integer().nullable().defined(),
  feeTypeName: yup.string().nullable().defined(),
  kind: yup.string().required().oneOf(FEE_DISCOUNT_KINDS),
  amount: yup.number().integer().nullable().defined(),
  percent: yup.number().nullable().defined(),
  reason: yup.string().required(),
  grantedBy: yup.string().nullable().defined(),
  createdAt: yup.string().required(),
  revokedBy: yup.string().nullable().defined(),
  revokedAt: yup.string().nullable().defined(),
});
export type Discount = yup.InferType<typeof discountSchema>;

export const discountsQuery = yup.object({
  schoolYearId: idField().required(),
  studentId: idField().optional(),
  /** Revoked discounts too. */
  all: yup.boolean().default(false),
});
export type DiscountsQuery = yup.InferType<typeof discountsQuery>;

const exampleDiscount: Discount = {
  id: 1,
  studentId: 12,
  studentName: 'NGONO Marie',
  matricule: 'STU-0012',
  classroomName: '6e A',
  schoolYearId: 1,
  feeTypeId: 2,
  feeTypeName: 'Scolarité',
  kind: 'percent',
  amount: null,
  percent: 50,
  reason: 'Bourse d’excellence',
  grantedBy: 'Jeanne Mbarga',
  createdAt: '2026-09-10T08:00:00.000Z',
  revokedBy: null,
  revokedAt: null,
};

export const listDiscounts = defineEndpoint({
  method: 'GET',
  path: '/api/fee-discounts',
  tag: 'Finance set-up',
  summary: 'Discounts of a school year',
  description: "The year's discounts in force, or a student's (`studentId`); `all` adds revoked ones. Students in name order.",
  access: FINANCE_READ,
  query: discountsQuery,
  response: listOf(discountSchema),
  errors: [400, 401, 403],
  example: { query: { schoolYearId: 1 }, response: { data: [exampleDiscount], total: 1 } },
});

export const discountBody = yup.object({
  studentId: id().required(),
  schoolYearId: id().required(),
  feeTypeId: id().nullable().default(null),
  kind: yup.string().required().oneOf(FEE_DISCOUNT_KINDS),
  amount: moneyField()
    .nullable()
    .default(null)
    .when('kind', { is: 'amount', then: (schema) => schema.required() }),
  percent: yup
    .number()
    .nullable()
    .default(null)
    .min(0.01, msg('validation.percentRange'))
    .max(100, msg('validation.percentRange'))
    .test('two-decimals', msg('validation.percentRange'), (value) => value == null || basisPointsOf(value) !== null)
    .when('kind', { is: 'percent', then: (schema) => schema.required() }),
  reason: yup.string().trim().required().max(DISCOUNT_REASON_MAX),
});
export type DiscountBody = yup.InferType<typeof discountBody>;

export const grantDiscount = defineEndpoint({
  method: 'POST',
  path: '/api/fee-discounts',
  tag: 'Finance set-up',
  summary: 'Grant a discount',
  description:
    'A scholarship, a sibling or staff-child reduction: an amount, or a percentage (up to 100, two decimals), on one fee type (`feeTypeId`) or every one (null), with its reason. It takes off the latest instalments first and never more than is charged. The granting user is recorded. 404 for an unknown student or fee type. Audited.',
  access: FINANCE_MANAGE,
  body: discountBody,
  status: 201,
  response: discountSchema,
  errors: [400, 401, 403, 404],
  example: {
    body: { studentId: 12, schoolYearId: 1, feeTypeId: 2, kind: 'percent', percent: 50, reason: 'Bourse d’excellence' },
    response: exampleDiscount,
  },
});

export const revokeDiscount = defineEndpoint({
  method: 'DELETE',
  path: '/api/fee-discounts/:id(^\\d+$)',
  tag: 'Finance set-up',
  summary: 'Revoke a discount',
  description:
    'The discount stops applying; it stays on record with who revoked it and when. 404 for an unknown or already revoked discount. Audited.',
  access: FINANCE_MANAGE,
  params: yup.object({ id: id().required() }),
  response: messageResponse,
  errors: [400, 401, 403, 404],
  example: { params: { id: 1 }, response: { message: 'Discount revoked' } },
});

export const feeSetupEndpoints = [listSchedules, saveSchedule, copySchedules, listDiscounts, grantDiscount, revokeDiscount] as const;

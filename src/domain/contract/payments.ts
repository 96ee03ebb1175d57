/**
 * The counter (domain.md, "Finance"): a student's account, payments with their receipts, reversals
 * and the cashiers' sessions. A payment is never edited or deleted: a mistake or a refund is a
 * reversal that references it. Receipt numbers run per school year with no gap and no duplicate.
 */
import { dateField } from '../validation/checks';
import { yup } from '../validation/yup';
import { ID_MAX, listOf, listQuery, PDF_TYPE, XLSX_TYPE } from './common';
import { defineEndpoint } from './endpoint';
import { FINANCE_MANAGE, FINANCE_READ, moneyField, MONEY_MAX } from './feeSetup';
import { idField } from './resource';

export const PAYMENT_METHODS = ['cash', 'mobile', 'bank'] as const;
export type PaymentMethod = (typeof PAYMENT_METHODS)[number];
export const RECEIPT_LAYOUTS = ['a5', 'ticket'] as const;
export type ReceiptLayout = (typeof RECEIPT_LAYOUTS)[number];
export const PAYMENT_TEXT_MAX = 120;
export const PAYMENT_NOTE_MAX = 300;

const id = () => yup.number().integer().min(1).max(ID_MAX);
const text = (max: number) => yup.string().trim().max(max).nullable().default(null);

/* Accounts ------------------------------------------------------------------------------------ */

export const accountLineSchema = yup.object({
  instalmentId: yup.number().integer().required(),
  feeTypeId: yup.number().integer().required(),
  feeTypeName: yup.string().required(),
  label: yup.string().required(),
  dueDate: yup.string().required(),
  /** The instalment's place in its schedule: how instalments due the same day are ordered and paid. */
  position: yup.number().integer().required(),
  /** What the student's charge lines add up to for this instalment. */
  charged: yup.number().integer().required(),
  discount: yup.number().integer().required(),
  due: yup.number().integer().required(),
  paid: yup.number().integer().required(),
  balance: yup.number().integer().required(),
  overdue: yup.number().integer().required(),
});
export type AccountLine = yup.InferType<typeof accountLineSchema>;

const totalsSchema = yup.object({
  charged: yup.number().integer().required(),
  discount: yup.number().integer().required(),
  due: yup.number().integer().required(),
  paid: yup.number().integer().required(),
  balance: yup.number().integer().required(),
  overdue: yup.number().integer().required(),
});

export const paymentSchema = yup.object({
  id: yup.number().integer().required(),
  schoolYearId: yup.number().integer().required(),
  /** Printed as `{schoolYearName}-{number padded to 6}` (receiptLabel). */
  receiptNumber: yup.number().integer().required(),
  receiptLabel: yup.string().required(),
  studentId: yup.number().integer().required(),
  studentName: yup.string().required(),
  matricule: yup.string().required(),
  classroomName: yup.string().nullable().defined(),
  /** Negative for a reversal. */
  amount: yup.number().integer().required(),
  paidOn: yup.string().required(),
  method: yup.string().required().oneOf(PAYMENT_METHODS),
  reference: yup.string().nullable().defined(),
  payer: yup.string().nullable().defined(),
  note: yup.string().nullable().defined(),
  cashierId: yup.number().integer().required(),
  cashierName: yup.string().required(),
  sessionId: yup.number().integer().required(),
  /** Set on a reversal: the payment it reverses, and that payment's receipt. */
  reversesId: yup.number().integer().nullable().defined(),
  reversesReceiptLabel: yup.string().nullable().defined(),
  /** On a payment: what its reversals took back (0 when none). */
  reversed: yup.number().integer().required(),
  allocations: yup
    .array(
      yup.object({
        instalmentId: yup.number().integer().required(),
        label: yup.string().required(),
        amount: yup.number().integer().required(),
      }),
    )
    .required(),
  createdAt: yup.string().required(),
});
export type Payment = yup.InferType<typeof paymentSchema>;

export const accountSchema = yup.object({
  studentId: yup.number().integer().required(),
  studentName: yup.string().required(),
  matricule: yup.string().required(),
  schoolYearId: yup.number().integer().required(),
  schoolYearName: yup.string().required(),
  classroomId: yup.number().integer().nullable().defined(),
  classroomName: yup.string().nullable().defined(),
  levelName: yup.string().nullable().defined(),
  /** The day overdue amounts are judged on (today). */
  asOf: yup.string().required(),
  /** Oldest due first, as a payment covers them. */
  lines: yup.array(accountLineSchema).required(),
  totals: totalsSchema.required(),
  discounts: yup
    .array(
      yup.object({
        id: yup.number().integer().required(),
        feeTypeName: yup.string().nullable().defined(),
        kind: yup.string().required(),
        amount: yup.number().integer().nullable().defined(),
        percent: yup.number().nullable().defined(),
        reason: yup.string().required(),
      }),
    )
    .required(),
  payments: yup.array(paymentSchema).required(),
});
export type Account = yup.InferType<typeof accountSchema>;

export const accountParams = yup.object({ studentId: id().required() });
export const accountQuery = yup.object({ schoolYearId: idField().optional() });

const examplePayment: Payment = {
  id: 41,
  schoolYearId: 1,
  receiptNumber: 128,
  receiptLabel: '2026-2027-000128',
  studentId: 12,
  studentName: 'NGONO Marie',
  matricule: 'STU-0012',
  classroomName: '6e A',
  amount: 25000,
  paidOn: '2026-10-02',
  method: 'mobile',
  reference: 'MP261002.1533.A12345',
  payer: 'Paul Ngono',
  note: null,
  cashierId: 5,
  cashierName: 'Jeanne Mbarga',
  sessionId: 3,
  reversesId: null,
  reversesReceiptLabel: null,
  reversed: 0,
  allocations: [{ instalmentId: 2, label: 'Tranche 1', amount: 25000 }],
  createdAt: '2026-10-02T09:14:00.000Z',
};

const exampleAccount: Account = {
  studentId: 12,
  studentName: 'NGONO Marie',
  matricule: 'STU-0012',
  schoolYearId: 1,
  schoolYearName: '2026-2027',
  classroomId: 1,
  classroomName: '6e A',
  levelName: '6e',
  asOf: '2026-11-25',
  lines: [
    {
      instalmentId: 2,
      feeTypeId: 2,
      feeTypeName: 'Scolarité',
      label: 'Tranche 1',
      dueDate: '2026-10-15',
      position: 2,
      charged: 25000,
      discount: 0,
      due: 25000,
      paid: 25000,
      balance: 0,
      overdue: 0,
    },
  ],
  totals: { charged: 25000, discount: 0, due: 25000, paid: 25000, balance: 0, overdue: 0 },
  discounts: [],
  payments: [examplePayment],
};

export const getAccount = defineEndpoint({
  method: 'GET',
  path: '/api/student-accounts/:studentId(^\\d+$)',
  tag: 'Payments',
  summary: "A student's account",
  description:
    'For the school year (`schoolYearId`, the current one by default): each instalment charged with its discount, what payments cover, the balance and what is overdue today, the discounts in force, and the payments and reversals, the latest first. Always computed from the lines: balance = due − discounts − paid. 404 for an unknown student.',
  access: FINANCE_READ,
  params: accountParams,
  query: accountQuery,
  response: accountSchema,
  errors: [400, 401, 403, 404],
  example: { params: { studentId: 12 }, response: exampleAccount },
});

/* Payments ------------------------------------------------------------------------------------ */

export const paymentBody = yup.object({
  studentId: id().required(),
  /** The caller's open cash session. */
  sessionId: id().required(),
  amount: moneyField().required(),
  method: yup.string().required().oneOf(PAYMENT_METHODS),
  /** The operator's or bank's transaction reference: required for mobile money and bank payments. */
  reference: text(PAYMENT_TEXT_MAX).when('method', {
    is: (method: string) => method !== 'cash',
    then: (schema) => schema.required(),
  }),
  payer: text(PAYMENT_TEXT_MAX),
  note: text(PAYMENT_NOTE_MAX),
  /** Instalments the cashier chose; by default the oldest due first. */
  allocations: yup
    .array(yup.object({ instalmentId: id().required(), amount: moneyField().required() }))
    .max(60)
    .optional(),
});
export type PaymentBody = yup.InferType<typeof paymentBody>;

export const createPayment = defineEndpoint({
  method: 'POST',
  path: '/api/payments',
  tag: 'Payments',
  summary: 'Take a payment',
  description:
    "Records a payment of the student's current school year at the counter, dated today, in the caller's open session (`sessionId`: 400 naming it when the session is closed or another cashier's), and gives it the year's next receipt number in the same transaction, so numbers have no gap and no duplicate whatever the number of cashiers. The amount is a positive whole number (400 naming `amount`); it covers the oldest instalments due first (the same day: in the order of the schedule, `position`), or the `allocations` the cashier chose (which add up to the amount, each within its instalment's balance: 400 naming `allocations[i].amount`). More than the account's whole balance is refused, a line in credit (paid, then discounted) counting against it (400 naming `amount`). Audited.",
  access: FINANCE_MANAGE,
  body: paymentBody,
  status: 201,
  response: paymentSchema,
  errors: [400, 401, 403, 404],
  example: {
    body: { studentId: 12, sessionId: 3, amount: 25000, method: 'mobile', reference: 'MP261002.1533.A12345', payer: 'Paul Ngono' },
    response: examplePayment,
  },
});

export const paymentsQuery = listQuery.shape({
  schoolYearId: idField().optional(),
  studentId: idField().optional(),
  sessionId: idField().optional(),
  cashierId: idField().optional(),
  from: dateField().optional(),
  to: dateField().optional(),
  /** A receipt's label or number. */
  receipt: yup.string().trim().max(30).optional(),
});
export type PaymentsQuery = yup.InferType<typeof paymentsQuery>;

export const listPayments = defineEndpoint({
  method: 'GET',
  path: '/api/payments',
  tag: 'Payments',
  summary: 'Payments and reversals',
  description:
    'The latest first, with filters `schoolYearId`, `studentId`, `sessionId`, `cashierId`, `from` and `to` (dates paid, inclusive) and `receipt` (a receipt number, or its label).',
  access: FINANCE_READ,
  query: paymentsQuery,
  response: listOf(paymentSchema),
  errors: [400, 401, 403],
  example: { query: { studentId: 12 }, response: { data: [examplePayment], total: 1 } },
});

export const getPayment = defineEndpoint({
  method: 'GET',
  path: '/api/payments/:id(^\\d+$)',
  tag: 'Payments',
  summary: 'One payment',
  access: FINANCE_READ,
  params: yup.object({ id: id().required() }),
  response: paymentSchema,
  errors: [400, 401, 403, 404],
  example: { params: { id: 41 }, response: examplePayment },
});

export const reversalBody = yup.object({
  sessionId: id().required(),
  /** What to take back: the whole payment by default, or part of it (a refund). */
  amount: moneyField().optional(),
  reason: yup.string().trim().required().max(PAYMENT_NOTE_MAX),
});
export type ReversalBody = yup.InferType<typeof reversalBody>;

export const reversePayment = defineEndpoint({
  method: 'POST',
  path: '/api/payments/:id(^\\d+$)/reversal',
  tag: 'Payments',
  summary: 'Reverse a payment',
  description:
    "A mistake or a refund: a new entry with its own receipt number and a negative amount, referencing the payment, in the caller's open session. The payment keeps its number and shows as reversed. The amount is at most what is left of the payment after earlier reversals (400 naming `amount`); it is taken back from the latest instalments the payment covered. A reversal cannot be reversed (400). Audited.",
  access: FINANCE_MANAGE,
  params: yup.object({ id: id().required() }),
  body: reversalBody,
  status: 201,
  response: paymentSchema,
  errors: [400, 401, 403, 404],
  example: {
    params: { id: 41 },
    body: { sessionId: 3, reason: 'Montant saisi en double' },
    response: {
      ...examplePayment,
      id: 42,
      receiptNumber: 129,
      receiptLabel: '2026-2027-000129',
      amount: -25000,
      reversesId: 41,
      reversesReceiptLabel: '2026-2027-000128',
      allocations: [{ instalmentId: 2, label: 'Tranche 1', amount: -25000 }],
    },
  },
});

export const receiptQuery = yup.object({ layout: yup.string().oneOf(RECEIPT_LAYOUTS).default('a5') });

export const receiptPdf = defineEndpoint({
  method: 'GET',
  path: '/api/payments/:id(^\\d+$)/receipt',
  tag: 'Payments',
  summary: "A payment's receipt (PDF)",
  description:
    "The receipt in the caller's language: A5 (`layout=a5`) or an 80 mm ticket for thermal printers (`layout=ticket`), with the time it was taken, its amount in words, and what the student still owed for the school year once it was recorded (a reprint says what the first print said: later payments, reversals, charges and discounts do not change it). A reversed payment's receipt says it is reversed, in whole or in part; a reversal's names the receipt it cancels (or takes part of back) and who the money went back to.",
  access: FINANCE_READ,
  params: yup.object({ id: id().required() }),
  query: receiptQuery,
  produces: [PDF_TYPE],
  response: yup.mixed(),
  errors: [400, 401, 403, 404],
  example: { params: { id: 41 }, query: { layout: 'a5' }, response: undefined },
});

/* Cash sessions ------------------------------------------------------------------------------- */

export const cashSessionSchema = yup.object({
  id: yup.number().integer().required(),
  cashierId: yup.number().integer().required(),
  cashierName: yup.string().required(),
  openedAt: yup.string().required(),
  openingFloat: yup.number().integer().required(),
  closedAt: yup.string().nullable().defined(),
  /** Cash taken less cash reversed, plus the float: what the drawer should hold. */
  expectedAmount: yup.number().integer().required(),
  countedAmount: yup.number().integer().nullable().defined(),
  difference: yup.number().integer().nullable().defined(),
  note: yup.string().nullable().defined(),
  paymentCount: yup.number().integer().required(),
  totals: yup
    .object({ cash: yup.number().integer().required(), mobile: yup.number().integer().required(), bank: yup.number().integer().required() })
    .required(),
});
export type CashSession = yup.InferType<typeof cashSessionSchema>;

const exampleSession: CashSession = {
  id: 3,
  cashierId: 5,
  cashierName: 'Jeanne Mbarga',
  openedAt: '2026-10-02T07:30:00.000Z',
  openingFloat: 10000,
  closedAt: null,
  expectedAmount: 185000,
  countedAmount: null,
  difference: null,
  note: null,
  paymentCount: 9,
  totals: { cash: 175000, mobile: 50000, bank: 0 },
};

export const openSession = defineEndpoint({
  method: 'POST',
  path: '/api/cash-sessions',
  tag: 'Payments',
  summary: 'Open a cash session',
  description:
    "Opens the caller's session at the counter, with the cash float in the drawer. A cashier has one open session at a time: 409 while another is open. Audited.",
  access: FINANCE_MANAGE,
  body: yup.object({ openingFloat: yup.number().integer().min(0).max(MONEY_MAX).default(0) }),
  status: 201,
  response: cashSessionSchema,
  errors: [400, 401, 403, 409],
  example: { body: { openingFloat: 10000 }, response: exampleSession },
});

export const currentSession = defineEndpoint({
  method: 'GET',
  path: '/api/cash-sessions/current',
  tag: 'Payments',
  summary: "The caller's open session",
  description: '404 when the caller has none open.',
  access: FINANCE_READ,
  response: cashSessionSchema,
  errors: [401, 403, 404],
  example: { response: exampleSession },
});

export const sessionsQuery = listQuery.shape({
  cashierId: idField().optional(),
  /** Sessions opened that day. */
  date: dateField().optional(),
  open: yup.boolean().optional(),
});

export const listSessions = defineEndpoint({
  method: 'GET',
  path: '/api/cash-sessions',
  tag: 'Payments',
  summary: 'Cash sessions',
  description: 'The latest first, with filters `cashierId`, `date` (opened that day) and `open`.',
  access: FINANCE_READ,
  query: sessionsQuery,
  response: listOf(cashSessionSchema),
  errors: [400, 401, 403],
  example: { query: { date: '2026-10-02' }, response: { data: [exampleSession], total: 1 } },
});

export const closeSessionBody = yup.object({
  countedAmount: yup.number().integer().min(0).max(MONEY_MAX).required(),
  note: text(PAYMENT_NOTE_MAX),
});
export type CloseSessionBody = yup.InferType<typeof closeSessionBody>;

export const closeSession = defineEndpoint({
  method: 'POST',
  path: '/api/cash-sessions/:id(^\\d+$)/close',
  tag: 'Payments',
  summary: 'Close a cash session',
  description:
    "The cashier counts the drawer: the expected amount and the difference (counted − expected) are recorded, and the session never changes again (400 naming `id` when it is already closed). A cashier closes their own session; the bursar's permission also closes another's. Audited.",
  access: FINANCE_MANAGE,
  params: yup.object({ id: id().required() }),
  body: closeSessionBody,
  response: cashSessionSchema,
  errors: [400, 401, 403, 404],
  example: {
    params: { id: 3 },
    body: { countedAmount: 184500 },
    response: { ...exampleSession, closedAt: '2026-10-02T16:05:00.000Z', countedAmount: 184500, difference: -500 },
  },
});

const sessionCloseDescription =
  "The cashier's close report (procès-verbal de clôture), in the caller's language: who, when the session was opened and closed, the opening float, what was taken by method, what the drawer should have held against what was counted and the difference, the cashier's note, then the session's payments and reversals in receipt order, and lines for the cashier's and the bursar's signatures. 404 for an unknown session. 409 while the session is still open: a close report is signed for what was counted, which an open session has not been yet (the day's journal shows its running figures).";

export const sessionClosePdf = defineEndpoint({
  method: 'GET',
  path: '/api/cash-sessions/:id(^\\d+$)/close/pdf',
  tag: 'Payments',
  summary: "A cash session's close report (PDF)",
  description: `${sessionCloseDescription} A4 under the school's letterhead, one page for a usual session.`,
  access: FINANCE_READ,
  params: yup.object({ id: id().required() }),
  produces: [PDF_TYPE],
  response: yup.mixed(),
  errors: [400, 401, 403, 404, 409],
  example: { params: { id: 3 }, response: undefined },
});

export const sessionCloseXlsx = defineEndpoint({
  method: 'GET',
  path: '/api/cash-sessions/:id(^\\d+$)/close/xlsx',
  tag: 'Payments',
  summary: "A cash session's close report (.xlsx)",
  description: `${sessionCloseDescription} One sheet, amounts as numbers; text is never read as a formula.`,
  access: FINANCE_READ,
  params: yup.object({ id: id().required() }),
  produces: [XLSX_TYPE],
  response: yup.mixed(),
  errors: [400, 401, 403, 404, 409],
  example: { params: { id: 3 }, response: undefined },
});

export const paymentEndpoints = [
  getAccount,
  createPayment,
  listPayments,
  getPayment,
  reversePayment,
  receiptPdf,
  openSession,
  currentSession,
  listSessions,
  closeSession,
  sessionClosePdf,
  sessionCloseXlsx,
] as const;

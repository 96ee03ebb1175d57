/** Fixed records for the counter's and the journal's tests: Brenda Atangana's account at the demo school (no clock involved). */
import type { Journal } from '../../../../domain/contract/financeReports';
import type { Account, CashSession, Payment } from '../../../../domain/contract/payments';
import type { Student } from '../../../../domain/contract/students';

export const STUDENT_ID = 1;
export const SESSION_ID = 3;

export const brendaStudentFixture: Student = {
  id: STUDENT_ID,
  matricule: '26SC00001',
  firstName: 'Brenda',
  lastName: 'Atangana',
  sex: 'F',
  birthDate: '2014-03-12',
  birthPlace: 'Yaoundé',
  guardianName: null,
  guardianPhone: null,
  address: null,
  hasPhoto: false,
  customFields: {},
  archived: false,
  createdAt: '2026-09-01T07:00:00.000Z',
  updatedAt: '2026-09-01T07:00:00.000Z',
  placement: { registrationId: 21, classroomId: 11, classroomName: '6e A', levelId: 1, schoolYearId: 3, repeating: false },
};

const payment = (overrides: Partial<Payment>): Payment => ({
  id: 41,
  schoolYearId: 3,
  receiptNumber: 128,
  receiptLabel: '2026-2027-000128',
  studentId: STUDENT_ID,
  studentName: 'ATANGANA Brenda',
  matricule: '26SC00001',
  classroomName: '6e A',
  amount: 25000,
  paidOn: '2026-10-02',
  method: 'cash',
  reference: null,
  payer: 'M. Atangana',
  note: null,
  cashierId: 6,
  cashierName: 'Aïcha Mbarga',
  sessionId: SESSION_ID,
  reversesId: null,
  reversesReceiptLabel: null,
  reversed: 0,
  allocations: [{ instalmentId: 1, label: 'Inscription', amount: 25000 }],
  createdAt: '2026-10-02T09:14:00.000Z',
  ...overrides,
});

/** The inscription, paid in cash on 2 October. */
export const inscriptionPaymentFixture = payment({});

/** A first tranche paid by mobile money, 5,000 of it given back. */
export const mobilePaymentFixture = payment({
  id: 42,
  receiptNumber: 131,
  receiptLabel: '2026-2027-000131',
  amount: 20000,
  paidOn: '2026-11-20',
  method: 'mobile',
  reference: 'MP261120.1002.B77',
  reversed: 5000,
  allocations: [{ instalmentId: 2, label: 'Tranche 1', amount: 20000 }],
  createdAt: '2026-11-20T10:02:00.000Z',
});

/** The refund of part of it. */
export const reversalFixture = payment({
  id: 43,
  receiptNumber: 132,
  receiptLabel: '2026-2027-000132',
  amount: -5000,
  paidOn: '2026-11-20',
  method: 'mobile',
  reference: 'MP261120.1002.B77',
  payer: null,
  note: 'Trop-perçu',
  reversesId: 42,
  reversesReceiptLabel: '2026-2027-000131',
  allocations: [{ instalmentId: 2, label: 'Tranche 1', amount: -5000 }],
  createdAt: '2026-11-20T10:30:00.000Z',
});

/** Three instalments, the first paid, the second overdue on 25 November, the third to come; a sibling discount. */
export const accountFixture: Account = {
  studentId: STUDENT_ID,
  studentName: 'ATANGANA Brenda',
  matricule: '26SC00001',
  schoolYearId: 3,
  schoolYearName: '2026-2027',
  classroomId: 11,
  classroomName: '6e A',
  levelName: '6e',
  asOf: '2026-11-25',
  lines: [
    {
      instalmentId: 1,
      feeTypeId: 1,
      feeTypeName: 'Inscription',
      label: 'Inscription',
      dueDate: '2026-09-07',
      position: 1,
      charged: 25000,
      discount: 0,
      due: 25000,
      paid: 25000,
      balance: 0,
      overdue: 0,
    },
    {
      instalmentId: 2,
      feeTypeId: 2,
      feeTypeName: 'Scolarité',
      label: 'Tranche 1',
      dueDate: '2026-10-15',
      position: 2,
      charged: 40000,
      discount: 4000,
      due: 36000,
      paid: 15000,
      balance: 21000,
      overdue: 21000,
    },
    {
      instalmentId: 3,
      feeTypeId: 2,
      feeTypeName: 'Scolarité',
      label: 'Tranche 2',
      dueDate: '2027-01-15',
      position: 3,
      charged: 40000,
      discount: 4000,
      due: 36000,
      paid: 0,
      balance: 36000,
      overdue: 0,
    },
  ],
  totals: { charged: 105000, discount: 8000, due: 97000, paid: 40000, balance: 57000, overdue: 21000 },
  discounts: [{ id: 7, feeTypeName: 'Scolarité', kind: 'percent', amount: null, percent: 10, reason: 'Fratrie (deux enfants inscrits)' }],
  payments: [reversalFixture, mobilePaymentFixture, inscriptionPaymentFixture],
};

/** The cashier's session, open since 07:30 UTC on 25 November. */
export const openSessionFixture: CashSession = {
  id: SESSION_ID,
  cashierId: 6,
  cashierName: 'Aïcha Mbarga',
  openedAt: '2026-11-25T07:30:00.000Z',
  openingFloat: 10000,
  closedAt: null,
  expectedAmount: 60000,
  countedAmount: null,
  difference: null,
  note: null,
  paymentCount: 3,
  totals: { cash: 50000, mobile: 20000, bank: 0 },
};

/** Another cashier's session of the same day, closed 500 short. */
export const closedSessionFixture: CashSession = {
  id: 4,
  cashierId: 9,
  cashierName: 'Paul Essomba',
  openedAt: '2026-11-25T07:45:00.000Z',
  openingFloat: 5000,
  closedAt: '2026-11-25T15:00:00.000Z',
  expectedAmount: 30000,
  countedAmount: 29500,
  difference: -500,
  note: 'Pièce manquante',
  paymentCount: 1,
  totals: { cash: 25000, mobile: 0, bank: 0 },
};

const dayPayment = (overrides: Partial<Payment>): Payment =>
  payment({ paidOn: '2026-11-25', createdAt: '2026-11-25T08:00:00.000Z', ...overrides });

/** The journal of 25 November: two cashiers, a payment of each kind and a reversal. */
export const journalFixture: Journal = {
  date: '2026-11-25',
  cashierId: null,
  payments: [
    dayPayment({ id: 51, receiptNumber: 140, receiptLabel: '2026-2027-000140', amount: 50000 }),
    dayPayment({
      id: 52,
      receiptNumber: 141,
      receiptLabel: '2026-2027-000141',
      studentId: 2,
      studentName: 'BIYA Jean',
      matricule: '26SC00002',
      amount: 25000,
      cashierId: 9,
      cashierName: 'Paul Essomba',
      sessionId: 4,
    }),
    dayPayment({
      id: 53,
      receiptNumber: 142,
      receiptLabel: '2026-2027-000142',
      amount: 20000,
      method: 'mobile',
      reference: 'MP261125.0900.C1',
    }),
    dayPayment({
      id: 54,
      receiptNumber: 143,
      receiptLabel: '2026-2027-000143',
      amount: -5000,
      method: 'cash',
      reversesId: 51,
      reversesReceiptLabel: '2026-2027-000140',
      note: 'Montant saisi en trop',
    }),
  ],
  total: 4,
  totals: { cash: 70000, mobile: 20000, bank: 0, total: 90000 },
  cashiers: [
    { cashierId: 6, cashierName: 'Aïcha Mbarga', count: 3, totals: { cash: 45000, mobile: 20000, bank: 0, total: 65000 } },
    { cashierId: 9, cashierName: 'Paul Essomba', count: 1, totals: { cash: 25000, mobile: 0, bank: 0, total: 25000 } },
  ],
  sessions: [openSessionFixture, closedSessionFixture],
};

export const listOf = <T>(data: T[]) => ({ data, total: data.length });

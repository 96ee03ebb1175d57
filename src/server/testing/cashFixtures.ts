/** A day at the counter for the finance documents' tests: two cashiers, a payment of each kind, a reversal, an open and a closed session. */
import type { Journal } from '../../domain/contract/financeReports';
import type { CashSession, Payment } from '../../domain/contract/payments';
import type { SessionCloseReport } from '../services/finance/sessions';

export const DAY = '2026-11-25';

export function cashPayment(overrides: Partial<Payment>): Payment {
  return {
    id: 51,
    schoolYearId: 1,
    receiptNumber: 140,
    receiptLabel: '2026-2027-000140',
    studentId: 1,
    studentName: 'NGONO Marie',
    matricule: '26SC00001',
    classroomName: '6e A',
    amount: 50000,
    paidOn: DAY,
    method: 'cash',
    reference: null,
    payer: null,
    note: null,
    cashierId: 6,
    cashierName: 'Aïcha Mbarga',
    sessionId: 3,
    reversesId: null,
    reversesReceiptLabel: null,
    reversed: 0,
    allocations: [],
    createdAt: `${DAY}T08:00:00.000Z`,
    ...overrides,
  };
}

export const openSession: CashSession = {
  id: 3,
  cashierId: 6,
  cashierName: 'Aïcha Mbarga',
  openedAt: `${DAY}T07:30:00.000Z`,
  openingFloat: 10000,
  closedAt: null,
  expectedAmount: 55000,
  countedAmount: null,
  difference: null,
  note: null,
  paymentCount: 3,
  totals: { cash: 45000, mobile: 20000, bank: 0 },
};

export const closedSession: CashSession = {
  id: 4,
  cashierId: 9,
  cashierName: 'Paul Essomba',
  openedAt: `${DAY}T07:45:00.000Z`,
  openingFloat: 5000,
  closedAt: `${DAY}T15:00:00.000Z`,
  expectedAmount: 1255000,
  countedAmount: 1254500,
  difference: -500,
  note: 'Pièce manquante',
  paymentCount: 1,
  totals: { cash: 1250000, mobile: 0, bank: 0 },
};

export const payments: Payment[] = [
  cashPayment({ reversed: 5000 }),
  cashPayment({
    id: 52,
    receiptNumber: 141,
    receiptLabel: '2026-2027-000141',
    studentId: 2,
    studentName: 'BIYA Jean',
    matricule: '=cmd|"/C calc"!A1',
    amount: 1250000,
    cashierId: 9,
    cashierName: 'Paul Essomba',
    sessionId: 4,
    createdAt: `${DAY}T09:00:00.000Z`,
  }),
  cashPayment({ id: 53, receiptNumber: 142, receiptLabel: '2026-2027-000142', amount: 20000, method: 'mobile' }),
  cashPayment({
    id: 54,
    receiptNumber: 143,
    receiptLabel: '2026-2027-000143',
    amount: -5000,
    reversesId: 51,
    reversesReceiptLabel: '2026-2027-000140',
  }),
];

export const journal: Journal = {
  date: DAY,
  cashierId: null,
  payments,
  total: payments.length,
  totals: { cash: 1295000, mobile: 20000, bank: 0, total: 1315000 },
  cashiers: [
    { cashierId: 6, cashierName: 'Aïcha Mbarga', count: 3, totals: { cash: 45000, mobile: 20000, bank: 0, total: 65000 } },
    { cashierId: 9, cashierName: 'Paul Essomba', count: 1, totals: { cash: 1250000, mobile: 0, bank: 0, total: 1250000 } },
  ],
  sessions: [openSession, closedSession],
};

export const closeReport: SessionCloseReport = { session: closedSession, payments: [payments[1]] };

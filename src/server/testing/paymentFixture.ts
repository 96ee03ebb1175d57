import type { Payment } from '../../domain/contract/payments';
import type { ReceiptStanding } from '../services/finance/receiptPdf';

/** A mobile-money payment of two instalments as the counter records it: the receipt every receipt test and bench starts from. */
export const receiptPayment = (changes: Partial<Payment> = {}): Payment => ({
  id: 41,
  schoolYearId: 1,
  receiptNumber: 128,
  receiptLabel: '2026-2027-000128',
  studentId: 12,
  studentName: 'NGONO Marie',
  matricule: 'STU-0012',
  classroomName: '6e A',
  amount: 40000,
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
  allocations: [
    { instalmentId: 2, label: 'Tranche 1', amount: 25000 },
    { instalmentId: 3, label: 'Tranche 2', amount: 15000 },
  ],
  createdAt: '2026-10-02T09:14:00.000Z',
  ...changes,
});

/** What the year's account stood at once that payment was in. */
export const receiptStanding: ReceiptStanding = { schoolYearName: '2026-2027', balance: 35000, partial: false };

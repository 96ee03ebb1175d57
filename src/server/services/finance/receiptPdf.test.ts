import type { Payment } from '../../../domain/contract/payments';
import { pdfLines, pdfPageCount } from '../../testing/pdfText';
import { financeWords } from './financeWords';
import { receiptPdf } from './receiptPdf';

const school = { name: 'Lycée de test', address: 'BP 185 Yaoundé', phone: '+237 6 99 00 11 22', email: null };

const payment: Payment = {
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
};

const reversal: Payment = {
  ...payment,
  id: 42,
  receiptNumber: 129,
  receiptLabel: '2026-2027-000129',
  amount: -15000,
  reversesId: 41,
  reversesReceiptLabel: '2026-2027-000128',
  allocations: [{ instalmentId: 3, label: 'Tranche 2', amount: -15000 }],
};

const english = financeWords('en', 'XAF');
const french = financeWords('fr', 'XAF');

/** The page sizes, from the pages' MediaBox (pdfkit leaves the page dictionaries uncompressed). */
const pageSizes = (pdf: Buffer) =>
  [...pdf.toString('latin1').matchAll(/\/MediaBox \[0 0 ([\d.]+) ([\d.]+)\]/g)].map(([, width, height]) => [Number(width), Number(height)]);

describe('receiptPdf', () => {
  it('prints a payment on an A5 sheet: who paid what for which instalments, the total, and who took it', async () => {
    const pdf = await receiptPdf(payment, school, english, 'a5');
    expect(pdf.subarray(0, 5).toString()).toBe('%PDF-');
    expect(pdfPageCount(pdf)).toBe(1);
    expect(pageSizes(pdf)).toEqual([[419.53, 595.28]]);
    const lines = pdfLines(pdf);
    expect(lines).toEqual(
      expect.arrayContaining([
        'Lycée de test',
        'RECEIPT',
        'No. 2026-2027-000128',
        'October 2, 2026',
        'NGONO Marie',
        'STU-0012',
        '6e A',
        'Paul Ngono',
        'Mobile money',
        'MP261002.1533.A12345',
        'Instalment',
        'Amount (XAF)',
        'Tranche 1',
        '25,000',
        'Tranche 2',
        '15,000',
        'Total',
        '40,000 XAF',
        'Received by',
        'Jeanne Mbarga',
        'Signature',
      ]),
    );
    expect(lines.some((line) => /REVERS/i.test(line))).toBe(false);
  });

  it('prints an 80 mm ticket as tall as what it says', async () => {
    const pdf = await receiptPdf(payment, school, english, 'ticket');
    expect(pdf.subarray(0, 5).toString()).toBe('%PDF-');
    const [[width, height]] = pageSizes(pdf);
    expect(width).toBe(226.77);
    expect(height).toBeGreaterThan(250);
    expect(height).toBeLessThan(595);
    expect(pdfLines(pdf)).toEqual(expect.arrayContaining(['RECEIPT', 'No. 2026-2027-000128', 'NGONO Marie', 'Tranche 2', '40,000 XAF']));

    const longer = { ...payment, allocations: [...payment.allocations, { instalmentId: 4, label: 'Tranche 3', amount: 1 }] };
    const [[, longerHeight]] = pageSizes(await receiptPdf(longer, school, english, 'ticket'));
    expect(longerHeight).toBeGreaterThan(height);
  });

  it('goes on to a second A5 sheet when the instalments do not fit on one, and lengthens the ticket', async () => {
    const allocations = Array.from({ length: 30 }, (_, index) => ({
      instalmentId: index + 1,
      label: `Tranche ${index + 1}`,
      amount: 1000,
    }));
    const many = { ...payment, amount: 30000, allocations };
    const a5 = await receiptPdf(many, school, english, 'a5');
    expect(pageSizes(a5)).toEqual([
      [419.53, 595.28],
      [419.53, 595.28],
    ]);
    const lines = pdfLines(a5);
    expect(lines.filter((line) => line === 'Instalment')).toHaveLength(2);
    expect(lines).toEqual(expect.arrayContaining(['Tranche 1', 'Tranche 30', '30,000 XAF', 'Jeanne Mbarga']));
    const [[width, height]] = pageSizes(await receiptPdf(many, school, english, 'ticket'));
    expect([width, height > 595]).toEqual([226.77, true]);
  });

  it('stamps a payment taken back, in whole or in part, on both layouts', async () => {
    for (const layout of ['a5', 'ticket'] as const) {
      expect(pdfLines(await receiptPdf({ ...payment, reversed: 40000 }, school, english, layout))).toContain('REVERSED');
      expect(pdfLines(await receiptPdf({ ...payment, reversed: 15000 }, school, english, layout))).toContain('REVERSED: 15,000 XAF');
    }
  });

  it('titles a reversal so and names the receipt it cancels', async () => {
    for (const layout of ['a5', 'ticket'] as const) {
      const lines = pdfLines(await receiptPdf(reversal, school, english, layout));
      expect(lines).toEqual(
        expect.arrayContaining(['REVERSAL', 'No. 2026-2027-000129', 'Cancels receipt 2026-2027-000128', '-15,000', '-15,000 XAF']),
      );
      expect(lines).not.toContain('RECEIPT');
      expect(lines).not.toContain('REVERSED');
    }
  });

  it('speaks French to a French reader, with its spaces in the figures', async () => {
    const cash = { ...payment, method: 'cash' as const, reference: null, reversed: 15000 };
    const lines = pdfLines(await receiptPdf(cash, school, french, 'a5'));
    expect(lines).toEqual(
      expect.arrayContaining([
        'REÇU',
        'N° 2026-2027-000128',
        '2 octobre 2026',
        'Élève',
        'Classe',
        'Versé par',
        'Mode de paiement',
        'Espèces',
        'Tranche',
        'Montant (XAF)',
        '25\u202f000',
        '40\u202f000 XAF',
        'Encaissé par',
        'ANNULÉ\u00a0: 15\u202f000 XAF',
      ]),
    );
    expect(lines).not.toContain('Référence');
    expect(pdfLines(await receiptPdf({ ...payment, reversed: 40000 }, school, french, 'ticket'))).toContain('ANNULÉ');
    expect(pdfLines(await receiptPdf(reversal, school, french, 'ticket'))).toEqual(
      expect.arrayContaining(['ANNULATION', 'Annule le reçu 2026-2027-000128']),
    );
  });

  it('writes in Persian, with its digits and calendar, as in the other languages', async () => {
    const lines = pdfLines(await receiptPdf(payment, school, financeWords('fa', 'XAF'), 'a5'));
    expect(lines).toEqual(expect.arrayContaining(['رسید', '۱۰ مهر ۱۴۰۵', 'NGONO Marie', '۴۰٬۰۰۰ XAF']));
  });
});

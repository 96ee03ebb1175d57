import type { Payment, ReceiptLayout } from '../../../domain/contract/payments';
import type { Language } from '../../../domain/enums';
import { receiptPayment, receiptStanding } from '../../testing/paymentFixture';
import { pdfLines, pdfPageCount } from '../../testing/pdfText';
import { financeWords, type FinanceWords } from './financeWords';
import { receiptPdf } from './receiptPdf';

const school = { name: 'Lycée de test', address: 'BP 185 Yaoundé', phone: '+237 6 99 00 11 22', email: null };

const payment = receiptPayment();

const reversal = receiptPayment({
  id: 42,
  receiptNumber: 129,
  receiptLabel: '2026-2027-000129',
  amount: -15000,
  reversesId: 41,
  reversesReceiptLabel: '2026-2027-000128',
  allocations: [{ instalmentId: 3, label: 'Tranche 2', amount: -15000 }],
});

const english = financeWords('en', 'XAF');
const french = financeWords('fr', 'XAF');

/** The student owed 35 000 for the year once the payment was taken. */
const owing = receiptStanding;

const print = (paid: Payment, words: FinanceWords, layout: ReceiptLayout, standing = owing) =>
  receiptPdf(paid, school, words, layout, standing);
/** What the receipt says, its lines joined: a sentence may wrap on the ticket. */
const said = async (paid: Payment, words: FinanceWords, layout: ReceiptLayout, standing = owing) =>
  pdfLines(await print(paid, words, layout, standing)).join(words.language === 'zh-CHS' ? '' : ' ');

/** The page sizes, from the pages' MediaBox (pdfkit leaves the page dictionaries uncompressed). */
const pageSizes = (pdf: Buffer) =>
  [...pdf.toString('latin1').matchAll(/\/MediaBox \[0 0 ([\d.]+) ([\d.]+)\]/g)].map(([, width, height]) => [Number(width), Number(height)]);

describe('receiptPdf', () => {
  it('prints a payment on an A5 sheet: who paid what for which instalments, the total, and who took it', async () => {
    const pdf = await print(payment, english, 'a5');
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
        'Paid by',
        'Paul Ngono',
        'Mobile money',
        'MP261002.1533.A12345',
        'Instalment',
        'Amount (FCFA)',
        'Tranche 1',
        '25,000',
        'Tranche 2',
        '15,000',
        'Total',
        'FCFA\u00a040,000',
        'Received by',
        'Jeanne Mbarga',
        'Signature',
      ]),
    );
    expect(lines.some((line) => /REVERS|XAF/i.test(line))).toBe(false);
  });

  it('prints an 80 mm ticket as tall as what it says', async () => {
    const pdf = await print(payment, english, 'ticket');
    expect(pdf.subarray(0, 5).toString()).toBe('%PDF-');
    const [[width, height]] = pageSizes(pdf);
    expect(width).toBe(226.77);
    expect(height).toBeGreaterThan(250);
    expect(height).toBeLessThan(595);
    expect(pdfLines(pdf)).toEqual(
      expect.arrayContaining(['RECEIPT', 'No. 2026-2027-000128', 'NGONO Marie', 'Tranche 2', 'FCFA\u00a040,000']),
    );

    const longer = { ...payment, allocations: [...payment.allocations, { instalmentId: 4, label: 'Tranche 3', amount: 1 }] };
    const [[, longerHeight]] = pageSizes(await print(longer, english, 'ticket'));
    expect(longerHeight).toBeGreaterThan(height);
  });

  it('goes on to a second A5 sheet when the instalments do not fit on one, and lengthens the ticket', async () => {
    const allocations = Array.from({ length: 30 }, (_, index) => ({
      instalmentId: index + 1,
      label: `Tranche ${index + 1}`,
      amount: 1000,
    }));
    const many = { ...payment, amount: 30000, allocations };
    const a5 = await print(many, english, 'a5');
    expect(pageSizes(a5)).toEqual([
      [419.53, 595.28],
      [419.53, 595.28],
    ]);
    const lines = pdfLines(a5);
    expect(lines.filter((line) => line === 'Instalment')).toHaveLength(2);
    expect(lines).toEqual(expect.arrayContaining(['Tranche 1', 'Tranche 30', 'FCFA\u00a030,000', 'Jeanne Mbarga']));
    expect(lines.join(' ')).toContain('Received the sum of: thirty thousand CFA francs');
    const [[width, height]] = pageSizes(await print(many, english, 'ticket'));
    expect([width, height > 595]).toEqual([226.77, true]);
  });

  it('says the time of the payment, in the school time zone, beside its day', async () => {
    // The tests run in UTC (jest.config.ts), as a school on UTC would.
    for (const layout of ['a5', 'ticket'] as const) {
      expect(pdfLines(await print(payment, english, layout))).toEqual(
        expect.arrayContaining(['Date', 'October 2, 2026', 'Time', '9:14 AM']),
      );
      expect(pdfLines(await print(payment, french, layout))).toEqual(expect.arrayContaining(['Heure', '09:14']));
    }
  });

  it('says what the student still owes for the year after this payment, or what the school owes back', async () => {
    for (const layout of ['a5', 'ticket'] as const) {
      expect(pdfLines(await print(payment, english, layout))).toEqual(
        expect.arrayContaining(['Left to pay for 2026-2027 after this receipt', 'FCFA\u00a035,000']),
      );
      expect(pdfLines(await print(payment, french, layout, { ...owing, balance: 0 }))).toEqual(
        expect.arrayContaining(['Reste à payer pour 2026-2027 après ce reçu', '0\u00a0FCFA']),
      );
      const credit = pdfLines(await print(payment, english, layout, { ...owing, balance: -5000 }));
      expect(credit).toEqual(expect.arrayContaining(['In credit for 2026-2027 after this receipt', 'FCFA\u00a05,000']));
      expect(credit).not.toContain('Left to pay for 2026-2027 after this receipt');
    }
  });

  it('writes the amount in words, as a francophone receipt is closed', async () => {
    for (const layout of ['a5', 'ticket'] as const) {
      expect(await said(payment, french, layout)).toContain('Arrêté le présent reçu à la somme de\u00a0: quarante mille francs CFA');
      expect(await said(payment, english, layout)).toContain('Received the sum of: forty thousand CFA francs');
    }
    const amounts: [number, string, string][] = [
      [1, 'un franc CFA', 'one CFA franc'],
      [71_000, 'soixante et onze mille francs CFA', 'seventy-one thousand CFA francs'],
      [250_500, 'deux cent cinquante mille cinq cents francs CFA', 'two hundred and fifty thousand five hundred CFA francs'],
      [1_000_000, 'un million de francs CFA', 'one million CFA francs'],
      [3_480_000, 'trois millions quatre cent quatre-vingt mille francs CFA', 'three million four hundred and eighty thousand CFA francs'],
    ];
    for (const [amount, inFrench, inEnglish] of amounts) {
      expect(french.inWords({ ...payment, amount })).toBe(`Arrêté le présent reçu à la somme de\u00a0: ${inFrench}`);
      expect(english.inWords({ ...payment, amount })).toBe(`Received the sum of: ${inEnglish}`);
    }
  });

  it.each<[Language, string]>([
    ['es', 'Recibida la cantidad de: cuarenta mil francos CFA'],
    ['it', 'Incassata la somma di: quarantamila franchi CFA'],
    ['de', 'Erhaltener Betrag in Worten: vierzigtausend CFA-Francs'],
    ['fa', 'مبلغ دریافتی به حروف: چهل هزار فرانک CFA'],
    ['ur', 'وصول شدہ رقم (الفاظ میں): چالیس ہزار CFA فرانک'],
    ['zh-CHS', '收款金额（大写）：肆万中非法郎整'],
  ])('writes the amount in words in %s too', async (language, sentence) => {
    const words = financeWords(language, 'XAF');
    for (const layout of ['a5', 'ticket'] as const) expect(await said(payment, words, layout)).toContain(sentence);
  });

  it('names another currency as the language does, and a currency that is not an ISO code as it was typed', () => {
    expect(financeWords('fr', 'EUR').inWords({ ...payment, amount: 2_000_000 })).toBe(
      'Arrêté le présent reçu à la somme de\u00a0: deux millions d’euros',
    );
    expect(financeWords('en', 'EUR').money(40000)).toBe('€40,000');
    const typed = financeWords('fr', 'F CFA BEAC');
    expect(typed.inWords(payment)).toBe('Arrêté le présent reçu à la somme de\u00a0: quarante mille F CFA BEAC');
    expect([typed.label, typed.money(40000)]).toEqual(['F CFA BEAC', '40\u202f000 F CFA BEAC']);
  });

  it('stamps a payment taken back, in whole or in part, on both layouts, saying when it was only in part', async () => {
    for (const layout of ['a5', 'ticket'] as const) {
      const whole = pdfLines(await print({ ...payment, reversed: 40000 }, english, layout));
      expect(whole).toContain('REVERSED');
      expect(whole.some((line) => /PARTLY/.test(line))).toBe(false);
      expect(pdfLines(await print({ ...payment, reversed: 15000 }, english, layout))).toContain('PARTLY REVERSED: FCFA\u00a015,000');
    }
  });

  it('titles a reversal so, names the receipt it cancels, and says the money went back to the payer', async () => {
    for (const layout of ['a5', 'ticket'] as const) {
      const lines = pdfLines(await print(reversal, english, layout, { ...owing, balance: 50000 }));
      expect(lines).toEqual(
        expect.arrayContaining([
          'REVERSAL',
          'No. 2026-2027-000129',
          'Cancels receipt 2026-2027-000128',
          'Refunded to',
          'Paul Ngono',
          'Paid out by',
          'Jeanne Mbarga',
          '-15,000',
          '-FCFA\u00a015,000',
          'Left to pay for 2026-2027 after this receipt',
          'FCFA\u00a050,000',
        ]),
      );
      expect(lines.join(' ')).toContain('Refunded the sum of: fifteen thousand CFA francs');
      for (const word of ['RECEIPT', 'REVERSED', 'Paid by', 'Received by']) expect(lines).not.toContain(word);
    }
  });

  it('says a reversal that takes back part of a payment reverses part of its receipt', async () => {
    for (const layout of ['a5', 'ticket'] as const) {
      const lines = pdfLines(await print(reversal, english, layout, { ...owing, partial: true }));
      expect(lines).toContain('Reverses part of receipt 2026-2027-000128');
      expect(lines).not.toContain('Cancels receipt 2026-2027-000128');
    }
    expect(pdfLines(await print(reversal, french, 'a5', { ...owing, partial: true }))).toEqual(
      expect.arrayContaining(['ANNULATION', 'Annule en partie le reçu 2026-2027-000128', 'Remboursé à', 'Décaissé par']),
    );
  });

  it('speaks French to a French reader, with its spaces in the figures', async () => {
    const cash = { ...payment, method: 'cash' as const, reference: null, reversed: 15000 };
    const lines = pdfLines(await print(cash, french, 'a5'));
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
        'Montant (FCFA)',
        '25\u202f000',
        '40\u202f000\u00a0FCFA',
        'Encaissé par',
        'ANNULÉ EN PARTIE\u00a0: 15\u202f000\u00a0FCFA',
      ]),
    );
    expect(lines).not.toContain('Référence');
    expect(pdfLines(await print({ ...payment, reversed: 40000 }, french, 'ticket'))).toContain('ANNULÉ');
    expect(pdfLines(await print(reversal, french, 'ticket'))).toEqual(
      expect.arrayContaining(['ANNULATION', 'Annule le reçu 2026-2027-000128']),
    );
  });

  it('writes in Persian, with its digits and calendar, as in the other languages', async () => {
    const lines = pdfLines(await print(payment, financeWords('fa', 'XAF'), 'a5'));
    expect(lines).toEqual(expect.arrayContaining(['رسید', '۱۰ مهر ۱۴۰۵', '۹:۱۴', 'NGONO Marie', 'FCFA\u00a0۴۰٬۰۰۰']));
  });
});

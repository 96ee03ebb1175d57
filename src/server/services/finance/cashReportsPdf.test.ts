import { closeReport, journal } from '../../testing/cashFixtures';
import { pdfLines, pdfPageCount } from '../../testing/pdfText';
import { financeWords } from './financeWords';
import { journalPdf } from './journalPdf';
import { sessionClosePdf } from './sessionClosePdf';

const school = { name: 'Lycée de test', address: null, phone: null, email: null };
const en = financeWords('en', 'XAF');
const fr = financeWords('fr', 'XAF');

describe('journalPdf', () => {
  it('lists the day in receipt order, a reversal counted negative and named, then the totals and the sessions', async () => {
    const pdf = await journalPdf(journal, school, en, null);
    expect(pdf.subarray(0, 5).toString()).toBe('%PDF-');
    expect(pdfPageCount(pdf)).toBe(1);
    const lines = pdfLines(pdf);
    expect(lines).toEqual(
      expect.arrayContaining([
        'Lycée de test',
        'Cash journal — November 25, 2026',
        'Receipt',
        'Matricule',
        'Amount (FCFA)',
        'Cashier',
        en.amount(-5000),
        'Reversal of receipt 2026-2027-000140',
        'Partly reversed: FCFA\u00a05,000',
        'Totals by method',
        'Totals by cashier',
        'Cash sessions',
        'Still open',
        en.money(1315000),
        en.money(-500),
        'Page 1 of 1',
      ]),
    );
    const receipts = lines.filter((line) => /^2026-2027-00014\d$/.test(line));
    expect(receipts).toEqual(['2026-2027-000140', '2026-2027-000141', '2026-2027-000142', '2026-2027-000143']);
    expect(lines.indexOf('Totals by method')).toBeLessThan(lines.indexOf('Cash sessions'));
  });

  it("names the cashier when it is one cashier's journal, in French", async () => {
    const one = {
      ...journal,
      cashierId: 9,
      payments: [journal.payments[1]],
      cashiers: [journal.cashiers[1]],
      sessions: [journal.sessions[1]],
    };
    const lines = pdfLines(await journalPdf(one, school, fr, 'Paul Essomba'));
    expect(lines).toEqual(
      expect.arrayContaining([
        'Journal de caisse — 25 novembre 2026 — Paul Essomba',
        'Reçu',
        'Caissier',
        'Totaux par mode de paiement',
        fr.money(1250000),
        fr.amount(1250000),
        'Page 1 sur 1',
      ]),
    );
    expect(fr.money(1250000)).toBe('1\u202f250\u202f000\u00a0FCFA');
  });

  it('goes on over pages that repeat the header row, numbered', async () => {
    const many = Array.from({ length: 90 }, (_, index) => ({
      ...journal.payments[0],
      id: 100 + index,
      receiptNumber: 200 + index,
      receiptLabel: `2026-2027-${String(200 + index).padStart(6, '0')}`,
      reversed: 0,
    }));
    const pdf = await journalPdf({ ...journal, payments: many }, school, en, null);
    const pages = pdfPageCount(pdf);
    expect(pages).toBeGreaterThan(1);
    const lines = pdfLines(pdf);
    expect(lines.filter((line) => line === 'Amount (FCFA)')).toHaveLength(pages);
    expect(lines).toContain('Cash journal — November 25, 2026 (continued)');
    expect(lines).toContain(`Page ${pages} of ${pages}`);
    expect(lines.filter((line) => line.startsWith('2026-2027-0002'))).toHaveLength(90);
  });

  it('says so on a day without payments', async () => {
    const empty = { ...journal, payments: [], cashiers: [], sessions: [], totals: { cash: 0, mobile: 0, bank: 0, total: 0 } };
    const lines = pdfLines(await journalPdf(empty, school, en, null));
    expect(lines).toEqual(expect.arrayContaining(['No payment on this day.', 'No cash session on this day.']));
  });

  it('writes Persian with its digits and calendar', async () => {
    const fa = financeWords('fa', 'XAF');
    const lines = pdfLines(await journalPdf(journal, school, fa, null));
    expect(lines).toEqual(expect.arrayContaining([`دفتر روزانه صندوق — ${fa.day(journal.date)}`, fa.amount(1250000), 'NGONO Marie']));
  });
});

describe('sessionClosePdf', () => {
  it('says who and when, the drawer against what was counted, the payments, and has lines to sign on one page', async () => {
    const pdf = await sessionClosePdf(closeReport, school, en);
    expect(pdfPageCount(pdf)).toBe(1);
    const lines = pdfLines(pdf);
    expect(lines).toEqual(
      expect.arrayContaining([
        'Lycée de test',
        'Session no. 4',
        'Cash session close — Paul Essomba — November 25, 2026',
        'Opening float',
        en.money(5000),
        'Expected in the drawer',
        en.money(1255000),
        'Counted',
        en.money(1254500),
        'Difference',
        en.money(-500),
        'Pièce manquante',
        'Payments and reversals of the session',
        '2026-2027-000141',
        'The cashier',
        'The bursar',
        'Signature',
        'Page 1 of 1',
      ]),
    );
    // The close lists no cashier column: it is one cashier's.
    expect(lines.filter((line) => line === 'Paul Essomba')).toHaveLength(2);
  });

  it('speaks French, and says so when the session took nothing', async () => {
    const lines = pdfLines(await sessionClosePdf({ ...closeReport, payments: [] }, school, fr));
    expect(lines).toEqual(
      expect.arrayContaining([
        'Clôture de caisse — Paul Essomba — 25 novembre 2026',
        'Fonds de caisse',
        'Écart',
        fr.money(-500),
        'Aucun versement dans cette session.',
        'Le caissier',
        "L'Économe",
      ]),
    );
  });
});

import readXlsxFile from 'read-excel-file/node';
import { closeReport, journal } from '../../testing/cashFixtures';
import { readZipDirectory, unpackEntry } from '../shared/zipArchive';
import { financeWords } from './financeWords';
import { journalWorkbook } from './journalXlsx';
import { sessionCloseWorkbook } from './sessionCloseXlsx';

const en = financeWords('en', 'XAF');

async function sheetXml(workbook: Buffer): Promise<string> {
  const entries = readZipDirectory(workbook).filter((entry) => entry.name.startsWith('xl/worksheets/'));
  return (await Promise.all(entries.map((entry) => unpackEntry(workbook, entry)))).map(String).join('\n');
}

describe('journalWorkbook', () => {
  it('lists the payments with amounts as numbers, then the totals and the sessions, on one sheet', async () => {
    const workbook = Buffer.from(await journalWorkbook(journal, en, null));
    const [sheet, ...others] = await readXlsxFile(workbook);
    expect(others).toEqual([]);
    expect(sheet.sheet).toBe('Journal');
    const rows = sheet.data;
    expect(rows[0][0]).toBe('Cash journal — November 25, 2026');
    expect(rows[3]).toEqual(['Receipt', 'Time', 'Student', 'Matricule', 'Payment method', 'Amount (FCFA)', 'Cashier', 'Remark']);
    expect(rows[4]).toEqual([
      '2026-2027-000140',
      en.time(journal.payments[0].createdAt),
      'NGONO Marie',
      '26SC00001',
      'Cash',
      50000,
      'Aïcha Mbarga',
      'Partly reversed: FCFA\u00a05,000',
    ]);
    expect(rows[5][3]).toBe('=cmd|"/C calc"!A1');
    expect(rows[7].slice(5, 8)).toEqual([-5000, 'Aïcha Mbarga', 'Reversal of receipt 2026-2027-000140']);
    expect(rows[8].slice(4, 6)).toEqual(['Total', 1315000]);
    const after = (label: string) => rows.findIndex((row) => row[0] === label);
    expect(rows.slice(after('Totals by method') + 1, after('Totals by method') + 5).map((row) => row.slice(0, 2))).toEqual([
      ['Cash', 1295000],
      ['Mobile money', 20000],
      ['Bank', 0],
      ['Total', 1315000],
    ]);
    expect(rows[after('Totals by cashier') + 2].slice(0, 6)).toEqual(['Aïcha Mbarga', 3, 45000, 20000, 0, 65000]);
    const sessions = after('Cash sessions');
    expect(rows[sessions + 2].slice(0, 7)).toEqual([
      'Aïcha Mbarga',
      en.time(journal.sessions[0].openedAt),
      'Still open',
      10000,
      55000,
      null,
      null,
    ]);
    expect(rows[sessions + 3].slice(3, 7)).toEqual([5000, 1255000, 1254500, -500]);

    const xml = await sheetXml(workbook);
    expect(xml).not.toMatch(/<f[ >]/);
    expect(xml).not.toMatch(/t="(str|e)"/);
    expect(xml).toMatch(/<c r="D6"[^>]* t="s">/);
  });

  it("names one cashier's journal in French", async () => {
    const fr = financeWords('fr', 'XAF');
    const [sheet] = await readXlsxFile(Buffer.from(await journalWorkbook({ ...journal, cashierId: 9 }, fr, 'Paul Essomba')));
    expect(sheet.data[0][0]).toBe('Journal de caisse — 25 novembre 2026 — Paul Essomba');
    expect(sheet.data[1].slice(0, 2)).toEqual(['Caissier', 'Paul Essomba']);
    expect(sheet.data[3][5]).toBe('Montant (FCFA)');
  });
});

describe('sessionCloseWorkbook', () => {
  it('gives who and when, the drawer and the payments, amounts as numbers', async () => {
    const workbook = Buffer.from(await sessionCloseWorkbook(closeReport, en));
    const [sheet] = await readXlsxFile(workbook);
    expect(sheet.sheet).toBe('Session close');
    const rows = sheet.data;
    const value = (label: string) => rows.find((row) => row[0] === label)?.[1];
    expect(rows[0][0]).toBe('Cash session close — Paul Essomba — November 25, 2026');
    expect(rows[1][0]).toBe('Session no. 4');
    expect(value('Cashier')).toBe('Paul Essomba');
    expect(value('Opening float')).toBe(5000);
    expect(value('Expected in the drawer')).toBe(1255000);
    expect(value('Counted')).toBe(1254500);
    expect(value('Difference')).toBe(-500);
    expect(value('Remark')).toBe('Pièce manquante');
    const header = rows.findIndex((row) => row[0] === 'Receipt');
    expect(rows[header]).toEqual(['Receipt', 'Time', 'Student', 'Matricule', 'Payment method', 'Amount (FCFA)', 'Remark']);
    expect(rows[header + 1].slice(0, 6)).toEqual([
      '2026-2027-000141',
      en.time(closeReport.payments[0].createdAt),
      'BIYA Jean',
      '=cmd|"/C calc"!A1',
      'Cash',
      1250000,
    ]);
    expect(await sheetXml(workbook)).not.toMatch(/<f[ >]|t="(str|e)"/);
  });
});

/**
 * Every kind of document, in English, French, Persian, Urdu and Chinese, read back by pdf.js (the
 * engine of Firefox's viewer, through pdf-parse) from its glyphs and their fonts' Unicode maps:
 * the school's name, the student's name in Latin, Arabic and Chinese script, and the document's
 * title in its language, in reading order; and every font embedded.
 */
import type { Payment } from '../../domain/contract/payments';
import type { Language } from '../../domain/enums';
import { drawCard, newCardDocument } from '../services/marksheet/reportCards/pdf';
import type { CardModel } from '../services/marksheet/reportCards/model';
import { cardWords, studentCardsPdf } from '../services/studentCards/cardsPdf';
import { financeWords } from '../services/finance/financeWords';
import { journalPdf } from '../services/finance/journalPdf';
import { receiptPdf } from '../services/finance/receiptPdf';
import { sessionClosePdf } from '../services/finance/sessionClosePdf';
import { closeReport, journal } from '../testing/cashFixtures';
import { translate } from '../i18n';
import { receiptPayment, receiptStanding } from '../testing/paymentFixture';
import { demographicsFixture } from '../testing/demographicsFixture';
import { fontsEmbedded, pdfJsText, titlePieces } from '../testing/pdfJsText';
import type { Statement } from '../../domain/contract/teacherStatements';
import { arrearsPdf } from '../services/finance/arrearsPdf';
import { returnPdf } from '../services/statistics/demographics/returnPdf';
import { demographicReturn, returnWords } from '../services/statistics/demographics/returnTables';
import { statementsPdf } from '../services/teacherPresence/statementPdf';
import { statementWords } from '../services/teacherPresence/statementWords';
import { toBuffer } from './document';

const LANGUAGES: Language[] = ['en', 'fr', 'fa', 'ur', 'zh-CHS'];
const NAMES = ['NGONO Marie', 'احمدی رضا', '王小明'];
const school = { name: 'Lycée Bilingue de Yaoundé', address: 'BP 185 Yaoundé', phone: '+237 6 99 00 11 22', email: null };

const expectTitle = (text: string, title: string) => {
  for (const piece of titlePieces(title)) expect(text).toContain(piece);
};
const expectFontsEmbedded = (pdf: Buffer) => expect(fontsEmbedded(pdf)).toBe(true);

function reportCard(language: Language, name: string): CardModel {
  const t = (key: string) => translate(language, key);
  return {
    school,
    yearLine: '2026-2027',
    title: t('reportCard.titleAnnual'),
    identity: [
      ['', name],
      ['', '6e A'],
    ],
    photo: null,
    columns: [
      { label: '', width: 0.5, align: 'left' },
      { label: t('reportCard.mark'), width: 0.5, align: 'right' },
    ],
    rows: [{ kind: 'line', cells: ['Mathématiques', '14,50'] }],
    results: [[t('reportCard.average'), '14,50 / 20']],
    verdicts: [],
    classStats: [],
    signatures: [],
  };
}

async function reportCardPdf(language: Language, name: string): Promise<Buffer> {
  const doc = newCardDocument(language, 'test');
  drawCard(doc, reportCard(language, name));
  return toBuffer(doc);
}

describe.each(LANGUAGES)('documents in %s', (language) => {
  it.each(NAMES)('prints a receipt, on A5 and on a ticket, for %s', async (name) => {
    const words = financeWords(language, 'XAF');
    for (const layout of ['a5', 'ticket'] as const) {
      const pdf = await receiptPdf(receiptPayment({ studentName: name }), school, words, layout, receiptStanding);
      const text = pdfJsText(pdf);
      expect(text).toContain(school.name);
      expect(text).toContain(name);
      expect(text).toContain(words.t('receipt').toUpperCase());
      expectFontsEmbedded(pdf);
    }
  });

  it.each(NAMES)("prints the day's journal and a session's close with %s", async (name) => {
    const words = financeWords(language, 'XAF');
    const named = (list: Payment[]) => list.map((one) => ({ ...one, studentName: name }));
    const day = pdfJsText(await journalPdf({ ...journal, payments: named(journal.payments) }, school, words, null));
    expect(day).toContain(school.name);
    expect(day).toContain(name);
    expect(day).toContain(words.t('byMethod'));
    const close = await sessionClosePdf({ ...closeReport, payments: named(closeReport.payments) }, school, words);
    const text = pdfJsText(close);
    expect(text).toContain(name);
    expect(text).toContain(words.t('difference'));
    expectFontsEmbedded(close);
  });

  it.each(NAMES)('prints the student card of %s', async (name) => {
    const [lastName, firstName] = name.split(' ');
    const words = cardWords(language);
    const pdf = await studentCardsPdf(
      [
        {
          firstName: firstName ?? '',
          lastName,
          matricule: 'STU-0012',
          birthDate: '2012-03-12',
          classroomName: '6e A',
          schoolYearName: '2026-2027',
          photo: null,
          code: 'K7QW3XH9MZ2P',
          publicUrl: 'https://school.example/#/public-page?code=K7QW3XH9MZ2P',
        },
      ],
      school,
      words,
      'card',
    );
    const text = pdfJsText(pdf);
    expect(text).toContain(school.name);
    expect(text).toContain(lastName.toUpperCase());
    expect(text).toContain(words.t('birthDate'));
    expectFontsEmbedded(pdf);
  });

  it.each(NAMES)('prints the report card of %s', async (name) => {
    const pdf = await reportCardPdf(language, name);
    const text = pdfJsText(pdf);
    expect(text).toContain(school.name);
    expect(text).toContain(name);
    expect(text).toContain(translate(language, 'reportCard.titleAnnual').toUpperCase());
    expectFontsEmbedded(pdf);
  });

  it.each(NAMES)('prints the arrears of a classroom with %s', async (name) => {
    const words = financeWords(language, 'XAF');
    const instalments = [{ label: 'Tranche 1', dueDate: '2026-10-15', totalOverdue: 40000 }];
    const student = { studentId: 7, studentName: name, matricule: '26SC00007', overdue: [40000], totalOverdue: 40000, balance: 60000 };
    const classroom = {
      classroomId: 1,
      classroomName: '6e A',
      levelName: '6e',
      instalments,
      students: [student],
      studentCount: 1,
      totalOverdue: 40000,
      balance: 60000,
    };
    const arrears = {
      schoolYearId: 1,
      schoolYearName: '2026-2027',
      asOf: '2026-11-25',
      classrooms: [classroom],
      studentCount: 1,
      totalOverdue: 40000,
    };
    const pdf = await arrearsPdf(arrears, school, words);
    const text = pdfJsText(pdf);
    expect(text).toContain(school.name);
    expect(text).toContain(name);
    expectTitle(text, translate(language, 'financeExport.arrearsTitle'));
    expectFontsEmbedded(pdf);
  });

  it.each(NAMES)("prints a teacher's statement for %s", async (name) => {
    const words = statementWords(language, 'XAF');
    const statement: Statement = {
      teacherId: 9,
      teacherName: name,
      month: '2026-10',
      hourlyRate: 2500,
      hours: 12,
      amount: 30000,
      status: 'validated',
      validatedBy: 'Hortense Kamga',
      validatedAt: '2026-11-02T09:00:00.000Z',
      uncheckedHours: 0,
      lines: [{ id: 1, kind: 'hours', label: '6e A', hours: 12, amount: 30000, createdBy: null, createdAt: null, afterValidation: false }],
    };
    const pdf = await statementsPdf(school, [statement], words, words.t('title'));
    const text = pdfJsText(pdf);
    expect(text).toContain(school.name);
    expect(text).toContain(name);
    expectTitle(text, words.t('title').toUpperCase());
    expectFontsEmbedded(pdf);
  });

  it.each(NAMES)('prints the demographic return with a classroom named %s', async (name) => {
    const words = returnWords(language);
    const totals = { male: 20, female: 22, total: 42 };
    const classrooms = [{ classroomId: 1, name, levelId: 1, levelName: '6e', ...totals }];
    const form = demographicReturn(demographicsFixture(classrooms, totals), school.name, words);
    const pdf = await returnPdf(form, school, '2026-2027', words);
    const text = pdfJsText(pdf);
    expect(text).toContain(school.name);
    expect(text).toContain(name);
    expectTitle(text, form.title);
    expectFontsEmbedded(pdf);
  });
});

it('reads a name back as written whatever the process printed before (fontkit keeps a glyph with its first characters)', async () => {
  // A fresh set of fonts, as a new server process has: the bug showed only in some print orders.
  let fresh!: { receiptPdf: typeof receiptPdf };
  jest.isolateModules(() => {
    // eslint-disable-next-line @typescript-eslint/no-require-imports
    fresh = require('../services/finance/receiptPdf') as { receiptPdf: typeof receiptPdf };
  });
  const words = financeWords('fa', 'XAF');
  for (const layout of ['a5', 'ticket'] as const)
    await fresh.receiptPdf(receiptPayment({ studentName: 'NGONO Marie' }), school, words, layout, receiptStanding);
  for (const layout of ['a5', 'ticket'] as const) {
    const pdf = await fresh.receiptPdf(receiptPayment({ studentName: 'احمدی رضا' }), school, words, layout, receiptStanding);
    expect(pdfJsText(pdf)).toContain('احمدی رضا');
  }
});

/**
 * Every kind of document, in English, French, Persian, Urdu and Chinese, read back by pdf.js (the
 * engine of Firefox's viewer, through pdf-parse) from its glyphs and their fonts' Unicode maps:
 * the school's name, the student's name in Latin, Arabic and Chinese script, and the document's
 * title in its language, in reading order; and every font embedded.
 */
import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { Payment } from '../../domain/contract/payments';
import type { Language } from '../../domain/enums';
import { drawCard, newCardDocument } from '../reportCards/pdf';
import type { CardModel } from '../reportCards/model';
import { cardWords, studentCardsPdf } from '../services/cards/cardsPdf';
import { financeWords } from '../services/finance/financeWords';
import { journalPdf } from '../services/finance/journalPdf';
import { receiptPdf } from '../services/finance/receiptPdf';
import { sessionClosePdf } from '../services/finance/sessionClosePdf';
import { closeReport, journal } from '../testing/cashFixtures';
import { translate } from '../i18n';
import { fromRoot } from '../projectRoot';
import { receiptPayment, receiptStanding } from '../testing/paymentFixture';
import { toBuffer } from './document';

const LANGUAGES: Language[] = ['en', 'fr', 'fa', 'ur', 'zh-CHS'];
const NAMES = ['NGONO Marie', 'احمدی رضا', '王小明'];
const school = { name: 'Lycée Bilingue de Yaoundé', address: 'BP 185 Yaoundé', phone: '+237 6 99 00 11 22', email: null };

/** The text pdf.js reads (testing/pdfReader.mjs), its runs of spaces made one. */
function readText(pdf: Buffer): string {
  const folder = fs.mkdtempSync(path.join(os.tmpdir(), 'scola-pdf-'));
  try {
    const file = path.join(folder, 'document.pdf');
    fs.writeFileSync(file, pdf);
    const [text] = JSON.parse(
      execFileSync(process.execPath, [fromRoot('src', 'server', 'testing', 'pdfReader.mjs'), file], { encoding: 'utf8' }),
    ) as string[];
    return text.replace(/\s+/g, ' ');
  } finally {
    fs.rmSync(folder, { recursive: true, force: true });
  }
}

/** Every font a Type0 font with its TrueType program embedded; none of the fourteen PDF fonts a viewer substitutes. */
function expectFontsEmbedded(pdf: Buffer): void {
  const raw = pdf.toString('latin1');
  const descriptors = raw.match(/\/Type \/FontDescriptor/g) ?? [];
  expect(descriptors.length).toBeGreaterThan(0);
  expect(raw.match(/\/FontFile2 \d+ 0 R/g) ?? []).toHaveLength(descriptors.length);
  expect(raw).not.toMatch(/\/BaseFont \/(Helvetica|Times|Courier|Symbol|ZapfDingbats)/);
}

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
      const text = readText(pdf);
      expect(text).toContain(school.name);
      expect(text).toContain(name);
      expect(text).toContain(words.t('receipt').toUpperCase());
      expectFontsEmbedded(pdf);
    }
  });

  it.each(NAMES)("prints the day's journal and a session's close with %s", async (name) => {
    const words = financeWords(language, 'XAF');
    const named = (list: Payment[]) => list.map((one) => ({ ...one, studentName: name }));
    const day = readText(await journalPdf({ ...journal, payments: named(journal.payments) }, school, words, null));
    expect(day).toContain(school.name);
    expect(day).toContain(name);
    expect(day).toContain(words.t('byMethod'));
    const close = await sessionClosePdf({ ...closeReport, payments: named(closeReport.payments) }, school, words);
    const text = readText(close);
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
    const text = readText(pdf);
    expect(text).toContain(school.name);
    expect(text).toContain(lastName.toUpperCase());
    expect(text).toContain(words.t('birthDate'));
    expectFontsEmbedded(pdf);
  });

  it.each(NAMES)('prints the report card of %s', async (name) => {
    const pdf = await reportCardPdf(language, name);
    const text = readText(pdf);
    expect(text).toContain(school.name);
    expect(text).toContain(name);
    expect(text).toContain(translate(language, 'reportCard.titleAnnual').toUpperCase());
    expectFontsEmbedded(pdf);
  });
});

import sharp from 'sharp';
import type { Language } from '../../domain/enums';
import type { CardModel, CardRow } from '../services/marksheet/reportCards/model';
import { CARD_PAGE, drawCard, newCardDocument } from '../services/marksheet/reportCards/pdf';
import { pdfImages } from '../testing/pdfImages';
import { LETTERHEAD_LEFT as LEFT, LETTERHEAD_RIGHT as RIGHT } from '../testing/letterheadFixture';
import { pdfLines, pdfPageCount } from '../testing/pdfText';
import { newDocument, toBuffer } from './document';
import { compactLetterhead, compactLetterheadHeight, letterhead } from './letterhead';
import type { DocumentSchool } from './school';

let logo: Buffer;
beforeAll(async () => {
  logo = await sharp({ create: { width: 300, height: 200, channels: 3, background: '#1a4a7a' } })
    .jpeg()
    .toBuffer();
});

const plain: DocumentSchool = { name: 'Lycée Bilingue de Yaoundé', address: 'BP 185 Yaoundé', phone: '+237 6 99 00 11 22', email: null };
const official = (): DocumentSchool => ({ ...plain, letterhead: { left: LEFT, right: RIGHT }, logo });

/** One A4 page with the letterhead at the top; answers the PDF and where the heading's rule is. */
async function headed(school: DocumentSchool, language: Language = 'fr'): Promise<{ pdf: Buffer; rule: number }> {
  const doc = newDocument(language, { title: 'test', size: 'A4', margin: 40 });
  doc.addPage();
  const rule = letterhead(doc, school, 40, doc.page.width - 80);
  return { pdf: await toBuffer(doc), rule };
}

describe('letterhead', () => {
  it('draws the two blocks, the logo between them, then the name and contact, closed by a rule', async () => {
    const { pdf, rule } = await headed(official());
    expect(pdfLines(pdf)).toEqual([...LEFT, ...RIGHT, plain.name, 'BP 185 Yaoundé  ·  +237 6 99 00 11 22']);
    const [image] = pdfImages(pdf);
    expect(image).toMatchObject({ width: 300, height: 200, filter: 'DCTDecode' });
    // Four lines of blocks beside a 56-point logo, then the name and contact: well under a quarter page.
    expect(rule).toBeGreaterThan(40 + 56);
    expect(rule).toBeLessThan(200);
  });

  it('puts the logo beside the name without blocks, and is the name and contact alone without either', async () => {
    const beside = await headed({ ...plain, logo });
    expect(pdfLines(beside.pdf)).toEqual([plain.name, 'BP 185 Yaoundé  ·  +237 6 99 00 11 22']);
    expect(pdfImages(beside.pdf)).toHaveLength(1);
    const alone = await headed(plain);
    expect(pdfLines(alone.pdf)).toEqual([plain.name, 'BP 185 Yaoundé  ·  +237 6 99 00 11 22']);
    expect(pdfImages(alone.pdf)).toHaveLength(0);
    // The name and contact take less room than a logo.
    expect(alone.rule).toBeLessThan(beside.rule);
  });

  it('takes one block alone, and writes each line in its own script in Persian', async () => {
    const { pdf } = await headed({ ...plain, letterhead: { left: ['جمهوری', 'وزارت آموزش'], right: [] } }, 'fa');
    expect(pdfLines(pdf)).toEqual(['جمهوری', 'وزارت آموزش', plain.name, 'BP 185 Yaoundé  ·  +237 6 99 00 11 22']);
  });

  it('goes without a logo pdfkit cannot read rather than lose the document', async () => {
    const { pdf } = await headed({ ...official(), logo: Buffer.from('not an image') });
    expect(pdfLines(pdf)).toContain(plain.name);
    expect(pdfImages(pdf)).toHaveLength(0);
  });

  it("draws the ticket's head as tall as it said: the logo small over the name and phone", async () => {
    for (const school of [plain, official(), { ...plain, name: 'Collège '.repeat(20) }]) {
      const doc = newDocument('en', { title: 'test' });
      // Measured before the page exists, as the ticket cuts its page to what it holds.
      const height = compactLetterheadHeight(doc, school, 204);
      doc.addPage({ size: [226.77, 400], margin: 0 });
      expect(compactLetterhead(doc, school, 11, 14, 204)).toBeCloseTo(14 + height, 6);
      const pdf = await toBuffer(doc);
      // No blocks and no contact line on a ticket: its name, then its phone.
      expect(pdfLines(pdf).at(-1)).toBe('+237 6 99 00 11 22');
      expect(pdfImages(pdf)).toHaveLength(school.logo ? 1 : 0);
    }
    const small = newDocument('en', { title: 'test' });
    expect(compactLetterheadHeight(small, official(), 204) - compactLetterheadHeight(small, plain, 204)).toBe(34);
  });
});

/** A heavy card: four groups of five courses, each with its teacher, under the fullest letterhead. */
function heavyCard(school: DocumentSchool): CardModel {
  const rows: CardRow[] = [];
  for (let group = 1; group <= 4; group++) {
    rows.push({ kind: 'group', cells: [`Groupe ${group}`] });
    for (let course = 1; course <= 5; course++)
      rows.push({
        kind: 'line',
        cells: [`Matière ${group}.${course}`, '12,00', '2', '24,00', '3e', '11,20', 'Assez bien'],
        note: 'M. Enseignant',
      });
    rows.push({ kind: 'subtotal', cells: [`Total groupe ${group}`, '', '10', '120,00', '', '', ''] });
  }
  const column = (label: string, width: number) => ({ label, width, align: 'center' as const });
  return {
    school,
    yearLine: 'Année scolaire 2026-2027',
    title: 'Bulletin de notes – Trimestre 1',
    identity: Array.from({ length: 8 }, (_, index): [string, string] => [`Champ ${index}`, `Valeur ${index}`]),
    photo: null,
    columns: [
      { label: 'Matière / enseignant', width: 0.3, align: 'left' },
      column('Note /20', 0.1),
      column('Coef.', 0.08),
      column('Points', 0.1),
      column('Rang', 0.1),
      column('Moy. classe', 0.12),
      column('Appréciation', 0.2),
    ],
    rows,
    results: Array.from({ length: 5 }, (_, index): [string, string] => [`Résultat ${index}`, '12,00 / 20']),
    verdicts: [['Distinction', 'Tableau d’honneur']],
    classStats: Array.from({ length: 5 }, (_, index): [string, string] => [`Classe ${index}`, '10,00']),
    signatures: ['Le professeur principal', 'Le parent', 'Le proviseur'],
  };
}

describe('report cards under the letterhead', () => {
  it('keep a heavy card on its one page, the table made smaller, and embed the logo once for all cards', async () => {
    const most = Array.from({ length: 8 }, (_, index) => `Ligne ${index + 1} de l’en-tête`);
    const school = { ...official(), letterhead: { left: most, right: most } };
    const doc = newCardDocument('fr', 'test');
    const ends = [1, 2, 3].map(() => drawCard(doc, heavyCard(school)));
    const pdf = await toBuffer(doc);
    expect(pdfPageCount(pdf)).toBe(3);
    for (const end of ends) expect(end).toBeLessThanOrEqual(CARD_PAGE.height - CARD_PAGE.margin);
    const lines = pdfLines(pdf);
    expect(lines.filter((line) => line === 'Ligne 8 de l’en-tête')).toHaveLength(6);
    expect(lines.filter((line) => line === 'Matière 4.5')).toHaveLength(3);
    expect(lines).toContain('BULLETIN DE NOTES – TRIMESTRE 1');
    expect(pdfImages(pdf)).toHaveLength(1);
  });
});

import sharp from 'sharp';
import { inflateSync } from 'node:zlib';
import { pdfImages, pdfQrCodes } from '../../testing/pdfImages';
import { pdfLines, pdfPageCount } from '../../testing/pdfText';
import { cardWords, studentCardsPdf, type StudentCardData } from './cardsPdf';

const school = { name: 'Lycée de test', address: 'BP 185 Yaoundé', phone: null, email: null };
const url = (code: string) => `https://school.example/#/public-page?code=${code}`;

let photo: Buffer;
let logo: Buffer;
beforeAll(async () => {
  photo = await sharp({ create: { width: 384, height: 480, channels: 3, background: '#8899aa' } })
    .jpeg()
    .toBuffer();
  logo = await sharp({ create: { width: 96, height: 96, channels: 4, background: { r: 200, g: 30, b: 30, alpha: 0.8 } } })
    .png()
    .toBuffer();
});

const marie = (): StudentCardData => ({
  firstName: 'Marie',
  lastName: 'Ngono',
  matricule: 'STU-0012',
  birthDate: '2012-03-12',
  classroomName: '6e A',
  schoolYearName: '2026-2027',
  photo,
  code: 'K7QW3XH9MZ2P',
  publicUrl: url('K7QW3XH9MZ2P'),
});

/** `count` cards, each with its own code (of the code alphabet) and address. */
const classroom = (count: number, withPhotos = true): StudentCardData[] =>
  Array.from({ length: count }, (_, index) => {
    const code = `K7QW3XH9M${String(index).padStart(3, '2').replace(/[01]/g, 'Z')}`;
    return {
      ...marie(),
      lastName: `Student ${index + 1}`,
      matricule: `STU-${1000 + index}`,
      code,
      publicUrl: url(code),
      photo: withPhotos ? photo : null,
    };
  });

/** The page sizes, from the pages' MediaBox (pdfkit leaves the page dictionaries uncompressed). */
const pageSizes = (pdf: Buffer) =>
  [...pdf.toString('latin1').matchAll(/\/MediaBox \[0 0 ([\d.]+) ([\d.]+)\]/g)].map(([, width, height]) => [Number(width), Number(height)]);

/** The straight lines the pages draw ("x y m x y l"): the cut marks, the header rules. */
function lineSegments(pdf: Buffer): number {
  const raw = pdf.toString('latin1');
  let count = 0;
  for (const match of raw.matchAll(/stream\r?\n/g)) {
    const start = match.index + match[0].length;
    try {
      const content = inflateSync(pdf.subarray(start, raw.indexOf('endstream', start))).toString('latin1');
      count += (content.match(/[\d.-]+ [\d.-]+ m\s+[\d.-]+ [\d.-]+ l/g) ?? []).length;
    } catch {
      // an image
    }
  }
  return count;
}

const english = cardWords('en');
const french = cardWords('fr');

describe('studentCardsPdf', () => {
  it('prints one card a page, the page the size of an ID-1 card', async () => {
    const pdf = await studentCardsPdf(classroom(3), school, english, 'card');
    expect(pdf.subarray(0, 5).toString()).toBe('%PDF-');
    expect(pdfPageCount(pdf)).toBe(3);
    expect(pageSizes(pdf)).toEqual([
      [242.65, 153.07],
      [242.65, 153.07],
      [242.65, 153.07],
    ]);
  });

  it('prints ten cards an A4 sheet, with cut marks at every corner, and goes on to as many sheets as it needs', async () => {
    const ten = await studentCardsPdf(classroom(10), school, english, 'sheet');
    expect(pageSizes(ten)).toEqual([[595.28, 841.89]]);
    const eleven = await studentCardsPdf(classroom(11), school, english, 'sheet');
    expect(pdfPageCount(eleven)).toBe(2);
    expect(pageSizes(eleven)).toEqual([
      [595.28, 841.89],
      [595.28, 841.89],
    ]);
    expect(pdfPageCount(await studentCardsPdf(classroom(25), school, english, 'sheet'))).toBe(3);
    // Each card: its header rule, and two marks at each of its four corners.
    expect(lineSegments(ten)).toBe(10 * (1 + 8));
    expect(lineSegments(await studentCardsPdf(classroom(1), school, english, 'card'))).toBe(1);
  });

  it('says who the student is, in which class and year, and prints the code in groups of four', async () => {
    for (const layout of ['card', 'sheet'] as const) {
      const lines = pdfLines(await studentCardsPdf([marie()], school, english, layout));
      expect(lines).toEqual([
        'Lycée de test',
        'STUDENT CARD  ·  2026-2027',
        'NGONO',
        'Marie',
        'Matricule',
        'STU-0012',
        'Date of birth',
        'March 12, 2012',
        'Class',
        '6e A',
        'Access code',
        'K7QW-3XH9-MZ2P',
        'Check this card at school.example/#/public-page',
      ]);
    }
  });

  it('draws a QR code that reads back as the public address with the code, for every card', async () => {
    for (const layout of ['card', 'sheet'] as const) {
      const cards = classroom(12);
      const pdf = await studentCardsPdf(cards, school, english, layout);
      expect(pdfQrCodes(pdf)).toEqual(cards.map((card) => card.publicUrl));
    }
  });

  it('embeds the photo as it is, and the logo once for all the cards', async () => {
    const pdf = await studentCardsPdf(classroom(3), { ...school, logo }, english, 'card');
    const images = pdfImages(pdf);
    const jpegs = images.filter((image) => image.filter === 'DCTDecode');
    expect(jpegs).toHaveLength(1); // the same photo three times: embedded once
    expect(Buffer.compare(jpegs[0].data, photo)).toBe(0);
    // The logo (a PNG with transparency: the colours and their mask), then a QR code a card.
    expect(images.filter((image) => image.width === 96)).toHaveLength(2);
    expect(pdfQrCodes(pdf)).toHaveLength(3);
  });

  it('draws a neutral box with the initials for a student without a photo, or a photo it cannot read', async () => {
    const noPhoto = { ...marie(), photo: null };
    const broken = { ...marie(), firstName: 'Paul', lastName: 'Mbarga', photo: Buffer.from('not a jpeg') };
    const pdf = await studentCardsPdf([noPhoto, broken], school, english, 'card');
    expect(pdfImages(pdf).filter((image) => image.filter === 'DCTDecode')).toHaveLength(0);
    const lines = pdfLines(pdf);
    expect(lines).toEqual(expect.arrayContaining(['MN', 'PM']));
    expect(lines.indexOf('MN')).toBeLessThan(lines.indexOf('NGONO'));
    expect(pdfLines(await studentCardsPdf([marie()], school, english, 'card'))).not.toContain('MN');
  });

  it('leaves the birth date out when the record has none, and sets a long name smaller on two lines rather than cut it', async () => {
    const long = { ...marie(), birthDate: null, lastName: 'Abena Mvogo Ngono Essomba Atangana Bilounga' };
    const lines = pdfLines(await studentCardsPdf([long], school, english, 'card'));
    expect(lines).not.toContain('Date of birth');
    const first = lines.findIndex((line) => line.startsWith('ABENA'));
    expect(`${lines[first]} ${lines[first + 1]}`).toBe('ABENA MVOGO NGONO ESSOMBA ATANGANA BILOUNGA');
  });

  it('speaks French to a French reader', async () => {
    const lines = pdfLines(await studentCardsPdf([marie()], school, french, 'sheet'));
    expect(lines).toEqual(
      expect.arrayContaining([
        'CARTE D’IDENTITÉ SCOLAIRE  ·  2026-2027',
        'Matricule',
        'Date de naissance',
        '12 mars 2012',
        'Classe',
        'Code d’accès',
        'K7QW-3XH9-MZ2P',
        'Vérifier cette carte sur school.example/#/public-page',
      ]),
    );
  });

  it('writes in Urdu, Persian (its calendar and digits) and Chinese as in the other languages', async () => {
    const expected = {
      ur: ['طالب علم کارڈ  ·  2026-2027', 'تاریخ پیدائش', '12 مارچ، 2012', 'رسائی کوڈ'],
      fa: ['کارت دانش‌آموزی  ·  2026-2027', 'تاریخ تولد', '۲۲ اسفند ۱۳۹۰', 'کد دسترسی'],
      'zh-CHS': ['学生证  ·  2026-2027', '出生日期', '2012年3月12日', '访问码'],
    };
    for (const language of ['ur', 'fa', 'zh-CHS'] as const) {
      const words = cardWords(language);
      expect(words.language).toBe(language);
      expect(pdfLines(await studentCardsPdf([marie()], school, words, 'card'))).toEqual(expect.arrayContaining(expected[language]));
    }
    expect(cardWords('de').day('2012-03-12')).toBe('12. März 2012');
  });

  // Its time is the student-cards bench's figure (npm run bench): a test asserts no wall-clock time.
  it("draws a classroom's 60 cards with photos and QR codes on six sheets", async () => {
    const cards = classroom(60).map((card) => ({ ...card, photo: Buffer.from(photo) })); // 60 distinct photos
    const pdf = await studentCardsPdf(cards, { ...school, logo }, french, 'sheet');
    expect(pdfPageCount(pdf)).toBe(6);
  });
});

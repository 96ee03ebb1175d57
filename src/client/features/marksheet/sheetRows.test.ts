import { createIntl } from 'react-intl';
import { loadCatalogue } from '../../testing/catalogues';
import { exportRows, rankLabel, sortRows } from './sheetRows';
import { annualSheetFixture, lmdSheetFixture, secondarySheetFixture } from './testing/sheetFixtures';

const intlOf = (locale: 'en' | 'fr') => createIntl({ locale, messages: loadCatalogue(locale) });
const en = intlOf('en');
const collator = new Intl.Collator('en', { sensitivity: 'base', numeric: true });
const names = (rows: readonly { name: string }[]) => rows.map((row) => row.name);

describe('sortRows', () => {
  it('puts ranked students first by rank, ties by name, then the unranked and Non classés by name', () => {
    expect(names(sortRows(secondarySheetFixture.rows, 'rank', collator))).toEqual([
      'ATANGANA Brenda',
      'BELLO Amadou',
      'ESSOMBA Paul',
      'ABENA Zoé',
      'DJODA Aminatou',
    ]);
  });

  it('orders by name alone, whatever the rank', () => {
    expect(names(sortRows(secondarySheetFixture.rows, 'name', collator))).toEqual([
      'ABENA Zoé',
      'ATANGANA Brenda',
      'BELLO Amadou',
      'DJODA Aminatou',
      'ESSOMBA Paul',
    ]);
  });

  it('sorts LMD rows too, the student without an average last', () => {
    expect(names(sortRows(lmdSheetFixture.rows, 'rank', collator))).toEqual(['NANA Ruth', 'KAMGA Éric', 'TCHOUA Lise']);
  });

  it('leaves the given rows as they were', () => {
    const before = names(secondarySheetFixture.rows);
    sortRows(secondarySheetFixture.rows, 'name', collator);
    expect(names(secondarySheetFixture.rows)).toEqual(before);
  });
});

describe('rankLabel', () => {
  it.each([
    [{ rank: 1, exAequo: false }, '1'],
    [{ rank: 2, exAequo: true }, '2 ex'],
    [{ rank: null, exAequo: false, nonClasse: true }, 'NC'],
    [{ rank: null, exAequo: false }, ''],
  ])('writes %j as %j', (placing, label) => {
    expect(rankLabel({ name: 'X', ...placing }, en)).toBe(label);
  });
});

describe('exportRows', () => {
  it('writes a header, then the rows in the chosen order, with numbers as numbers', () => {
    const rows = exportRows({ system: 'sequence', sheet: secondarySheetFixture }, 'rank', en, collator);
    expect(rows[0]).toEqual([
      'Rank',
      'Matricule',
      'Name',
      'MATH',
      'FRAN',
      'EPS',
      'Total coef.',
      'Total points',
      'Average',
      'Remark',
      'Distinctions',
    ]);
    expect(rows[1]).toEqual([
      '1',
      '26SC00001',
      'ATANGANA Brenda',
      16,
      14.5,
      16,
      8,
      123.5,
      15.44,
      'Compétences très bien acquises',
      'Honour roll, Encouragement, Congratulations',
    ]);
    expect(rows[2][0]).toBe('2 ex');
    // Non classé: exempted from EPS, unmarked in French.
    expect(rows[5]).toEqual(['NC', '26SC00003', 'DJODA Aminatou', 6, null, 'Exempt', 4, 24, 6, 'Compétences non acquises', 'Work warning']);
  });

  it('keeps text as it is: the .xlsx types it as text, which never runs as a formula', () => {
    const [first, ...others] = secondarySheetFixture.rows;
    const sheet = {
      ...secondarySheetFixture,
      courses: [{ ...secondarySheetFixture.courses[0], code: '@SUM' }],
      rows: [
        { ...first, name: '=HYPERLINK("http://x.test","clic")', matricule: '+237', observation: { grade: 'A', label: '-1' } },
        ...others,
      ],
    };
    const rows = exportRows({ system: 'sequence', sheet }, 'rank', en, collator);
    expect(rows[0][3]).toBe('@SUM');
    expect(rows[1].slice(0, 3)).toEqual(['1', '+237', '=HYPERLINK("http://x.test","clic")']);
    expect(rows[1]).toContain('-1');
    // Numbers are never touched, negative or not.
    expect(rows[1][3]).toBe(16);
  });

  it('adds the trimester averages and the decision to an annual sheet, in French', () => {
    const rows = exportRows({ system: 'sequence', sheet: annualSheetFixture }, 'name', intlOf('fr'), new Intl.Collator('fr'));
    expect(rows[0].slice(-6)).toEqual(['Trim. 1', 'Trim. 2', 'Trim. 3', 'Appréciation', 'Distinctions', 'Décision']);
    const brenda = rows.find((row) => row[2] === 'ATANGANA Brenda')!;
    expect(brenda.slice(-6, -3)).toEqual([15.44, 14.44, 16.44]);
    expect(brenda.at(-1)).toBe('Admis(e) en classe supérieure');
    expect(rows.find((row) => row[2] === 'DJODA Aminatou')!.at(-1)).toBe('Exclu(e)');
  });

  it('gives each LMD unit its grade and its letter', () => {
    const rows = exportRows({ system: 'lmd', sheet: lmdSheetFixture }, 'rank', en, collator);
    expect(rows[0]).toEqual([
      'Rank',
      'Matricule',
      'Name',
      'INF111',
      'INF111 letter',
      'MAT112',
      'MAT112 letter',
      'Average',
      'GPA',
      'Credits earned',
      'Credits attempted',
      'Decision',
    ]);
    expect(rows[3]).toEqual([null, '26SC00009', 'TCHOUA Lise', null, 'I', 12.7, 'B-', null, null, 4, 10, 'Incomplete']);
  });
});

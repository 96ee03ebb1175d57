import fs from 'node:fs';
import path from 'node:path';
import { LANGUAGES } from '../../domain/enums';
import { loadCatalogue } from '../testing/catalogues';
import {
  forbiddenUses,
  frenchSpacing,
  incompleteTerms,
  looseCounts,
  missingApproved,
  sharedApproved,
  type Glossary,
  type Messages,
} from './glossaryRules';

const glossary = JSON.parse(fs.readFileSync(path.join(__dirname, 'glossary.json'), 'utf8')) as Glossary;

/**
 * The spec's own French strings (point 8), kept exactly as the spec writes them, its spacing
 * included ("Une erreur s'est produite!"): catalogues.test.ts checks them word for word.
 */
const SPEC_FRENCH_KEYS = new Set([
  'alerts.404.title',
  'alerts.404.message',
  'alerts.401.title',
  'alerts.401.message',
  'alerts.400.title',
  'alerts.400.message',
  'alerts.500.title',
  'alerts.500.message',
  'alerts.success.title',
  'alerts.success.message',
  'toasts.success.title',
  'toasts.success.message',
  'toasts.warning.title',
  'toasts.warning.message',
  'toasts.info.title',
  'toasts.info.message',
  'toasts.error.title',
  'toasts.error.message',
]);

/** A two-term glossary to show each check failing on a small bad catalogue. */
const tiny: Glossary = {
  languages: ['en', 'ur', 'de', 'zh-CHS'],
  register: {},
  terms: {
    save: { meaning: 'Save', keys: ['save'], approved: { en: 'save', ur: 'محفوظ کریں', de: 'speichern', 'zh-CHS': '保存' } },
    archive: {
      meaning: 'Archive',
      keys: ['archive'],
      approved: { en: 'archive', ur: 'محفوظ کریں', de: 'archivieren', 'zh-CHS': '归档' },
      forbidden: { ur: [{ word: 'محفوظ', whereEn: 'archiv' }], de: ['versetz*', 'Lehrer'], 'zh-CHS': ['学期'] },
    },
  },
};

describe('the glossary checks', () => {
  it('find a word the glossary rules out, as a whole word, a stem, or where the English says so', () => {
    const english = { archive: 'Archive', save: 'Save', saved: 'Saved', term: 'Semester {term}' };
    expect(forbiddenUses(tiny, 'ur', { archive: 'محفوظ کریں', save: 'محفوظ کریں', saved: 'محفوظ ہو گیا' }, english)).toEqual([
      'archive: "محفوظ" (archive)',
    ]);
    expect(forbiddenUses(tiny, 'de', { a: 'Versetzen Sie ihn', b: 'Klassenlehrer', c: 'Die Lehrer', d: '{versetzt}' }, english)).toEqual([
      'a: "versetz*" (archive)',
      'c: "Lehrer" (archive)',
    ]);
    // No word boundaries in Chinese: any occurrence counts.
    expect(forbiddenUses(tiny, 'zh-CHS', { term: '第 {term} 学期' }, english)).toEqual(['term: "学期" (archive)']);
  });

  it('find two terms that share a word in a language, a missing word and a label without its word', () => {
    expect(sharedApproved(tiny)).toEqual(['ur "محفوظ کریں": save, archive']);
    expect(incompleteTerms({ ...tiny, languages: ['en', 'fr'] })).toEqual(['save: fr', 'archive: fr']);
    expect(missingApproved(tiny, 'de', { save: 'Speichern', archive: 'Ablegen' })).toEqual(['archive: archivieren (archive)']);
    expect(missingApproved(tiny, 'en', { save: 'Save' })).toEqual(['archive: archive (archive)']);
  });

  it('find counts that sit outside a plural next to a word', () => {
    expect(looseCounts('Il ne reste que {free} places')).toEqual(['free']);
    expect(looseCounts('{count} élèves sur {total}')).toEqual(['count', 'total']);
    expect(looseCounts('已导入 {count} 名学生')).toEqual(['count']);
    expect(looseCounts('{count, plural, one {# place} other {# places}}')).toEqual([]);
    expect(looseCounts('{made, plural, one {{made} card} other {{made} cards}}')).toEqual([]);
    for (const figure of ['×{count}', 'Rows: {count}.', '{name} ({count}/{capacity})', '{from}–{to} of {count}', '{entered} sur {total}']) {
      expect([figure, looseCounts(figure)]).toEqual([figure, []]);
    }
    // Not counts: bounds, ordinals and names.
    expect(looseCounts('At most {max} characters, line {line}, {name} students')).toEqual([]);
  });

  it('find French punctuation without a non-breaking space, outside ICU syntax, times and addresses', () => {
    expect(frenchSpacing('Nom : {name}')).toHaveLength(1);
    expect(frenchSpacing('Supprimer ?')).toHaveLength(1);
    expect(frenchSpacing('Erreur!')).toHaveLength(1);
    expect(frenchSpacing('{field}: {message}')).toHaveLength(1);
    expect(frenchSpacing('Le nom « {name} » est pris')).toHaveLength(2);
    expect(frenchSpacing('Nom\u00a0: {name}, supprimer\u202f? «\u00a0x\u00a0»')).toEqual([]);
    expect(frenchSpacing('À 10:30, voir https://exemple.fr/a?b=c')).toEqual([]);
    expect(frenchSpacing('{count, plural, one {# ligne\u202f!} other {# lignes\u202f!}}')).toEqual([]);
    expect(frenchSpacing('{count, plural, one {# ligne !} other {# lignes\u202f!}}')).toHaveLength(1);
  });
});

describe('the glossary', () => {
  it('gives every term a word in every language, and no two terms the same word', () => {
    expect(glossary.languages).toEqual([...LANGUAGES]);
    expect(incompleteTerms(glossary)).toEqual([]);
    expect(sharedApproved(glossary)).toEqual([]);
  });

  it('states the form of address of every language', () => {
    expect(Object.keys(glossary.register).sort()).toEqual([...LANGUAGES].sort());
  });
});

describe.each(LANGUAGES)('the %s catalogue', (language) => {
  const messages: Messages = loadCatalogue(language);
  const english: Messages = loadCatalogue('en');

  it('uses no word the glossary rules out', () => {
    expect(forbiddenUses(glossary, language, messages, english)).toEqual([]);
  });

  it("says each term's approved word where the glossary names the key", () => {
    expect(missingApproved(glossary, language, messages)).toEqual([]);
  });

  it('puts every count next to a noun inside a plural', () => {
    const loose = Object.entries(messages).flatMap(([key, message]) => looseCounts(message).map((name) => `${key}: {${name}}`));
    expect(loose).toEqual([]);
  });

  if (language === 'fr') {
    it('puts a non-breaking space before : ; ? ! and inside « », except in the spec strings', () => {
      const problems = Object.entries(messages)
        .filter(([key]) => !SPEC_FRENCH_KEYS.has(key))
        .flatMap(([key, message]) => frenchSpacing(message).map((problem) => `${key}: ${problem}`));
      expect(problems).toEqual([]);
    });
  }
});

import { IMPORT_FIELDS, mapColumns, normaliseHeader } from '../../../domain/students/importRows';
import { importWords } from './studentImport';

describe('importWords', () => {
  const words = importWords();

  it("holds every language's header for every field", () => {
    for (const field of IMPORT_FIELDS) expect(words.columns[field]?.length).toBeGreaterThanOrEqual(6);
    expect(words.columns.lastName).toEqual(expect.arrayContaining(['Last name', 'Nom', 'نام خانوادگی', '姓', 'خاندانی نام', 'Nachname']));
  });

  it('never reads one header as two fields, in any pair of languages', () => {
    const seen = new Map<string, string>();
    for (const field of IMPORT_FIELDS) {
      for (const header of words.columns[field] ?? []) {
        const key = normaliseHeader(header);
        expect(key).not.toBe('');
        expect([header, seen.get(key) ?? field]).toEqual([header, field]);
        seen.set(key, field);
      }
    }
    // Nor as another field's alias (nom, tel, parent…).
    for (const field of IMPORT_FIELDS)
      for (const header of words.columns[field] ?? [])
        expect([header, mapColumns([header], [], words).columns[0]]).toEqual([header, field]);
    const sexes = mapColumns([], [], words).sexes;
    for (const word of words.sexes.M) expect(sexes.get(normaliseHeader(word))).toBe('M');
    for (const word of words.sexes.F) expect(sexes.get(normaliseHeader(word))).toBe('F');
  });

  it('reads the old English field names and the French habits as before', () => {
    const map = mapColumns(['lastName', 'firstName', 'guardianPhone', 'Téléphone', 'Date de naissance', 'Remarque'], [], words);
    expect(map.columns).toEqual(['lastName', 'firstName', 'guardianPhone', null, 'birthDate', null]);
    expect(map.unknown).toEqual(['Téléphone', 'Remarque']);
  });
});

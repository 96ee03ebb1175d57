import type { StudentBody } from '../contract/students';
import { type CheckedRow, checkRow, mapColumns, markRepeatedMatricules, normaliseHeader } from './importRows';

describe('normaliseHeader', () => {
  it('compares headers without case, accents, spaces or punctuation, in any script', () => {
    expect(normaliseHeader(' Date de  naissance ')).toBe(normaliseHeader('date_de_naissance'));
    expect(normaliseHeader('Prénom')).toBe('prenom');
    expect(normaliseHeader('Straße')).toBe('strasse');
    expect(normaliseHeader('نام خانوادگی')).toBe(normaliseHeader('نام‌خانوادگی'));
    expect(normaliseHeader('出生日期')).toBe('出生日期');
  });

  it('reads the Arabic yeh and kaf as the Persian and Urdu ones', () => {
    expect(normaliseHeader('جنسيت')).toBe(normaliseHeader('جنسیت'));
    expect(normaliseHeader('كلاس')).toBe(normaliseHeader('کلاس'));
  });
});

describe('checkRow', () => {
  const words = { columns: { lastName: ['姓'], firstName: ['名'] }, sexes: { M: ['男'], F: ['女'] } };

  it('reads the words it is given, and takes the formula guard off cells an export wrote', () => {
    const map = mapColumns(['姓', '名', 'sex', 'guardianPhone', 'address'], [], words);
    const row = checkRow(2, ['王', '芳', '女', "'+237 6 99 00 11 22", "'=1+1"], map, []);
    expect(row.problems).toEqual([]);
    expect(row.values).toMatchObject({ lastName: '王', firstName: '芳', sex: 'F', guardianPhone: '+237 6 99 00 11 22', address: '=1+1' });
  });

  it('names the columns it does not know', () => {
    expect(mapColumns(['姓', 'Remarque', ''], [], words).unknown).toEqual(['Remarque']);
  });
});

describe('mapColumns', () => {
  it.each([
    ['matricule', ['Matricule', 'Registration number', 'Student ID']],
    ['lastName', ['Last name', 'Nom', 'Surname', 'Family name', 'Noms']],
    ['firstName', ['First name', 'Prénom', 'Prénoms', 'Given name']],
    ['sex', ['Sex', 'Sexe', 'Gender', 'Genre']],
    ['birthDate', ['Birth date', 'Date de naissance', 'Date of birth', 'Né le', 'Née le', 'Naissance']],
    ['birthPlace', ['Birth place', 'Lieu de naissance', 'Place of birth', 'Lieu']],
    ['guardianName', ['Guardian name', 'Parent', 'Tuteur', 'Nom du parent', 'Guardian']],
    ['guardianPhone', ['Guardian phone', 'Téléphone', 'Phone', 'Téléphone du parent', 'Tél']],
    ['guardianEmail', ['Guardian email', 'Email', 'Mail', 'Courriel', 'E-mail du parent']],
    ['address', ['Address', 'Adresse', 'Domicile']],
  ])('reads the headers offices write for %s, with no catalogue words', (field, headers) => {
    for (const header of headers) expect(mapColumns([header], []).columns).toEqual([field]);
  });

  it.each([
    ['M', ['M', 'Masculin', 'Male', 'Homme', 'Garçon', 'H']],
    ['F', ['F', 'Féminin', 'Female', 'Femme', 'Fille']],
  ])('reads the sexes offices write as %s, with no catalogue words', (sex, words) => {
    const { sexes } = mapColumns([], []);
    for (const word of words) expect(sexes.get(normaliseHeader(word))).toBe(sex);
  });

  it('reads a custom field by its name, as custom:<id>', () => {
    const types = [{ id: 7, name: 'Religion', kind: 'text' as const, choices: [] }];
    expect(mapColumns(['Nom', 'religion'], types).columns).toEqual(['lastName', 'custom:7']);
  });

  it('ignores a second column for a field already taken, and names it trimmed; blank headers are not named', () => {
    const map = mapColumns(['Nom', ' Surname ', '   '], []);
    expect(map.columns).toEqual(['lastName', null, null]);
    expect(map.unknown).toEqual(['Surname']);
  });
});

describe('checkRow, cell by cell', () => {
  const types = [
    { id: 7, name: 'Religion', kind: 'text' as const, choices: [] },
    { id: 8, name: 'Baptism', kind: 'date' as const, choices: [] },
    { id: 9, name: 'Siblings', kind: 'number' as const, choices: [] },
    { id: 10, name: 'House', kind: 'choice' as const, choices: ['Red', 'Blue'] },
  ];
  const headers = ['Nom', 'Prénom', 'Sexe', 'Né le', 'Lieu', 'Remarque', 'Religion', 'Baptism', 'Siblings', 'House'];
  const map = mapColumns(headers, types);
  const row = (cells: Record<string, unknown>) =>
    checkRow(
      3,
      headers.map((header) => cells[header] ?? null),
      map,
      types,
    );
  const valid = { Nom: 'Ngono', Prénom: 'Awa', Sexe: 'Fille' };

  it('keeps custom fields by id: text without its formula guard, a spreadsheet date as a day, a number as it is', () => {
    const checked = row({ ...valid, Remarque: 'ignored', Religion: "'=x", Baptism: new Date(Date.UTC(2014, 2, 12)), Siblings: 3 });
    expect(checked.problems).toEqual([]);
    expect(checked.line).toBe(3);
    expect(checked.values.customFields).toEqual({ 7: '=x', 8: '2014-03-12', 9: 3 });
  });

  it.each([
    ['12/3/2014', '2014-03-12'],
    ['1.02.2014', '2014-02-01'],
    ['05-11-2013', '2013-11-05'],
    [' 2014-03-12 ', '2014-03-12'],
  ])('reads the birth date %p day first, as %p', (written, day) => {
    const checked = row({ ...valid, 'Né le': written });
    expect(checked.problems).toEqual([]);
    expect(checked.values.birthDate).toBe(day);
  });

  it('reads a spreadsheet date as its day', () => {
    expect(row({ ...valid, 'Né le': new Date(Date.UTC(2014, 2, 12)) }).values.birthDate).toBe('2014-03-12');
  });

  it.each(['x12/03/2014', '12/03/20145', '123/03/2014', '12/003/2014', '12 03 2014', 'aa/03/2014', '12/03/201x', new Date(Number.NaN)])(
    'refuses a birth date %p that is no day',
    (written) => {
      const fields = row({ ...valid, 'Né le': written }).problems.map((problem) => problem.field);
      expect(new Set(fields)).toEqual(new Set(['birthDate']));
    },
  );

  it('leaves empty cells out, so that an optional field is not refused', () => {
    const checked = row({ ...valid, Lieu: '', 'Né le': '' });
    expect(checked.problems).toEqual([]);
    expect(checked.values.birthPlace).toBeUndefined();
    expect(checked.values.birthDate).toBeUndefined();
  });

  it('reads a row shorter than the header line as empty at its end', () => {
    const checked = checkRow(4, ['Ngono', 'Awa', 'F'], map, types);
    expect(checked.problems).toEqual([]);
    expect(checked.values.birthPlace).toBeUndefined();
  });

  it('finds a missing sex required, not a sex it cannot read', () => {
    const checked = row({ Nom: 'Ngono', Prénom: 'Awa' });
    expect(checked.problems).toEqual([{ field: 'sex', message: expect.objectContaining({ key: 'validation.required' }) }]);
  });

  it('names the field of every problem the form would show', () => {
    const checked = row({ Nom: 'Ngono\u0007', Sexe: 'X' });
    expect(checked.problems).toEqual([{ field: 'lastName', message: expect.objectContaining({ key: expect.any(String) }) }]);
    const formOnly = row({ Nom: 'Ngono', Sexe: 'X' });
    expect(formOnly.problems.map((problem) => problem.field).sort()).toEqual(['firstName', 'sex']);
    expect(formOnly.problems.every((problem) => typeof problem.message === 'object' && 'key' in problem.message)).toBe(true);
  });

  it('names a custom field its value does not fit', () => {
    expect(row({ ...valid, House: 'Green' }).problems).toEqual([
      { field: 'customFields.10', message: { key: 'validation.oneOf', values: { values: 'Red, Blue' } } },
    ]);
  });
});

describe('markRepeatedMatricules', () => {
  const checked = (line: number, matricule?: string) => ({
    line,
    values: { matricule } as StudentBody,
    problems: [] as CheckedRow['problems'],
  });

  it('marks every line after the first that gives the same matricule, naming the first line', () => {
    const rows = [checked(2, 'A1'), checked(3), checked(4, 'A1'), checked(5, 'B2'), checked(6, 'A1'), checked(7)];
    markRepeatedMatricules(rows);
    const repeated = { field: 'matricule', message: { key: 'validation.matriculeRepeated', values: { line: 2 } } };
    expect(rows.map((row) => row.problems)).toEqual([[], [], [repeated], [], [repeated], []]);
  });
});

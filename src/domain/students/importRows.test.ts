import { checkRow, mapColumns, normaliseHeader } from './importRows';

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

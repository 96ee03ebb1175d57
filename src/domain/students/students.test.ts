import { checkCustomFields, type FieldType } from './customFields';
import { matriculePrefix, nextMatricule } from './matricule';

const types: FieldType[] = [
  { id: 1, name: 'Groupe sanguin', kind: 'choice', choices: ['A+', 'O+'] },
  { id: 2, name: 'Allergies', kind: 'text', choices: [] },
  { id: 3, name: 'Dernier vaccin', kind: 'date', choices: [] },
  { id: 4, name: 'Poids', kind: 'number', choices: [] },
];

describe('checkCustomFields', () => {
  it('keeps values that fit their kind, trimmed and typed, and drops empty ones', () => {
    expect(checkCustomFields(types, { '1': 'O+', '2': '  arachides ', '3': '2026-10-01', '4': '41,5' })).toEqual({
      values: { '1': 'O+', '2': 'arachides', '3': '2026-10-01', '4': 41.5 },
      problems: {},
    });
    expect(checkCustomFields(types, { '1': '', '2': null })).toEqual({ values: {}, problems: {} });
  });

  it('names each value that does not fit, and unknown fields', () => {
    const { values, problems } = checkCustomFields(types, { '1': 'Z', '3': '2026-02-30', '4': 'lourd', '9': 'x', '2': 'a'.repeat(201) });
    expect(values).toEqual({});
    expect(Object.fromEntries(Object.entries(problems).map(([field, message]) => [field, message.key]))).toEqual({
      'customFields.1': 'validation.oneOf',
      'customFields.3': 'validation.date',
      'customFields.4': 'validation.optionNumber',
      'customFields.9': 'validation.customFieldUnknown',
      'customFields.2': 'validation.maxLength',
    });
  });
});

describe('matricules', () => {
  it('follow the highest one of the year', () => {
    expect(matriculePrefix('2026-2027')).toBe('26SC');
    expect(nextMatricule('26SC', undefined)).toBe('26SC00001');
    expect(nextMatricule('26SC', '26SC00041')).toBe('26SC00042');
    expect(nextMatricule('26SC', '26SC99999')).toBe('26SC100000');
  });
});

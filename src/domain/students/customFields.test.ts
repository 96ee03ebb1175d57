import { checkCustomFields, CUSTOM_TEXT_MAX, type FieldType } from './customFields';

const TYPES: FieldType[] = [
  { id: 1, name: 'Allergies', kind: 'text', choices: [] },
  { id: 2, name: 'Weight', kind: 'number', choices: [] },
  { id: 3, name: 'Vaccinated on', kind: 'date', choices: [] },
  { id: 4, name: 'Blood group', kind: 'choice', choices: ['A', 'B', 'O'] },
];

describe('checkCustomFields', () => {
  it('keeps each value by its type id, trimmed, numbers as numbers', () => {
    expect(checkCustomFields(TYPES, { 1: '  Arachides ', 2: ' 41,5 ', 3: '2026-03-01', 4: ' O ' })).toEqual({
      values: { 1: 'Arachides', 2: 41.5, 3: '2026-03-01', 4: 'O' },
      problems: {},
    });
  });

  it('takes a number given as a number, and a decimal point as well as a comma', () => {
    expect(checkCustomFields(TYPES, { 2: 38 }).values).toEqual({ 2: 38 });
    expect(checkCustomFields(TYPES, { 2: '38.25' }).values).toEqual({ 2: 38.25 });
  });

  it('leaves out empty values: null, missing and blank text are no value, not a problem', () => {
    expect(checkCustomFields(TYPES, { 1: null, 2: undefined, 3: '   ', 4: '' })).toEqual({ values: {}, problems: {} });
  });

  it('reads no input at all as no values', () => {
    expect(checkCustomFields(TYPES, undefined as unknown as Record<string, unknown>)).toEqual({ values: {}, problems: {} });
  });

  it('refuses a field the school has not declared, whatever its value', () => {
    expect(checkCustomFields(TYPES, { 9: 'x', 1: 'ok' })).toEqual({
      values: { 1: 'ok' },
      problems: { 'customFields.9': { key: 'validation.customFieldUnknown' } },
    });
    expect(checkCustomFields(TYPES, { 9: null }).problems).toEqual({ 'customFields.9': { key: 'validation.customFieldUnknown' } });
  });

  it('refuses a value that is neither text nor a number', () => {
    for (const raw of [true, ['A'], { value: 'A' }])
      expect(checkCustomFields(TYPES, { 1: raw })).toEqual({ values: {}, problems: { 'customFields.1': { key: 'validation.invalid' } } });
  });

  it('refuses a number that is not one', () => {
    for (const raw of ['quarante', '4 0', 'Infinity', '1,2,3'])
      expect(checkCustomFields(TYPES, { 2: raw })).toEqual({
        values: {},
        problems: { 'customFields.2': { key: 'validation.optionNumber' } },
      });
  });

  it('refuses a date that does not exist or is not written year-month-day', () => {
    for (const raw of ['2026-02-30', '01/03/2026', 'demain'])
      expect(checkCustomFields(TYPES, { 3: raw })).toEqual({ values: {}, problems: { 'customFields.3': { key: 'validation.date' } } });
  });

  it('refuses a choice the type does not offer, naming the ones it does', () => {
    expect(checkCustomFields(TYPES, { 4: 'AB' })).toEqual({
      values: {},
      problems: { 'customFields.4': { key: 'validation.oneOf', values: { values: 'A, B, O' } } },
    });
    // A choice is matched as written: "o" is not "O".
    expect(checkCustomFields(TYPES, { 4: 'o' }).problems).toHaveProperty(['customFields.4']);
  });

  it(`keeps text up to ${CUSTOM_TEXT_MAX} characters and refuses longer`, () => {
    expect(checkCustomFields(TYPES, { 1: 'a'.repeat(CUSTOM_TEXT_MAX) }).values).toEqual({ 1: 'a'.repeat(CUSTOM_TEXT_MAX) });
    expect(checkCustomFields(TYPES, { 1: ` ${'a'.repeat(CUSTOM_TEXT_MAX)} ` }).problems).toEqual({});
    expect(checkCustomFields(TYPES, { 1: 'a'.repeat(CUSTOM_TEXT_MAX + 1) })).toEqual({
      values: {},
      problems: { 'customFields.1': { key: 'validation.maxLength', values: { max: CUSTOM_TEXT_MAX } } },
    });
  });

  it('keeps a number given to a text field as its text', () => {
    expect(checkCustomFields(TYPES, { 1: 12 }).values).toEqual({ 1: '12' });
  });
});

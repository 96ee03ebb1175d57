import { neutralise, runsAsFormula, unneutralise } from './spreadsheetCells';

describe('neutralise', () => {
  it.each([
    '=1+1',
    '=SUM(A1:A3)',
    '=HYPERLINK("http://x")',
    '+SUM(A1)',
    '+A1',
    '-2+3',
    '-2-3',
    '-A1*2',
    "-cmd|' /C calc'!A0",
    '@cmd',
    '@SUM(A1)',
    '+33 rue de la Paix',
    '\t=1',
    '\r=1',
    '-',
    '+',
    '=+237 6 99 00 11',
    '+237 6 99 00 11|calc',
    '+1 (2) 3',
  ])('prefixes the formula %j with an apostrophe', (value) => {
    expect(runsAsFormula(value)).toBe(true);
    expect(neutralise(value)).toBe(`'${value}`);
  });

  it.each(['+237 6 99 00 11 22', '+237699001122', '+33 (0)1 23 45 67 89', '+1-202-555-0100', '+44 20 7946.0958', '+237\u00a0699\u00a0001'])(
    'writes the phone number %j as it is',
    (value) => {
      expect(runsAsFormula(value)).toBe(false);
      expect(neutralise(value)).toBe(value);
    },
  );

  it.each(['-12.5', '-12,5', '+3', '-0', '-1 234,50', '-1.5e-3', '-1e3', '-1e12', '+14'])('writes the number %j as it is', (value) => {
    expect(neutralise(value)).toBe(value);
  });

  it.each(['ATANGANA Brenda', '26SC00001', '14,5', '', ' =1', "'=1", 'a=b', '6 99 00 11 22'])('leaves %j as it is', (value) => {
    expect(neutralise(value)).toBe(value);
  });
});

describe('unneutralise', () => {
  it.each(["'=1+1", "'+237 6 99 00 11 22", "'-2+3", "'@cmd"])('takes the guard off %j', (value) => {
    expect(unneutralise(value)).toBe(value.slice(1));
  });

  it.each(["'Ngono", "l'école", '=1', "''", 'a=b', '==1'])('leaves %j as it is', (value) => {
    expect(unneutralise(value)).toBe(value);
  });

  it('gives back what neutralise guarded', () => {
    for (const value of ['=1+1', '+SUM(A1)', '@cmd', '+237 6 99 00 11 22', 'Ngono']) expect(unneutralise(neutralise(value))).toBe(value);
  });
});

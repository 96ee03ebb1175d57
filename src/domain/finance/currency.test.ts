import { currencyLabel, currencyOf, moneyFormat } from './currency';

describe('currencyLabel', () => {
  it('writes an ISO code as its narrow symbol, the same in every language, and anything else as typed', () => {
    expect([currencyOf(undefined), currencyOf('  '), currencyOf(' EUR ')]).toEqual(['XAF', 'XAF', 'EUR']);
    expect(['XAF', 'XOF', 'EUR', 'F CFA BEAC', 'xaf'].map(currencyLabel)).toEqual(['FCFA', 'F\u202fCFA', '€', 'F CFA BEAC', 'xaf']);
  });
});

describe('moneyFormat', () => {
  it.each([
    ['en', 'FCFA\u00a025,000', 'FCFA'],
    ['fr', '25\u202f000\u00a0FCFA', 'FCFA'],
    // Spanish data has no symbol for XAF: Intl alone writes "XAF" there, the screens and documents "FCFA".
    ['es', '25.000\u00a0FCFA', 'FCFA'],
    ['zh-Hans', 'FCFA\u00a025,000', 'FCFA'],
    ['fa', '\u200eFCFA\u00a0۲۵٬۰۰۰', 'FCFA'],
  ])('places the label where %s puts a currency', (locale, written, label) => {
    const format = moneyFormat(locale, 'XAF');
    expect([format.money(25000), format.label]).toEqual([written, label]);
  });

  it('writes whole units, always grouped, a reversal with its sign, and a typed currency after the figure', () => {
    expect(moneyFormat('es', 'XAF').amount(5000)).toBe('5.000');
    expect(moneyFormat('en', 'XAF').money(-500)).toBe('-FCFA\u00a0500');
    expect(moneyFormat('en', 'XAF').money(1234.6)).toBe('FCFA\u00a01,235');
    expect(moneyFormat('fr', 'F CFA BEAC').money(25000)).toBe('25\u202f000 F CFA BEAC');
  });
});

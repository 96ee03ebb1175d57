import { decimalSignOf, markText, parseMark } from './markInput';

describe('parseMark', () => {
  it.each([
    ['', null],
    ['  ', null],
    ['12,5', 12.5],
    ['12.5', 12.5],
    ['0', 0],
    ['20', 20],
    ['19,99', 19.99],
    ['12,50', 12.5],
    ['۱۲٫۵', 12.5],
    ['١٢,٥', 12.5],
  ])('reads %j as %p', (text, value) => {
    expect(parseMark(text)).toEqual({ ok: true, value });
  });

  it.each([
    ['21', 'range'],
    ['-1', 'range'],
    ['20,01', 'range'],
    ['12.345', 'decimals'],
    ['abc', 'notNumber'],
    ['1e1', 'notNumber'],
    ['12,5,1', 'notNumber'],
  ])('refuses %j (%s)', (text, problem) => {
    expect(parseMark(text)).toEqual({ ok: false, problem });
  });

  it('writes a stored mark with the locale decimal sign', () => {
    expect(markText(14.5, decimalSignOf('fr'))).toBe('14,5');
    expect(markText(14.5, decimalSignOf('en'))).toBe('14.5');
    expect(markText(14.5, decimalSignOf('fa'))).toBe('14.5');
    expect(markText(null, ',')).toBe('');
  });
});

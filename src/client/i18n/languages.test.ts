import { chooseLanguage, directionOf, localeOf, matchBrowserLanguage } from './languages';

describe('chooseLanguage', () => {
  it('prefers the saved choice when it is supported', () => {
    expect(chooseLanguage('de', ['fr-FR'])).toBe('de');
    expect(chooseLanguage('zh-CHS', ['en'])).toBe('zh-CHS');
  });

  it('falls back to the first supported browser language', () => {
    expect(chooseLanguage(null, ['fr-CA', 'en'])).toBe('fr');
    expect(chooseLanguage('klingon', ['pt-BR', 'es-MX'])).toBe('es');
  });

  it('maps every Chinese variant to zh-CHS', () => {
    expect(chooseLanguage(null, ['zh-CN'])).toBe('zh-CHS');
    expect(matchBrowserLanguage('zh-Hans-CN')).toBe('zh-CHS');
    expect(matchBrowserLanguage('zh_TW')).toBe('zh-CHS');
  });

  it('defaults to en', () => {
    expect(chooseLanguage(undefined, [])).toBe('en');
    expect(chooseLanguage(null, ['ja-JP', 'ko'])).toBe('en');
  });
});

it('runs ur and fa right to left, the others left to right', () => {
  expect(directionOf('ur')).toBe('rtl');
  expect(directionOf('fa')).toBe('rtl');
  expect(directionOf('en')).toBe('ltr');
  expect(directionOf('zh-CHS')).toBe('ltr');
});

it('gives Intl a valid tag for zh-CHS', () => {
  expect(localeOf('zh-CHS')).toBe('zh-Hans');
  expect(() => new Intl.NumberFormat(localeOf('zh-CHS'))).not.toThrow();
});

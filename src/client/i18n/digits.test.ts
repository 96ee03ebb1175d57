import { localeOf } from './languages';
import { localizeDigits } from './digits';
import { LANGUAGES } from '../../domain/enums';

describe('localizeDigits', () => {
  it('writes a school year in Persian digits in fa, as Intl writes the dates there', () => {
    expect(localizeDigits('2026-2027', 'fa')).toBe('۲۰۲۶-۲۰۲۷');
    const date = new Intl.DateTimeFormat('fa', { timeZone: 'UTC', year: 'numeric' }).format(new Date('2026-09-07T00:00:00Z'));
    expect(date).toMatch(/^[۰-۹]+$/);
  });

  it('keeps Latin digits where the locale writes its dates with them (ur among them)', () => {
    for (const language of LANGUAGES.filter((code) => code !== 'fa')) {
      expect([language, localizeDigits('2026-2027', localeOf(language))]).toEqual([language, '2026-2027']);
    }
    const urdu = new Intl.DateTimeFormat('ur', { timeZone: 'UTC', year: 'numeric' }).format(new Date('2026-09-07T00:00:00Z'));
    expect(urdu).toBe('2026');
  });

  it('leaves text without digits as it is', () => {
    expect(localizeDigits('Licence 1 — L1', 'en')).toBe('Licence 1 — L1');
    expect(localizeDigits('Terminale', 'fa')).toBe('Terminale');
  });
});

import { leftToRight, visualRuns, withoutOrderMarks } from './bidiRuns';
import { hasRightToLeftLetter } from './scripts';

const everyFont = () => true;
/** The runs as "script:text", left to right. */
const runs = (text: string, direction: 'ltr' | 'rtl') => visualRuns(text, direction, everyFont).map((run) => `${run.script}:${run.text}`);
/** The characters as the page shows them, left to right: fontkit reverses a run of right-to-left letters. */
const seen = (text: string, direction: 'ltr' | 'rtl') =>
  visualRuns(text, direction, everyFont)
    .map((run) => (hasRightToLeftLetter(run.text) ? [...run.text].reverse().join('') : run.text))
    .join('');

describe('visualRuns', () => {
  it('keeps a Latin line as one run', () => {
    expect(runs('NGONO Marie, 6e A', 'ltr')).toEqual(['latin:NGONO Marie, 6e A']);
  });

  it('hands a right-to-left name to the Arabic font in reading order, to be shaped and reversed there', () => {
    expect(runs('Student: احمدی رضا', 'ltr')).toEqual(['latin:Student: ', 'arabic:احمدی رضا']);
  });

  it('puts a Latin name inside a Persian line on the left of what precedes it', () => {
    expect(runs('دانش‌آموز NGONO Marie', 'rtl')).toEqual(['latin:NGONO Marie', 'arabic:دانش‌آموز ']);
    expect(seen('دانش‌آموز NGONO Marie', 'rtl')).toBe('NGONO Marie زومآ‌شناد');
  });

  it('keeps Persian digits left to right inside right-to-left text', () => {
    expect(runs('تاریخ ۱۴۰۵/۰۸/۱۲', 'rtl')).toEqual(['arabic:۱۴۰۵/۰۸/۱۲', 'arabic:تاریخ ']);
  });

  it('mirrors brackets in a right-to-left run', () => {
    // Read right to left, "(" opens before ب: on the page, its mirror ")" stands on the right.
    expect(seen('(ب)', 'rtl')).toBe('(ب)');
    expect(seen('(ب) 12', 'rtl')).toBe('12 (ب)');
  });

  it('keeps an address left to right as written inside a right-to-left line, its marks not drawn', () => {
    const line = `این کارت را در ${leftToRight('127.0.0.1:8080/public-page')} بررسی کنید`;
    const drawn = runs(line, 'rtl').join('|');
    expect(drawn).toContain('latin:127.0.0.1:8080/public-page');
    expect(drawn).not.toMatch(/[\u2066\u2069]/);
    expect(withoutOrderMarks(line)).toBe('این کارت را در 127.0.0.1:8080/public-page بررسی کنید');
  });

  it('gives Chinese characters their own font', () => {
    expect(runs('学生 NGONO', 'ltr')).toEqual(['cjk:学生 ', 'latin:NGONO']);
  });
});

import type { Language } from '../../../domain/enums';
import { numberInWords } from './numberWords';

describe('numberInWords', () => {
  it.each<[Language, number, string]>([
    ['en', 250_500, 'two hundred and fifty thousand five hundred'],
    ['fr', 80_000, 'quatre-vingt mille'],
    ['fr', 200, 'deux cents'],
    ['fr', 71_000, 'soixante et onze mille'],
    ['es', 1, 'un'],
    ['es', 31, 'treinta y un'],
    ['es', 21_000, 'veintiún mil'],
    ['es', 201_000, 'doscientos un mil'],
    ['es', 21_000_000, 'veintiún millones'],
    ['it', 1, 'un'],
    ['it', 50_000, 'cinquantamila'],
    ['de', 1, 'ein'],
    ['de', 201_000, 'zweihunderteintausend'],
    ['de', 1_201_000, 'eine Million zweihunderteintausend'],
    ['fa', 1001, 'هزار و یک'],
    ['fa', 50_500, 'پنجاه هزار و پانصد'],
    ['fa', 1_250_000, 'یک میلیون و دویست و پنجاه هزار'],
    ['ur', 1_250_000, 'بارہ لاکھ پچاس ہزار'],
    ['zh-CHS', 50_000, '伍万'],
    ['zh-CHS', 201_000, '贰拾万零壹仟'],
  ])('writes in %s %d as "%s"', (language, value, words) => {
    expect(numberInWords(language, value)).toBe(words);
  });

  it('writes what a reversal took back without its sign', () => {
    expect(numberInWords('en', -15000)).toBe('fifteen thousand');
  });
});

/**
 * Whole numbers in words in each catalogue language, for the amount a receipt is made out for
 * (docs/decisions.md, "Receipts a bursar signs (issue 28)"). n2words writes all eight; where its
 * words are not what a reader of the language writes before a currency's name, the fix is here,
 * each with its reason:
 * - English as the Commonwealth writes a cheque ("two hundred and fifty"), as our catalogues spell;
 * - Chinese in the financial numerals (大写: 伍万), which receipts and cheques use so a figure cannot be altered;
 * - Spanish shortens "uno" before "mil", "millones" and a masculine noun ("veintiún mil francos"):
 *   n2words writes "veintiuno mil";
 * - German writes "einhunderteintausend": n2words writes "einhunderteinstausend", and "eins" alone;
 * - Persian joins every part with "و" ("هزار و پانصد"): n2words leaves it out after "هزار";
 * - Italian writes "un franco", not "uno franco".
 */
import { toCardinal as german } from 'n2words/de-DE';
import { toCardinal as english } from 'n2words/en-GB';
import { toCardinal as spanish } from 'n2words/es-ES';
import { toCardinal as persian } from 'n2words/fa-IR';
import { toCardinal as french } from 'n2words/fr-FR';
import { toCardinal as italian } from 'n2words/it-IT';
import { toCardinal as urdu } from 'n2words/ur-PK';
import { toCardinal as chinese } from 'n2words/zh-Hans-CN';
import type { Language } from '../../../domain/enums';

/** Persian's parts of a thousand each, from the largest, each with its scale, joined by "و". */
function persianWords(value: number): string {
  const parts: string[] = [];
  let scale = 1;
  for (let left = value; left > 0; left = Math.floor(left / 1000), scale *= 1000) {
    const group = left % 1000;
    if (group) parts.unshift(persian(group * scale));
  }
  return parts.length ? parts.join(' و ') : persian(0);
}

const WRITERS: Record<Language, (value: number) => string> = {
  en: (value) => english(value),
  fr: (value) => french(value),
  ur: (value) => urdu(value),
  es: (value) =>
    spanish(value)
      .replace(/\bveintiuno\b/g, 'veintiún')
      .replace(/\buno\b/g, 'un'),
  it: (value) => (value === 1 ? 'un' : italian(value)),
  fa: persianWords,
  de: (value) => (value === 1 ? 'ein' : german(value).replace(/eins(?=tausend)/g, 'ein')),
  'zh-CHS': (value) => chinese(value, { formal: true }),
};

/** A whole number of at least 0 in words, as it is written before a currency's name. */
export function numberInWords(language: Language, value: number): string {
  return WRITERS[language](Math.trunc(Math.abs(value)));
}

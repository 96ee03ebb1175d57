/**
 * The words and figures of a part-time teacher's statement as its PDF and .xlsx write them, in one
 * language (`teacherStatement.*` in the catalogues): the month by name, amounts with thousands
 * separators and no decimals and the currency as the screens write it (domain/finance/currency.ts),
 * hours with at most two decimals, who validated and when.
 */
import type { Statement, StatementLine } from '../../../domain/contract/teacherStatements';
import type { Language } from '../../../domain/enums';
import { moneyFormat } from '../../../domain/finance/currency';
import { translate } from '../../i18n';
import { localeOf } from '../../documents/locale';
import { localDate } from '../shared/clock';

export interface StatementWords {
  language: Language;
  /** What amounts are labelled with: FCFA for XAF, as on the screens and the receipts. */
  label: string;
  t: (key: string, values?: Record<string, string | number>) => string;
  month: (month: string) => string;
  amount: (value: number) => string;
  /** 2 500 FCFA, or FCFA 2,500: as the screens write it. */
  money: (value: number) => string;
  hours: (value: number) => string;
  day: (iso: string) => string;
  kind: (line: StatementLine) => string;
  /** "Validated by … on …", or the draft's warning. */
  status: (statement: Statement) => string;
}

export function statementWords(language: Language, currency: string): StatementWords {
  const locale = localeOf(language);
  const t = (key: string, values?: Record<string, string | number>) => translate(language, `teacherStatement.${key}`, values);
  const { label, amount, money } = moneyFormat(locale, currency);
  const hourFigures = new Intl.NumberFormat(locale, { maximumFractionDigits: 2 });
  const months = new Intl.DateTimeFormat(locale, { month: 'long', year: 'numeric', timeZone: 'UTC' });
  const days = new Intl.DateTimeFormat(locale, { dateStyle: 'long', timeZone: 'UTC' });
  const day = (iso: string) => days.format(new Date(`${iso.slice(0, 10)}T00:00:00Z`));
  return {
    language,
    label,
    t,
    month: (month) => {
      const [year, number] = month.split('-').map(Number);
      return months.format(Date.UTC(year, number - 1, 1));
    },
    amount,
    money,
    hours: (value) => hourFigures.format(value),
    day,
    kind: (line) => t(`kinds.${line.kind}`),
    status: (statement) =>
      statement.status === 'validated' && statement.validatedAt
        ? t('validated', { name: statement.validatedBy ?? '?', date: day(localDate(new Date(statement.validatedAt))) })
        : t('draftNote'),
  };
}

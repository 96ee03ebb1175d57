/**
 * The demographic return as the files lay it out, in one language: the heading lines (school,
 * year, what was taken) and the tables, each a row per level, classroom, age or intake with boys,
 * girls and total, and its total row. The .xlsx and the PDF draw the same tables.
 */
import type { Demographics } from '../../../../domain/contract/demographics';
import type { Language } from '../../../../domain/enums';
import type { SexCounts } from '../../../../domain/statistics/demographics';
import { translate } from '../../../i18n';
import { localeOf } from '../../../documents/locale';

export interface ReturnWords {
  language: Language;
  t: (key: string, values?: Record<string, string | number>) => string;
  /** 5 000: the language's grouping. */
  count: (value: number) => string;
  /** 7 September 2026. */
  day: (iso: string) => string;
}

export function returnWords(language: Language): ReturnWords {
  const locale = localeOf(language);
  const counts = new Intl.NumberFormat(locale, { maximumFractionDigits: 0, useGrouping: 'always' });
  const days = new Intl.DateTimeFormat(locale, { dateStyle: 'long', timeZone: 'UTC' });
  return {
    language,
    t: (key, values) => translate(language, `statistics.demographics.${key}`, values),
    count: (value) => counts.format(value),
    day: (iso) => days.format(new Date(`${iso.slice(0, 10)}T00:00:00Z`)),
  };
}

export interface ReturnRow {
  label: string;
  counts: SexCounts;
}

export interface ReturnTable {
  title: string;
  /** The first column's heading (level, class, age, intake). */
  heading: string;
  rows: ReturnRow[];
  total: SexCounts;
}

export interface DemographicReturn {
  title: string;
  /** Label and value pairs under the title. */
  facts: [string, string][];
  /** The count columns' headings: boys, girls, total. */
  columns: [string, string, string];
  tables: ReturnTable[];
}

/** "10 or younger", "11", "21 or older". */
function ageLabel(row: Demographics['ages'][number], words: ReturnWords): string {
  if (row.minAge === null) return words.t('ageAtMost', { age: row.maxAge ?? '' });
  if (row.maxAge === null) return words.t('ageAtLeast', { age: row.minAge });
  return String(row.minAge);
}

export function demographicReturn(figures: Demographics, schoolName: string, words: ReturnWords): DemographicReturn {
  const { t } = words;
  const level = figures.levelId === null ? null : figures.levels[0]?.levelName;
  const classroom = figures.classroomId === null ? null : figures.classrooms[0]?.name;
  const levelRows = figures.levels.map((row) => ({ label: row.levelName, counts: row }));
  return {
    title: t('returnTitle'),
    facts: [
      [t('school'), schoolName],
      [t('filters.schoolYear'), figures.schoolYearName],
      [t('filters.level'), level ?? t('filters.allLevels')],
      [t('filters.classroom'), classroom ?? t('filters.allClassrooms')],
      [t('agesOn'), words.day(figures.startsOn)],
    ],
    columns: [t('male'), t('female'), t('total')],
    tables: [
      { title: t('byLevel'), heading: t('level'), rows: levelRows, total: figures.totals },
      {
        title: t('byClassroom'),
        heading: t('classroom'),
        rows: figures.classrooms.map((row) => ({ label: row.name, counts: row })),
        total: figures.totals,
      },
      {
        title: t('byAge'),
        heading: t('age'),
        rows: [
          ...figures.ages.map((row) => ({ label: ageLabel(row, words), counts: row })),
          { label: t('unknownAge'), counts: figures.unknownAge },
        ],
        total: figures.totals,
      },
      {
        title: t('byIntake'),
        heading: t('intake'),
        rows: figures.intakes.map((row) => ({ label: t(`intakes.${row.intake}`), counts: row })),
        total: figures.totals,
      },
    ],
  };
}

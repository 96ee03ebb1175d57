/**
 * What a report card says, as text, before it is drawn: built from the sheet of the same period so
 * a card never disagrees with the sheet. Pure: the PDF writer only places these strings.
 */
import type { AttendancePart, LmdSheetAnswer, SecondarySheetAnswer } from '../../../../domain/contract/sheets';
import type { ReportCardLanguage } from '../../../../domain/contract/reportCards';
import { localeOf, shortDate } from '../../../documents/locale';
import type { DocumentSchool } from '../../../documents/school';
import type { EvaluationType } from '../../../../domain/enums';
import type { PeriodType } from '../../../../domain/grading/periods';

export type Translate = (key: string, values?: Record<string, string | number>) => string;

export interface CardStudent {
  birthDate: string | null;
  birthPlace: string | null;
  repeating: boolean;
  photo: Buffer | null;
}

export interface CardColumn {
  label: string;
  /** Share of the table's width. */
  width: number;
  align: 'left' | 'center' | 'right';
}

export interface CardRow {
  kind: 'group' | 'line' | 'subtotal';
  cells: string[];
  /** A second, lighter line under the first cell (the teacher). */
  note?: string;
}

export type Pair = [label: string, value: string];

export interface CardModel {
  school: DocumentSchool;
  yearLine: string;
  title: string;
  identity: Pair[];
  photo: Buffer | null;
  columns: CardColumn[];
  rows: CardRow[];
  results: Pair[];
  /** Distinctions and work sanctions, or the year's decision. */
  verdicts: Pair[];
  classStats: Pair[];
  signatures: string[];
}

export interface CardContext {
  lang: ReportCardLanguage;
  t: Translate;
  school: DocumentSchool;
  periodType: PeriodType;
  period: number;
  students: Map<number, CardStudent>;
}

const DASH = '–';

/** Number formatting per language, made once: cards are drawn by the thousand. */
const formats = new Map<string, Intl.NumberFormat>();
function format(lang: ReportCardLanguage, value: number | null | undefined, digits = 2): string {
  if (value === null || value === undefined) return DASH;
  const key = `${lang}:${digits}`;
  let found = formats.get(key);
  if (!found) {
    found = new Intl.NumberFormat(lang === 'fr' ? 'fr-FR' : lang === 'en' ? 'en-GB' : localeOf(lang), {
      minimumFractionDigits: digits,
      maximumFractionDigits: digits,
      useGrouping: false,
    });
    formats.set(key, found);
  }
  return found.format(value);
}

const percent = (lang: ReportCardLanguage, share: number | null) => (share === null ? DASH : `${format(lang, share * 100, 1)} %`);

/**
 * "1er", "1re", "2e" in French; "1st", "2nd", "3rd", "4th" in English; in the other languages the
 * catalogue's pattern ("1.", "1.º", "第1名"), the rank in the language's digits; with the tie marker.
 */
export function ordinal(
  lang: ReportCardLanguage,
  rank: number,
  sex: string,
  exAequo: boolean,
  t: Translate,
  length: 'long' | 'short' = 'long',
): string {
  let text: string;
  if (lang === 'fr') text = rank === 1 ? (sex === 'F' ? '1re' : '1er') : `${rank}e`;
  else if (lang !== 'en') text = t('reportCard.ordinal', { rank: format(lang, rank, 0) });
  else {
    const tens = rank % 100;
    const suffix = tens >= 11 && tens <= 13 ? 'th' : (({ 1: 'st', 2: 'nd', 3: 'rd' } as Record<number, string>)[rank % 10] ?? 'th');
    text = `${rank}${suffix}`;
  }
  return exAequo ? `${text} ${t(length === 'long' ? 'reportCard.exAequo' : 'reportCard.exAequoShort')}` : text;
}

const capitalised = (text: string) => (text ? text[0].toUpperCase() + text.slice(1) : text);

function periodTitle(context: CardContext): string {
  const { t, periodType, period } = context;
  if (periodType === 'annual') return t('reportCard.titleAnnual');
  return t(`reportCard.title.${periodType}`, { period: format(context.lang, period, 0) });
}

function identity(
  context: CardContext,
  sheet: SecondarySheetAnswer | LmdSheetAnswer,
  row: { studentId: number; name: string; matricule: string; sex: string },
): Pair[] {
  const { t } = context;
  const student = context.students.get(row.studentId);
  const born = [student?.birthDate ? shortDate(context.lang, student.birthDate) : null, student?.birthPlace]
    .filter(Boolean)
    .join(t('reportCard.bornAt'));
  return [
    [t('reportCard.name'), row.name],
    [t('reportCard.matricule'), row.matricule],
    [t('reportCard.sex'), t(row.sex === 'F' ? 'reportCard.female' : 'reportCard.male')],
    [t('reportCard.born'), born || DASH],
    [t('reportCard.classroom'), sheet.classroom.name],
    [t('reportCard.size'), String(sheet.rows.length)],
    [t('reportCard.repeating'), t(student?.repeating ? 'reportCard.yes' : 'reportCard.no')],
    [t('reportCard.headTeacher'), sheet.classroom.headTeacherName ?? DASH],
  ];
}

function frame(context: CardContext, sheet: SecondarySheetAnswer | LmdSheetAnswer) {
  const { t } = context;
  return {
    school: context.school,
    yearLine: t('reportCard.schoolYear', { year: sheet.classroom.schoolYearName }),
    title: periodTitle(context),
    signatures: [t('reportCard.signHeadTeacher'), t('reportCard.signParent'), t('reportCard.signPrincipal')],
  };
}

function classStats(context: CardContext, stats: SecondarySheetAnswer['stats']): Pair[] {
  const { t, lang } = context;
  return [
    [t('reportCard.classAverage'), format(lang, stats.classAverage)],
    [t('reportCard.highest'), format(lang, stats.highest)],
    [t('reportCard.lowest'), format(lang, stats.lowest)],
    [t('reportCard.successRate'), percent(lang, stats.successRate)],
  ];
}

/** The cards of a secondary sheet, one per row, in the sheet's order. */
export function secondaryCards(context: CardContext, sheet: SecondarySheetAnswer): CardModel[] {
  const { t, lang } = context;
  const columns: CardColumn[] = [
    { label: t('reportCard.course'), width: 0.29, align: 'left' },
    { label: t('reportCard.mark'), width: 0.08, align: 'center' },
    { label: t('reportCard.coefficient'), width: 0.06, align: 'center' },
    { label: t('reportCard.points'), width: 0.08, align: 'center' },
    { label: t('reportCard.courseRank'), width: 0.1, align: 'center' },
    { label: t('reportCard.courseAverage'), width: 0.09, align: 'center' },
    { label: t('reportCard.appreciation'), width: 0.3, align: 'left' },
  ];
  const groups = new Map<string, number[]>();
  sheet.courses.forEach((course, index) => groups.set(course.group, [...(groups.get(course.group) ?? []), index]));
  const annual = context.periodType === 'annual';

  return sheet.rows.map((row) => {
    const rows: CardRow[] = [];
    for (const [group, indexes] of groups) {
      rows.push({ kind: 'group', cells: [capitalised(group)] });
      let coefficients = 0;
      let points = 0;
      for (const index of indexes) {
        const course = sheet.courses[index];
        const line = row.marks[index];
        const marked = line.mark !== null;
        if (marked) {
          coefficients += course.coefficient ?? 0;
          points += line.points ?? 0;
        }
        rows.push({
          kind: 'line',
          cells: [
            course.name,
            line.exempted ? t('reportCard.exempted') : format(lang, line.mark),
            format(lang, course.coefficient, 0),
            marked ? format(lang, line.points) : DASH,
            line.rank === null ? DASH : ordinal(lang, line.rank, row.sex, line.exAequo, t, 'short'),
            format(lang, course.stats.mean),
            line.appreciation ? `${line.appreciation.grade}  ${line.appreciation.label}` : DASH,
          ],
          note: course.teacherName ?? undefined,
        });
      }
      rows.push({
        kind: 'subtotal',
        cells: [
          t('reportCard.groupTotal', { group: capitalised(group) }),
          '',
          format(lang, coefficients, 0),
          format(lang, points),
          '',
          '',
          coefficients ? `${t('reportCard.groupAverage')} ${format(lang, Math.round((points / coefficients) * 100) / 100)}` : '',
        ],
      });
    }

    const rank = row.nonClasse
      ? t('reportCard.nonClasse')
      : row.rank === null
        ? DASH
        : `${ordinal(lang, row.rank, row.sex, row.exAequo, t)} / ${format(lang, sheet.stats.ranked, 0)}`;
    const results: Pair[] = [
      [t('reportCard.totalCoefficients'), format(lang, row.totalCoefficients, 0)],
      [t('reportCard.totalPoints'), format(lang, row.totalPoints)],
      [t('reportCard.average'), row.average === null ? DASH : `${format(lang, row.average)} / ${format(lang, 20, 0)}`],
      [t('reportCard.rank'), rank],
      [t('reportCard.appreciation'), row.observation ? `${row.observation.grade}  ${row.observation.label}` : DASH],
    ];
    if (annual && row.trimesterAverages) {
      row.trimesterAverages.forEach((average, index) =>
        results.push([t('reportCard.trimesterAverage', { period: format(lang, index + 1, 0) }), format(lang, average)]),
      );
    }
    const verdicts: Pair[] = [
      attendancePair(context, row.attendance),
      [
        t('reportCard.distinctions'),
        row.distinctions.length ? row.distinctions.map((name) => t(`reportCard.distinction.${name}`)).join(', ') : DASH,
      ],
    ];
    if (annual) verdicts.push([t('reportCard.decision'), row.decision ? t(`reportCard.decisionOf.${row.decision}`) : DASH]);
    return {
      ...frame(context, sheet),
      identity: identity(context, sheet, row),
      photo: context.students.get(row.studentId)?.photo ?? null,
      columns,
      rows,
      results,
      verdicts,
      classStats: classStats(context, sheet.stats),
    };
  });
}

/** The period's attendance and conduct on one line, with the sheet's figures (those of the absence statistics). */
function attendancePair({ t, lang }: CardContext, attendance: AttendancePart): Pair {
  // Whole hours read "3 h", not "3,00 h"; a part hour keeps its two decimals.
  const amount = (value: number) => format(lang, value, Number.isInteger(value) ? 0 : 2);
  return [
    t('reportCard.attendance'),
    t('reportCard.attendanceLine', {
      justified: amount(attendance.justifiedHours),
      unjustified: amount(attendance.unjustifiedHours),
      lateness: amount(attendance.lateness),
      consigne: amount(attendance.consigneHours),
      exclusion: amount(attendance.exclusionDays),
    }),
  ];
}

/** The transcripts of an LMD sheet, one per row: each course unit with its marks, grade, letter, points, status and credits. */
export function lmdCards(context: CardContext, sheet: LmdSheetAnswer, types: readonly EvaluationType[]): CardModel[] {
  const { t, lang } = context;
  const columns: CardColumn[] = [
    // The course unit takes what the fixed columns leave.
    { label: t('reportCard.courseUnit'), width: 0.54 - types.length * 0.06, align: 'left' },
    { label: t('reportCard.credits'), width: 0.06, align: 'center' },
    ...types.map((type): CardColumn => ({ label: type, width: 0.06, align: 'center' })),
    { label: t('reportCard.grade'), width: 0.07, align: 'center' },
    { label: t('reportCard.letter'), width: 0.06, align: 'center' },
    { label: t('reportCard.gradePoints'), width: 0.06, align: 'center' },
    { label: t('reportCard.status'), width: 0.11, align: 'center' },
    { label: t('reportCard.creditsAcquired'), width: 0.1, align: 'center' },
  ];
  return sheet.rows.map((row) => {
    const rows: CardRow[] = row.courses.map((line, index) => {
      const course = sheet.courses[index];
      return {
        kind: 'line',
        cells: [
          `${course.code}  ${course.name}`,
          format(lang, course.credits, 0),
          ...types.map((type) => format(lang, line.marks[type])),
          format(lang, line.grade),
          line.letter ?? DASH,
          format(lang, line.points),
          t(`reportCard.lmdStatus.${line.status}`),
          format(lang, line.creditsAcquired, 0),
        ],
        note: course.teacherName ?? undefined,
      };
    });
    const results: Pair[] = [
      [t('reportCard.average'), row.average === null ? DASH : `${format(lang, row.average)} / ${format(lang, 20, 0)}`],
      [t('reportCard.mgp'), format(lang, row.mgp)],
      [t('reportCard.creditsTotal'), `${format(lang, row.creditsAcquired, 0)} / ${format(lang, row.creditsAttempted, 0)}`],
      [
        t('reportCard.rank'),
        row.rank === null ? DASH : `${ordinal(lang, row.rank, row.sex, row.exAequo, t)} / ${format(lang, sheet.stats.ranked, 0)}`,
      ],
    ];
    return {
      ...frame(context, sheet),
      identity: identity(context, sheet, row),
      photo: context.students.get(row.studentId)?.photo ?? null,
      columns,
      rows,
      results,
      verdicts: [attendancePair(context, row.attendance), [t('reportCard.decision'), t(`reportCard.lmdDecision.${row.decision}`)]],
      classStats: classStats(context, sheet.stats),
    };
  });
}

/**
 * What the sheet shows and exports, without React: the order of the rows, the rank as printed,
 * and the rows of the exported .xlsx (text as text, numbers as numbers).
 */
import type { IntlShape } from 'react-intl';
import type { LmdSheetAnswer, SecondarySheetAnswer } from '../../../domain/contract/sheets';

export type SheetOrder = 'rank' | 'name';

export type AnySheet = { system: 'sequence'; sheet: SecondarySheetAnswer } | { system: 'lmd'; sheet: LmdSheetAnswer };

interface Placed {
  name: string;
  rank: number | null;
  exAequo: boolean;
  /** Secondary only: an average, but too few courses marked to be ranked. */
  nonClasse?: boolean;
}

const isRanked = (row: Placed) => row.rank !== null && !row.nonClasse;

/**
 * The rows by name, or by rank: ranked students first (ties by name), then the Non classés and
 * the students without an average, by name.
 */
export function sortRows<Row extends Placed>(rows: readonly Row[], order: SheetOrder, collator: Intl.Collator): Row[] {
  const byName = (a: Row, b: Row) => collator.compare(a.name, b.name);
  if (order === 'name') return [...rows].sort(byName);
  return [...rows].sort((a, b) => {
    const rankedA = isRanked(a);
    const rankedB = isRanked(b);
    if (rankedA !== rankedB) return rankedA ? -1 : 1;
    if (rankedA && a.rank !== b.rank) return a.rank! - b.rank!;
    return byName(a, b);
  });
}

/** "1", "2 ex" for a tie, "NC" for Non classé, "" when there is no average at all. */
export function rankLabel(row: Placed, intl: IntlShape): string {
  if (row.nonClasse) return intl.formatMessage({ id: 'marksheet.rank.nc' });
  if (row.rank === null) return '';
  return row.exAequo ? intl.formatMessage({ id: 'marksheet.rank.exAequo' }, { rank: row.rank }) : String(row.rank);
}

export type ExportCell = string | number | null;

/**
 * A cell as written: text as it is, numbers as numbers. The .xlsx types every cell, and a text
 * cell is never run as a formula, so a name typed as "=…" needs no apostrophe (which would show).
 */
export const exportCell = (value: string | number | null | undefined): ExportCell =>
  value === null || value === undefined || value === '' ? null : value;

const text = (intl: IntlShape, id: string, values?: Record<string, string | number>) => intl.formatMessage({ id }, values);

function secondaryTable(sheet: SecondarySheetAnswer, order: SheetOrder, intl: IntlShape, collator: Intl.Collator): ExportCell[][] {
  const annual = sheet.period.type === 'annual';
  const trimesterCount = Math.max(0, ...sheet.rows.map((row) => row.trimesterAverages?.length ?? 0));
  const header = [
    text(intl, 'marksheet.columns.rank'),
    text(intl, 'marksheet.columns.matricule'),
    text(intl, 'marksheet.columns.name'),
    ...sheet.courses.map((course) => course.code),
    text(intl, 'marksheet.columns.totalCoefficients'),
    text(intl, 'marksheet.columns.totalPoints'),
    text(intl, 'marksheet.columns.average'),
    ...(annual
      ? Array.from({ length: trimesterCount }, (_, index) => text(intl, 'marksheet.columns.trimesterAverage', { number: index + 1 }))
      : []),
    text(intl, 'marksheet.columns.observation'),
    text(intl, 'marksheet.columns.distinctions'),
    ...(annual ? [text(intl, 'marksheet.columns.decision')] : []),
  ];
  const exempted = text(intl, 'marksheet.exempted');
  const rows = sortRows(sheet.rows, order, collator).map((row) => {
    const marks = new Map(row.marks.map((mark) => [mark.classCourseId, mark]));
    return [
      rankLabel(row, intl),
      row.matricule,
      row.name,
      ...sheet.courses.map((course) => {
        const mark = marks.get(course.classCourseId);
        return mark?.exempted ? exempted : (mark?.mark ?? null);
      }),
      row.totalCoefficients,
      row.totalPoints,
      row.average,
      ...(annual ? Array.from({ length: trimesterCount }, (_, index) => row.trimesterAverages?.[index] ?? null) : []),
      row.observation?.label ?? null,
      row.distinctions.map((distinction) => text(intl, `marksheet.distinctions.${distinction}`)).join(', '),
      ...(annual ? [row.decision ? text(intl, `marksheet.decisions.${row.decision}`) : null] : []),
    ];
  });
  return [header, ...rows].map((row) => row.map(exportCell));
}

function lmdTable(sheet: LmdSheetAnswer, order: SheetOrder, intl: IntlShape, collator: Intl.Collator): ExportCell[][] {
  const header = [
    text(intl, 'marksheet.columns.rank'),
    text(intl, 'marksheet.columns.matricule'),
    text(intl, 'marksheet.columns.name'),
    // Each unit takes two columns: its grade /20 and its letter.
    ...sheet.courses.flatMap((course) => [course.code, text(intl, 'marksheet.columns.letterOf', { code: course.code })]),
    text(intl, 'marksheet.columns.average'),
    text(intl, 'marksheet.columns.mgp'),
    text(intl, 'marksheet.columns.creditsAcquired'),
    text(intl, 'marksheet.columns.creditsAttempted'),
    text(intl, 'marksheet.columns.decision'),
  ];
  const rows = sortRows(sheet.rows, order, collator).map((row) => {
    const lines = new Map(row.courses.map((line) => [line.classCourseId, line]));
    return [
      rankLabel(row, intl),
      row.matricule,
      row.name,
      ...sheet.courses.flatMap((course) => {
        const line = lines.get(course.classCourseId);
        return [line?.grade ?? null, line?.letter ?? null];
      }),
      row.average,
      row.mgp,
      row.creditsAcquired,
      row.creditsAttempted,
      text(intl, `marksheet.lmdDecisions.${row.decision}`),
    ];
  });
  return [header, ...rows].map((row) => row.map(exportCell));
}

/** The header row and one row per student, in the order the screen shows. */
export function exportRows(sheet: AnySheet, order: SheetOrder, intl: IntlShape, collator: Intl.Collator): ExportCell[][] {
  return sheet.system === 'lmd' ? lmdTable(sheet.sheet, order, intl, collator) : secondaryTable(sheet.sheet, order, intl, collator);
}

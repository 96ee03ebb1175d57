/**
 * The demographic figures a school returns to its ministry at the start of the year: students by
 * sex, by age at the start of the school year, by level and classroom, and by how they came in
 * (newcomers, returning, repeating). The server groups the registrations in SQL; what it gets back
 * (a few hundred rows at most) is folded here into the form's tables, with their totals.
 */

/** The form's first row is "10 or younger", its last "21 or older"; each age between has a row. */
export const YOUNGEST_AGE_ROW = 10;
export const OLDEST_AGE_ROW = 21;

export const INTAKES = ['new', 'returning', 'repeating'] as const;
/** How a student came into the year: new to the school, back from the year before and promoted, or repeating the level. */
export type Intake = (typeof INTAKES)[number];

export interface SexCounts {
  male: number;
  female: number;
  total: number;
}

/** One age row: `minAge` null means "or younger", `maxAge` null "or older". */
export interface AgeRow extends SexCounts {
  minAge: number | null;
  maxAge: number | null;
}

/** Whole years lived on `date` (both `YYYY-MM-DD`): the birthday itself counts as the year done; 29 February's comes on 1 March in other years. */
export function ageAt(birthDate: string, date: string): number {
  const years = Number(date.slice(0, 4)) - Number(birthDate.slice(0, 4));
  return date.slice(5, 10) < birthDate.slice(5, 10) ? years - 1 : years;
}

/** The age rows of the form, youngest first, empty. */
export function emptyAgeRows(): AgeRow[] {
  const rows: AgeRow[] = [{ minAge: null, maxAge: YOUNGEST_AGE_ROW, male: 0, female: 0, total: 0 }];
  for (let age = YOUNGEST_AGE_ROW + 1; age < OLDEST_AGE_ROW; age++) rows.push({ minAge: age, maxAge: age, male: 0, female: 0, total: 0 });
  rows.push({ minAge: OLDEST_AGE_ROW, maxAge: null, male: 0, female: 0, total: 0 });
  return rows;
}

/** The index of an age's row in `emptyAgeRows()`. */
export const ageRowIndex = (age: number): number => Math.min(Math.max(age, YOUNGEST_AGE_ROW), OLDEST_AGE_ROW) - YOUNGEST_AGE_ROW;

/** One group of the SQL aggregate: how many students of one sex, age and intake a classroom has. */
export interface DemographicGroup {
  classroomId: number;
  sex: 'M' | 'F';
  /** Age at the start of the year; null without a birth date. */
  age: number | null;
  intake: Intake;
  count: number;
}

export interface DemographicClassroom {
  classroomId: number;
  name: string;
  levelId: number;
  levelName: string;
}

export interface DemographicTables {
  totals: SexCounts;
  ages: AgeRow[];
  unknownAge: SexCounts;
  levels: (SexCounts & { levelId: number; levelName: string })[];
  classrooms: (SexCounts & DemographicClassroom)[];
  intakes: (SexCounts & { intake: Intake })[];
}

const empty = (): SexCounts => ({ male: 0, female: 0, total: 0 });

function add(into: SexCounts, sex: 'M' | 'F', count: number): void {
  if (sex === 'M') into.male += count;
  else into.female += count;
  into.total += count;
}

/**
 * The form's tables from the groups, every classroom taken listed (an empty one shows zeros) in
 * the order given, levels in the order their first classroom comes. Groups of a classroom not
 * given are left out.
 */
export function demographicTables(groups: readonly DemographicGroup[], classrooms: readonly DemographicClassroom[]): DemographicTables {
  const byClassroom = new Map(classrooms.map((classroom) => [classroom.classroomId, { ...classroom, ...empty() }]));
  const byLevel = new Map<number, SexCounts & { levelId: number; levelName: string }>();
  for (const classroom of classrooms)
    if (!byLevel.has(classroom.levelId))
      byLevel.set(classroom.levelId, { levelId: classroom.levelId, levelName: classroom.levelName, ...empty() });
  const totals = empty();
  const ages = emptyAgeRows();
  const unknownAge = empty();
  const intakes = INTAKES.map((intake) => ({ intake, ...empty() }));
  for (const group of groups) {
    const classroom = byClassroom.get(group.classroomId);
    if (!classroom || group.count <= 0) continue;
    add(classroom, group.sex, group.count);
    add(byLevel.get(classroom.levelId)!, group.sex, group.count);
    add(totals, group.sex, group.count);
    add(group.age === null ? unknownAge : ages[ageRowIndex(group.age)], group.sex, group.count);
    add(intakes[INTAKES.indexOf(group.intake)], group.sex, group.count);
  }
  return { totals, ages, unknownAge, levels: [...byLevel.values()], classrooms: [...byClassroom.values()], intakes };
}

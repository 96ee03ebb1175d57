import { OptionReader, type Option } from '../options';
import {
  annualDecisionOf,
  DEFAULT_TRIMESTERS,
  parseTrimesters,
  appreciationOf,
  distinctionsOf,
  isValidMark,
  secondaryRulesFrom,
  secondarySheet,
  type MarkEntry,
  type ObservationRange,
  type SheetCourse,
} from './secondary';

const rules = secondaryRulesFrom(new OptionReader([]));
const MATH = 1;
const FRAN = 2;
const EPS = 3;
const courses: SheetCourse[] = [
  { classCourseId: MATH, coefficient: 4 },
  { classCourseId: FRAN, coefficient: 3 },
  { classCourseId: EPS, coefficient: 1 },
];
const mark = (studentId: number, classCourseId: number, sequence: number, value: number): MarkEntry => ({
  studentId,
  classCourseId,
  sequence,
  value,
});

describe('a sequence sheet', () => {
  const A = 1;
  const B = 2;
  const C = 3;
  const D = 4;
  const E = 5;
  const marks = [
    mark(A, MATH, 1, 12),
    mark(A, FRAN, 1, 14),
    mark(A, EPS, 1, 16),
    mark(B, MATH, 1, 10),
    mark(B, FRAN, 1, 10),
    mark(C, MATH, 1, 8),
    mark(E, MATH, 1, 15),
    mark(E, FRAN, 1, 11.5),
    mark(A, MATH, 2, 0), // another sequence: not part of this sheet
  ];
  const students = [{ studentId: A }, { studentId: B }, { studentId: C }, { studentId: D }, { studentId: E, exempted: new Set([EPS]) }];
  const sheet = secondarySheet(courses, students, marks, { type: 'sequence', sequence: 1 }, rules);
  const row = (id: number) => sheet.rows.find((candidate) => candidate.studentId === id)!;

  it('weighs each course mark by its coefficient, leaving out courses without a mark', () => {
    expect(row(A).average).toBe(13.25); // (12x4 + 14x3 + 16x1) / 8
    expect(row(A).totalPoints).toBe(106);
    expect(row(A).totalCoefficients).toBe(8);
    expect(row(B).average).toBe(10); // (10x4 + 10x3) / 7: no EPS mark, not a 0
    expect(row(B).courses.get(EPS)).toMatchObject({ mark: null, points: null, exempted: false });
    expect(row(A).courses.get(MATH)).toMatchObject({ mark: 12, points: 48 });
  });

  it('leaves an exempted course out of the average and out of the share of courses marked', () => {
    expect(row(E).average).toBe(13.5); // (15x4 + 11.5x3) / 7
    expect(row(E).evaluatedShare).toBe(1);
    expect(row(E).courses.get(EPS)).toMatchObject({ mark: null, exempted: true, placing: null });
  });

  it('gives an average but no rank to a student marked in less than half the courses (Non classé)', () => {
    expect(row(C)).toMatchObject({ average: 8, nonClasse: true, rank: null });
  });

  it('gives neither average nor rank to a student without marks', () => {
    expect(row(D)).toMatchObject({ average: null, averageRounded: null, nonClasse: false, rank: null, exAequo: false });
  });

  it('ranks the others, highest first', () => {
    expect([row(E).rank, row(A).rank, row(B).rank]).toEqual([1, 2, 3]);
  });

  it('ranks each course too', () => {
    expect([E, A, B, C].map((id) => row(id).courses.get(MATH)!.placing?.rank)).toEqual([1, 2, 3, 4]);
    expect(row(A).courses.get(EPS)!.placing).toEqual({ rank: 1, exAequo: false });
  });

  it('counts the class statistics on the ranked students', () => {
    expect(sheet.stats).toEqual({ students: 5, evaluated: 4, ranked: 3, classAverage: 12.25, highest: 13.5, lowest: 10, successRate: 1 });
    expect(sheet.courseStats.get(MATH)).toEqual({ evaluated: 4, mean: 11.25, min: 8, max: 15, successRate: 0.75 });
    expect(sheet.courseStats.get(EPS)).toEqual({ evaluated: 1, mean: 16, min: 16, max: 16, successRate: 1 });
  });
});

describe('ties', () => {
  it('rank on the average rounded to two decimals, equal ones shown ex aequo', () => {
    const two: SheetCourse[] = [
      { classCourseId: 1, coefficient: 1 },
      { classCourseId: 2, coefficient: 2 },
    ];
    const marks = [mark(1, 1, 1, 12.01), mark(1, 2, 1, 12), mark(2, 1, 1, 12), mark(2, 2, 1, 12), mark(3, 1, 1, 11), mark(3, 2, 1, 11)];
    const sheet = secondarySheet(
      two,
      [{ studentId: 1 }, { studentId: 2 }, { studentId: 3 }],
      marks,
      { type: 'sequence', sequence: 1 },
      rules,
    );
    expect(sheet.rows[0].average).toBeCloseTo(12.00333, 4);
    expect(sheet.rows.map((row) => [row.averageRounded, row.rank, row.exAequo])).toEqual([
      [12, 1, true],
      [12, 1, true],
      [11, 3, false],
    ]);
  });
});

describe('a trimester', () => {
  it('takes the mean of the sequence marks that exist', () => {
    const marks = [mark(1, MATH, 1, 12), mark(1, FRAN, 1, 14), mark(1, FRAN, 2, 10), mark(1, MATH, 3, 20)];
    const [row] = secondarySheet(courses, [{ studentId: 1 }], marks, { type: 'trimester', sequences: [1, 2] }, rules).rows;
    expect(row.courses.get(MATH)!.mark).toBe(12); // sequence 2 missing: not read as 0
    expect(row.courses.get(FRAN)!.mark).toBe(12);
    expect(row.average).toBe(12);
  });
});

describe('the annual sheet', () => {
  const two: SheetCourse[] = [
    { classCourseId: 1, coefficient: 2 },
    { classCourseId: 2, coefficient: 1 },
  ];
  // T1: course 1 = (10 + 14) / 2 = 12, course 2 = 9, average (24 + 9) / 3 = 11; T2: course 1 = 15, average 15; T3: nothing.
  const marks = [mark(1, 1, 1, 10), mark(1, 1, 2, 14), mark(1, 2, 1, 9), mark(1, 1, 3, 15)];

  it('averages the trimester averages that exist, by default', () => {
    const [row] = secondarySheet(two, [{ studentId: 1 }], marks, { type: 'annual' }, rules).rows;
    expect(row.trimesterAverages).toEqual([11, 15, null]);
    expect(row.average).toBe(13);
    expect(row.courses.get(1)!.mark).toBe(13.5); // mean of 12 and 15
    expect(row.courses.get(2)!.mark).toBe(9);
  });

  it('or weighs the annual course marks, when the school says so', () => {
    const byCourses = secondaryRulesFrom(new OptionReader([{ name: 'annual_average_mode', value: 'courses', value_type: 'string' }]));
    const [row] = secondarySheet(two, [{ studentId: 1 }], marks, { type: 'annual' }, byCourses).rows;
    expect(row.average).toBe(12); // (13.5 x 2 + 9) / 3
  });

  it('maps sequences to trimesters per level', () => {
    const options: Option[] = [
      { name: 'trimesters.3E', value: '1,2;3,4,5;6', value_type: 'array' },
      { name: 'trimesters.TLE', value: '1,2;2,3', value_type: 'array' },
    ];
    const reader = new OptionReader(options);
    expect(secondaryRulesFrom(reader, '3E').trimesters).toEqual([[1, 2], [3, 4, 5], [6]]);
    expect(secondaryRulesFrom(reader, 'TLE').trimesters).toEqual([
      [1, 2],
      [3, 4],
      [5, 6],
    ]); // a sequence twice: not used
    expect(secondaryRulesFrom(reader, '6E').trimesters).toEqual([
      [1, 2],
      [3, 4],
      [5, 6],
    ]);
    const exam = secondaryRulesFrom(reader, '3E');
    const [row] = secondarySheet(
      two,
      [{ studentId: 1 }],
      [mark(1, 1, 3, 10), mark(1, 1, 5, 16), mark(1, 1, 6, 4)],
      { type: 'annual' },
      exam,
    ).rows;
    expect(row.trimesterAverages).toEqual([null, 13, 4]);
  });
});

describe('what the report card says', () => {
  const grid: ObservationRange[] = [
    { minMark: 18, maxMark: 20, grade: 'A+', label: 'CTBA' },
    { minMark: 16, maxMark: 18, grade: 'A', label: 'CTBA' },
    { minMark: 15, maxMark: 16, grade: 'B+', label: 'CBA' },
    { minMark: 14, maxMark: 15, grade: 'B', label: 'CBA' },
    { minMark: 12, maxMark: 14, grade: 'C+', label: 'CA' },
    { minMark: 10, maxMark: 12, grade: 'C', label: 'CMA' },
    { minMark: 0, maxMark: 10, grade: 'D', label: 'CNA' },
  ];

  it('appreciates a mark by its range, the top bound included', () => {
    expect(appreciationOf(20, grid)?.grade).toBe('A+');
    expect(appreciationOf(18, grid)?.grade).toBe('A+');
    expect(appreciationOf(17.99, grid)?.grade).toBe('A');
    expect(appreciationOf(10, grid)?.grade).toBe('C');
    expect(appreciationOf(9.99, grid)?.grade).toBe('D');
    expect(appreciationOf(9.996, grid)?.grade).toBe('C'); // shown as 10.00
    expect(appreciationOf(null, grid)).toBeNull();
  });

  it('grants distinctions from the average, withheld for too many unjustified absences', () => {
    expect(distinctionsOf(11.99, 0, rules)).toEqual([]);
    expect(distinctionsOf(12, 0, rules)).toEqual(['honourRoll']);
    expect(distinctionsOf(14, 0, rules)).toEqual(['honourRoll', 'encouragements']);
    expect(distinctionsOf(15, 0, rules)).toEqual(['honourRoll', 'congratulations']);
    expect(distinctionsOf(12, 10, rules)).toEqual(['honourRoll']);
    expect(distinctionsOf(16, 10.5, rules)).toEqual([]);
  });

  it('gives work sanctions to low averages', () => {
    expect(distinctionsOf(7.5, 0, rules)).toEqual([]);
    expect(distinctionsOf(7.49, 0, rules)).toEqual(['workWarning']);
    expect(distinctionsOf(5, 0, rules)).toEqual(['workWarning']);
    expect(distinctionsOf(4.99, 0, rules)).toEqual(['workBlame']);
    expect(distinctionsOf(null, 0, rules)).toEqual([]);
  });

  it('appreciates by the range holding the mark whatever order the grid is listed in', () => {
    const ascending = [...grid].reverse();
    expect(appreciationOf(10, ascending)?.grade).toBe('C');
    expect(appreciationOf(18, ascending)?.grade).toBe('A+');
    expect(appreciationOf(20, ascending)?.grade).toBe('A+');
    expect(appreciationOf(14, ascending)?.grade).toBe('B');
    // The top bound is included only for the top range; a mark above every range has none.
    expect(appreciationOf(21, ascending)).toBeNull();
  });

  it('promotes from the promotion mark, on the rounded annual average', () => {
    expect(annualDecisionOf(10, rules)).toBe('promoted');
    expect(annualDecisionOf(9.995, rules)).toBe('promoted');
    expect(annualDecisionOf(9.99, rules)).toBe('repeats');
    expect(annualDecisionOf(null, rules)).toBeNull();
  });
});

describe('isValidMark', () => {
  it('takes 0 to 20 with at most two decimals', () => {
    expect([0, 20, 12.25, 9.5].every(isValidMark)).toBe(true);
    expect([-1, 20.01, 12.255, Number.NaN, Number.POSITIVE_INFINITY].some(isValidMark)).toBe(false);
  });
});

describe('the trimester map', () => {
  it('reads one trimester an item, its sequences by comma, spaces allowed', () => {
    expect(parseTrimesters(['1, 2', ' 3,4', '5,6 '])).toEqual([
      [1, 2],
      [3, 4],
      [5, 6],
    ]);
    expect(parseTrimesters(['1,2,3', '4,5,6'])).toEqual([
      [1, 2, 3],
      [4, 5, 6],
    ]);
  });

  it('refuses a map that names a sequence twice, one outside 1 to 6, or no sequence', () => {
    for (const map of [[], ['1,2', '2,3'], ['0,1'], ['6,7'], ['1.5,2'], ['1,x'], ['1,2', ''], ['7'], ['1', '2,3', '4', '9']])
      expect(parseTrimesters(map)).toBeNull();
  });
});

describe("the school's rules", () => {
  const option = (name: string, value: string, type: Option['value_type'] = 'double'): Option => ({ name, value, value_type: type });

  it('reads each rule from its own option, with the defaults the spec gives', () => {
    expect(rules).toEqual({
      passMark: 10,
      minEvaluatedShare: 0.5,
      annualAverageMode: 'trimesters',
      promotionMark: 10,
      trimesters: DEFAULT_TRIMESTERS,
      honourRollMark: 12,
      honourRollMaxUnjustifiedHours: 10,
      encouragementMark: 14,
      congratulationMark: 15,
      workWarningMark: 7.5,
      workBlameMark: 5,
    });
    const set = new OptionReader([
      option('pass_mark', '11'),
      option('min_evaluated_share', '0.6'),
      option('annual_average_mode', 'courses', 'string'),
      option('promotion_mark', '9'),
      option('honour_roll_mark', '13'),
      option('honour_roll_max_unjustified_hours', '4'),
      option('encouragement_mark', '14.5'),
      option('congratulation_mark', '16'),
      option('work_warning_mark', '8'),
      option('work_blame_mark', '6'),
      option('trimesters', '1,2,3;4,5;6', 'array'),
    ]);
    expect(secondaryRulesFrom(set)).toEqual({
      passMark: 11,
      minEvaluatedShare: 0.6,
      annualAverageMode: 'courses',
      promotionMark: 9,
      trimesters: [[1, 2, 3], [4, 5], [6]],
      honourRollMark: 13,
      honourRollMaxUnjustifiedHours: 4,
      encouragementMark: 14.5,
      congratulationMark: 16,
      workWarningMark: 8,
      workBlameMark: 6,
    });
  });

  it("takes a level's own trimester map first, the school's next, the default when neither reads", () => {
    const set = new OptionReader([option('trimesters', '1,2,3;4,5;6', 'array'), option('trimesters.TLE', '1,2;3,4', 'array')]);
    expect(secondaryRulesFrom(set, 'TLE').trimesters).toEqual([
      [1, 2],
      [3, 4],
    ]);
    expect(secondaryRulesFrom(set, '6E').trimesters).toEqual([[1, 2, 3], [4, 5], [6]]);
    expect(secondaryRulesFrom(set).trimesters).toEqual([[1, 2, 3], [4, 5], [6]]);
    expect(secondaryRulesFrom(new OptionReader([option('trimesters', '1,1', 'array')])).trimesters).toEqual(DEFAULT_TRIMESTERS);
  });
});

import type { LmdRates } from '../evaluation';
import { OptionReader } from '../options';
import {
  bandOf,
  courseResult,
  DEFAULT_GRADE_TABLE,
  lmdRulesFrom,
  lmdSheet,
  periodResult,
  type GradeBand,
  type LmdCourseInput,
  type LmdMarks,
  type LmdRules,
  type LmdStudentInput,
} from './lmd';

// Every expected number below is worked out by hand in the comment next to it.

const rates = (cc: number, tp: number, tpe: number, sn: number): LmdRates => ({
  lmd_cc_rate: cc,
  lmd_tp_rate: tp,
  lmd_tpe_rate: tpe,
  lmd_sn_rate: sn,
});

/** Yaoundé I: CC 30, SN 70. */
const rules = (overrides: Partial<LmdRules> = {}): LmdRules => ({
  rates: rates(30, 0, 0, 70),
  resitPolicy: 'replace',
  passMgp: 2,
  gradeTable: DEFAULT_GRADE_TABLE,
  ...overrides,
});

/** Only the exam weighs, so a course grade is its exam mark: handy to aim at a band. */
const examOnly = rules({ rates: rates(0, 0, 0, 100) });

/** CC and SN equal, so the course grade is that mark under CC 30 / SN 70. */
const even = (mark: number): LmdMarks => ({ CC: mark, SN: mark });

const course = (classCourseId: number, credits: number, term: 1 | 2 = 1): LmdCourseInput => ({ classCourseId, credits, term });

const student = (studentId: number, marks: Record<number, LmdMarks>, abandoned: number[] = []): LmdStudentInput => ({
  studentId,
  marks: new Map(Object.entries(marks).map(([id, value]) => [Number(id), value])),
  abandoned: new Set(abandoned),
});

describe('lmdRulesFrom', () => {
  it('reads the rates, the resit policy and the pass MGP from the options', () => {
    const options = new OptionReader([
      { name: 'lmd_cc_rate', value: '30', value_type: 'double' },
      { name: 'lmd_sn_rate', value: '70', value_type: 'double' },
      { name: 'lmd_resit_policy', value: 'best', value_type: 'string' },
      { name: 'lmd_pass_mgp', value: '2,5', value_type: 'double' },
    ]);
    expect(lmdRulesFrom(options)).toEqual({
      rates: rates(30, 0, 0, 70),
      resitPolicy: 'best',
      passMgp: 2.5,
      gradeTable: DEFAULT_GRADE_TABLE,
    });
  });

  it('falls back to replace, an MGP of 2.00 and the Yaoundé I table', () => {
    const unset = lmdRulesFrom(new OptionReader([]));
    expect(unset).toEqual({ rates: rates(0, 0, 0, 0), resitPolicy: 'replace', passMgp: 2, gradeTable: DEFAULT_GRADE_TABLE });
    const unknownPolicy = new OptionReader([{ name: 'lmd_resit_policy', value: 'average', value_type: 'string' }]);
    expect(lmdRulesFrom(unknownPolicy).resitPolicy).toBe('replace');
  });
});

describe('course grade and evaluation-type availability', () => {
  it('weighs CC 30 and SN 70', () => {
    // (12 x 30 + 8 x 70) / 100 = (360 + 560) / 100 = 9.2
    expect(courseResult({ CC: 12, SN: 8 }, rules())).toEqual({
      grade: 9.2,
      rounded: 9.2,
      letter: 'C-',
      points: 1.7,
      status: 'cant',
      mention: null,
      examType: 'SN',
      abandoned: false,
    });
    // 14 x 0.3 + 11 x 0.7 = 4.2 + 7.7 = 11.9
    const result = courseResult({ CC: 14, SN: 11 }, rules());
    expect(result.grade).toBeCloseTo(11.9, 10);
    expect(result).toMatchObject({ rounded: 11.9, letter: 'C+', points: 2.3, status: 'capitalised', mention: 'Passable' });
  });

  it('weighs a CC / TP / TPE / SN mix', () => {
    // (10 x 20 + 16 x 10 + 18 x 10 + 12 x 60) / 100 = (200 + 160 + 180 + 720) / 100 = 12.6
    const result = courseResult({ CC: 10, TP: 16, TPE: 18, SN: 12 }, rules({ rates: rates(20, 10, 10, 60) }));
    expect(result.grade).toBeCloseTo(12.6, 10);
    expect(result).toMatchObject({ rounded: 12.6, letter: 'B-', points: 2.7, status: 'capitalised', mention: 'Assez bien' });
  });

  it('divides by the sum of the rates even when they do not add up to 100', () => {
    // (10 x 1 + 16 x 3) / 4 = 58 / 4 = 14.5
    expect(courseResult({ CC: 10, SN: 16 }, rules({ rates: rates(1, 0, 0, 3) })).grade).toBe(14.5);
  });

  it('ignores the marks of types whose rate is 0', () => {
    // TP and TPE weigh nothing under CC 30 / SN 70: still (360 + 560) / 100 = 9.2
    expect(courseResult({ CC: 12, SN: 8, TP: 20, TPE: 20 }, rules()).grade).toBe(9.2);
    // CC weighs nothing here, so its missing mark does not make the course incomplete
    expect(courseResult({ SN: 13 }, examOnly)).toMatchObject({ grade: 13, letter: 'B', status: 'capitalised' });
  });

  it('leaves every course incomplete when no type has a rate', () => {
    expect(courseResult({ CC: 12, TP: 12, TPE: 12, SN: 12, SR: 12 }, rules({ rates: rates(0, 0, 0, 0) }))).toMatchObject({
      grade: null,
      letter: 'I',
      status: 'incomplete',
    });
  });
});

describe('resit (SR)', () => {
  it('replaces SN by SR when SR exists, even when SR is lower', () => {
    // 12 x 0.3 + 11 (SR) x 0.7 = 3.6 + 7.7 = 11.3
    const better = courseResult({ CC: 12, SN: 6, SR: 11 }, rules());
    expect(better.grade).toBeCloseTo(11.3, 10);
    expect(better).toMatchObject({ letter: 'C+', examType: 'SR' });
    // 12 x 0.3 + 6 (SR) x 0.7 = 3.6 + 4.2 = 7.8
    const worse = courseResult({ CC: 12, SN: 11, SR: 6 }, rules());
    expect(worse.grade).toBeCloseTo(7.8, 10);
    expect(worse).toMatchObject({ letter: 'D', examType: 'SR' });
  });

  it('keeps the higher of SN and SR under the best policy', () => {
    const best = rules({ resitPolicy: 'best' });
    // SN 11 beats SR 6: 3.6 + 7.7 = 11.3
    expect(courseResult({ CC: 12, SN: 11, SR: 6 }, best)).toMatchObject({ rounded: 11.3, examType: 'SN' });
    // SR 11 beats SN 6: 3.6 + 7.7 = 11.3
    expect(courseResult({ CC: 12, SN: 6, SR: 11 }, best)).toMatchObject({ rounded: 11.3, examType: 'SR' });
    // a tie keeps SN: 3.6 + 7 = 10.6
    expect(courseResult({ CC: 12, SN: 10, SR: 10 }, best)).toMatchObject({ rounded: 10.6, examType: 'SN' });
  });

  it('carries CC, TP and TPE over to the resit', () => {
    // (10 x 20 + 16 x 10 + 18 x 10 + 14 (SR) x 60) / 100 = (200 + 160 + 180 + 840) / 100 = 13.8
    const result = courseResult({ CC: 10, TP: 16, TPE: 18, SN: 4, SR: 14 }, rules({ rates: rates(20, 10, 10, 60) }));
    expect(result.grade).toBeCloseTo(13.8, 10);
    expect(result).toMatchObject({ letter: 'B', examType: 'SR' });
  });

  it('accepts an SR without SN: the exam slot is missing only when both are', () => {
    // 10 x 0.3 + 12 x 0.7 = 3 + 8.4 = 11.4
    expect(courseResult({ CC: 10, SR: 12 }, rules())).toMatchObject({ rounded: 11.4, examType: 'SR' });
    expect(courseResult({ CC: 10, SR: 12 }, rules({ resitPolicy: 'best' }))).toMatchObject({ rounded: 11.4, examType: 'SR' });
  });
});

describe('incomplete and abandoned courses', () => {
  const incomplete = {
    grade: null,
    rounded: null,
    letter: 'I',
    points: null,
    status: 'incomplete',
    mention: null,
    examType: null,
    abandoned: false,
  };

  it('marks I when an available type has no mark', () => {
    expect(courseResult({ SN: 15 }, rules())).toEqual(incomplete);
    expect(courseResult({ CC: 15 }, rules())).toEqual(incomplete);
    expect(courseResult({}, rules())).toEqual(incomplete);
    expect(courseResult({ CC: 10, SN: 10, TP: 10 }, rules({ rates: rates(20, 10, 10, 60) }))).toEqual(incomplete);
  });

  it('does not fill a missing CC from the resit', () => {
    expect(courseResult({ SN: 8, SR: 15 }, rules())).toEqual(incomplete);
  });

  it('treats a mark that is not a number as not entered', () => {
    expect(courseResult({ CC: Number.NaN, SN: 15 }, rules())).toEqual(incomplete);
  });

  it('grades an abandoned course 0, F, failed, whatever its marks', () => {
    const abandoned = { grade: 0, rounded: 0, letter: 'F', points: 0, status: 'failed', mention: null, examType: null, abandoned: true };
    expect(courseResult({ CC: 18, SN: 18 }, rules(), true)).toEqual(abandoned);
    expect(courseResult({}, rules(), true)).toEqual(abandoned);
  });
});

describe('letter grades', () => {
  const band = (grade: number) => {
    const { letter, points, status, mention } = bandOf(grade, DEFAULT_GRADE_TABLE);
    return [letter, points, status, mention];
  };

  it.each([
    [20, 'A', 4, 'capitalised', 'Très bien'],
    [16, 'A', 4, 'capitalised', 'Très bien'],
    [15.99, 'A-', 3.7, 'capitalised', 'Bien'],
    [15, 'A-', 3.7, 'capitalised', 'Bien'],
    [14.99, 'B+', 3.3, 'capitalised', 'Bien'],
    [14, 'B+', 3.3, 'capitalised', 'Bien'],
    [13.99, 'B', 3, 'capitalised', 'Assez bien'],
    [13, 'B', 3, 'capitalised', 'Assez bien'],
    [12.99, 'B-', 2.7, 'capitalised', 'Assez bien'],
    [12, 'B-', 2.7, 'capitalised', 'Assez bien'],
    [11.99, 'C+', 2.3, 'capitalised', 'Passable'],
    [11, 'C+', 2.3, 'capitalised', 'Passable'],
    [10.99, 'C', 2, 'capitalised', 'Passable'],
    [10, 'C', 2, 'capitalised', 'Passable'],
    [9.99, 'C-', 1.7, 'cant', null],
    [9, 'C-', 1.7, 'cant', null],
    [8.99, 'D+', 1.3, 'cant', null],
    [8, 'D+', 1.3, 'cant', null],
    [7.99, 'D', 1, 'cant', null],
    [7, 'D', 1, 'cant', null],
    [6.99, 'E', 0, 'failed', null],
    [6, 'E', 0, 'failed', null],
    [5.99, 'F', 0, 'failed', null],
    [0, 'F', 0, 'failed', null],
  ])('puts %d in %s', (grade, letter, points, status, mention) => {
    expect(band(grade)).toEqual([letter, points, status, mention]);
  });

  it('compares the grade rounded half-up to two decimals', () => {
    expect(band(15.995)[0]).toBe('A'); // 16.00
    expect(band(15.994)[0]).toBe('A-'); // 15.99
    expect(band(9.995)[0]).toBe('C'); // 10.00
    expect(band(9.999)[0]).toBe('C'); // 10.00
    expect(band(9.994)[0]).toBe('C-'); // 9.99
    expect(band(6.995)[0]).toBe('D'); // 7.00
  });

  it('letters a course on its rounded grade but keeps the full grade', () => {
    const result = courseResult({ SN: 9.999 }, examOnly);
    expect(result).toMatchObject({ grade: 9.999, rounded: 10, letter: 'C', status: 'capitalised' });
  });

  it('reads a school table in any order, and drops a grade below every band in the lowest', () => {
    const reversed = [...DEFAULT_GRADE_TABLE].reverse();
    expect(bandOf(12.5, reversed).letter).toBe('B-');
    expect(bandOf(-1, DEFAULT_GRADE_TABLE).letter).toBe('F');
    expect(() => bandOf(12, [])).toThrow();
  });

  it('grades with the school table when it has its own', () => {
    const passFail: GradeBand[] = [
      { letter: 'P', min: 12, points: 3, status: 'capitalised', mention: null },
      { letter: 'NP', min: 0, points: 0, status: 'failed', mention: null },
    ];
    expect(courseResult({ SN: 11 }, rules({ rates: rates(0, 0, 0, 100), gradeTable: passFail }))).toMatchObject({
      letter: 'NP',
      points: 0,
      status: 'failed',
    });
    expect(courseResult({ SN: 12 }, rules({ rates: rates(0, 0, 0, 100), gradeTable: passFail }))).toMatchObject({ letter: 'P', points: 3 });
  });
});

describe('period result of a student', () => {
  const semester = [course(1, 6), course(2, 4)];

  it('passes with an MGP at 2.00 or more, counting the CANT credits', () => {
    // 14 B+ 3.3 x 6 + 9 C- 1.7 x 4 = 19.8 + 6.8 = 26.6 / 10 = 2.66; average (84 + 36) / 10 = 12
    const result = periodResult(semester, student(1, { 1: even(14), 2: even(9) }), rules(), 1);
    expect(result).toMatchObject({ averageRounded: 12, mgp: 2.66, creditsAttempted: 10, creditsAcquired: 10, decision: 'passed' });
    expect(result.average).toBeCloseTo(12, 10);
    expect(result.courses.get(1)).toMatchObject({ letter: 'B+', credits: 6, creditsAcquired: 6 });
    expect(result.courses.get(2)).toMatchObject({ letter: 'C-', status: 'cant', credits: 4, creditsAcquired: 4 });
  });

  it('fails under 2.00 and then drops the CANT credits', () => {
    // 10 C 2.0 x 6 + 8 D+ 1.3 x 4 = 12 + 5.2 = 17.2 / 10 = 1.72; average (60 + 32) / 10 = 9.2
    const result = periodResult(semester, student(1, { 1: even(10), 2: even(8) }), rules(), 1);
    expect(result).toMatchObject({ averageRounded: 9.2, mgp: 1.72, creditsAttempted: 10, creditsAcquired: 6, decision: 'failed' });
    expect(result.courses.get(2)).toMatchObject({ letter: 'D+', status: 'cant', creditsAcquired: 0 });
  });

  it('follows the pass MGP option', () => {
    // MGP 2.66 as above, under a pass MGP of 2.70
    const result = periodResult(semester, student(1, { 1: even(14), 2: even(9) }), rules({ passMgp: 2.7 }), 1);
    expect(result).toMatchObject({ mgp: 2.66, creditsAcquired: 6, decision: 'failed' });
  });

  it('rounds the MGP to two decimals and compares the rounded MGP', () => {
    const courses = [course(1, 2), course(2, 1)];
    const marks = student(1, { 1: even(14), 2: even(9) });
    // 3.3 x 2 + 1.7 x 1 = 8.3 / 3 = 2.7667 -> 2.77
    expect(periodResult(courses, marks, rules({ passMgp: 2.77 }), 1)).toMatchObject({ mgp: 2.77, creditsAcquired: 3, decision: 'passed' });
    expect(periodResult(courses, marks, rules({ passMgp: 2.78 }), 1)).toMatchObject({ mgp: 2.77, creditsAcquired: 2, decision: 'failed' });
  });

  it('rounds the average half-up to two decimals and keeps it in full', () => {
    // (14 x 2 + 9 x 1) / 3 = 37 / 3 = 12.3333
    const result = periodResult([course(1, 2), course(2, 1)], student(1, { 1: even(14), 2: even(9) }), rules(), 1);
    expect(result.average).toBeCloseTo(12.333333, 5);
    expect(result.averageRounded).toBe(12.33);
    // (12.345 x 1) / 1, the binary 12.345 sits just below: half-up still gives 12.35
    expect(periodResult([course(1, 1)], student(1, { 1: { SN: 12.345 } }), examOnly, 1).averageRounded).toBe(12.35);
  });

  it('leaves the period incomplete with an incomplete course, showing the MGP of the graded ones', () => {
    // only course 1 graded: 15 A- 3.7; course 2 has no SN
    const result = periodResult(semester, student(1, { 1: even(15), 2: { CC: 12 } }), rules(), 1);
    expect(result).toMatchObject({
      average: 15,
      averageRounded: 15,
      mgp: 3.7,
      creditsAttempted: 10,
      creditsAcquired: 6,
      decision: 'incomplete',
    });
    expect(result.courses.get(2)).toMatchObject({ letter: 'I', status: 'incomplete', creditsAcquired: 0 });
  });

  it('counts CANT credits on the provisional MGP of an incomplete period', () => {
    // 16 A 4 x 3 + 9 C- 1.7 x 3 = 12 + 5.1 = 17.1 / 6 = 2.85; course 3 missing
    const courses = [course(1, 3), course(2, 3), course(3, 3)];
    const result = periodResult(courses, student(1, { 1: even(16), 2: even(9) }), rules(), 1);
    expect(result).toMatchObject({ mgp: 2.85, creditsAttempted: 9, creditsAcquired: 6, decision: 'incomplete' });
  });

  it('gives a student without marks no average and no MGP', () => {
    const result = periodResult(semester, student(1, {}), rules(), 1);
    expect(result).toMatchObject({
      average: null,
      averageRounded: null,
      mgp: null,
      creditsAttempted: 10,
      creditsAcquired: 0,
      decision: 'incomplete',
    });
    expect([...result.courses.values()].map((one) => one.letter)).toEqual(['I', 'I']);
  });

  it('counts an abandoned course as a 0 in the average and the MGP', () => {
    // 16 A 4 x 6 + 0 F x 4 = 24 / 10 = 2.4; average (96 + 0) / 10 = 9.6
    const result = periodResult(semester, student(1, { 1: even(16), 2: even(18) }, [2]), rules(), 1);
    expect(result).toMatchObject({ averageRounded: 9.6, mgp: 2.4, creditsAttempted: 10, creditsAcquired: 6, decision: 'passed' });
    expect(result.courses.get(2)).toMatchObject({ grade: 0, letter: 'F', status: 'failed', abandoned: true, creditsAcquired: 0 });
  });

  it('decides nothing for a period without courses', () => {
    expect(periodResult([], student(1, { 1: even(12) }), rules(), 1)).toMatchObject({
      mgp: null,
      creditsAttempted: 0,
      creditsAcquired: 0,
      decision: 'incomplete',
    });
  });
});

describe('annual result', () => {
  const year = [course(1, 6, 1), course(2, 4, 1), course(3, 5, 2), course(4, 5, 2)];
  // first semester: 10 C 2.0 x 6 + 8 D+ 1.3 x 4 = 17.2 / 10 = 1.72, fails
  // second semester: 16 A 4 x 5 + 12 B- 2.7 x 5 = 20 + 13.5 = 33.5 / 10 = 3.35
  const marks = student(1, { 1: even(10), 2: even(8), 3: even(16), 4: even(12) });

  it('keeps each semester to its own courses', () => {
    const first = periodResult(year, marks, rules(), 1);
    expect(first).toMatchObject({ mgp: 1.72, creditsAttempted: 10, creditsAcquired: 6, decision: 'failed' });
    expect([...first.courses.keys()]).toEqual([1, 2]);
    const second = periodResult(year, marks, rules(), 2);
    // average (80 + 60) / 10 = 14
    expect(second).toMatchObject({ averageRounded: 14, mgp: 3.35, creditsAttempted: 10, creditsAcquired: 10, decision: 'passed' });
    expect([...second.courses.keys()]).toEqual([3, 4]);
  });

  it('takes both semesters together, the annual MGP deciding the CANT credits', () => {
    // (12 + 5.2 + 20 + 13.5) / 20 = 50.7 / 20 = 2.535 -> 2.54; average (60 + 32 + 80 + 60) / 20 = 11.6
    const annual = periodResult(year, marks, rules(), 3);
    expect(annual).toMatchObject({ averageRounded: 11.6, mgp: 2.54, creditsAttempted: 20, creditsAcquired: 20, decision: 'passed' });
    expect(annual.courses.get(2)).toMatchObject({ status: 'cant', creditsAcquired: 4 });
  });
});

describe('class sheet', () => {
  const courses = [course(1, 2), course(2, 1)];
  const students = [
    student(10, { 1: even(15), 2: even(9) }), // (30 + 9) / 3 = 13; MGP (7.4 + 1.7) / 3 = 3.03
    student(11, { 1: even(12), 2: even(15) }), // (24 + 15) / 3 = 13; MGP (5.4 + 3.7) / 3 = 3.03
    student(12, { 1: even(18), 2: even(1) }), // (36 + 1) / 3 = 12.33; MGP 8 / 3 = 2.67
    student(13, {}), // nothing graded
    student(14, { 1: even(8), 2: even(6) }), // (16 + 6) / 3 = 7.33; MGP 2.6 / 3 = 0.87
    student(15, { 1: even(14) }), // 14 on course 1 alone; course 2 incomplete
  ];
  const sheet = lmdSheet(courses, students, rules(), 1);
  const row = (id: number) => sheet.rows.find((one) => one.studentId === id)!;

  it('keeps the students in order, with their period results', () => {
    expect(sheet.rows.map((one) => one.studentId)).toEqual([10, 11, 12, 13, 14, 15]);
    expect(row(10)).toMatchObject({ averageRounded: 13, mgp: 3.03, creditsAcquired: 3, decision: 'passed' });
    expect(row(12)).toMatchObject({ averageRounded: 12.33, mgp: 2.67, creditsAcquired: 2, decision: 'passed' });
    expect(row(14)).toMatchObject({ averageRounded: 7.33, mgp: 0.87, creditsAcquired: 0, decision: 'failed' });
    expect(row(15)).toMatchObject({ averageRounded: 14, mgp: 3.3, creditsAcquired: 2, decision: 'incomplete' });
  });

  it('ranks on the rounded average with ties, leaving out students with no graded course', () => {
    const ranks = sheet.rows.map((one) => [one.studentId, one.rank, one.exAequo]);
    expect(ranks).toEqual([
      [10, 2, true],
      [11, 2, true],
      [12, 4, false],
      [13, null, false],
      [14, 5, false],
      [15, 1, false],
    ]);
  });

  it('ties students whose averages round alike', () => {
    const tied = lmdSheet(
      [course(1, 1)],
      [student(1, { 1: { SN: 12.004 } }), student(2, { 1: { SN: 11.995 } }), student(3, { 1: { SN: 12.006 } })],
      examOnly,
      1,
    );
    // 12.00, 12.00 and 12.01
    expect(tied.rows.map((one) => [one.rank, one.exAequo])).toEqual([
      [2, true],
      [2, true],
      [1, false],
    ]);
  });

  it('sums up the class', () => {
    // graded: 10, 11, 12, 14, 15; passed: 10, 11, 12
    // class average (13 + 13 + 37/3 + 22/3 + 14) / 5 = 179 / 15 = 11.9333
    const { stats } = sheet;
    expect(stats).toMatchObject({ students: 6, graded: 5, passed: 3, successRate: 0.6, highest: 14 });
    expect(stats.classAverage).toBeCloseTo(11.933333, 5);
    expect(stats.lowest).toBeCloseTo(7.333333, 5);
  });

  it('sums up each course', () => {
    // course 1: 15 A-, 12 B-, 18 A, 8 D+, 14 B+, one I; mean 67 / 5 = 13.4
    expect(sheet.courseStats.get(1)).toEqual({
      graded: 5,
      incomplete: 1,
      mean: 13.4,
      min: 8,
      max: 18,
      capitalised: 4,
      cant: 1,
      failed: 0,
      successRate: 0.8,
    });
    // course 2: 9 C-, 15 A-, 1 F, 6 E, two I; mean 31 / 4 = 7.75
    expect(sheet.courseStats.get(2)).toEqual({
      graded: 4,
      incomplete: 2,
      mean: 7.75,
      min: 1,
      max: 15,
      capitalised: 1,
      cant: 1,
      failed: 2,
      successRate: 0.25,
    });
  });

  it('has no rates, means or extremes for an empty class', () => {
    const empty = lmdSheet(courses, [], rules(), 1);
    expect(empty.rows).toEqual([]);
    expect(empty.stats).toEqual({ students: 0, graded: 0, passed: 0, successRate: null, classAverage: null, highest: null, lowest: null });
    expect(empty.courseStats.get(1)).toEqual({
      graded: 0,
      incomplete: 0,
      mean: null,
      min: null,
      max: null,
      capitalised: 0,
      cant: 0,
      failed: 0,
      successRate: null,
    });
  });

  it('covers every course of the year on the annual sheet', () => {
    const year = [course(1, 2, 1), course(2, 1, 2)];
    const annual = lmdSheet(year, [student(1, { 1: even(12), 2: even(12) })], rules(), 3);
    expect([...annual.courseStats.keys()]).toEqual([1, 2]);
    expect(annual.rows[0]).toMatchObject({ averageRounded: 12, creditsAttempted: 3, rank: 1 });
    expect([...lmdSheet(year, [], rules(), 2).courseStats.keys()]).toEqual([2]);
  });
});

import { ageAt, ageRowIndex, demographicTables, emptyAgeRows, type DemographicGroup } from './demographics';

describe('age at the start of the year', () => {
  it('counts the birthday itself as the year done', () => {
    expect(ageAt('2014-09-07', '2026-09-07')).toBe(12);
    expect(ageAt('2014-09-08', '2026-09-07')).toBe(11);
    expect(ageAt('2014-09-06', '2026-09-07')).toBe(12);
  });

  it('brings a 29 February birthday on 1 March in other years', () => {
    expect(ageAt('2012-02-29', '2026-02-28')).toBe(13);
    expect(ageAt('2012-02-29', '2026-03-01')).toBe(14);
    expect(ageAt('2012-02-29', '2028-02-29')).toBe(16);
  });
});

describe('the age rows', () => {
  it('run from 10 or younger to 21 or older, one row per age between', () => {
    const rows = emptyAgeRows();
    expect(rows).toHaveLength(12);
    expect(rows[0]).toMatchObject({ minAge: null, maxAge: 10 });
    expect(rows[1]).toMatchObject({ minAge: 11, maxAge: 11 });
    expect(rows[11]).toMatchObject({ minAge: 21, maxAge: null });
    expect([3, 10, 11, 20, 21, 35].map(ageRowIndex)).toEqual([0, 0, 1, 10, 11, 11]);
  });
});

describe('the tables', () => {
  const classrooms = [
    { classroomId: 1, name: '6e A', levelId: 1, levelName: '6e' },
    { classroomId: 2, name: '6e B', levelId: 1, levelName: '6e' },
    { classroomId: 3, name: 'Tle C', levelId: 7, levelName: 'Tle' },
    { classroomId: 4, name: 'Tle D', levelId: 7, levelName: 'Tle' },
  ];
  const groups: DemographicGroup[] = [
    { classroomId: 1, sex: 'M', age: 11, intake: 'new', count: 20 },
    { classroomId: 1, sex: 'F', age: 11, intake: 'new', count: 18 },
    { classroomId: 1, sex: 'F', age: 9, intake: 'returning', count: 1 },
    { classroomId: 2, sex: 'M', age: null, intake: 'repeating', count: 3 },
    { classroomId: 3, sex: 'F', age: 18, intake: 'returning', count: 25 },
    { classroomId: 3, sex: 'M', age: 23, intake: 'repeating', count: 2 },
    // A classroom not taken is left out.
    { classroomId: 99, sex: 'M', age: 12, intake: 'new', count: 40 },
  ];

  it('add up by classroom, level, age and intake, each to the same totals', () => {
    const tables = demographicTables(groups, classrooms);
    expect(tables.totals).toEqual({ male: 25, female: 44, total: 69 });
    expect(tables.classrooms.map((row) => [row.name, row.male, row.female, row.total])).toEqual([
      ['6e A', 20, 19, 39],
      ['6e B', 3, 0, 3],
      ['Tle C', 2, 25, 27],
      ['Tle D', 0, 0, 0],
    ]);
    expect(tables.levels).toEqual([
      { levelId: 1, levelName: '6e', male: 23, female: 19, total: 42 },
      { levelId: 7, levelName: 'Tle', male: 2, female: 25, total: 27 },
    ]);
    expect(tables.ages[0]).toMatchObject({ male: 0, female: 1, total: 1 });
    expect(tables.ages[1]).toMatchObject({ male: 20, female: 18, total: 38 });
    expect(tables.ages[8]).toMatchObject({ minAge: 18, female: 25 });
    expect(tables.ages[11]).toMatchObject({ male: 2, total: 2 });
    expect(tables.unknownAge).toEqual({ male: 3, female: 0, total: 3 });
    expect(tables.intakes).toEqual([
      { intake: 'new', male: 20, female: 18, total: 38 },
      { intake: 'returning', male: 0, female: 26, total: 26 },
      { intake: 'repeating', male: 5, female: 0, total: 5 },
    ]);
    const sum = (rows: { total: number }[]) => rows.reduce((total, row) => total + row.total, 0);
    for (const rows of [tables.classrooms, tables.levels, tables.intakes, [...tables.ages, tables.unknownAge]]) expect(sum(rows)).toBe(69);
  });

  it('list every classroom with zeros when nobody is registered', () => {
    const tables = demographicTables([], classrooms);
    expect(tables.totals.total).toBe(0);
    expect(tables.classrooms).toHaveLength(4);
    expect(tables.levels).toHaveLength(2);
  });
});

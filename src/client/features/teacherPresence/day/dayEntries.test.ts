import { countsOf, dayBodyOf, entriesOf, entryOf, gridOf, problemOf, sameEntry, slotKeyOf, type Entry } from './dayEntries';
import { dayFixture, teacherDayFixture } from '../testing/presenceFixtures';

const [maths, french, english] = dayFixture.slots;
const entry = (fields: Partial<Entry>): Entry => ({ status: 'present', minutes: '', replacedById: null, note: null, ...fields });

describe("the day's entries", () => {
  it('reads a slot as the server has it, keyed by class course and time part', () => {
    expect(slotKeyOf(maths)).toBe('5:1');
    expect(entryOf(english)).toEqual({ status: 'absent', minutes: '', replacedById: null, note: null });
    expect(Object.keys(entriesOf(dayFixture.slots))).toEqual(['5:1', '6:2', '7:1']);
  });

  it('asks a lateness for whole minutes within the time part, and a replacement for someone else', () => {
    expect(problemOf(entry({ status: 'late' }), maths)).toBe('minutesRequired');
    expect(problemOf(entry({ status: 'late', minutes: '0' }), maths)).toBe('minutesRequired');
    expect(problemOf(entry({ status: 'late', minutes: '1.5' }), maths)).toBe('minutesNotWhole');
    expect(problemOf(entry({ status: 'late', minutes: '61' }), maths)).toBe('minutesTooMany');
    expect(problemOf(entry({ status: 'late', minutes: ' 60 ' }), maths)).toBeNull();
    expect(problemOf(entry({ status: 'replaced' }), maths)).toBe('replacementRequired');
    expect(problemOf(entry({ status: 'replaced', replacedById: maths.teacherId }), maths)).toBe('sameTeacher');
    expect(problemOf(entry({ status: 'absent', minutes: 'x' }), maths)).toBeNull();
  });

  it('compares only what a status keeps', () => {
    expect(sameEntry(entry({ status: 'late', minutes: '05' }), entry({ status: 'late', minutes: '5' }))).toBe(true);
    expect(sameEntry(entry({ status: 'absent', minutes: '5' }), entry({ status: 'absent' }))).toBe(true);
    expect(sameEntry(entry({ status: 'replaced', replacedById: 9 }), entry({ status: 'replaced', replacedById: 11 }))).toBe(false);
    expect(sameEntry(entry({ note: 'Grève' }), entry({}))).toBe(false);
  });

  it('sends every slot, an unchecked one as present, minutes and a replacement only with their status', () => {
    const entries = {
      [slotKeyOf(french)]: entry({ status: 'absent', minutes: '12', replacedById: 11 }),
      [slotKeyOf(english)]: entry({ status: 'replaced', minutes: '12', replacedById: 11, note: 'Grève' }),
    };
    expect(dayBodyOf('2026-11-23', dayFixture.slots, entries)).toEqual({
      date: '2026-11-23',
      lines: [
        { classCourseId: 5, timePartId: 1, status: 'present', latenessMinutes: 0, replacedById: null, note: null },
        { classCourseId: 6, timePartId: 2, status: 'absent', latenessMinutes: 0, replacedById: null, note: null },
        { classCourseId: 7, timePartId: 1, status: 'replaced', latenessMinutes: 0, replacedById: 11, note: 'Grève' },
      ],
    });
  });

  it('counts each slot once, the absent ones as uncovered', () => {
    expect(countsOf(dayFixture.slots, {})).toEqual({
      slots: 3,
      present: 1,
      unchecked: 1,
      absent: 1,
      late: 0,
      replaced: 0,
      cancelled: 0,
      uncovered: 1,
    });
    expect(countsOf(dayFixture.slots, { [slotKeyOf(english)]: entry({ status: 'replaced', replacedById: 11 }) }).uncovered).toBe(0);
  });
});

describe("the day's grid", () => {
  it('puts a row per classroom and a column per time part, empty where there is no class', () => {
    expect(gridOf(dayFixture).map((row) => [row.label, row.cells.map((slot) => slot?.courseCode ?? null)])).toEqual([
      ['6e A', ['MATH', 'FRAN']],
      ['6e B', ['ANG', null]],
    ]);
  });

  it('puts a row per teacher by teacher, in the order the server gives', () => {
    expect(gridOf(teacherDayFixture).map((row) => row.label)).toEqual(['Amadou Bello', 'Clément Fotso', 'Brigitte Ngo Bassa']);
  });

  it('opens a second row rather than hide a slot the timetable should not have', () => {
    const twice = { ...dayFixture, slots: [maths, { ...maths, classCourseId: 9, courseCode: 'PHY' }] };
    expect(gridOf(twice).map((row) => [row.key, row.cells.map((slot) => slot?.courseCode ?? null)])).toEqual([
      ['classroom-11', ['MATH', null]],
      ['classroom-11-1', ['PHY', null]],
    ]);
  });
});

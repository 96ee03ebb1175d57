import type { Weekday } from '../../../../domain/enums';
import { cellKey, cellsOf, changedCells, daysShown, messagesByCell, namesLine, slotLinesOf, withCell } from './weekCells';

const week = cellsOf([
  { weekday: 'mon', timePartId: 1, classCourseId: 101 },
  { weekday: 'wed', timePartId: 2, classCourseId: 102 },
]);
const SCHOOL_DAYS: Weekday[] = ['mon', 'tue', 'wed', 'thu', 'fri', 'sat'];

describe("a classroom's week", () => {
  it('shows Monday to Saturday, and Sunday last when a lesson falls on it', () => {
    expect(daysShown(week)).toEqual(SCHOOL_DAYS);
    expect(daysShown(week, withCell(week, 'sun:1', 101))).toEqual([...SCHOOL_DAYS, 'sun']);
  });

  it('sends the filled cells day by day and time part by time part, free ones left out', () => {
    const edited = withCell(withCell(week, cellKey('tue', 3), 101), 'mon:1', undefined);
    expect(slotLinesOf(edited, SCHOOL_DAYS, [1, 2, 3])).toEqual([
      { weekday: 'tue', timePartId: 3, classCourseId: 101 },
      { weekday: 'wed', timePartId: 2, classCourseId: 102 },
    ]);
    expect(changedCells(edited, week, SCHOOL_DAYS, [1, 2, 3])).toBe(2);
    expect(withCell(week, 'mon:1', 101)).toBe(week);
  });

  it("finds the cell of each line a refusal names by the line's place in what was sent, and joins two messages", () => {
    const lines = slotLinesOf(week, SCHOOL_DAYS, [1, 2]);
    expect(namesLine('slots[1].classCourseId', lines)).toBe(true);
    expect(namesLine('slots[2].classCourseId', lines)).toBe(false);
    expect(namesLine('classroomId', lines)).toBe(false);
    expect(
      messagesByCell(
        {
          'slots[1].classCourseId': 'Clément Fotso already teaches 6e B at this time.',
          'slots[1].weekday': 'Two lessons at once.',
          'slots[0].timePartId': 'Unknown time part.',
        },
        lines,
      ),
    ).toEqual({
      'wed:2': 'Clément Fotso already teaches 6e B at this time. Two lessons at once.',
      'mon:1': 'Unknown time part.',
    });
  });
});

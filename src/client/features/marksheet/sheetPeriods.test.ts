import { DEFAULT_TRIMESTERS } from '../../../domain/grading/secondary';
import { parsePeriodKey, periodChoices, periodKey, sheetRequestOf } from './sheetPeriods';

describe('sheet periods', () => {
  it('offers six sequences, the level trimesters and the year to a secondary class; two semesters and the year to an LMD one', () => {
    expect(periodChoices('sequence', [[1, 2], [3, 4, 5], [6]]).map(periodKey)).toEqual([
      'sequence-1',
      'sequence-2',
      'sequence-3',
      'sequence-4',
      'sequence-5',
      'sequence-6',
      'trimester-1',
      'trimester-2',
      'trimester-3',
      'annual',
    ]);
    expect(periodChoices('lmd', DEFAULT_TRIMESTERS).map(periodKey)).toEqual(['term-1', 'term-2', 'annual']);
  });

  it('reads back what it writes in the address, and nothing else', () => {
    for (const period of periodChoices('sequence', DEFAULT_TRIMESTERS)) expect(parsePeriodKey(periodKey(period))).toEqual(period);
    expect(parsePeriodKey('sequence-7')).toBeUndefined();
    expect(parsePeriodKey('annual-1')).toBeUndefined();
    expect(parsePeriodKey(null)).toBeUndefined();
  });

  it('asks the endpoint that answers the period', () => {
    const map = [[1, 2], [3, 4, 5], [6]];
    expect(sheetRequestOf(11, 'sequence', { type: 'sequence', number: 4 }, map)).toEqual({
      kind: 'sequence',
      classroomId: 11,
      sequence: 4,
    });
    expect(sheetRequestOf(11, 'sequence', { type: 'trimester', number: 1 }, map)).toEqual({
      kind: 'bisequence',
      classroomId: 11,
      sequenceA: 1,
      sequenceB: 2,
    });
    expect(sheetRequestOf(11, 'sequence', { type: 'trimester', number: 2 }, map)).toEqual({
      kind: 'bisequence',
      classroomId: 11,
      sequenceA: 3,
      sequenceB: 4,
    });
    expect(sheetRequestOf(11, 'sequence', { type: 'trimester', number: 3 }, map)).toEqual({
      kind: 'sequence',
      classroomId: 11,
      sequence: 6,
    });
    expect(sheetRequestOf(11, 'sequence', { type: 'trimester', number: 4 }, map)).toBeNull();
    expect(sheetRequestOf(11, 'sequence', { type: 'annual', number: 0 }, map)).toEqual({ kind: 'annual', classroomId: 11 });
    expect(sheetRequestOf(21, 'lmd', { type: 'term', number: 2 }, map)).toEqual({ kind: 'lmdTerm', classroomId: 21, term: 2 });
    expect(sheetRequestOf(21, 'lmd', { type: 'annual', number: 0 }, map)).toEqual({ kind: 'lmdAnnual', classroomId: 21 });
    expect(sheetRequestOf(21, 'lmd', { type: 'sequence', number: 1 }, map)).toBeNull();
  });
});

import { previousYearOf } from './feeYears';
import { bodyOf, linesOf, move, newLine, refusedLines, sameLines, totalOf } from './scheduleLines';
import { schedule6e } from './testing/feeFixtures';
import { schoolYears } from '../toolsFixtures';

const lines = linesOf(schedule6e);
const conflict = (fields: Record<string, string>) => ({ status: 409, data: { statusCode: 409, message: 'Refused', fields } });

describe('schedule lines', () => {
  it('sends the lines in their order, with the ids of saved instalments and figures as numbers', () => {
    const added = { ...newLine(lines[2]), label: 'APEE', feeTypeId: '3', amount: '5000' };
    expect(bodyOf(move([...lines, added], 3, -1)).instalments).toEqual([
      { id: 11, feeTypeId: 1, label: 'Inscription', amount: 10000, dueDate: '2026-09-07' },
      { id: 12, feeTypeId: 2, label: 'Tranche 1', amount: 25000, dueDate: '2026-10-15' },
      { feeTypeId: 3, label: 'APEE', amount: 5000, dueDate: '2027-01-15' },
      { id: 13, feeTypeId: 2, label: 'Tranche 2', amount: 20000, dueDate: '2027-01-15' },
    ]);
  });

  it('adds up what can be read as a whole amount', () => {
    expect(totalOf([...lines, { ...newLine(undefined), amount: 'abc' }])).toBe(55000);
    expect(sameLines(lines, linesOf(schedule6e))).toBe(true);
    expect(sameLines(lines, move(lines, 0, 1))).toBe(false);
  });

  it('puts a refusal on the cells and lines sent, and tells apart what names no line', () => {
    expect(
      refusedLines(conflict({ 'instalments[1].dueDate': 'Outside', 'instalments[2]': 'Paid', 'instalments[0].id': 'Not here' }), lines),
    ).toEqual({
      lines: { 'saved-12': { dueDate: 'Outside' }, 'saved-13': { line: 'Paid' }, 'saved-11': { line: 'Not here' } },
      rest: [],
    });
    expect(refusedLines(conflict({ instalments: 'Too many lines', 'instalments[7].label': 'Gone' }), lines)).toEqual({
      lines: {},
      rest: ['Too many lines', 'Gone'],
    });
    expect(refusedLines({ status: 409, data: { statusCode: 409, message: 'Busy' } }, lines)).toBeNull();
    expect(refusedLines({ status: 500, data: {} }, lines)).toBeNull();
  });

  it('finds last year as the year that started last before this one', () => {
    expect(previousYearOf(schoolYears, 3)?.id).toBe(2);
    expect(previousYearOf(schoolYears, 2)).toBeUndefined();
  });
});

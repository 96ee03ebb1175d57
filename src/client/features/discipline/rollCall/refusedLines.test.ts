import { refusedLines } from './refusedLines';

describe('refusedLines', () => {
  // Only the exceptions travel: line 1 is the second student sent, whatever their place in the class.
  const body = {
    lines: [
      { studentId: 7, status: 'absent' as const, latenessMinutes: 0 },
      { studentId: 9, status: 'present' as const, latenessMinutes: 90 },
    ],
  };
  const refusal = (fields: Record<string, string>, status = 400) => ({
    status,
    data: { statusCode: status, error: 'Bad Request', message: 'x', fields },
  });

  it("names each refused line's student, joining two messages about one line", () => {
    expect(refusedLines(refusal({ 'lines[0].studentId': 'not in this class', 'lines[1].latenessMinutes': 'too long' }), body)).toEqual({
      7: 'not in this class',
      9: 'too long',
    });
    expect(refusedLines(refusal({ 'lines[1].status': 'bad status', 'lines[1].latenessMinutes': 'too long' }), body)).toEqual({
      9: 'bad status too long',
    });
  });

  it('leaves other refusals to the error dialog', () => {
    expect(refusedLines(refusal({ lines: 'too many' }), body)).toBeNull();
    expect(refusedLines(refusal({ 'lines[5].status': 'no such line' }), body)).toBeNull();
    expect(refusedLines(refusal({ date: 'outside the school year' }), body)).toBeNull();
    expect(refusedLines(refusal({}), body)).toBeNull();
    expect(refusedLines(refusal({ 'lines[0].status': 'x' }, 403), body)).toBeNull();
  });
});

import { refusedLines } from './refusedLines';

describe('refusedLines', () => {
  const body = {
    marks: [
      { studentId: 7, value: 12 },
      { studentId: 9, value: null },
    ],
  };
  const refusal = (fields: Record<string, string>, status = 400) => ({
    status,
    data: { statusCode: status, error: 'Bad Request', message: 'x', fields },
  });

  it("names each refused line's student", () => {
    expect(refusedLines(refusal({ 'marks[0].value': 'too high', 'marks[1].studentId': 'exempted' }), body)).toEqual({
      7: 'too high',
      9: 'exempted',
    });
  });

  it('leaves other refusals to the error dialog', () => {
    expect(refusedLines(refusal({ marks: 'too many' }), body)).toBeNull();
    expect(refusedLines(refusal({ 'marks[5].value': 'no such line' }), body)).toBeNull();
    expect(refusedLines(refusal({}), body)).toBeNull();
    expect(refusedLines(refusal({ 'marks[0].value': 'x' }, 403), body)).toBeNull();
  });
});

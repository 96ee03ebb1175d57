import { refusedLines, type LineFields } from './refusedLines';

const refusal = (fields: Record<string, string>, status = 400) => ({
  status,
  data: { statusCode: status, error: 'Bad Request', message: 'x', fields },
});

describe('refusedLines of a mark entry', () => {
  const shape: LineFields = { list: 'marks', fields: ['value', 'studentId'], messages: 'last' };
  const lines = [
    { studentId: 7, value: 12 },
    { studentId: 9, value: null },
  ];

  it("names each refused line's student", () => {
    expect(refusedLines(refusal({ 'marks[0].value': 'too high', 'marks[1].studentId': 'exempted' }), lines, shape)).toEqual({
      7: 'too high',
      9: 'exempted',
    });
  });

  it('keeps the last message about one line', () => {
    expect(refusedLines(refusal({ 'marks[1].value': 'too high', 'marks[1].studentId': 'exempted' }), lines, shape)).toEqual({
      9: 'exempted',
    });
  });

  it('leaves other refusals to the error dialog', () => {
    expect(refusedLines(refusal({ marks: 'too many' }), lines, shape)).toBeNull();
    expect(refusedLines(refusal({ 'marks[5].value': 'no such line' }), lines, shape)).toBeNull();
    expect(refusedLines(refusal({ 'lines[0].value': 'another list' }), lines, shape)).toBeNull();
    expect(refusedLines(refusal({}), lines, shape)).toBeNull();
    expect(refusedLines(refusal({ 'marks[0].value': 'x' }, 403), lines, shape)).toBeNull();
  });
});

describe('refusedLines of a roll call', () => {
  const shape: LineFields = { list: 'lines', fields: ['studentId', 'status', 'latenessMinutes'], messages: 'joined' };
  // Only the exceptions travel: line 1 is the second student sent, whatever their place in the class.
  const lines = [
    { studentId: 7, status: 'absent' as const, latenessMinutes: 0 },
    { studentId: 9, status: 'present' as const, latenessMinutes: 90 },
  ];

  it("names each refused line's student, joining two messages about one line", () => {
    expect(
      refusedLines(refusal({ 'lines[0].studentId': 'not in this class', 'lines[1].latenessMinutes': 'too long' }), lines, shape),
    ).toEqual({
      7: 'not in this class',
      9: 'too long',
    });
    expect(refusedLines(refusal({ 'lines[1].status': 'bad status', 'lines[1].latenessMinutes': 'too long' }), lines, shape)).toEqual({
      9: 'bad status too long',
    });
  });

  it('leaves other refusals to the error dialog', () => {
    expect(refusedLines(refusal({ lines: 'too many' }), lines, shape)).toBeNull();
    expect(refusedLines(refusal({ 'lines[5].status': 'no such line' }), lines, shape)).toBeNull();
    expect(refusedLines(refusal({ 'lines[0].value': 'not a roll-call field' }), lines, shape)).toBeNull();
    expect(refusedLines(refusal({ date: 'outside the school year' }), lines, shape)).toBeNull();
    expect(refusedLines(refusal({}), lines, shape)).toBeNull();
    expect(refusedLines(refusal({ 'lines[0].status': 'x' }, 403), lines, shape)).toBeNull();
  });
});

describe('refusedLines of a day of teacher presence', () => {
  const shape: LineFields = {
    list: 'lines',
    fields: ['classCourseId', 'timePartId', 'status', 'latenessMinutes', 'replacedById'],
    messages: 'joined',
    statuses: [400, 409],
  };
  const lines = [
    { classCourseId: 5, timePartId: 1, status: 'replaced' as const },
    { classCourseId: 6, timePartId: 2, status: 'late' as const },
  ];
  const slotOf = (line: { classCourseId: number; timePartId: number }) => `${line.classCourseId}:${line.timePartId}`;

  it('names each refused line by the key the screen gives it, a clash (409) as well as a bad line', () => {
    expect(refusedLines(refusal({ 'lines[1].latenessMinutes': 'too long' }), lines, shape, slotOf)).toEqual({ '6:2': 'too long' });
    expect(refusedLines(refusal({ 'lines[0].replacedById': 'teaching elsewhere' }, 409), lines, shape, slotOf)).toEqual({
      '5:1': 'teaching elsewhere',
    });
  });

  it('names a line refused as a whole, by a rule over its fields', () => {
    expect(refusedLines(refusal({ 'lines[0]': 'Choose the teacher who replaced' }), lines, shape, slotOf)).toEqual({
      '5:1': 'Choose the teacher who replaced',
    });
  });

  it('leaves other refusals to the error dialog', () => {
    expect(refusedLines(refusal({ date: 'outside the school year' }), lines, shape, slotOf)).toBeNull();
    expect(refusedLines(refusal({}, 409), lines, shape, slotOf)).toBeNull();
    expect(refusedLines(refusal({ 'lines[0].status': 'x' }, 403), lines, shape, slotOf)).toBeNull();
  });

  it('keeps a 409 for the dialog where the screen did not ask for it', () => {
    const rollCall: LineFields = { list: 'lines', fields: ['studentId'], messages: 'joined' };
    expect(refusedLines(refusal({ 'lines[0].studentId': 'x' }, 409), [{ studentId: 1 }], rollCall)).toBeNull();
  });
});

import { fileNameFromDisposition } from './files';

describe('fileNameFromDisposition', () => {
  it('reads the plain, quoted and encoded forms', () => {
    expect(fileNameFromDisposition('attachment; filename="students-2026-09-01.csv"')).toBe('students-2026-09-01.csv');
    expect(fileNameFromDisposition('attachment; filename=students.xlsx')).toBe('students.xlsx');
    expect(fileNameFromDisposition("attachment; filename=\"eleves.csv\"; filename*=UTF-8''%C3%A9l%C3%A8ves.csv")).toBe('élèves.csv');
  });

  it('answers undefined without a name', () => {
    expect(fileNameFromDisposition(null)).toBeUndefined();
    expect(fileNameFromDisposition('attachment')).toBeUndefined();
  });
});

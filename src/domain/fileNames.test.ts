import { fileName } from './fileNames';

describe('fileName', () => {
  it('names a French download from what it holds, accents kept', () => {
    expect(fileName('bulletins', ['6e A', 'trimestre 1'], 'pdf')).toBe('bulletins-6e-A-trimestre-1.pdf');
    expect(fileName('bulletin', ['ATANGANA Brenda', '6e A', 'séquence 2'], 'pdf')).toBe('bulletin-ATANGANA-Brenda-6e-A-séquence-2.pdf');
    expect(fileName('élèves', ['Tle C', '2026-09-01'], 'csv')).toBe('élèves-Tle-C-2026-09-01.csv');
  });

  it("names a part-time teacher's statement, and the month's, in the user's language", () => {
    expect(fileName('état de vacation', ['Amadou Bello', '2026-11'], 'pdf')).toBe('état-de-vacation-Amadou-Bello-2026-11.pdf');
    expect(fileName('état de vacation', ['Amadou Bello', '2026-11'], 'xlsx')).toBe('état-de-vacation-Amadou-Bello-2026-11.xlsx');
    expect(fileName('états de vacation', ['2026-11'], 'pdf')).toBe('états-de-vacation-2026-11.pdf');
    expect(fileName('statement', ["Jean-Paul N'Diaye", '2026-11'], 'pdf')).toBe("statement-Jean-Paul-N'Diaye-2026-11.pdf");
    expect(fileName('صورت‌حساب', ['Amadou Bello', '2026-11'], 'pdf')).toBe('صورت‌حساب-Amadou-Bello-2026-11.pdf');
    expect(fileName('课时结算单汇总', ['2026-11'], 'pdf')).toBe('课时结算单汇总-2026-11.pdf');
  });

  it('keeps Persian words whole, with their non-joiners', () => {
    expect(fileName('کارنامه‌ها', ['ششم الف', 'سه‌ماهه ۱'], 'pdf')).toBe('کارنامه‌ها-ششم-الف-سه‌ماهه-۱.pdf');
  });

  it('keeps Chinese as it is', () => {
    expect(fileName('成绩单', ['初一 1班', '第1学季'], 'pdf')).toBe('成绩单-初一-1班-第1学季.pdf');
    expect(fileName('学生名单', ['2026-09-01'], 'xlsx')).toBe('学生名单-2026-09-01.xlsx');
  });

  it('takes out what Windows, macOS or Linux refuse in a name', () => {
    expect(fileName('relevé', ['Tle C/D: "bis" * ? < > | \\ x'], 'xlsx')).toBe('relevé-Tle-C-D-bis-x.xlsx');
    for (const bad of ['/', ':', '*', '?', '"', '<', '>', '|', '\\']) expect(fileName('a', [`b${bad}c`], 'pdf')).toBe('a-b-c.pdf');
  });

  it('drops controls and invisible marks, and no part ends in a dot or starts one', () => {
    expect(fileName('bulletins', ['\u202e6e A\u200f', 'x\u0000\t\ny', '.hidden.'], 'pdf')).toBe('bulletins-6e-A-x-y-hidden.pdf');
    expect(fileName('students', ['  ', null, undefined, ''], 'csv')).toBe('students.csv');
  });

  it('writes letters composed (NFC), as macOS and Windows show them alike', () => {
    expect(fileName('e\u0301le\u0300ves', [], 'csv')).toBe('\u00e9l\u00e8ves.csv');
  });

  it('cuts a long name on whole characters, within 200 bytes with its extension', () => {
    const long = fileName('成绩单', ['名'.repeat(100)], 'pdf');
    expect(new TextEncoder().encode(long).length).toBeLessThanOrEqual(200);
    expect(long).toMatch(/^成绩单-名+\.pdf$/);
  });

  it('never answers a Windows device name or an empty name', () => {
    expect(fileName('CON', [], 'csv')).toBe('CON_.csv');
    expect(fileName('', ['///'], 'csv')).toBe('_.csv');
  });

  it('numbers are parts like any other', () => {
    expect(fileName('bulletins', ['6e A', 2], 'PDF')).toBe('bulletins-6e-A-2.pdf');
  });
});

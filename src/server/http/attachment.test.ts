import { asciiFileName, attachment, fileHeaders } from './attachment';

/** What a reader of RFC 8187 gets back from `filename*`. */
const extName = (header: string) => decodeURIComponent(/filename\*=UTF-8''([^;]*)$/.exec(header)![1]);

describe('attachment', () => {
  it('writes a plain name as it is, twice', () => {
    expect(attachment('report-cards-6e-A-term-1.pdf')).toBe(
      `attachment; filename="report-cards-6e-A-term-1.pdf"; filename*=UTF-8''report-cards-6e-A-term-1.pdf`,
    );
  });

  it('drops the accents of the ASCII name and percent-encodes the UTF-8 one', () => {
    expect(attachment('élèves-6e-A-2026-09-01.csv')).toBe(
      `attachment; filename="eleves-6e-A-2026-09-01.csv"; filename*=UTF-8''%C3%A9l%C3%A8ves-6e-A-2026-09-01.csv`,
    );
    expect(asciiFileName('relevé-Tle-C-séquence-2.xlsx')).toBe('releve-Tle-C-sequence-2.xlsx');
    expect(asciiFileName('Schüler-Größe-cœur-Łódź.pdf')).toBe('Schuler-Grosse-coeur-Lodz.pdf');
  });

  it('keeps Arabic-script and Chinese names whole in filename*, and writes a run of them as one _ in filename', () => {
    const persian = 'کارنامه‌ها-ششم-الف-سه‌ماهه-۱.pdf';
    expect(extName(attachment(persian))).toBe(persian);
    expect(asciiFileName(persian)).toBe('_-_-_-_-_.pdf');
    const urdu = 'رسید-2026-2027-000128-NGONO-Marie.pdf';
    expect(attachment(urdu)).toBe(
      `attachment; filename="_-2026-2027-000128-NGONO-Marie.pdf"; filename*=UTF-8''%D8%B1%D8%B3%DB%8C%D8%AF-2026-2027-000128-NGONO-Marie.pdf`,
    );
    const chinese = '成绩单-初一-1班-第1学季.pdf';
    expect(attachment(chinese)).toBe(
      `attachment; filename="_-_-1_-_1_.pdf"; filename*=UTF-8''%E6%88%90%E7%BB%A9%E5%8D%95-%E5%88%9D%E4%B8%80-1%E7%8F%AD-%E7%AC%AC1%E5%AD%A6%E5%AD%A3.pdf`,
    );
  });

  it('never lets a quote or a backslash end the quoted name, nor an apostrophe or bracket stay raw in filename*', () => {
    const header = attachment(`N'Diaye "bis" \\ (copie)*.pdf`);
    expect(header).toBe(
      `attachment; filename="N'Diaye _bis_ _ (copie)*.pdf"; filename*=UTF-8''N%27Diaye%20%22bis%22%20%5C%20%28copie%29%2A.pdf`,
    );
    expect(extName(header)).toBe(`N'Diaye "bis" \\ (copie)*.pdf`);
  });

  it('never carries a control character: CR, LF, tab and NUL become _ and are percent-encoded', () => {
    const header = attachment('a\r\nSet-Cookie: x=1\t\u0000.pdf');
    expect([...header].every((character) => character >= ' ' && character <= '~')).toBe(true);
    expect(header).toBe(`attachment; filename="a_Set-Cookie: x=1_.pdf"; filename*=UTF-8''a%0D%0ASet-Cookie%3A%20x%3D1%09%00.pdf`);
  });

  it('writes a lone surrogate as U+FFFD rather than failing', () => {
    expect(extName(attachment('a\ud800b.pdf'))).toBe('a\ufffdb.pdf');
  });

  it('gives an empty name a placeholder', () => {
    expect(asciiFileName('')).toBe('_');
    expect(asciiFileName('   ')).toBe('_');
  });

  it('makes the headers of a file: type, name, never cached', () => {
    expect(fileHeaders('application/pdf', 'reçu.pdf')).toEqual({
      'Content-Type': 'application/pdf',
      'Content-Disposition': `attachment; filename="recu.pdf"; filename*=UTF-8''re%C3%A7u.pdf`,
      'Cache-Control': 'private, no-store',
    });
  });
});

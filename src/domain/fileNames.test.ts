import {
  arrearsFileName,
  demographicsFileName,
  fileName,
  journalFileName,
  marksheetFileName,
  monthStatementsFileName,
  presenceStatsFileName,
  receiptFileName,
  reportCardBatchFileName,
  reportCardsFileName,
  sanctionNoticeFileName,
  sessionCloseFileName,
  statementFileName,
  studentCardsFileName,
  studentsFileName,
  type FileWords,
} from './fileNames';

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

/** The catalogues' words these recipes use (fr.json and zh-CHS.json), filled as the server fills them. */
const CATALOGUES: Record<'fr' | 'zh', Record<string, string>> = {
  fr: {
    'files.reportCards': 'bulletins',
    'files.reportCard': 'bulletin',
    'files.marksheet': 'relevé',
    'files.students': 'élèves',
    'files.receipt': 'reçu',
    'files.journal': 'journal de caisse',
    'files.sessionClose': 'clôture de caisse',
    'files.sanctionNotice': 'avis de sanction',
    'files.period.trimester': 'trimestre {number}',
    'files.period.term': 'semestre {number}',
    'files.period.annual': 'annuel',
    'finance.arrears.fileName': 'impayés',
    'presence.statements.files.statement': 'état de vacation',
    'presence.statements.files.month': 'états de vacation',
    'statistics.demographics.fileName': 'effectifs',
    'studentCards.fileName': 'cartes',
    'studentCards.fileNameOne': 'carte',
  },
  zh: {
    'files.reportCards': '成绩单',
    'files.period.trimester': '第{number}学季',
    'presence.stats.fileName': '教师考勤',
    'files.sessionClose': '收银结账',
  },
};

function wordsOf(language: 'fr' | 'zh'): FileWords {
  const words = CATALOGUES[language];
  return (key, values = {}) => {
    if (!(key in words)) throw new Error(`no ${key} in ${language}`);
    return words[key].replace(/\{(\w+)\}/g, (whole, name: string) => (name in values ? String(values[name]) : whole));
  };
}

describe('the names of the downloads', () => {
  const fr = wordsOf('fr');
  const zh = wordsOf('zh');
  const term1 = { type: 'trimester', number: 1 } as const;

  it('names report cards, a batch and the sheet for the classroom and period', () => {
    expect(reportCardsFileName(fr, '6e A', term1)).toBe('bulletins-6e-A-trimestre-1.pdf');
    expect(reportCardsFileName(fr, '6e A', term1, 'ATANGANA Brenda')).toBe('bulletin-ATANGANA-Brenda-6e-A-trimestre-1.pdf');
    expect(reportCardsFileName(zh, '初一 1班', term1)).toBe('成绩单-初一-1班-第1学季.pdf');
    expect(reportCardBatchFileName(fr, { type: 'annual', number: 0 })).toBe('bulletins-annuel.pdf');
    expect(marksheetFileName(fr, 'L1 Info', { type: 'term', number: 2 })).toBe('relevé-L1-Info-semestre-2.xlsx');
  });

  it('names the finance, statement and presence files', () => {
    expect(receiptFileName(fr, { receiptLabel: '2026-2027-000128', studentName: 'NGONO Marie' })).toBe(
      'reçu-2026-2027-000128-NGONO-Marie.pdf',
    );
    expect(arrearsFileName(fr, '6e A', '2026-11-25', 'pdf')).toBe('impayés-6e-A-2026-11-25.pdf');
    expect(journalFileName(fr, '2026-11-25', null, 'pdf')).toBe('journal-de-caisse-2026-11-25.pdf');
    expect(journalFileName(fr, '2026-11-25', 'Paul Essomba', 'xlsx')).toBe('journal-de-caisse-Paul-Essomba-2026-11-25.xlsx');
    expect(sessionCloseFileName(fr, { cashierName: 'Aïcha Mbarga', openedAt: '2026-11-25T07:30:00.000Z' }, 'pdf')).toBe(
      'clôture-de-caisse-Aïcha-Mbarga-2026-11-25.pdf',
    );
    expect(sessionCloseFileName(zh, { cashierName: 'Paul Essomba', openedAt: '2026-11-25T07:30:00.000Z' }, 'xlsx')).toBe(
      '收银结账-Paul-Essomba-2026-11-25.xlsx',
    );
    expect(statementFileName(fr, 'Amadou Bello', '2026-11', 'xlsx')).toBe('état-de-vacation-Amadou-Bello-2026-11.xlsx');
    expect(monthStatementsFileName(fr, '2026-11')).toBe('états-de-vacation-2026-11.pdf');
    expect(presenceStatsFileName(zh, '2026-11-01', '2026-11-30')).toBe('教师考勤-2026-11-01-2026-11-30.xlsx');
  });

  it('names the student files, leaving out what was not chosen', () => {
    expect(studentsFileName(fr, '6e A', '2026-09-01', 'csv')).toBe('élèves-6e-A-2026-09-01.csv');
    expect(studentsFileName(fr, undefined, '2026-09-01', 'xlsx')).toBe('élèves-2026-09-01.xlsx');
    expect(studentCardsFileName(fr, '6e A')).toBe('cartes-6e-A.pdf');
    expect(studentCardsFileName(fr, '6e A', 'NGONO Marie')).toBe('carte-NGONO-Marie-6e-A.pdf');
    expect(demographicsFileName(fr, { year: '2026-2027', level: '6e' }, 'xlsx')).toBe('effectifs-2026-2027-6e.xlsx');
    expect(sanctionNoticeFileName(fr, { studentName: 'ATANGANA Brenda', typeName: 'Consigne', date: '2026-10-16' }, 'en')).toBe(
      'avis-de-sanction-ATANGANA-Brenda-Consigne-2026-10-16-en.pdf',
    );
  });
});

describe('fileName, name by name', () => {
  it('guards only a whole device name, com and lpt with a digit', () => {
    expect(fileName('com1', [], 'pdf')).toBe('com1_.pdf');
    expect(fileName('lpt2', [], 'pdf')).toBe('lpt2_.pdf');
    for (const words of ['icon', 'console', 'comx', 'lptx']) expect(fileName(words, [], 'pdf')).toBe(`${words}.pdf`);
  });

  it('makes dashes and spaces one dash, drops every dash or dot at the ends, and keeps the extension letters and digits only', () => {
    expect(fileName('a - - b', [], 'pdf')).toBe('a-b.pdf');
    expect(fileName('--..a..--', [], 'pdf')).toBe('a.pdf');
    expect(fileName('a', [], '.p-df')).toBe('a.pdf');
  });
});

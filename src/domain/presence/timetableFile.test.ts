import { cellText, mapTimetableColumns, readWeekday, timeKey, weekdayWords } from './timetableFile';

describe('reading a timetable file', () => {
  it('reads the headers by field name, habit or catalogue word, whatever the case, accents or spaces', () => {
    const map = mapTimetableColumns(['CLASSE', 'Jour', ' Tranche horaire ', 'Matière', 'Remarque', 'classe'], {
      timePart: ['Tranche horaire'],
      course: ['Matière'],
    });
    expect(map.columns).toEqual(['classroom', 'weekday', 'timePart', 'course', null, null]);
    expect(map.unknown).toEqual(['Remarque', 'classe']);
    expect(map.missing).toEqual([]);
    expect(mapTimetableColumns(['time_part', 'Course']).missing).toEqual(['classroom', 'weekday']);
  });

  it('reads a weekday in every language, whole or short, and the codes', () => {
    const cases: [string, string][] = [
      ['mon', 'mon'],
      ['Lundi', 'mon'],
      ['lun.', 'mon'],
      ['MARDI', 'tue'],
      ['Montag', 'mon'],
      ['Mi', 'wed'],
      ['miércoles', 'wed'],
      ['mercoledì', 'wed'],
      ['Thursday', 'thu'],
      ['星期五', 'fri'],
      ['周六', 'sat'],
      ['سه‌شنبه', 'tue'],
      ['پیر', 'mon'],
      ['dimanche', 'sun'],
      ['sun', 'sun'],
    ];
    for (const [text, day] of cases) expect([text, readWeekday(text)]).toEqual([text, day]);
    expect(readWeekday('funday')).toBeUndefined();
    expect(readWeekday('')).toBeUndefined();
    // No word stands for two days.
    expect(new Set(weekdayWords().values()).size).toBe(7);
  });

  it('writes times one way, whether typed as text or as a spreadsheet time', () => {
    expect(timeKey('07:30-08:25')).toBe('07:30-08:25');
    expect(timeKey('7h30 – 8h25')).toBe('07:30-08:25');
    expect(timeKey('7:30')).toBe('07:30');
    expect(timeKey('07:30:00')).toBe('07:30');
    expect(cellText(0.3125, 'timePart')).toBe('07:30');
    expect(cellText(new Date(Date.UTC(1899, 11, 30, 13, 55)), 'timePart')).toBe('13:55');
    expect(cellText("'=6e A", 'classroom')).toBe('=6e A');
    expect(cellText(null)).toBe('');
    expect(cellText(' 6e A ')).toBe('6e A');
  });
});

describe('the headers offices write, with no catalogue words', () => {
  it.each([
    ['classroom', ['Classroom', 'Class', 'Classe', 'Salle']],
    ['weekday', ['Weekday', 'Day', 'Jour', 'Day of week', 'Jour de la semaine']],
    ['timePart', ['Time part', 'Time', 'Period', 'Heure', 'Horaire', 'Créneau', 'Tranche horaire']],
    ['course', ['Course', 'Subject', 'Matière', 'Cours', 'Course code', 'Code']],
  ])('read as %s', (field, headers) => {
    for (const header of headers) expect([header, mapTimetableColumns([header]).columns]).toEqual([header, [field]]);
  });
});

describe('a cell as text', () => {
  it('reads a spreadsheet time only within a day, midnight included', () => {
    expect(cellText(0, 'timePart')).toBe('00:00');
    expect(cellText(0.999, 'timePart')).toBe('23:59');
    expect(cellText(1, 'timePart')).toBe('1');
    expect(cellText(1.5, 'timePart')).toBe('1.5');
    expect(cellText(-0.25, 'timePart')).toBe('-0.25');
  });

  it('reads an unreadable spreadsheet date as empty, in a time part as elsewhere', () => {
    expect(cellText(new Date(Number.NaN), 'timePart')).toBe('');
    expect(cellText(new Date(Number.NaN), 'classroom')).toBe('');
  });

  it('reads numbers and dates outside the time part as they are written, not as times', () => {
    expect(cellText(0.5, 'course')).toBe('0.5');
    expect(cellText(0.5)).toBe('0.5');
    expect(cellText(new Date(Date.UTC(2014, 2, 12, 7, 30)), 'classroom')).toBe('2014-03-12');
  });

  it('reads a time part typed as text as it is written', () => {
    expect(cellText(' 7h30 ', 'timePart')).toBe('7h30');
  });

  it('reads a missing cell as empty', () => {
    expect(cellText(undefined, 'course')).toBe('');
  });

  it('takes the guarding apostrophe off after the spaces around it, and trims what it guarded', () => {
    expect(cellText("  '=6e A ")).toBe('=6e A');
    expect(cellText("'\t6e A")).toBe('6e A');
  });

  it('compares time part names without case', () => {
    expect(timeKey('Matin 1')).toBe('matin1');
  });
});

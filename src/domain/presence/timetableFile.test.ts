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

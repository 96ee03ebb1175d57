import {
  countsOf,
  entriesOf,
  entryOf,
  maxLatenessOf,
  parseMinutes,
  problemOf,
  rollCallBodyOf,
  sameEntry,
  type Entry,
} from './rollCallMarks';

const row = (studentId: number, status: 'present' | 'absent' | 'permission' | 'rattrapage' | 'draft', latenessMinutes = 0) => ({
  studentId,
  status,
  latenessMinutes,
});

describe('roll call entries', () => {
  it('reads a present line with minutes as a lateness, and drops minutes an absence cannot have', () => {
    expect(entryOf(row(1, 'present'))).toEqual({ mark: 'present', minutes: '' });
    expect(entryOf(row(1, 'present', 10))).toEqual({ mark: 'late', minutes: '10' });
    expect(entryOf(row(1, 'absent', 10))).toEqual({ mark: 'absent', minutes: '' });
    expect(entryOf(row(1, 'permission'))).toEqual({ mark: 'permission', minutes: '' });
    expect(entryOf(row(1, 'rattrapage', 5))).toEqual({ mark: 'rattrapage', minutes: '5' });
  });

  it('sends only the exceptions, a lateness as present with its minutes, in the list order', () => {
    const rows = [1, 2, 3, 4, 5, 6].map((studentId) => ({ studentId }));
    const entries: Record<number, Entry> = {
      ...entriesOf([row(1, 'present'), row(2, 'present'), row(3, 'present'), row(4, 'present'), row(5, 'present')]),
      2: { mark: 'late', minutes: ' 15 ' },
      5: { mark: 'absent', minutes: '' },
      1: { mark: 'permission', minutes: '12' },
      6: { mark: 'draft', minutes: '4' },
    };
    expect(rollCallBodyOf(rows, entries)).toEqual({
      lines: [
        { studentId: 1, status: 'permission', latenessMinutes: 0 },
        { studentId: 2, status: 'present', latenessMinutes: 15 },
        { studentId: 5, status: 'absent', latenessMinutes: 0 },
        { studentId: 6, status: 'draft', latenessMinutes: 4 },
      ],
    });
    // Everyone present: an empty list still records the roll call as taken.
    expect(rollCallBodyOf(rows, {})).toEqual({ lines: [] });
  });

  it('counts each student once, so the counts add up to the class', () => {
    const rows = [1, 2, 3, 4, 5, 6, 7].map((studentId) => ({ studentId }));
    const entries: Record<number, Entry> = {
      1: { mark: 'absent', minutes: '' },
      2: { mark: 'absent', minutes: '' },
      3: { mark: 'late', minutes: '5' },
      4: { mark: 'permission', minutes: '' },
      5: { mark: 'rattrapage', minutes: '' },
    };
    expect(countsOf(rows, entries)).toEqual({ present: 2, absent: 2, late: 1, permission: 1, other: 1 });
  });

  it('takes whole minutes from 1 to the length of the time part', () => {
    expect(maxLatenessOf(1)).toBe(60);
    expect(maxLatenessOf(0.75)).toBe(45);
    expect(maxLatenessOf(12)).toBe(600);
    expect(parseMinutes('15', 60)).toEqual({ ok: true, value: 15 });
    expect(parseMinutes(' 60 ', 60)).toEqual({ ok: true, value: 60 });
    expect(parseMinutes('', 60)).toEqual({ ok: false, problem: 'required' });
    expect(parseMinutes('0', 60)).toEqual({ ok: false, problem: 'required' });
    expect(parseMinutes('61', 60)).toEqual({ ok: false, problem: 'tooMany' });
    expect(parseMinutes('7.5', 60)).toEqual({ ok: false, problem: 'notWhole' });
    expect(parseMinutes('-3', 60)).toEqual({ ok: false, problem: 'notWhole' });
    expect(problemOf({ mark: 'late', minutes: '' }, 60)).toBe('required');
    expect(problemOf({ mark: 'absent', minutes: '' }, 60)).toBeNull();
  });

  it('sees the same lateness typed two ways as no change', () => {
    expect(sameEntry({ mark: 'late', minutes: '05' }, { mark: 'late', minutes: '5' })).toBe(true);
    expect(sameEntry({ mark: 'late', minutes: '6' }, { mark: 'late', minutes: '5' })).toBe(false);
    expect(sameEntry({ mark: 'late', minutes: '' }, { mark: 'late', minutes: '' })).toBe(true);
    expect(sameEntry({ mark: 'absent', minutes: '' }, { mark: 'permission', minutes: '' })).toBe(false);
    expect(sameEntry({ mark: 'present', minutes: '9' }, { mark: 'present', minutes: '' })).toBe(true);
  });
});

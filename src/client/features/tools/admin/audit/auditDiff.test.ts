import { diffRows } from './auditDiff';

describe('diffRows', () => {
  it('lists every field of an update, marking the changed ones (nested values compared by content)', () => {
    expect(diffRows({ a: 1, b: { x: 1, y: 2 }, c: null }, { a: 1, b: { y: 2, x: 1 }, c: 'now', d: true })).toEqual([
      { field: 'a', before: 1, after: 1, changed: false },
      { field: 'b', before: { x: 1, y: 2 }, after: { y: 2, x: 1 }, changed: false },
      { field: 'c', before: null, after: 'now', changed: true },
      { field: 'd', before: undefined, after: true, changed: true },
    ]);
  });

  it('shows a creation and a deletion against nothing', () => {
    expect(diffRows(null, { name: 'L1' })).toEqual([{ field: 'name', before: undefined, after: 'L1', changed: true }]);
    expect(diffRows({ name: 'L1' }, null)).toEqual([{ field: 'name', before: 'L1', after: undefined, changed: true }]);
  });

  it('keeps a bare value as one row', () => {
    expect(diffRows('old', 'new')).toEqual([{ field: '', before: 'old', after: 'new', changed: true }]);
    expect(diffRows(null, null)).toEqual([]);
  });
});

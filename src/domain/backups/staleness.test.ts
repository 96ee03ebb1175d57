import { backupIsStale } from './staleness';

const now = Date.parse('2026-11-27T10:00:00.000Z');

describe('backupIsStale', () => {
  it('is fresh up to 48 hours after the last verified backup, and stale past them', () => {
    expect(backupIsStale('2026-11-25T10:00:00.000Z', true, now)).toBe(false);
    expect(backupIsStale('2026-11-25T09:59:59.999Z', true, now)).toBe(true);
  });

  it('is stale with no backup at all where Scola makes them, and never where the operator does', () => {
    expect(backupIsStale(null, true, now)).toBe(true);
    expect(backupIsStale(null, false, now)).toBe(false);
    expect(backupIsStale('2020-01-01T00:00:00.000Z', false, now)).toBe(false);
  });

  it('takes a date it cannot read for no backup', () => {
    expect(backupIsStale('yesterday', true, now)).toBe(true);
  });
});

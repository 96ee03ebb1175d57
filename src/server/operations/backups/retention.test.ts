import { OptionReader } from '../../../domain/options';
import { archivesToDelete, type RetainedArchive } from './retention';
import { dailyDue, scheduleOf } from './schedule';
import { archiveName, parseArchiveName } from './names';

const archive = (createdAt: string, reason: RetainedArchive['reason'] = 'daily', verified = true): RetainedArchive => ({
  name: archiveName(new Date(createdAt), reason),
  createdAt: new Date(createdAt).toISOString(),
  reason,
  verified,
});

describe('retention', () => {
  const now = new Date('2026-11-27T12:00:00Z');

  it('keeps the newest of each of the last N days and M months, and deletes the rest', () => {
    const days = Array.from({ length: 40 }, (_, index) => archive(new Date(Date.UTC(2026, 10, 27 - index, 2)).toISOString()));
    const deleted = archivesToDelete(days, { keepDaily: 7, keepMonthly: 2 }, now);
    const kept = days.filter((day) => !deleted.includes(day.name)).map((day) => day.createdAt.slice(0, 10));
    // Seven days, and October's newest (November's is today's).
    expect(kept).toEqual(['2026-11-27', '2026-11-26', '2026-11-25', '2026-11-24', '2026-11-23', '2026-11-22', '2026-11-21', '2026-10-31']);
  });

  it("prefers a day's verified archive to a newer one that failed its check", () => {
    const good = archive('2026-11-27T02:00:00Z');
    const bad = archive('2026-11-27T10:00:00Z', 'manual', false);
    expect(archivesToDelete([good, bad], { keepDaily: 1, keepMonthly: 1 }, now)).toEqual([bad.name]);
  });

  it('keeps a recent pre-migration archive even when a later one of the day displaces it', () => {
    const migration = archive('2026-11-27T01:00:00Z', 'migration');
    const daily = archive('2026-11-27T02:00:00Z');
    const oldMigration = archive('2026-10-01T01:00:00Z', 'migration');
    const deleted = archivesToDelete(
      [migration, daily, oldMigration, archive('2026-10-02T02:00:00Z')],
      { keepDaily: 1, keepMonthly: 1 },
      now,
    );
    expect(deleted).toEqual([oldMigration.name, archiveName(new Date('2026-10-02T02:00:00Z'), 'daily')]);
  });

  it('never deletes the newest verified archive, whatever the options say', () => {
    const verified = archive('2026-10-01T02:00:00Z');
    const failed = Array.from({ length: 3 }, (_, index) => archive(`2026-11-2${index + 5}T02:00:00Z`, 'daily', false));
    expect(archivesToDelete([verified, ...failed], { keepDaily: 1, keepMonthly: 1 }, now)).not.toContain(verified.name);
  });
});

describe('the schedule', () => {
  it('reads the options, falling back to the defaults for a value out of its rules', () => {
    const options = (time: string, daily: string) =>
      new OptionReader([
        { name: 'backup_time', value: time, value_type: 'string' },
        { name: 'backup_keep_daily', value: daily, value_type: 'int' },
      ]);
    expect(scheduleOf(options('23:15', '3'))).toEqual({ time: '23:15', keepDaily: 3, keepMonthly: 12 });
    expect(scheduleOf(options('25:00', '0'))).toEqual({ time: '02:00', keepDaily: 7, keepMonthly: 12 });
  });

  it("is due once today's time has come, until a daily archive is made after it", () => {
    const at = (hours: number, minutes = 0, day = 27) => new Date(2026, 10, day, hours, minutes);
    expect(dailyDue('02:00', at(1, 59), at(2, 0, 26))).toBe(false);
    expect(dailyDue('02:00', at(2, 0), at(2, 0, 26))).toBe(true);
    expect(dailyDue('02:00', at(9, 0), at(2, 0, 26))).toBe(true);
    expect(dailyDue('02:00', at(9, 0), at(2, 1))).toBe(false);
    expect(dailyDue('02:00', at(9, 0), null)).toBe(true);
  });
});

describe('archive names', () => {
  it('say when and why, and only our own names are read as archives', () => {
    const name = archiveName(new Date('2026-11-27T02:00:05Z'), 'daily');
    expect(name).toBe('scola-20261127-020005-daily.tar.gz');
    expect(parseArchiveName(name)).toEqual({ createdAt: '2026-11-27T02:00:05.000Z', reason: 'daily' });
    expect(parseArchiveName('scola-20261127-020005-weekly.tar.gz')).toBeNull();
    expect(parseArchiveName('.scola-20261127-020005-daily.tar.gz.partial')).toBeNull();
    expect(parseArchiveName('notes.txt')).toBeNull();
  });
});

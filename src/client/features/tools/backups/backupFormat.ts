import { useMemo } from 'react';
import { useIntl, type IntlShape } from 'react-intl';

/** The prefix of every reason a backup failed or an archive did not verify (the server sends the whole key). */
export const PROBLEM_PREFIX = 'backups.problem.';

// Decimal units, as disks and the systems' file managers count them (Intl names them so).
const UNITS = ['byte', 'kilobyte', 'megabyte', 'gigabyte', 'terabyte'] as const;

/** A number of bytes as a person reads it, in the screen's language: "1.4 GB", "1,4 Go", "۱٫۴ گیگابایت". */
export function formatSize(intl: IntlShape, bytes: number): string {
  let unit = 0;
  let value = bytes;
  while (value >= 1000 && unit < UNITS.length - 1) {
    value /= 1000;
    unit += 1;
  }
  return intl.formatNumber(value, { style: 'unit', unit: UNITS[unit], unitDisplay: 'short', maximumFractionDigits: unit === 0 ? 0 : 1 });
}

/**
 * What went wrong, from the catalogue key the server sends (`backups.problem.diskFull`), or from the
 * bare name (`diskFull`). A key this client does not know yet (a newer server) is shown as sent
 * rather than hidden: the admin can still search for it.
 */
export function problemText(intl: IntlShape, problem: string): string {
  const key = problem.startsWith(PROBLEM_PREFIX) ? problem : `${PROBLEM_PREFIX}${problem}`;
  return key in intl.messages ? intl.formatMessage({ id: key }) : problem;
}

/** The daily time (HH:MM, the server's clock) as the language writes a time: "2:00 AM", "02:00". */
export function formatScheduleTime(intl: IntlShape, time: string): string {
  const match = /^(\d{1,2}):(\d{2})$/.exec(time);
  if (!match) return time;
  return intl.formatTime(Date.UTC(2026, 0, 1, Number(match[1]), Number(match[2])), { timeZone: 'UTC', timeStyle: 'short' });
}

export interface BackupFormat {
  size: (bytes: number) => string;
  /** A moment (ISO), as the other screens show one: date and time, in the user's language. */
  moment: (iso: string) => string;
  count: (value: number) => string;
  problem: (problem: string) => string;
  time: (hhmm: string) => string;
}

export function useBackupFormat(): BackupFormat {
  const intl = useIntl();
  return useMemo(
    () => ({
      size: (bytes) => formatSize(intl, bytes),
      moment: (iso) => intl.formatDate(new Date(iso), { dateStyle: 'medium', timeStyle: 'short' }),
      count: (value) => intl.formatNumber(value),
      problem: (problem) => problemText(intl, problem),
      time: (hhmm) => formatScheduleTime(intl, hhmm),
    }),
    [intl],
  );
}

/** The daily backup's time: HH:MM in the server's local time (options `backup_time`, `backup_keep_*`). */
import { BACKUP_TIME_PATTERN } from '../../../domain/optionRules';
import type { OptionReader } from '../../../domain/options';

export const BACKUP_OPTION_DEFAULTS = { time: '02:00', keepDaily: 7, keepMonthly: 12 } as const;

export interface BackupSchedule {
  time: string;
  keepDaily: number;
  keepMonthly: number;
}

/** The schedule from the options; a value that is missing or out of its rules falls back to its default. */
export function scheduleOf(options: OptionReader): BackupSchedule {
  const time = options.raw('backup_time')?.trim() ?? '';
  const count = (name: string, fallback: number) => {
    const value = options.number(name, fallback);
    return Number.isInteger(value) && value >= 1 ? value : fallback;
  };
  return {
    time: BACKUP_TIME_PATTERN.test(time) ? time : BACKUP_OPTION_DEFAULTS.time,
    keepDaily: count('backup_keep_daily', BACKUP_OPTION_DEFAULTS.keepDaily),
    keepMonthly: count('backup_keep_monthly', BACKUP_OPTION_DEFAULTS.keepMonthly),
  };
}

/** Today's scheduled time (local time) once it has come, else null: the daily backup's slot, which its claim names. */
export function dailySlot(time: string, now: Date): Date | null {
  const [hours, minutes] = time.split(':').map(Number);
  const slot = new Date(now);
  slot.setHours(hours, minutes, 0, 0);
  return now < slot ? null : slot;
}

/**
 * Whether the daily backup is due: today's time has come (local time) and no archive has been made
 * since it came (`lastAt`: the newest verified one, whatever made it). A server that was off at the
 * time makes it when it is back.
 */
export function dailyDue(time: string, now: Date, lastAt: Date | null): boolean {
  const slot = dailySlot(time, now);
  if (!slot) return false;
  return !lastAt || lastAt < slot;
}

const twoDigits = (value: number) => String(value).padStart(2, '0');

/** The device's date as `YYYY-MM-DD`: the roll call is taken for the day the teacher is in. */
export const localDate = (now = new Date()) => `${now.getFullYear()}-${twoDigits(now.getMonth() + 1)}-${twoDigits(now.getDate())}`;

/** The device's time as `HH:MM`, comparable with a time part's bounds. */
export const localTime = (now = new Date()) => `${twoDigits(now.getHours())}:${twoDigits(now.getMinutes())}`;

/** The time part under way at `time`, if any: the one a teacher opening the screen is most likely calling. */
export function currentTimePart<T extends { startsAt: string; endsAt: string }>(timeParts: readonly T[], time: string): T | undefined {
  return timeParts.find((part) => part.startsAt <= time && time < part.endsAt);
}

/**
 * "Registered that day": the one question every dated view asks of registrations (roll calls and
 * absences of a date, sheets and cards of a period, statistics and demographics as of a day). A
 * registration is a period, `registered_on` to `ended_on`, both days included, `ended_on` null while
 * it runs; a transfer or a departure closes it rather than hiding it (docs/decisions.md,
 * "Registration history"). Its status says only what it is now, for the current-state screens.
 */
import type { DateRange } from '../../../domain/discipline/calendar';
import type { Db } from '../../db/schema';

/**
 * The registrations in effect on a day, or on at least one day of a range: begun by its last day and
 * not ended before its first. Join it as a table: `selectFrom(registrationsOn(db, date).as('r'))`.
 * A registration no longer active with no end on record (written around the services) is taken as
 * ended before any day, as it was read before registrations had dates.
 */
export function registrationsOn(db: Db, on: string | DateRange) {
  const { from, to } = typeof on === 'string' ? { from: on, to: on } : on;
  return db
    .selectFrom('registrations')
    .selectAll()
    .where('registered_on', '<=', to)
    .where((eb) => eb.or([eb('ended_on', '>=', from), eb.and([eb('ended_on', 'is', null), eb('status', '=', 'active')])]));
}

/**
 * registrationsOn's rule for a registration already read, so a service that reads a classroom's
 * registrations once can ask it of each period in memory: begun by the range's last day, not ended
 * before its first, and one not active with no end taken as ended.
 */
export function inEffectDuring(
  registration: { registered_on: string; ended_on: string | null; status: string },
  { from, to }: DateRange,
): boolean {
  if (String(registration.registered_on) > to) return false;
  return registration.ended_on === null ? registration.status === 'active' : String(registration.ended_on) >= from;
}

import { lockFor } from '../../db/locks';
import type { Db } from '../../db/schema';
import { conflict, type HttpError } from '../../errors';

/**
 * The 409 when a classroom cannot take `adding` more students (capacity counts active
 * registrations), or null when it can. Enrolment and import both ask it. Inside a transaction the
 * classroom's seats are locked until it commits, so two enrolments cannot both take the last seat.
 */
export async function seatsRefusal(
  db: Db,
  classroom: { id: number; name: string; capacity: number },
  adding: number,
): Promise<HttpError | null> {
  if (db.isTransaction) await lockFor(db, `seats:${classroom.id}`);
  const { n } = await db
    .selectFrom('registrations')
    .select((eb) => eb.fn.countAll<number>().as('n'))
    .where('classroom_id', '=', classroom.id)
    .where('status', '=', 'active')
    .executeTakeFirstOrThrow();
  const taken = Number(n);
  if (taken + adding <= classroom.capacity) return null;
  return conflict(
    'errors.classroomFull',
    { classroom: classroom.name, capacity: classroom.capacity, free: Math.max(0, classroom.capacity - taken) },
    'classroomId',
  );
}

/**
 * The caller's dashboard: the tiles of its role (domain/dashboard/tiles.ts), each computed by the
 * service of the screen it links to, all side by side; a tile the role does not get is null and
 * never read.
 */
import { NO_TILES, type Dashboard } from '../../../domain/contract/dashboard';
import { tilesOf, type TileId } from '../../../domain/dashboard/tiles';
import type { Db } from '../../db/schema';
import { notFound } from '../../errors';
import { roleOf, type Caller } from '../../http/auth';
import { classroomScope } from '../discipline/attendanceScope';
import { classesToday, missingRollCalls, rollCallsToTake } from './dayTiles';
import { marksToEnter } from './marksToEnter';
import { arrearsTile, journalTile } from './moneyTiles';
import { newRegistrations, withoutCard, withoutPhoto } from './officeTiles';
import { absences, averages, enrolment, latestSequence, money, uncoveredClasses } from './schoolTiles';
import { sanctionsToConfirm } from './suggestionsTile';
import { dataStamp, yearFigures } from './yearFigures';

type Tiles = Omit<Dashboard, 'schoolYearId' | 'date' | 'role' | 'tiles'>;

export async function dashboardOf(db: Db, caller: Caller, schoolYearId: number, date: string): Promise<Dashboard> {
  const year = await db.selectFrom('school_years').select('id').where('id', '=', schoolYearId).executeTakeFirst();
  if (!year) throw notFound('errors.schoolYearNotFound');
  // An account whose role the app does not know works as a teacher's (http/auth.ts): so is its dashboard.
  const role = roleOf(caller.user);
  const tiles = tilesOf(role);
  const wants = (tile: TileId) => tiles.includes(tile);
  const teacherId = caller.user.id;
  const kept = <T>(key: string, compute: () => Promise<T>) =>
    stamp.then((value) => yearFigures.get(db, `${key}|${year.id}`, value, compute));
  const stamp = ['enrolment', 'averages', 'marksToEnter', 'money', 'arrears', 'journal', 'withoutPhoto', 'withoutCard'].some((tile) =>
    wants(tile as TileId),
  )
    ? dataStamp(db)
    : Promise.resolve('');
  // Shared by the averages and the marks to enter: read once.
  const sequence = wants('averages') || wants('marksToEnter') ? kept('sequence', () => latestSequence(db, year.id)) : Promise.resolve(null);
  const lessons = wants('classesToday') || wants('rollCallsToTake') ? classesToday(db, year.id, date, teacherId) : undefined;
  const scope = wants('missingRollCalls') || wants('sanctionsToConfirm') ? classroomScope(db, caller, 'manage') : undefined;

  const compute: { [K in TileId]: () => Promise<Tiles[K]> } = {
    enrolment: () => kept('enrolment', () => enrolment(db, year.id)),
    absences: () => absences(db, year.id, date),
    uncoveredClasses: () => uncoveredClasses(db, date),
    money: () => kept(`money|${date}`, () => money(db, year.id, date)),
    averages: async () => {
      const latest = await sequence;
      return kept(`averages|${latest}`, () => averages(db, year.id, latest));
    },
    marksToEnter: async () => {
      const latest = (await sequence) ?? 1;
      const own = role === 'teacher' ? teacherId : null;
      return kept(`marksToEnter|${latest}|${own}`, () => marksToEnter(db, year.id, latest, own));
    },
    missingRollCalls: async () => missingRollCalls(db, year.id, date, await scope!),
    sanctionsToConfirm: async () => sanctionsToConfirm(db, year.id, await scope!),
    // Every payment and reversal is a new row: the stamp sees it, so the day's journal may be kept too.
    journal: () => kept(`journal|${date}`, () => journalTile(db, date)),
    arrears: () => kept(`arrears|${date}`, () => arrearsTile(db, year.id, date)),
    classesToday: () => lessons!,
    rollCallsToTake: async () => rollCallsToTake(db, year.id, date, teacherId, await lessons!),
    registrations: () => newRegistrations(db, year.id, date),
    // A photo set or removed, and a registration, move the students' counter: the stamp sees them.
    withoutPhoto: () => kept('withoutPhoto', () => withoutPhoto(db, year.id)),
    // A code made or revoked moves the cards' counter, a registration the students': the stamp sees both.
    withoutCard: () => kept('withoutCard', () => withoutCard(db, year.id)),
  };
  const values = await Promise.all(tiles.map((tile) => compute[tile]()));
  const result: Tiles = { ...NO_TILES };
  tiles.forEach((tile, index) => Object.assign(result, { [tile]: values[index] }));
  return { schoolYearId: year.id, date, role, tiles: [...tiles], ...result };
}

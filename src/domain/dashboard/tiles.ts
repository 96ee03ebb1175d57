/**
 * What each role sees on opening the app (issue 17): the tiles of its dashboard, in the order
 * shown, and the screen each tile opens. The server computes only the tiles of the caller's role;
 * the client shows them in this order. Pure, so the choice is tested without a database.
 */
import type { Role } from '../permissions';

export const TILE_IDS = [
  'enrolment',
  'absences',
  'uncoveredClasses',
  'money',
  'averages',
  'marksToEnter',
  'missingRollCalls',
  'sanctionsToConfirm',
  'journal',
  'arrears',
  'classesToday',
  'rollCallsToTake',
  'registrations',
  'withoutPhoto',
  'withoutCard',
] as const;
export type TileId = (typeof TILE_IDS)[number];

/** The principal's view is the whole school's at a glance; the administrator, who may do anything, sees the same. */
const HEAD: readonly TileId[] = ['enrolment', 'absences', 'uncoveredClasses', 'money', 'averages'];

export const ROLE_TILES: Readonly<Record<Role, readonly TileId[]>> = {
  admin: HEAD,
  principal: HEAD,
  studies: ['averages', 'marksToEnter', 'uncoveredClasses'],
  discipline: ['missingRollCalls', 'sanctionsToConfirm', 'absences'],
  bursar: ['journal', 'arrears'],
  teacher: ['classesToday', 'rollCallsToTake', 'marksToEnter'],
  secretary: ['registrations', 'withoutPhoto', 'withoutCard'],
};

/** The tiles of a role; none for a role the app does not know (an account whose role was renamed). */
export const tilesOf = (role: string): readonly TileId[] => (Object.hasOwn(ROLE_TILES, role) ? ROLE_TILES[role as Role] : []);

/** Days back the secretary's "new registrations" tile counts, today included. */
export const NEW_REGISTRATION_DAYS = 7;
/** Rows a tile lists at most under its figure: a glance, not the screen it links to. */
export const TILE_LIST_MAX = 5;

const query = (values: Record<string, string | number | undefined>): string => {
  const entries = Object.entries(values).filter((entry): entry is [string, string | number] => entry[1] !== undefined);
  return entries.length ? `?${entries.map(([key, value]) => `${key}=${encodeURIComponent(String(value))}`).join('&')}` : '';
};

/** Where a tile leads (a route of the hash router, without the `#`): the screen that acts on it, on the day shown. */
export function tileLink(tile: TileId, date: string): string {
  switch (tile) {
    case 'enrolment':
    case 'registrations':
      return '/student';
    case 'absences':
    case 'missingRollCalls':
      // The day's board shows each classroom's roll calls, taken or not, with a way to take each.
      return `/discipline${query({ tab: 'board', date })}`;
    case 'uncoveredClasses':
      return `/teacher-presence${query({ tab: 'day', date })}`;
    case 'money':
      return `/finance${query({ tab: 'stats' })}`;
    case 'averages':
      return '/statistics';
    case 'marksToEnter':
      return '/marks';
    case 'classesToday':
    case 'rollCallsToTake':
      return `/discipline${query({ tab: 'roll-call', date })}`;
    case 'sanctionsToConfirm':
      return `/discipline${query({ tab: 'suggestions' })}`;
    case 'journal':
      return `/finance${query({ tab: 'journal', date })}`;
    case 'arrears':
      return `/finance${query({ tab: 'arrears' })}`;
    case 'withoutPhoto':
    case 'withoutCard':
      return '/student-cards';
  }
}

/** One roll call: the discipline area's roll-call tab opened on the classroom, date and time part. */
export const rollCallLink = (classroomId: number, date: string, timePartId: number): string =>
  `/discipline${query({ tab: 'roll-call', classroom: classroomId, date, timePart: timePartId })}`;

/** One class course's marks of a sequence: the mark entry opened on it. */
export const markEntryLink = (classroomId: number, classCourseId: number, sequence: number): string =>
  `/marks${query({ classroom: classroomId, course: classCourseId, sequence })}`;

/** One classroom's cards. */
export const cardsLink = (classroomId: number): string => `/student-cards${query({ classroom: classroomId })}`;

/** Money collected as a share of what is expected (0 to 1, to a hundredth of a percent); none when nothing is expected. */
export const collectedShare = (collected: number, expected: number): number | null =>
  expected > 0 ? Math.round((collected / expected) * 10000) / 10000 : null;

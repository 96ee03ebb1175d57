import { ROLES } from '../permissions';
import { cardsLink, collectedShare, markEntryLink, rollCallLink, ROLE_TILES, TILE_IDS, tileLink, tilesOf } from './tiles';

describe('dashboard tiles', () => {
  it('gives each role the tiles issue 17 lists, the administrator the principal’s', () => {
    expect(tilesOf('principal')).toEqual(['enrolment', 'absences', 'uncoveredClasses', 'money', 'averages']);
    expect(tilesOf('admin')).toEqual(tilesOf('principal'));
    expect(tilesOf('studies')).toEqual(['averages', 'marksToEnter', 'uncoveredClasses']);
    expect(tilesOf('discipline')).toEqual(['missingRollCalls', 'sanctionsToConfirm', 'absences']);
    expect(tilesOf('bursar')).toEqual(['journal', 'arrears']);
    expect(tilesOf('teacher')).toEqual(['classesToday', 'rollCallsToTake', 'marksToEnter']);
    expect(tilesOf('secretary')).toEqual(['registrations', 'withoutPhoto', 'withoutCard']);
  });

  it('has tiles for every role, none twice, and none for an unknown role', () => {
    for (const role of ROLES) {
      expect(ROLE_TILES[role].length).toBeGreaterThan(0);
      expect(new Set(ROLE_TILES[role]).size).toBe(ROLE_TILES[role].length);
    }
    expect(tilesOf('janitor')).toEqual([]);
    expect(tilesOf('toString')).toEqual([]);
  });

  it('leads every tile to a screen of the app', () => {
    for (const tile of TILE_IDS) expect(tileLink(tile, '2026-11-23')).toMatch(/^\/[a-z-]+(\?.+)?$/);
    expect(tileLink('journal', '2026-11-23')).toBe('/finance?tab=journal&date=2026-11-23');
    expect(tileLink('uncoveredClasses', '2026-11-23')).toBe('/teacher-presence?tab=day&date=2026-11-23');
    expect(tileLink('sanctionsToConfirm', '2026-11-23')).toBe('/discipline?tab=suggestions');
    expect(tileLink('arrears', '2026-11-23')).toBe('/finance?tab=arrears');
    expect(tileLink('missingRollCalls', '2026-11-23')).toBe('/discipline?tab=board&date=2026-11-23');
    expect(tileLink('rollCallsToTake', '2026-11-23')).toBe('/discipline?tab=roll-call&date=2026-11-23');
    expect(tileLink('withoutCard', '2026-11-23')).toBe('/student-cards');
  });

  it('opens one roll call, one mark entry and one classroom’s cards', () => {
    expect(rollCallLink(11, '2026-11-23', 2)).toBe('/discipline?tab=roll-call&classroom=11&date=2026-11-23&timePart=2');
    expect(markEntryLink(3, 40, 2)).toBe('/marks?classroom=3&course=40&sequence=2');
    expect(cardsLink(7)).toBe('/student-cards?classroom=7');
  });

  it('answers the share collected, or none when nothing is expected', () => {
    expect(collectedShare(54000, 90000)).toBe(0.6);
    expect(collectedShare(1, 3)).toBe(0.3333);
    expect(collectedShare(0, 0)).toBeNull();
  });
});

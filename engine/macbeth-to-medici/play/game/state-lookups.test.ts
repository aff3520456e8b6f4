/**
 * Finding a unit or an officer in play, at the edges: a side that is neither
 * a nor b, a roster entry with no state in play (or a state with no roster
 * entry), and a unit no officer leads (Units, Officers, Leadership & Command).
 */
import { describe, expect, it } from 'vitest';
import { testGame } from '../play.fixtures.ts';
import { findOfficer, findUnit, leaderOf, type MtmGame, type SideState } from './state.ts';

/** The test game with side a's state changed, as a hand-edited game might be. */
function editedA(change: Partial<SideState>): MtmGame {
  const game = testGame();
  return { ...game, sides: { ...game.sides, a: { ...game.sides.a, ...change } } };
}
/** A record without one key. */
const without = <T>(record: Readonly<Record<string, T>>, key: string): Record<string, T> =>
  Object.fromEntries(Object.entries(record).filter(([k]) => k !== key));
const nowhere = { side: 'c' as never, unit: 'u1', officer: 'o1' };

describe('finding a unit', () => {
  it('Units: a side that is neither a nor b', () => {
    expect(findUnit(testGame(), nowhere, 'target')).toEqual({
      ok: false,
      error: { field: 'target.side', rule: 'units', message: 'a unit is on side a or b' },
    });
  });

  it('Units: a roster unit with no state in play, or a state with no roster unit', () => {
    const refused = {
      ok: false,
      error: { field: 'unit', rule: 'units', message: 'English has no unit "u1"' },
    };
    const units = without(testGame().sides.a.units, 'u1');
    expect(findUnit(editedA({ units }), { side: 'a', unit: 'u1' })).toEqual(refused);
    const roster = { ...testGame().sides.a.roster };
    const rosterless = editedA({ roster: { ...roster, units: roster.units.slice(1) } });
    expect(findUnit(rosterless, { side: 'a', unit: 'u1' })).toEqual(refused);
  });
});

describe('finding an officer', () => {
  it('Officers: a side that is neither a nor b', () => {
    expect(findOfficer(testGame(), nowhere)).toEqual({
      ok: false,
      error: { field: 'officer', rule: 'officers', message: 'no officer "o1" on that side' },
    });
  });

  it('Officers: a roster officer with no state in play, or a state with no roster officer', () => {
    const refused = {
      ok: false,
      error: { field: 'by', rule: 'officers', message: 'no officer "o1" on that side' },
    };
    const officers = without(testGame().sides.a.officers, 'o1');
    expect(findOfficer(editedA({ officers }), { side: 'a', officer: 'o1' }, 'by')).toEqual(refused);
    const roster = testGame().sides.a.roster;
    const rosterless = editedA({ roster: { ...roster, officers: roster.officers.slice(1) } });
    expect(findOfficer(rosterless, { side: 'a', officer: 'o1' }, 'by')).toEqual(refused);
  });
});

describe('the officer leading a unit (Leadership & Command)', () => {
  it('none when no officer leads it, nor when an officer has no state in play', () => {
    expect(leaderOf(testGame(), { side: 'a', unit: 'u1' })).toBeUndefined();
    const officers = without(testGame().sides.a.officers, 'o1');
    expect(leaderOf(editedA({ officers }), { side: 'a', unit: 'u1' })).toBeUndefined();
  });
});

/**
 * Officer morale test as the game knows it, at its edges: an officer not in
 * play or no longer commanding, units of the other side or not on the roster,
 * Tribal units counted as Tribal only by a Tribal officer, and the losses of
 * his own command kept apart from other commands'.
 */
import { describe, expect, it } from 'vitest';
import { english, runActions, scots, testGame } from '../play.fixtures.ts';
import { knownOfficerMorale } from './known-officers.ts';
import { startGame, type MtmGame, type MtmRoster } from './state.ts';

/** Both fixture hosts with one unit's origin changed on each side. */
function mixedOrigins(): MtmGame {
  const retag = (roster: MtmRoster, id: string, origin: 'tribal' | 'feudal'): MtmRoster => ({
    ...roster,
    units: roster.units.map((u) => (u.id === id ? { ...u, origin } : u)),
  });
  const game = startGame({ a: retag(english, 'u2', 'tribal'), b: retag(scots, 'u1', 'feudal') });
  if (!game.ok) throw new Error(game.error.message);
  return game.value;
}

describe('Officer morale test: what the game refuses', () => {
  it('Officers: an officer the side does not have', () => {
    expect(knownOfficerMorale(testGame(), { side: 'a', officer: 'o9' }, [])).toEqual({
      ok: false,
      error: { field: 'officer', rule: 'officers', message: 'no officer "o9" on that side' },
    });
  });

  it('an officer who no longer commands takes no test', () => {
    const game = runActions(testGame(), {
      type: 'officer-status',
      side: 'a',
      officer: 'o2',
      status: 'betrayed',
    });
    expect(knownOfficerMorale(game, { side: 'a', officer: 'o2' }, [])).toEqual({
      ok: false,
      error: {
        field: 'officer',
        rule: 'officer-morale-test',
        message: 'Sir Ralph no longer commands',
      },
    });
  });

  it('units lost now: of his own side, and on its roster', () => {
    expect(
      knownOfficerMorale(testGame(), { side: 'b', officer: 'o1' }, [
        { side: 'b', unit: 'u1' },
        { side: 'a', unit: 'u2' },
      ]),
    ).toEqual({
      ok: false,
      error: {
        field: 'lostNow.1',
        rule: 'officer-morale-test',
        message: 'an officer tests for units of his own side',
      },
    });
    expect(
      knownOfficerMorale(testGame(), { side: 'b', officer: 'o1' }, [{ side: 'b', unit: 'u9' }]),
    ).toEqual({
      ok: false,
      error: { field: 'lostNow.0', rule: 'units', message: 'Scots has no unit "u9"' },
    });
  });
});

describe('Officer morale test: the losses as he counts them', () => {
  it('Tribal seen by Tribal only when both the unit and the officer are Tribal', () => {
    const game = mixedOrigins();
    // A Tribal unit under a Feudal officer.
    const english = knownOfficerMorale(game, { side: 'a', officer: 'o1' }, [
      { side: 'a', unit: 'u2' },
    ]);
    expect(english.ok && english.value.lostNow).toEqual([{ cls: 'C' }]);
    // A Feudal unit and a Tribal one under a Tribal officer.
    const scots = knownOfficerMorale(game, { side: 'b', officer: 'o1' }, [
      { side: 'b', unit: 'u1' },
      { side: 'b', unit: 'u2' },
    ]);
    expect(scots.ok && scots.value.lostNow).toEqual([
      { cls: 'B' },
      { cls: 'C', tribalSeenByTribal: true },
    ]);
  });

  it('a routed unit of his own command is not another command’s loss', () => {
    const game = runActions(testGame(), { type: 'remove-unit', side: 'a', unit: 'u1' });
    const own = knownOfficerMorale(game, { side: 'a', officer: 'o1' }, []);
    expect(own.ok && own.value.otherCommandsLost).toBe(false);
    const other = knownOfficerMorale(game, { side: 'a', officer: 'o2' }, []);
    expect(other.ok && other.value.otherCommandsLost).toBe(true);
  });
});

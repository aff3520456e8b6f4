import { describe, expect, it } from 'vitest';
import { english, scots, testGame } from '../play.fixtures.ts';
import { quickRoster } from './roster.ts';
import { findOfficer, findUnit, isLost, leaderOf, startGame } from './state.ts';

describe('a game from two rosters (Units, Officers, Turn sequence)', () => {
  it('starts every unit whole, Steady or Erratic as its roster says, formed, at turn 1 step 1', () => {
    const game = testGame();
    expect(game).toMatchObject({ turn: 1, step: 0, log: [] });
    expect(game.sides.a.units.u1).toEqual({
      elements: 4,
      hits: 0,
      morale: 'steady',
      unformed: false,
      removed: false,
      tally: { activity: 'standing', fired: false, impacts: 0, melees: 0, tests: 0 },
    });
    // Unit morale: some troops may begin Erratic.
    expect(game.sides.b.units.u2?.morale).toBe('erratic');
    expect(game.sides.a.officers.o1).toEqual({
      temperament: 'bold',
      lost: 0,
      status: 'commanding',
      leading: null,
    });
  });

  it('keeps only the fields a game holds, so a saved game reads back what was started', () => {
    const extra = {
      ...english,
      colour: 'red',
      units: english.units.map((u) => ({ ...u, painted: true })),
    };
    const game = startGame({ a: extra, b: scots });
    expect(game.ok && game.value.sides.a.roster).toEqual(english);
  });

  it('refuses a roster it cannot play, naming the field and the section', () => {
    const bad = (change: object) => startGame({ a: { ...english, ...change }, b: scots });
    expect(bad({ units: [] })).toMatchObject({
      ok: false,
      error: { field: 'a.units', rule: 'units' },
    });
    const unit = english.units[0]!;
    expect(bad({ units: [{ ...unit, elements: 0 }] })).toMatchObject({
      ok: false,
      error: { field: 'a.units.0.elements', rule: 'unit-organisation' },
    });
    expect(bad({ units: [{ ...unit, experience: 'elite' }] })).toMatchObject({
      ok: false,
      error: { field: 'a.units.0.experience', rule: 'unit-experience' },
    });
    expect(bad({ units: [unit, unit] })).toMatchObject({
      ok: false,
      error: { field: 'a.units.1.id' },
    });
    expect(bad({ units: [{ ...unit, command: 'o9' }] })).toMatchObject({
      ok: false,
      error: { field: 'a.units.0.command', rule: 'officers' },
    });
    const officer = english.officers[0]!;
    expect(bad({ officers: [{ ...officer, leadership: 7 }] })).toMatchObject({
      ok: false,
      error: { field: 'a.officers.0.leadership', rule: 'leadership-and-command' },
    });
    expect(bad({ officers: [officer, { ...officer, id: 'o2' }] })).toMatchObject({
      ok: false,
      error: { field: 'a.officers', rule: 'officers' },
    });
  });

  it('fills a quick unit out from its type: lancers mounted, the usual order, light armour', () => {
    const roster = quickRoster(
      'Flemings',
      [
        { name: 'Goedendag men', type: 'pikemen', cls: 'C', experience: 'seasoned', elements: 6 },
        {
          name: 'Genoese',
          type: 'skirmishers',
          cls: 'B',
          experience: 'veteran',
          elements: 2,
          origin: 'regular',
          foreign: true,
        },
        { name: 'Lances', type: 'heavy-lancers', cls: 'A', experience: 'green', elements: 3 },
      ],
      [
        {
          name: 'Count',
          origin: 'feudal',
          temperament: 'rash',
          leadership: 3,
          command: 2,
          dice: 'd6',
          cInC: true,
        },
      ],
    );
    expect(
      roster.ok && roster.value.units.map((u) => [u.id, u.order, u.movement, u.armour, u.dice]),
    ).toEqual([
      ['u1', 'close', 'foot', 'light', 'd6'],
      ['u2', 'open', 'foot', 'light', 'average'],
      ['u3', 'close', 'mounted', 'light', 'd6'],
    ]);
    expect(roster.ok && roster.value.officers[0]?.id).toBe('o1');
    expect(quickRoster('x', [])).toMatchObject({ ok: false, error: { field: 'roster.units' } });
  });

  it('finds units and officers by side, refusing what is not there', () => {
    const game = testGame();
    expect(findUnit(game, { side: 'b', unit: 'u1' })).toMatchObject({
      ok: true,
      value: { unit: { name: 'Schiltron' } },
    });
    expect(findUnit(game, { side: 'b', unit: 'u3' })).toMatchObject({
      ok: false,
      error: { field: 'unit' },
    });
    expect(findUnit(game, { side: 'c' as 'a', unit: 'u1' })).toMatchObject({
      ok: false,
      error: { field: 'unit.side' },
    });
    expect(findUnit(game, { side: 'a', unit: 'toString' })).toMatchObject({ ok: false });
    expect(findOfficer(game, { side: 'b', officer: 'o2' })).toMatchObject({
      ok: false,
      error: { field: 'officer' },
    });
    expect(leaderOf(game, { side: 'a', unit: 'u1' })).toBeUndefined();
    expect(isLost(game.sides.a.units.u1!)).toBe(false);
  });
});

/**
 * What the game knows for each check, at its edges: the field and section
 * each refusal names (a lost or unknown unit, a unit of one's own side), the
 * weapon each unit type fights with (Unit types), the causes of extra dice only
 * Melee counts, and what a unit led in person or moving faster brings.
 */
import { describe, expect, it } from 'vitest';
import { english, runActions, scots, testGame } from '../play.fixtures.ts';
import {
  knownArchery,
  knownBombard,
  knownCombat,
  knownControlTest,
  knownFatigue,
  knownRally,
  knownSkirmish,
  knownUnitOf,
} from './known.ts';
import { startGame, type MtmGame, type MtmUnit, type UnitRef } from './state.ts';

const knights = { side: 'a', unit: 'u1' } as const;
const bows = { side: 'a', unit: 'u2' } as const;
const bills = { side: 'a', unit: 'u3' } as const;
const spears = { side: 'b', unit: 'u2' } as const;

/** The test game with the English units retyped (the third one too). */
function retyped(types: readonly MtmUnit['type'][]): MtmGame {
  const units = english.units.map((u, i) => ({ ...u, type: types[i] ?? u.type }));
  const game = startGame({ a: { ...english, units }, b: scots });
  if (!game.ok) throw new Error(game.error.message);
  return game.value;
}
const lostSpears = (): MtmGame => runActions(testGame(), { type: 'remove-unit', ...spears });
const lostBows = (): MtmGame => runActions(testGame(), { type: 'remove-unit', ...bows });

describe('a unit the checks cannot take, refused by field and section', () => {
  it('Units: a lost unit by default names the field unit and the section Units', () => {
    expect(knownUnitOf(lostSpears(), spears)).toEqual({
      ok: false,
      error: { field: 'unit', rule: 'units', message: 'Highland spears is lost' },
    });
  });

  it('Units: a unit the side does not have is refused, not read', () => {
    expect(knownUnitOf(testGame(), { side: 'a', unit: 'u9' }, 'x', 'archery')).toEqual({
      ok: false,
      error: { field: 'x', rule: 'units', message: 'English has no unit "u9"' },
    });
  });

  it('a shot at one’s own side names the target and the section', () => {
    expect(knownSkirmish(testGame(), bows, knights)).toEqual({
      ok: false,
      error: {
        field: 'target',
        rule: 'skirmish-fire',
        message: 'a unit fights or shoots at the enemy, not its own side',
      },
    });
  });

  it('a lost firer names the field firer; a lost first side in combat names a', () => {
    expect(knownArchery(lostBows(), bows, spears)).toEqual({
      ok: false,
      error: { field: 'firer', rule: 'archery', message: 'Longbowmen is lost' },
    });
    expect(knownBombard(lostBows(), bows, spears)).toMatchObject({
      ok: false,
      error: { field: 'firer', rule: 'gunnes' },
    });
    expect(knownCombat(lostBows(), bows, spears, 'melee-combat')).toEqual({
      ok: false,
      error: { field: 'a', rule: 'melee-combat', message: 'Longbowmen is lost' },
    });
  });

  it('combat: a lost second side or one’s own side names the field b', () => {
    expect(knownCombat(lostSpears(), knights, spears, 'impact-combat')).toEqual({
      ok: false,
      error: { field: 'b', rule: 'impact-combat', message: 'Highland spears is lost' },
    });
    expect(knownCombat(testGame(), knights, bows, 'melee-combat')).toMatchObject({
      ok: false,
      error: { field: 'b', rule: 'melee-combat' },
    });
  });

  it('Control test, rallying and fatigue: a lost unit names the field unit and the section', () => {
    const lost = { ok: false, error: { field: 'unit', message: 'Longbowmen is lost' } };
    expect(knownControlTest(lostBows(), bows)).toMatchObject({
      ...lost,
      error: { ...lost.error, rule: 'control-test' },
    });
    expect(knownRally(lostBows(), bows)).toMatchObject({
      ...lost,
      error: { ...lost.error, rule: 'control-test' },
    });
    expect(knownFatigue(lostBows(), bows)).toMatchObject({
      ...lost,
      error: { ...lost.error, rule: 'fatigue' },
    });
  });
});

describe('what the game reads for a check', () => {
  it('Skirmish fire: a Steady firer is steady', () => {
    expect(knownSkirmish(testGame(), bows, spears)).toMatchObject({
      ok: true,
      value: { input: { steady: true } },
    });
  });

  it('Unit types: light lancers, spearmen, rabble and gunnes fight with their own weapon', () => {
    const game = retyped(['light-lancers', 'rabble', 'gunnes']);
    const side = (a: UnitRef, section: 'impact-combat' | 'melee-combat') => {
      const combat = knownCombat(game, a, spears, section);
      if (!combat.ok) throw new Error(combat.error.message);
      return combat.value.sides;
    };
    expect(side(knights, 'impact-combat').a).toMatchObject({
      impactWeapon: 'light-lance',
      meleeWeapon: 'light-lance',
    });
    expect(side(bows, 'melee-combat').a).toMatchObject({
      impactWeapon: 'other',
      meleeWeapon: 'improvised',
      gunnes: false,
    });
    expect(side(bills, 'melee-combat').a).toMatchObject({
      meleeWeapon: 'improvised',
      gunnes: true,
    });
    expect(side(bills, 'melee-combat').b).toMatchObject({ meleeWeapon: 'spear', gunnes: false });
  });

  it('Impetuous counts in Melee, not in Impact; mounted against foot only in Melee', () => {
    const game = runActions(testGame(), { type: 'morale', ...knights, morale: 'impetuous' });
    const melee = knownCombat(game, knights, spears, 'melee-combat');
    expect(melee.ok && melee.value.sides.a.causes).toEqual(['impetuous', 'mounted-v-foot']);
    const impact = knownCombat(game, knights, spears, 'impact-combat');
    expect(impact.ok && impact.value.sides.a.causes).toEqual([]);
  });

  it('foot against foot in Melee: no mounted-against-foot cause', () => {
    const melee = knownCombat(testGame(), bows, spears, 'melee-combat');
    expect(melee.ok && melee.value.sides.a.causes).toEqual([]);
    expect(melee.ok && melee.value.sides.b.causes).toEqual(['enemy-shieldless']);
  });

  it('Leadership & Command: an officer leading the unit in person adds his Leadership to its test', () => {
    const led = runActions(testGame(), { type: 'lead', side: 'a', officer: 'o1', unit: 'u2' });
    const test = knownControlTest(led, bows);
    expect(test.ok && test.value.input).toStrictEqual({
      experience: 'seasoned',
      dice: 'd6',
      leadership: 4,
    });
    const rally = knownRally(led, bows);
    expect(rally.ok && rally.value.circumstances.ledByOfficer).toBe(true);
    const alone = knownControlTest(testGame(), bows);
    expect(alone.ok && alone.value.input).toStrictEqual({ experience: 'seasoned', dice: 'd6' });
  });

  it('Fatigue: a unit that moved faster this turn', () => {
    const game = runActions(testGame(), { type: 'activity', ...knights, activity: 'faster' });
    const fatigue = knownFatigue(game, knights);
    expect(fatigue.ok && fatigue.value.input.movedFast).toBe(true);
  });
});

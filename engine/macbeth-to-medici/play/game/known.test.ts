import { describe, expect, it } from 'vitest';
import type { Result } from '../../../core/index.ts';
import { testGame } from '../play.fixtures.ts';
import { applyAction, type GameAction } from './actions.ts';
import {
  knownArchery,
  knownBombard,
  knownCombat,
  knownControlTest,
  knownFatigue,
  knownRally,
  knownSkirmish,
} from './known.ts';
import { isRouted, knownOfficerMorale } from './known-officers.ts';
import type { MtmGame } from './state.ts';

const run = (game: MtmGame, ...actions: GameAction[]): MtmGame =>
  actions.reduce((g, a) => {
    const next: Result<MtmGame> = applyAction(g, a);
    if (!next.ok) throw new Error(next.error.message);
    return next.value;
  }, game);
const bows = { side: 'a', unit: 'u2' } as const;
const schiltron = { side: 'b', unit: 'u1' } as const;
const spears = { side: 'b', unit: 'u2' } as const;

describe('what the game knows for each check', () => {
  it('Archery: the firers and the target as they stand now', () => {
    const game = run(
      testGame(),
      { type: 'lose-elements', ...bows, elements: 2 },
      { type: 'lead', side: 'a', officer: 'o1', unit: 'u2' },
    );
    expect(knownArchery(game, bows, spears)).toMatchObject({
      ok: true,
      value: {
        input: {
          firer: { order: 'loose', experience: 'seasoned', dice: 'd6', elements: 4, leadership: 4 },
          target: {
            experience: 'green',
            order: 'loose',
            armour: 'unarmoured',
            shielded: true,
            elements: 5,
          },
        },
      },
    });
    expect(knownArchery(game, bows, { side: 'a', unit: 'u1' })).toMatchObject({
      ok: false,
      error: { field: 'target', rule: 'archery' },
    });
    const lost = run(game, { type: 'remove-unit', ...spears });
    expect(knownArchery(lost, bows, spears)).toMatchObject({
      ok: false,
      error: { field: 'target', message: 'Highland spears is lost' },
    });
  });

  it('Firing gunnes: the battery’s experience', () => {
    expect(knownBombard(testGame(), { side: 'a', unit: 'u3' }, schiltron)).toMatchObject({
      ok: true,
      value: { input: { experience: 'green' } },
    });
    expect(knownBombard(testGame(), { side: 'a', unit: 'u3' }, bows)).toMatchObject({
      ok: false,
      error: { rule: 'gunnes' },
    });
  });

  it('Skirmish fire: Steady or not, hits carried by the firers', () => {
    const game = run(testGame(), { type: 'take-hits', ...spears, hits: 1 });
    expect(knownSkirmish(game, spears, bows)).toMatchObject({
      ok: true,
      value: {
        input: {
          order: 'loose',
          steady: false,
          hitsCarried: 1,
          mounted: false,
          target: { armour: 'light', shielded: false },
        },
      },
    });
  });

  it('Impact and Melee: each side with the causes the game can see', () => {
    const game = run(testGame(), { type: 'unform', ...schiltron });
    const melee = knownCombat(game, { side: 'a', unit: 'u1' }, schiltron, 'melee-combat');
    expect(melee).toMatchObject({
      ok: true,
      value: {
        sides: {
          a: {
            order: 'close',
            experience: 'veteran',
            mounted: true,
            elements: 4,
            causes: ['enemy-unformed', 'mounted-v-foot', 'enemy-shieldless'],
          },
          b: { causes: ['unformed', 'enemy-shieldless'] },
        },
      },
    });
    const impact = knownCombat(game, { side: 'a', unit: 'u1' }, schiltron, 'impact-combat');
    expect(impact.ok && impact.value.sides.b.causes).toEqual(['unformed']);
    // Unit types: named for the main weapon; heavy lancers fight impact with the heavy lance.
    expect(impact).toMatchObject({
      ok: true,
      value: {
        sides: {
          a: { impactWeapon: 'heavy-lance', meleeWeapon: 'heavy-lance', pikemen: false },
          b: { impactWeapon: 'other', meleeWeapon: 'pike', pikemen: true, gunnes: false },
        },
      },
    });
    const bills = knownCombat(game, { side: 'a', unit: 'u3' }, schiltron, 'melee-combat');
    expect(bills.ok && bills.value.sides.a.meleeWeapon).toBeUndefined();
  });

  it('Control test, rallying and fatigue: state, leader, and this turn’s tally', () => {
    const game = run(
      testGame(),
      { type: 'take-hits', ...bows, hits: 2 },
      { type: 'activity', ...bows, activity: 'march' },
      { type: 'exertion', ...bows, exertion: 'test' },
      { type: 'exertion', ...bows, exertion: 'fired' },
    );
    expect(knownControlTest(game, bows)).toMatchObject({
      ok: true,
      value: {
        input: { experience: 'seasoned', dice: 'd6' },
        tested: { morale: 'steady', hits: 2, elements: 6 },
      },
    });
    expect(knownRally(game, bows)).toMatchObject({
      ok: true,
      value: {
        circumstances: {
          activity: 'march',
          compulsoryTaken: 1,
          unformed: false,
          ledByOfficer: false,
        },
      },
    });
    expect(knownFatigue(game, { side: 'a', unit: 'u1' })).toMatchObject({
      ok: true,
      value: { input: { base: 'cavalry', armour: 'full', fired: false } },
    });
    expect(knownFatigue(game, bows)).toMatchObject({
      ok: true,
      value: { input: { base: 'foot', fired: true, movedFast: false } },
    });
  });

  it('Officer morale test: his count, the losses as he sees them, other commands’ losses (read here: Broken is routed)', () => {
    // Sir Ralph's Bills are foreign: Earl Percy sees them a class lower.
    const game = run(testGame(), { type: 'morale', side: 'a', unit: 'u3', morale: 'broken' });
    expect(
      knownOfficerMorale(game, { side: 'a', officer: 'o1' }, [{ side: 'a', unit: 'u3' }], true),
    ).toEqual({
      ok: true,
      value: {
        temperament: 'bold',
        countBefore: 0,
        lostNow: [{ cls: 'B', foreign: true }],
        cInCLost: true,
        origin: 'feudal',
        dice: 'd6',
        leadership: 4,
        command: 3,
        otherCommandsLost: true,
      },
    });
    const under = knownOfficerMorale(game, { side: 'a', officer: 'o1' }, [], false, {
      routedUnit: 'leaves-table',
    });
    expect(under.ok && under.value.otherCommandsLost).toBe(false);
    // Tribal units lost from a Tribal officer's command.
    const scots = knownOfficerMorale(testGame(), { side: 'b', officer: 'o1' }, [spears]);
    expect(scots.ok && scots.value.lostNow).toEqual([{ cls: 'C', tribalSeenByTribal: true }]);
    expect(knownOfficerMorale(testGame(), { side: 'b', officer: 'o1' }, [bows])).toMatchObject({
      ok: false,
      error: { field: 'lostNow.0' },
    });
    expect(isRouted(game.sides.a.units.u3!)).toBe(true);
  });
});

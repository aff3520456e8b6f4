import { describe, expect, it } from 'vitest';
import { applyAction } from './actions.ts';
import { knownCombatSide } from './known-combat-side.ts';
import { testGame } from '../play.fixtures.ts';

describe('knownCombatSide (5.40, T13, T5, 7.00)', () => {
  it('reads foot with longbows, its T5 line and no leader', () => {
    const side = knownCombatSide(testGame(), { side: 'a', unit: 'u1' });
    expect(side.ok && side.value).toEqual({
      kind: 'infantry',
      weaponDepth: 'others',
      movement: 'other-infantry',
      longbows: true,
      leader: null,
    });
  });

  it('reads close order horse with its attached leader (7.00)', () => {
    const game = applyAction(testGame(), {
      type: 'attach-leader',
      side: 'b',
      leader: 'l1',
      unit: 'u2',
    });
    if (!game.ok) throw new Error(game.error.message);
    const side = knownCombatSide(game.value, { side: 'b', unit: 'u2' });
    expect(side.ok && side.value).toMatchObject({
      kind: 'cavalry',
      movement: 'cl-cavalry',
      leader: 'A',
    });
  });

  it('leaves out a severely wounded leader: 7.00 takes his combat bonus', () => {
    let game = applyAction(testGame(), {
      type: 'attach-leader',
      side: 'b',
      leader: 'l1',
      unit: 'u2',
    });
    if (!game.ok) throw new Error(game.error.message);
    game = applyAction(game.value, {
      type: 'leader-hit',
      side: 'b',
      leader: 'l1',
      result: 'severe-wound',
      captured: false,
    });
    if (!game.ok) throw new Error(game.error.message);
    const side = knownCombatSide(game.value, { side: 'b', unit: 'u2' });
    expect(side.ok && side.value.leader).toBeNull();
  });

  it('names the unit a game lacks', () => {
    const side = knownCombatSide(testGame(), { side: 'a', unit: 'u9' });
    expect(side.ok).toBe(false);
    expect(!side.ok && side.error.field).toBe('unit');
  });
});

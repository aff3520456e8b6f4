import { beforeEach, describe, expect, it, vi } from 'vitest';
import { formatHex, parseHex, rearArea, stepFrom } from '../../../../../engine/core/index.ts';
import {
  analyseCombat,
  resultOfRoll,
  toBoardCombatInput,
} from '../../../../../engine/medieval/index.ts';
import { map, newGame, unitsOf } from '../play.fixtures.ts';

const keptGames = vi.hoisted(() => new Map<string, string>());
vi.mock('../../board-storage.ts', async () => {
  const { memoryShelf } = await import('../../../../lib/keeping/shelf.ts');
  return { gamesShelf: () => memoryShelf(keptGames), marksShelf: () => memoryShelf(new Map()) };
});

beforeEach(() => keptGames.clear());

describe('a combat picked on the Stirling board', () => {
  it('is not read until the attackers and their hex are both picked', () => {
    const { combat } = newGame();
    const [s1] = unitsOf('Scots');
    expect(combat.reading).toBeUndefined();
    combat.toggleAttacker(s1!);
    expect(combat.attackers).toEqual([s1]);
    expect(combat.reading).toBeUndefined();
    combat.toggleAttacker(s1!);
    expect(combat.attackers).toEqual([]);
    combat.toggleAttacker(s1!);
    combat.attackHex('2010');
    // The attacker is not on the board: the engine says why, by field.
    expect(combat.reading?.ok).toBe(false);
    expect(combat.draft).toBeUndefined();
    combat.clear();
    expect(combat.attackers).toEqual([]);
    expect(combat.defenderHex).toBeUndefined();
  });

  it('two counters behind a third fill the calculator with 2 rear hexes, and the result comes back', () => {
    const { game, combat } = newGame();
    const [english] = unitsOf('English');
    const [s1, s2] = unitsOf('Scots');
    const target = parseHex('2010', map);
    if (!target.ok) throw new Error('no hex');
    const [behindA, behindB] = rearArea(target.value, 0, map).map(formatHex);
    // Each attacker faces the defender: from a rear hex the defender lies in the opposite direction.
    const facingFrom = (hex: string) =>
      ([0, 1, 2, 3, 4, 5] as const).find((f) => {
        const from = parseHex(hex, map);
        return from.ok && formatHex(stepFrom(from.value, f, map)) === '2010';
      })!;
    for (const [id, hex] of [
      [english!, '2010'],
      [s1!, behindA!],
      [s2!, behindB!],
    ] as const) {
      expect(
        game.act({ type: 'place', counter: id, hex, facing: hex === '2010' ? 0 : facingFrom(hex) }),
      ).toBe(true);
      expect(game.act({ type: 'set-sp', counter: id, sp: 2 })).toBe(true);
    }
    combat.toggleAttacker(s1!);
    combat.toggleAttacker(s2!);
    combat.attackHex('2010');
    expect(combat.reading?.ok).toBe(true);
    const draft = combat.draft!;
    expect(draft.attacker.rearHexes).toBe(2);
    expect(draft.attacker.units.map((u) => u.sp)).toEqual([2, 2]);
    expect(draft.defender.units).toHaveLength(1);

    // A roll whose result takes SPs from the defender: applied, it shows on the board.
    if (!combat.reading?.ok) throw new Error('no combat');
    const analysis = analyseCombat('bannockburn-1314', toBoardCombatInput(combat.reading.value));
    if (!analysis.ok) throw new Error('no analysis');
    const losing = analysis.value.outcomes.find((o) => o.result.defender.loss > 0)!;
    const roll = resultOfRoll(analysis.value, losing.roll);
    if (!roll.ok) throw new Error('no roll');
    const before = game.state!.losses['English'] ?? 0;
    expect(combat.applyOutcome(roll.value)).toBe(true);
    expect(game.state!.losses['English']).toBe(before + Math.min(2, losing.result.defender.loss));
    expect(combat.events.length).toBeGreaterThan(0);
    expect(combat.attackers).toEqual([]);
    expect(game.notice).toMatch(/undo takes it back/);
    game.undo();
    expect(game.state!.losses['English']).toBe(before);
  });
});

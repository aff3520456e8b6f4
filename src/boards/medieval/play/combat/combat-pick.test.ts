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
    combat.attackHex('2010');
    expect(combat.reading).toBeUndefined();
    combat.toggleAttacker(s1!);
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
    expect(combat.applied?.events.length).toBeGreaterThan(0);
    expect(combat.applied).toMatchObject({ hex: '2010', roll: losing.roll });
    expect(combat.attackers).toEqual([]);
    expect(game.notice).toMatch(/undo takes it back/);
    game.undo();
    expect(game.state!.losses['English']).toBe(before);
  });

  it('an attack opened on a hex offers the enemy counters next to it; taps on their hexes pick them, a roll applies', () => {
    const { game, combat } = newGame();
    const [english, englishB] = unitsOf('English');
    const [s1, s2, far] = unitsOf('Scots');
    for (const [id, hex] of [
      [english!, '2010'],
      [englishB!, '2009'],
      [s1!, '2011'],
      [s2!, '2110'],
      [far!, '2013'],
    ] as const) {
      expect(game.act({ type: 'place', counter: id, hex, facing: 0 })).toBe(true);
      expect(game.act({ type: 'set-sp', counter: id, sp: 2 })).toBe(true);
    }
    combat.attackHex('2010');
    // The English neighbour is a friend of the defender; the Scot two hexes off is not next to it.
    expect([...combat.offered].sort()).toEqual([s1, s2].sort());
    expect(combat.toggleHex('2013')).toBe(false);
    expect(combat.toggleHex('2009')).toBe(false);
    expect(combat.toggleHex('2011')).toBe(true);
    expect(combat.toggleHex('2110')).toBe(true);
    expect(combat.attackers).toEqual([s1, s2]);
    expect(combat.toggleHex('2110')).toBe(true);
    expect(combat.attackers).toEqual([s1]);
    combat.toggleHex('2110');
    expect(combat.reading?.ok).toBe(true);
    expect(combat.analysis?.ok).toBe(true);
    expect(combat.outcome).toBeUndefined();

    // A bad total is refused by the engine, a good one gives the table's result.
    combat.roll = 13;
    expect(combat.outcome?.ok).toBe(false);
    expect(combat.applyOutcome()).toBe(false);
    combat.rollDice(() => 0.99);
    expect(combat.roll).toBe(12);
    combat.rollDice(() => 0);
    expect(combat.roll).toBe(2);
    expect(combat.outcome?.ok).toBe(true);
    expect(combat.applyOutcome()).toBe(true);
    expect(combat.applied).toMatchObject({ hex: '2010', roll: 2 });
    expect(combat.defenderHex).toBeUndefined();
    expect(combat.roll).toBeUndefined();
    combat.dismiss();
    expect(combat.applied).toBeUndefined();
  });

  it('opening an attack on another hex keeps only the attackers it offers, and an empty hex offers none', () => {
    const { game, combat } = newGame();
    const [english] = unitsOf('English');
    const [s1] = unitsOf('Scots');
    game.act({ type: 'place', counter: english!, hex: '2010', facing: 0 });
    game.act({ type: 'place', counter: s1!, hex: '2011', facing: 0 });
    combat.attackHex('2010');
    combat.toggleHex('2011');
    expect(combat.attackers).toEqual([s1]);
    combat.attackHex('1505');
    expect(combat.offered).toEqual([]);
    expect(combat.attackers).toEqual([]);
  });

  it('a combat lacking SPs asks for them and shows no problem line; once set, a problem shows', () => {
    const { game, combat } = newGame();
    const [english] = unitsOf('English');
    const [s1] = unitsOf('Scots');
    game.act({ type: 'place', counter: english!, hex: '2010', facing: 0 });
    game.act({ type: 'place', counter: s1!, hex: '2011', facing: 0 });
    combat.attackHex('2010');
    combat.toggleHex('2011');
    expect(combat.reading?.ok).toBe(false);
    expect(combat.unset).toEqual([s1, english]);
    expect(combat.problem).toBeUndefined();
    game.act({ type: 'set-sp', counter: s1!, sp: 2 });
    game.act({ type: 'set-sp', counter: english!, sp: 2 });
    expect(combat.unset).toEqual([]);
    expect(combat.reading?.ok).toBe(true);
    // A combat the engine refuses for another reason says why.
    expect(game.act({ type: 'turn', counter: s1!, facing: 3 })).toBe(true);
    expect(combat.reading?.ok).toBe(false);
    expect(combat.problem?.rule).toBe('5.2.4');
  });
});

import { describe, expect, it, vi } from 'vitest';
import {
  formatHex,
  hexDistance,
  neighboursOf,
  parseHex,
  stepFrom,
} from '../../../../../engine/core/index.ts';
import {
  analyseCombat,
  resultOfRoll,
  toBoardCombatInput,
} from '../../../../../engine/medieval/index.ts';
import { map, newGame, setup } from '../play.fixtures.ts';

vi.mock('../../board-storage.ts', async () => {
  const { memoryShelf } = await import('../../../../lib/keeping/shelf.ts');
  return {
    gamesShelf: () => memoryShelf(new Map()),
    marksShelf: () => memoryShelf(new Map()),
  };
});

const of = (side: string, kind: string) =>
  setup.counters.filter((c) => c.side === side && c.kind === kind).map((c) => c.id);
const at = (text: string) => {
  const h = parseHex(text, map);
  if (!h.ok) throw new Error('no hex');
  return h.value;
};

/** English cavalry on 2010 with English infantry on every hex behind it; a Scots unit on 2009 makes it retreat 1 hex. */
function cavalryRetreats() {
  const play = newGame();
  const { game, combat } = play;
  const [cav] = of('English', 'cavalry');
  const infantry = of('English', 'infantry');
  const [scot] = of('Scots', 'infantry');
  if (!cav || !scot) throw new Error('no pieces');
  const facing = ([0, 1, 2, 3, 4, 5] as const).find(
    (f) => formatHex(stepFrom(at('2009'), f, map)) === '2010',
  )!;
  const rear = neighboursOf(at('2010'), map)
    .filter((h) => hexDistance(h, at('2009'), map) === 2)
    .map(formatHex);
  game.act({ type: 'place', counter: cav, hex: '2010', facing: 0 });
  game.act({ type: 'set-sp', counter: cav, sp: 2 });
  rear.forEach((hex, i) => {
    const id = infantry[i]!;
    game.act({ type: 'place', counter: id, hex, facing: 0 });
    game.act({ type: 'set-sp', counter: id, sp: 1 });
  });
  game.act({ type: 'place', counter: scot, hex: '2009', facing });
  game.act({ type: 'set-sp', counter: scot, sp: 10 });
  combat.toggleAttacker(scot);
  combat.attackHex('2010');
  if (!combat.reading?.ok) throw new Error('no combat');
  const analysis = analyseCombat('bannockburn-1314', toBoardCombatInput(combat.reading.value));
  if (!analysis.ok) throw new Error('no analysis');
  const pick = analysis.value.outcomes.find(
    (o) =>
      o.result.defender.retreat === 1 &&
      o.result.attacker.retreat === 0 &&
      o.result.defender.loss === 0,
  )!;
  const roll = resultOfRoll(analysis.value, pick.roll);
  if (!roll.ok) throw new Error('no roll');
  expect(combat.applyOutcome(roll.value)).toBe(true);
  return { play, cav, rear, infantry: infantry.slice(0, rear.length) };
}

describe('a retreating cavalry unit and a friendly unit in shiltron', () => {
  it('offers the unit it rides down; named in shiltron, it is not ridden down', () => {
    const { play, cav } = cavalryRetreats();
    const { combat, game } = play;
    const [first] = combat.retreatFormations;
    expect(first).toMatchObject({ formed: false, formation: { formation: 'shiltron' } });
    const unit = first!.unit;
    const landed = game.state!.counters[cav]?.hex;
    expect(game.state!.counters[unit]?.status).toBe('eliminated');
    const depth = game.history!.past.length;
    expect(combat.toggleRetreatFormation(unit)).toBe(true);
    // The combat applied again in its place: one history step still.
    expect(game.history!.past.length).toBe(depth);
    expect(game.state!.counters[unit]?.status).not.toBe('eliminated');
    expect(game.state!.counters[cav]?.hex).not.toBe(landed);
    expect(combat.retreatFormations.find((f) => f.unit === unit)?.formed).toBe(true);
    // Named no longer: ridden down again.
    expect(combat.toggleRetreatFormation(unit)).toBe(true);
    expect(game.state!.counters[unit]?.status).toBe('eliminated');
    expect(combat.toggleRetreatFormation('nobody')).toBe(false);
  });
});

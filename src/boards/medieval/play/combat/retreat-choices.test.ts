import { describe, expect, it, vi } from 'vitest';
import {
  formatHex,
  hexDistance,
  neighboursOf,
  parseHex,
} from '../../../../../engine/core/index.ts';
import {
  applyAttack,
  countersOf,
  facingToward,
  map,
  newGame,
  retreatingDefender,
} from '../play.fixtures.ts';

vi.mock('../../board-storage.ts', async () => {
  const { memoryShelf } = await import('../../../../lib/keeping/shelf.ts');
  return { gamesShelf: () => memoryShelf(new Map()), marksShelf: () => memoryShelf(new Map()) };
});

const at = (text: string) => {
  const h = parseHex(text, map);
  if (!h.ok) throw new Error('no hex');
  return h.value;
};

/** English cavalry on 2010 with English infantry on every hex behind it; a Scots unit on 2009 makes it retreat 1 hex. */
function cavalryRetreats() {
  const play = newGame();
  const { game } = play;
  const [cav] = countersOf('English', 'cavalry');
  const infantry = countersOf('English', 'infantry');
  const [scot] = countersOf('Scots', 'infantry');
  if (!cav || !scot) throw new Error('no pieces');
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
  game.act({ type: 'place', counter: scot, hex: '2009', facing: facingToward('2009', '2010') });
  game.act({ type: 'set-sp', counter: scot, sp: 10 });
  applyAttack(
    play,
    [scot],
    '2010',
    (o) =>
      o.result.defender.retreat === 1 &&
      o.result.attacker.retreat === 0 &&
      o.result.defender.loss === 0,
  );
  return { play, cav, rear };
}

describe('the retreats of the last combat applied on the board', () => {
  it('a retreat with more than one hex can go to another until something follows: the combat is applied again in its place (5.4.2)', () => {
    const { play, english } = retreatingDefender();
    const { game, combat } = play;
    const [choice] = combat.retreats.choices;
    expect(choice).toMatchObject({ unit: english, rule: '5.4.2' });
    const [first, other] = choice!.hexes;
    expect(choice!.to).toBe(first);
    expect(game.state!.counters[english]?.hex).toBe(first);
    const depth = game.history!.past.length;
    expect(combat.retreats.to(english, first!)).toBe(false);
    expect(combat.retreats.to(english, '0101')).toBe(false);
    expect(combat.retreats.to(english, other!)).toBe(true);
    expect(game.state!.counters[english]?.hex).toBe(other);
    expect(game.history!.past.length).toBe(depth);
    expect(combat.applied?.events.join(' ')).toContain(`to ${other}`);
    expect(combat.retreats.choices[0]?.to).toBe(other);
    expect(combat.after.waiting.map((s) => s.kind)).toEqual(['leader-death', 'pursuit']);
    // A step confirmed: the retreat stays where it is.
    const pursuit = combat.after.steps.find((s) => s.kind === 'pursuit')!;
    expect(combat.after.confirm(pursuit, { roll: 1 })).toBe(true);
    expect(combat.retreats.choices).toEqual([]);
    expect(combat.retreats.to(english, first!)).toBe(false);
  });

  it('a retreating cavalry unit offers the unit it rides down; named in shiltron, it is not ridden down', () => {
    const { play, cav } = cavalryRetreats();
    const { combat, game } = play;
    const [first] = combat.retreats.formations;
    expect(first).toMatchObject({ formed: false, formation: { formation: 'shiltron' } });
    const unit = first!.unit;
    const landed = game.state!.counters[cav]?.hex;
    expect(game.state!.counters[unit]?.status).toBe('eliminated');
    const depth = game.history!.past.length;
    expect(combat.retreats.toggleFormation(unit)).toBe(true);
    // The combat applied again in its place: one history step still.
    expect(game.history!.past.length).toBe(depth);
    expect(game.state!.counters[unit]?.status).not.toBe('eliminated');
    expect(game.state!.counters[cav]?.hex).not.toBe(landed);
    expect(combat.retreats.formations.find((f) => f.unit === unit)?.formed).toBe(true);
    // Named no longer: ridden down again.
    expect(combat.retreats.toggleFormation(unit)).toBe(true);
    expect(game.state!.counters[unit]?.status).toBe('eliminated');
    expect(combat.retreats.toggleFormation('nobody')).toBe(false);
  });

  it('two alike units ridden down on different hexes read apart by their hexes', () => {
    const { play, rear } = cavalryRetreats();
    const { combat } = play;
    const [first] = combat.retreats.formations;
    expect(rear).toContain(first!.hex);
    expect(combat.retreats.toggleFormation(first!.unit)).toBe(true);
    const both = combat.retreats.formations;
    expect(both).toHaveLength(2);
    const formed = both.find((f) => f.formed);
    const ridden = both.find((f) => !f.formed);
    expect(formed).toMatchObject({ unit: first!.unit, hex: first!.hex, formed: true });
    expect(ridden!.hex).not.toBe(formed!.hex);
    expect(rear).toContain(ridden!.hex);
    const labels = [formed!, ridden!].map((f) => combat.retreats.labelOf(f));
    expect(labels[0]).toMatch(new RegExp(` on ${formed!.hex} in shiltron$`));
    expect(labels[1]).toMatch(new RegExp(` on ${ridden!.hex} in shiltron$`));
    expect(labels[0]).not.toBe(labels[1]);
    // The names alone read the same: the hex is what tells them apart.
    expect(labels[0]!.replace(formed!.hex, '')).toBe(labels[1]!.replace(ridden!.hex, ''));
  });
});

/**
 * A shared link replays its dice from a seed: the generator's output is
 * pinned here, so a change to it (which would replay different dice for
 * every stored link) fails a test.
 */
import { describe, expect, it } from 'vitest';
import { rollDice, seedDice, takeDice, type DiceState } from './core.ts';

function fiveRolls(seed: number): { dice: number[][]; state: DiceState } {
  let state = seedDice(seed);
  const dice: number[][] = [];
  for (let i = 0; i < 5; i += 1) {
    const roll = rollDice('2D6', state);
    dice.push(roll.dice);
    state = roll.state;
  }
  return { dice, state };
}

describe('seeded dice replay the same faces', () => {
  it.each([
    [
      0,
      [
        [2, 1],
        [2, 1],
        [3, 4],
        [4, 4],
        [3, 4],
      ],
      1135788946,
    ],
    [
      1,
      [
        [4, 1],
        [4, 6],
        [6, 2],
        [4, 5],
        [3, 6],
      ],
      1135788947,
    ],
    [
      1314,
      [
        [6, 6],
        [5, 1],
        [1, 6],
        [6, 2],
        [5, 3],
      ],
      1135790260,
    ],
    [
      4294967295,
      [
        [6, 2],
        [5, 6],
        [6, 4],
        [5, 3],
        [1, 6],
      ],
      1135788945,
    ],
  ])('seed %i rolls its pinned 2D6 sequence and ends on its pinned state', (seed, dice, end) => {
    expect(fiveRolls(seed)).toEqual({ dice, state: { seed: end } });
  });

  it('a seeded 1D6 draw gives its pinned face and next state', () => {
    expect(takeDice('1D6', { seeded: { seed: 1389 } })).toEqual({
      ok: true,
      value: { dice: [3], total: 3, state: { seed: 1831567202 } },
    });
  });
});

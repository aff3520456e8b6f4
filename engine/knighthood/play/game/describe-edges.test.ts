/**
 * The working lines of a unit and a leader at their edges: one chit said in
 * the singular, a sling's unlimited ammunition (T8), each T17B result but
 * Carry on with its turn (6.00), leaders attached whole or wounded (7.00),
 * and a leader's condition line by line (7.00, T20, 7.10).
 */
import { describe, expect, it } from 'vitest';
import type { Result } from '../../../core/index.ts';
import { english, french, testGame } from '../play.fixtures.ts';
import { applyAction, type GameAction } from './actions.ts';
import { describeLeader, describeUnit, unitsOf } from './describe.ts';
import { startGame, type KnightGame } from './state.ts';

const valueOf = <T>(result: Result<T>): T => {
  if (!result.ok) throw new Error(`${result.error.field}: ${result.error.message}`);
  return result.value;
};
const run = (game: KnightGame, ...actions: GameAction[]): KnightGame =>
  actions.reduce((g, a) => valueOf(applyAction(g, a)), game);
const bows = { side: 'a', unit: 'u1' } as const;
const menAtArms = { side: 'a', unit: 'u2' } as const;
const knights = { side: 'b', unit: 'u2' } as const;
const texts = (game: KnightGame, ref: typeof bows | typeof menAtArms | typeof knights) =>
  valueOf(describeUnit(game, ref)).map((l) => [l.text, l.rule]);

describe('a unit described (1.31, 4.80, T8, 6.00, 7.00)', () => {
  it('4.80: the last chit is said in the singular', () => {
    const game = run(testGame(), { type: 'spend-ammunition', ...bows, weapon: 0, chits: 4 });
    expect(texts(game, bows)).toEqual([
      ['12 of 12 figures, 4 MMS', '1.31'],
      ['Longbow: 1 chit left', '4.80'],
    ]);
  });

  it('T8: a sling is said to have unlimited ammunition', () => {
    const slingers = {
      ...english,
      units: [
        { ...english.units[0]!, name: 'Slingers', weapons: ['S' as const] },
        english.units[1]!,
      ],
    };
    const game = startGame({ a: slingers, b: french, firstMove: 'a' });
    if (!game.ok) throw new Error(game.error.message);
    expect(texts(game.value, bows)).toEqual([
      ['12 of 12 figures, 4 MMS', '1.31'],
      ['Sling: unlimited ammunition', 'T8'],
    ]);
  });

  it('6.00, T17B: Carry on adds no line; Advance and Break say what they oblige, with their turn', () => {
    const carryOn = run(testGame(), { type: 'morale', ...knights, result: 'C' });
    expect(texts(carryOn, knights)).toEqual([['9 of 9 figures, 3 MMS', '1.31']]);
    const advance = run(testGame(), { type: 'morale', ...knights, result: 'A' });
    expect(texts(advance, knights)[1]).toEqual([
      'Advance (turn 1): Advances one move to attack the nearest enemy unit (out of its turn, at its next turn)',
      'T17B',
    ]);
    const broken = run(
      testGame(),
      ...Array.from({ length: 12 }, () => ({ type: 'next-phase' }) as const),
      { type: 'morale', ...knights, result: 'B' },
    );
    expect(texts(broken, knights)[1]?.[0]).toMatch(
      /^Break \(turn 2\): Falls back 2CI from the enemy as its next move; destroyed unless rallied/,
    );
  });

  it('7.00: an unharmed leader is named alone; each leader attached gets a line, a mortal wound said', () => {
    const game = run(
      testGame(),
      { type: 'attach-leader', side: 'a', leader: 'l1', unit: 'u2' },
      { type: 'attach-leader', side: 'a', leader: 'l2', unit: 'u2' },
      { type: 'leader-hit', side: 'a', leader: 'l2', result: 'mortal-wound', captured: false },
    );
    expect(texts(game, menAtArms)).toEqual([
      ['6 of 6 figures, 2 MMS', '1.31'],
      ['Earl of Salisbury attached', '7.00'],
      ['Sir John attached, mortal wound', '7.00'],
    ]);
  });

  it('T17B: a unit destroyed by a morale result is said routed, even with figures lost too', () => {
    const game = run(
      testGame(),
      { type: 'casualties', ...bows, figures: 5 },
      { type: 'morale', ...bows, result: 'D' },
    );
    expect(texts(game, bows)).toEqual([
      ['Out of play: removed from play, counted as routed', 'T17B'],
    ]);
  });

  it('lists every unit in roster order when all are in play, for either side', () => {
    expect(unitsOf(testGame(), 'b')).toEqual([
      { side: 'b', unit: 'u1' },
      { side: 'b', unit: 'u2' },
    ]);
  });
});

describe("a leader's condition (7.00, T20, 7.10)", () => {
  const base = { condition: 'unharmed', captured: false, attachedTo: null, king: false } as const;

  it('says each wound with what it does', () => {
    expect(describeLeader({ ...base, condition: 'severe-wound' })).toEqual([
      { text: 'Severe wound: no combat bonus, moves 10" a turn', rule: '7.00' },
    ]);
    expect(describeLeader({ ...base, condition: 'mortal-wound' })).toEqual([
      { text: 'Mortal wound: lives 1D turns more', rule: '7.00' },
    ]);
    expect(describeLeader({ ...base, condition: 'killed' })).toEqual([
      { text: 'Killed', rule: 'T20' },
    ]);
  });

  it('7.10: a captive unharmed may try to escape; a wounded captive says both', () => {
    expect(describeLeader({ ...base, captured: true })).toEqual([
      { text: 'Captured: may try to escape in any close-combat phase', rule: '7.10' },
    ]);
    expect(describeLeader({ ...base, condition: 'severe-wound', captured: true })).toEqual([
      { text: 'Severe wound: no combat bonus, moves 10" a turn', rule: '7.00' },
      { text: 'Captured: may try to escape in any close-combat phase', rule: '7.10' },
    ]);
  });
});

/**
 * Fire and close combat results at their edges: one hit and one chit said in
 * the singular, a sling's unlimited ammunition (T8 "U") spending nothing
 * (4.80), a 1" push back that calls no morale check (6.00), the defender's
 * breakthrough named (5.40), and each refusal naming its field.
 */
import { describe, expect, it } from 'vitest';
import type { Result } from '../../../core/index.ts';
import type { SideResult } from '../../combat/combat-round.ts';
import { applyAction, type GameAction } from '../game/actions.ts';
import { startGame, type KnightGame } from '../game/state.ts';
import { english, french, testGame } from '../play.fixtures.ts';
import { proposeCloseCombat, proposeFire } from './hits.ts';
import type { Proposal } from './proposal.ts';

const valueOf = <T>(result: Result<T>): T => {
  if (!result.ok) throw new Error(`${result.error.field}: ${result.error.message}`);
  return result.value;
};
const run = (game: KnightGame, ...actions: GameAction[]): KnightGame =>
  actions.reduce((g, a) => valueOf(applyAction(g, a)), game);
const errorOf = (result: Result<unknown>) => (result.ok ? undefined : result.error);
const listed = (proposal: Proposal) => proposal.changes.map((c) => [c.text, c.rule]);
const bows = { side: 'a', unit: 'u1' } as const;
const menAtArms = { side: 'a', unit: 'u2' } as const;
const crossbows = { side: 'b', unit: 'u1' } as const;
const knights = { side: 'b', unit: 'u2' } as const;
const side = (changes: Partial<SideResult>): SideResult => ({
  hits: 0,
  lost: 0,
  brokeThrough: false,
  pushedBack: 0,
  disordered: false,
  ...changes,
});

describe('missile fire results (4.01, 4.80)', () => {
  it('one hit and one chit are said in the singular, and so is the last chit left', () => {
    const fire = { firer: bows, target: knights, weapon: 0, hits: 1, chitsUsed: 1 };
    const proposal = valueOf(proposeFire(testGame(), fire));
    expect(proposal.title).toBe('Longbowmen fires at Knights: 1 hit');
    expect(proposal.changes[0]?.text).toBe('Longbowmen uses 1 chit of 5');
    const last = run(testGame(), { type: 'spend-ammunition', ...bows, weapon: 0, chits: 4 });
    expect(errorOf(proposeFire(last, { ...fire, chitsUsed: 3 }))).toEqual({
      field: 'chitsUsed',
      rule: '4.80',
      message: 'Longbowmen has 1 chit left, not 3',
    });
  });

  it('T8: a sling has unlimited ammunition, so a fire of any size spends no chit', () => {
    const slingers = {
      ...english,
      units: [
        { ...english.units[0]!, name: 'Slingers', weapons: ['S' as const] },
        english.units[1]!,
      ],
    };
    const game = startGame({ a: slingers, b: french, firstMove: 'a' });
    if (!game.ok) throw new Error(game.error.message);
    const proposal = valueOf(
      proposeFire(game.value, { firer: bows, target: crossbows, weapon: 0, hits: 1, chitsUsed: 5 }),
    );
    expect(proposal.changes.map((c) => c.action?.type)).not.toContain('spend-ammunition');
    expect(proposal.changes[0]?.text).toBe('Crossbowmen loses 1 figure');
  });

  it('refusals name the field and say why', () => {
    const game = testGame();
    const fire = { firer: bows, target: knights, weapon: 0, hits: 1, chitsUsed: 1 };
    expect(errorOf(proposeFire(game, { ...fire, target: menAtArms }))).toEqual({
      field: 'target',
      rule: '4.01',
      message: 'a unit fights or fires at the enemy, not its own side',
    });
    const routed = run(game, { type: 'morale', ...bows, result: 'D' });
    expect(errorOf(proposeFire(routed, fire))).toEqual({
      field: 'firer',
      rule: '4.01',
      message: 'Longbowmen is out of play',
    });
    expect(errorOf(proposeFire(game, { ...fire, hits: 1.5 }))?.message).toBe(
      'hits are a whole number from 0, not 1.5',
    );
    expect(errorOf(proposeFire(game, { ...fire, chitsUsed: -1 }))?.message).toBe(
      'chits are a whole number from 0, not -1',
    );
    expect(errorOf(proposeFire(game, { ...fire, weapon: 1 }))?.message).toBe(
      'Longbowmen has no missile weapon 1',
    );
  });
});

describe('close combat results (5.40, Breakthroughs, 6.00)', () => {
  it('6.00: a push back of 1" is marked but calls no morale check; 2" does', () => {
    const at = (pushedBack: number) =>
      listed(
        valueOf(
          proposeCloseCombat(testGame(), {
            a: menAtArms,
            b: knights,
            result: { a: side({ pushedBack }), b: side({}) },
          }),
        ),
      );
    expect(at(1)).toEqual([['Men-at-arms is pushed back 1"', '5.40']]);
    expect(at(2)).toEqual([
      ['Men-at-arms is pushed back 2"', '5.40'],
      ['Men-at-arms checks morale: pushed back', '6.00'],
    ]);
  });

  it('Breakthroughs: the second unit breaking through is named in the title', () => {
    const proposal = valueOf(
      proposeCloseCombat(testGame(), {
        a: menAtArms,
        b: knights,
        result: { a: side({ pushedBack: 2 }), b: side({ hits: 2, brokeThrough: true }) },
      }),
    );
    expect(proposal.title).toBe(
      'Close combat, Men-at-arms against Knights: 0 hits to 2; Knights breaks through',
    );
    expect(listed(proposal)).toContainEqual(['Men-at-arms checks morale: broken through', '6.00']);
  });

  it('each count of a result is checked, naming the side and the count', () => {
    const propose = (a: Partial<SideResult>) =>
      errorOf(
        proposeCloseCombat(testGame(), {
          a: menAtArms,
          b: knights,
          result: { a: side(a), b: side({}) },
        }),
      );
    expect(propose({ lost: -1 })).toEqual({
      field: 'result.a.lost',
      rule: '5.40',
      message: 'lost is a whole number from 0, not -1',
    });
    expect(propose({ pushedBack: 0.5 })?.field).toBe('result.a.pushedBack');
    const routed = run(testGame(), { type: 'morale', ...menAtArms, result: 'D' });
    expect(
      errorOf(
        proposeCloseCombat(routed, {
          a: menAtArms,
          b: knights,
          result: { a: side({}), b: side({}) },
        }),
      ),
    ).toEqual({ field: 'a', rule: '5.40', message: 'Men-at-arms is out of play' });
  });
});

describe('results at their limits (4.80, 5.40)', () => {
  it('4.80: a fire may use every chit left, and names its rule', () => {
    const proposal = valueOf(
      proposeFire(testGame(), { firer: bows, target: knights, weapon: 0, hits: 0, chitsUsed: 5 }),
    );
    expect(proposal.rules).toEqual(['4.01']);
    expect(proposal.changes[0]?.text).toBe('Longbowmen uses 5 chits of 5');
  });

  it('5.40: a unit with casualties already is destroyed by losing the figures it has left', () => {
    const hurt = run(testGame(), { type: 'casualties', ...menAtArms, figures: 2 });
    const proposal = valueOf(
      proposeCloseCombat(hurt, {
        a: menAtArms,
        b: knights,
        result: { a: side({ lost: 4, pushedBack: 3, disordered: true }), b: side({ hits: 4 }) },
      }),
    );
    expect(proposal.rules).toEqual(['5.40']);
    expect(proposal.changes.map((c) => c.text)).not.toContain('Men-at-arms is pushed back 3"');
    expect(proposal.changes[0]?.text).toBe('Men-at-arms loses 4 figures, its last: destroyed');
  });
});

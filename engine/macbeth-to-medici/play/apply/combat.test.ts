import { describe, expect, it } from 'vitest';
import type { ImpactOutcome } from '../../combat/impact.ts';
import { proposeImpact, proposeMelee } from './combat.ts';
import { confirm, run, testGame, valueOf, knights, bills, schiltron } from './apply.fixtures.ts';
import { confirmProposal } from './proposal.ts';

const none = {
  penetration: null,
  recoil: 0,
  unformed: null,
  destroyed: null,
  followsUp: null,
} as const;

describe('Impact combat results', () => {
  it('cavalry beating foot: 1 hit plus 1 a rank passed, the foot unformed and testing', () => {
    const outcome: ImpactOutcome = {
      ...none,
      winner: 'a',
      difference: 2,
      hits: { a: 0, b: 3 },
      controlTest: 'b',
      meleeFollows: false,
      penetration: { ranks: 2, throughAndOut: false },
      unformed: 'b',
    };
    const proposal = valueOf(proposeImpact(testGame(), { a: knights, b: schiltron, outcome }));
    expect(proposal.title).toBe(
      'Impact, Household knights against Schiltron: Household knights wins by 2',
    );
    const game = valueOf(confirmProposal(testGame(), proposal));
    expect(game.sides.b.units.u1).toMatchObject({ hits: 3, unformed: true, tally: { impacts: 1 } });
    expect(game.sides.a.units.u1?.tally.impacts).toBe(1);
    expect(proposal.changes.map((c) => c.text).slice(-2)).toEqual([
      'Household knights passes 2 ranks into Schiltron',
      'Schiltron takes a Control test',
    ]);
  });

  it('an already unformed loser stays so without a second change; a draw calls for melee', () => {
    const unformed = run(testGame(), { type: 'unform', ...schiltron });
    const outcome: ImpactOutcome = {
      ...none,
      winner: 'draw',
      difference: 0,
      hits: { a: 3, b: 4 },
      controlTest: null,
      meleeFollows: true,
      unformed: 'b',
    };
    const proposal = valueOf(proposeImpact(unformed, { a: knights, b: schiltron, outcome }));
    expect(proposal.changes.filter((c) => c.action.type === 'unform')).toEqual([]);
    expect(proposal.changes.at(-1)?.text).toBe('A draw: Melee combat must follow');
  });

  it('gunnes that lose are destroyed, counting as lost', () => {
    const outcome: ImpactOutcome = {
      ...none,
      winner: 'b',
      difference: 1,
      hits: { a: 1, b: 0 },
      controlTest: 'a',
      meleeFollows: false,
      destroyed: 'a',
    };
    const game = confirm(
      testGame(),
      proposeImpact(testGame(), { a: bills, b: schiltron, outcome }),
    );
    expect(game.sides.a.units.u3?.removed).toBe(true);
    expect(game.log.some((l) => l.text.includes('Sir Ralph takes a morale test'))).toBe(true);
  });
});

describe('Melee combat results', () => {
  it('each side’s hits and elements; the loser tests', () => {
    const game = confirm(
      testGame(),
      proposeMelee(testGame(), {
        a: knights,
        b: schiltron,
        outcome: { winner: 'a', difference: 2, hits: { a: 0, b: 2 }, elementsLost: { a: 1, b: 2 } },
      }),
    );
    expect(game.sides.a.units.u1).toMatchObject({ elements: 3, hits: 0, tally: { melees: 1 } });
    expect(game.sides.b.units.u1).toMatchObject({ elements: 6, hits: 2 });
    expect(game.log.at(-1)?.text).toBe('Schiltron has lost: it takes a Control test');
  });

  it('a draw: both have lost and both test; losses stop at the last element', () => {
    const proposal = valueOf(
      proposeMelee(testGame(), {
        a: bills,
        b: schiltron,
        outcome: {
          winner: 'draw',
          difference: 0,
          hits: { a: 0, b: 0 },
          elementsLost: { a: 9, b: 1 },
        },
      }),
    );
    expect(proposal.changes.map((c) => c.text)).toContain('Bills loses 3 elements, its last: lost');
    expect(
      proposal.changes.filter((c) => c.text.endsWith('takes a Control test')).map((c) => c.text),
    ).toEqual(['Schiltron has lost: it takes a Control test']);
    expect(valueOf(confirmProposal(testGame(), proposal)).sides.a.units.u3?.elements).toBe(0);
  });

  it('refuses a fight within one side or with a lost unit', () => {
    const outcome = {
      winner: 'a',
      difference: 1,
      hits: { a: 0, b: 1 },
      elementsLost: { a: 0, b: 1 },
    } as const;
    expect(proposeMelee(testGame(), { a: knights, b: bills, outcome })).toMatchObject({
      ok: false,
      error: { field: 'b', rule: 'melee-combat' },
    });
    const gone = run(testGame(), { type: 'remove-unit', ...schiltron });
    expect(proposeMelee(gone, { a: knights, b: schiltron, outcome })).toMatchObject({
      ok: false,
      error: { field: 'b' },
    });
    expect(
      proposeMelee(testGame(), {
        a: knights,
        b: schiltron,
        outcome: { ...outcome, hits: { a: 0.5, b: 0 } },
      }),
    ).toMatchObject({
      ok: false,
      error: { field: 'outcome.hits.a' },
    });
  });
});

/**
 * Impact and Melee results as changes: the title and the notes the table
 * reads (recoil, ranks passed, follow-up, who tests), for the winners and
 * draws the broader tests leave out, and bad results refused by field.
 */
import { describe, expect, it } from 'vitest';
import type { ImpactOutcome } from '../../combat/impact.ts';
import { proposeImpact, proposeMelee } from './combat.ts';
import { confirm, testGame, valueOf, knights, schiltron } from './apply.fixtures.ts';

const none = {
  penetration: null,
  recoil: 0,
  unformed: null,
  destroyed: null,
  followsUp: null,
} as const;
const fight = { a: knights, b: schiltron };
const texts = (outcome: ImpactOutcome) =>
  valueOf(proposeImpact(testGame(), { ...fight, outcome })).changes.map((c) => c.text);

describe('Impact combat: the notes of each result', () => {
  it('foot beating cavalry: the cavalry recoil and test, the foot that charged follow up', () => {
    const outcome: ImpactOutcome = {
      ...none,
      winner: 'b',
      difference: 2,
      hits: { a: 1, b: 0 },
      controlTest: 'a',
      meleeFollows: false,
      recoil: 4,
      unformed: 'a',
      followsUp: 'b',
    };
    const proposal = valueOf(proposeImpact(testGame(), { ...fight, outcome }));
    expect(proposal.title).toBe('Impact, Household knights against Schiltron: Schiltron wins by 2');
    expect(proposal.changes.map((c) => c.text).slice(-3)).toEqual([
      'Household knights recoils 4"',
      'Schiltron follows up; melee is its choice',
      'Household knights takes a Control test',
    ]);
  });

  it('cavalry through and out: they turn to melee, halt or go on', () => {
    const outcome: ImpactOutcome = {
      ...none,
      winner: 'a',
      difference: 3,
      hits: { a: 0, b: 4 },
      controlTest: 'b',
      meleeFollows: false,
      penetration: { ranks: 3, throughAndOut: true },
    };
    expect(texts(outcome)).toContain(
      'Household knights passes 3 ranks into Schiltron and comes out the far side: it turns to melee, halts or goes on',
    );
  });

  it('one rank passed, in the singular', () => {
    const outcome: ImpactOutcome = {
      ...none,
      winner: 'a',
      difference: 1,
      hits: { a: 0, b: 2 },
      controlTest: 'b',
      meleeFollows: false,
      penetration: { ranks: 1, throughAndOut: false },
    };
    expect(texts(outcome)).toContain('Household knights passes 1 rank into Schiltron');
  });

  it('a draw is titled so, and both sides fought an impact this turn', () => {
    const outcome: ImpactOutcome = {
      ...none,
      winner: 'draw',
      difference: 0,
      hits: { a: 2, b: 2 },
      controlTest: null,
      meleeFollows: true,
    };
    const proposal = proposeImpact(testGame(), { ...fight, outcome });
    expect(valueOf(proposal).title).toBe('Impact, Household knights against Schiltron: a draw');
    const game = confirm(testGame(), proposal);
    expect([game.sides.a.units.u1?.tally.impacts, game.sides.b.units.u1?.tally.impacts]).toEqual([
      1, 1,
    ]);
  });

  it('hits that are not a whole number are refused by side', () => {
    const outcome: ImpactOutcome = {
      ...none,
      winner: 'a',
      difference: 1,
      hits: { a: 0, b: -1 },
      controlTest: 'b',
      meleeFollows: false,
    };
    const refused = proposeImpact(testGame(), { ...fight, outcome });
    expect(refused.ok ? null : refused.error).toMatchObject({
      field: 'outcome.hits.b',
      rule: 'impact-combat',
    });
  });
});

describe('Melee combat: titles and refusals', () => {
  it('side b winning, and a draw where both lose', () => {
    const won = proposeMelee(testGame(), {
      ...fight,
      outcome: { winner: 'b', difference: 1, hits: { a: 1, b: 0 }, elementsLost: { a: 1, b: 0 } },
    });
    expect(valueOf(won).title).toBe(
      'Melee, Household knights against Schiltron: Schiltron wins by 1',
    );
    expect(valueOf(won).changes.at(-1)?.text).toBe(
      'Household knights has lost: it takes a Control test',
    );
    const draw = proposeMelee(testGame(), {
      ...fight,
      outcome: {
        winner: 'draw',
        difference: 0,
        hits: { a: 1, b: 1 },
        elementsLost: { a: 0, b: 0 },
      },
    });
    expect(valueOf(draw).title).toBe(
      'Melee, Household knights against Schiltron: a draw, both lose',
    );
    expect(
      valueOf(draw).changes.filter((c) => c.text.endsWith('takes a Control test')),
    ).toHaveLength(2);
  });

  it('elements lost that are not a whole number are refused by side', () => {
    const refused = proposeMelee(testGame(), {
      ...fight,
      outcome: { winner: 'b', difference: 1, hits: { a: 1, b: 0 }, elementsLost: { a: -1, b: 0 } },
    });
    expect(refused.ok ? null : refused.error).toMatchObject({
      field: 'outcome.elementsLost.a',
      rule: 'melee-combat',
    });
  });
});

/**
 * The drafting every result shares: a note written to the log under its
 * section, counts refused in words, a lost unit refused by name, the words
 * for each exertion and for unformed, and the Officer morale test notes when
 * there is no officer to test, he has fled, or the C-in-C flees.
 */
import { describe, expect, it } from 'vitest';
import { english, scots } from '../play.fixtures.ts';
import { startGame } from '../game/state.ts';
import { proposeImpact, proposeMelee } from './combat.ts';
import { proposeArchery } from './fire.ts';
import { proposeOfficerMorale } from './officers.ts';
import {
  confirm,
  run,
  testGame,
  valueOf,
  knights,
  bows,
  schiltron,
  percy,
} from './apply.fixtures.ts';

describe('a result’s changes in the log', () => {
  it('a note goes to the log under its own section', () => {
    const game = confirm(
      testGame(),
      proposeArchery(testGame(), {
        firer: bows,
        target: schiltron,
        outcome: { hits: 1, removed: 0 },
      }),
    );
    expect(game.log.at(-1)).toMatchObject({
      text: 'Schiltron takes an immediate Control test',
      rules: ['archery'],
    });
  });

  it('impact and melee exertions in words', () => {
    const impact = valueOf(
      proposeImpact(testGame(), {
        a: knights,
        b: schiltron,
        outcome: {
          winner: 'draw',
          difference: 0,
          hits: { a: 0, b: 0 },
          controlTest: null,
          meleeFollows: true,
          penetration: null,
          recoil: 0,
          unformed: 'a',
          destroyed: null,
          followsUp: null,
        },
      }),
    );
    expect(impact.changes.map((c) => c.text)).toEqual(
      expect.arrayContaining([
        'Household knights: an impact combat this turn',
        'Household knights is unformed',
      ]),
    );
    const melee = valueOf(
      proposeMelee(testGame(), {
        a: knights,
        b: schiltron,
        outcome: { winner: 'a', difference: 1, hits: { a: 0, b: 0 }, elementsLost: { a: 0, b: 0 } },
      }),
    );
    expect(melee.changes[0]?.text).toBe('Household knights: a melee this turn');
  });
});

describe('counts and units refused', () => {
  it('a count over 999 is refused in words', () => {
    const r = proposeArchery(testGame(), {
      firer: bows,
      target: schiltron,
      outcome: { hits: 1000, removed: 0 },
    });
    expect(r.ok ? null : r.error).toEqual({
      field: 'outcome.hits',
      rule: 'archery',
      message: 'outcome.hits is a whole number from 0, not 1000',
    });
    expect(
      proposeArchery(testGame(), {
        firer: bows,
        target: schiltron,
        outcome: { hits: 0, removed: 999 },
      }).ok,
    ).toBe(true);
  });

  it('a lost unit is refused by its name', () => {
    const gone = run(testGame(), { type: 'remove-unit', ...schiltron });
    const r = proposeArchery(gone, {
      firer: bows,
      target: schiltron,
      outcome: { hits: 1, removed: 0 },
    });
    expect(r.ok ? null : r.error).toEqual({
      field: 'target',
      rule: 'archery',
      message: 'Schiltron is lost',
    });
  });
});

describe('Officer morale test notes: no one to test', () => {
  const destroyKnights = (game: ReturnType<typeof testGame>) =>
    valueOf(
      proposeMelee(game, {
        a: knights,
        b: schiltron,
        outcome: { winner: 'b', difference: 1, hits: { a: 0, b: 0 }, elementsLost: { a: 4, b: 0 } },
      }),
    ).changes.map((c) => c.text);

  it('his officer has fled: no test', () => {
    const fled = run(testGame(), { type: 'officer-status', ...percy, status: 'fled' });
    expect(destroyKnights(fled).some((t) => t.includes('takes a morale test'))).toBe(false);
  });

  it('a unit under no officer: no test', () => {
    const free = {
      ...english,
      units: english.units.map((u) => (u.id === 'u1' ? { ...u, command: null } : u)),
    };
    const game = valueOf(startGame({ a: free, b: scots }));
    expect(destroyKnights(game).some((t) => t.includes('takes a morale test'))).toBe(false);
  });

  it('a side with no C-in-C: no note when an officer flees', () => {
    const noChief = {
      ...english,
      officers: english.officers.map((o) => ({ ...o, cInC: false })),
    };
    const game = valueOf(startGame({ a: noChief, b: scots }));
    const p = valueOf(
      proposeOfficerMorale(game, percy, {
        result: 'breaks',
        temperament: 'shaken',
        lost: 0,
        snapped: false,
      }),
    );
    expect(p.changes.some((c) => c.text.startsWith('The C-in-C'))).toBe(false);
  });

  it('the C-in-C breaks and flees: the officer still commanding tests, under Officer morale test', () => {
    const p = valueOf(
      proposeOfficerMorale(testGame(), percy, {
        result: 'breaks',
        temperament: 'shaken',
        lost: 0,
        snapped: false,
      }),
    );
    expect(p.changes.map((c) => [c.text, c.rule])).toContainEqual([
      'The C-in-C Earl Percy is lost: Sir Ralph tests morale, if he sees it',
      'officer-morale-test',
    ]);
  });
});

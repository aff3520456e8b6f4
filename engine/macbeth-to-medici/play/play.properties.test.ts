/**
 * Properties over any sequence of actions and results a game can meet:
 * undoing every step gives back the game it started from, nothing given is
 * ever changed, every count stays within the roster, and every game reached
 * survives a file and a link unchanged.
 */
import fc from 'fast-check';
import { expect } from 'vitest';
import type { Result } from '../../core/index.ts';
import { defaultReadings } from '../readings.ts';
import { proposeImpact, proposeMelee } from './apply/combat.ts';
import {
  proposeControlResult,
  proposeFatigue,
  proposeRally,
  proposeReorganise,
} from './apply/control.ts';
import { proposeArchery, proposeBombard, proposeSkirmish } from './apply/fire.ts';
import { proposeBetrayal, proposeOfficerMorale } from './apply/officers.ts';
import { confirmProposal, type Proposal } from './apply/proposal.ts';
import { applyAction, type GameAction } from './game/actions.ts';
import type { MtmGame } from './game/state.ts';
import { testGame } from './play.fixtures.ts';
import { describePlayAlong, type PlayStep } from '../../core/play-along.fixtures.ts';
import { gameReaders } from './saving/saving.fixtures.ts';

const side = fc.constantFrom('a' as const, 'b' as const);
const unitRef = fc.record({ side, unit: fc.constantFrom('u1', 'u2', 'u3') });
const officerRef = fc.record({ side, officer: fc.constantFrom('o1', 'o2') });
const count = fc.integer({ min: -1, max: 6 });
const result = fc.constantFrom('pass' as const, 'up' as const, 'down' as const);
const morale = fc.constantFrom(
  'steady' as const,
  'erratic' as const,
  'impetuous' as const,
  'broken' as const,
);
const temperament = fc.constantFrom(
  'enraged' as const,
  'rash' as const,
  'bold' as const,
  'cautious' as const,
  'shaken' as const,
);
const onUnit = <T extends object>(a: fc.Arbitrary<T>) =>
  a.chain((x) => unitRef.map((u) => ({ ...x, ...u })));
const onOfficer = <T extends object>(a: fc.Arbitrary<T>) =>
  a.chain((x) => officerRef.map((o) => ({ ...x, ...o })));

const action: fc.Arbitrary<GameAction> = fc.oneof(
  fc.constant({ type: 'next-step' as const }),
  fc.constant({ type: 'previous-step' as const }),
  onUnit(fc.record({ type: fc.constant('take-hits' as const), hits: count })),
  onUnit(
    fc.record({
      type: fc.constant('remove-hits' as const),
      hits: count,
      by: fc.constant('rallying' as const),
    }),
  ),
  onUnit(fc.record({ type: fc.constant('lose-elements' as const), elements: count })),
  onUnit(
    fc.record({
      type: fc.constantFrom('unform' as const, 'reform' as const, 'remove-unit' as const),
    }),
  ),
  onUnit(fc.record({ type: fc.constant('morale' as const), morale })),
  onUnit(
    fc.record({
      type: fc.constant('activity' as const),
      activity: fc.constantFrom('standing' as const, 'march' as const, 'faster' as const),
    }),
  ),
  onUnit(
    fc.record({
      type: fc.constant('exertion' as const),
      exertion: fc.constantFrom(
        'fired' as const,
        'impact' as const,
        'melee' as const,
        'test' as const,
      ),
    }),
  ),
  onOfficer(
    fc.record({ type: fc.constant('lead' as const), unit: fc.constantFrom('u1', 'u2', null) }),
  ),
  onOfficer(fc.record({ type: fc.constant('temperament' as const), temperament })),
  onOfficer(fc.record({ type: fc.constant('officer-count' as const), lost: count })),
  onOfficer(
    fc.record({
      type: fc.constant('officer-status' as const),
      status: fc.constantFrom(
        'commanding' as const,
        'betrayed' as const,
        'fled' as const,
        'killed' as const,
      ),
    }),
  ),
);

type Step = PlayStep<MtmGame, GameAction, Proposal>;
const make = (f: (game: MtmGame) => Result<Proposal>): Step => ({ kind: 'result', make: f });
const pair = fc.tuple(unitRef, unitRef);
const sideIdOrDraw = fc.constantFrom('a' as const, 'b' as const, 'draw' as const);
const sideOrNull = fc.constantFrom('a' as const, 'b' as const, null);

const results: fc.Arbitrary<Step> = fc.oneof(
  fc
    .tuple(pair, fc.nat(4), fc.nat(4))
    .map(([[f, t], hits, removed]) =>
      make((g) => proposeArchery(g, { firer: f, target: t, outcome: { hits, removed } })),
    ),
  fc
    .tuple(pair, fc.nat(3))
    .map(([[f, t], hits]) =>
      make((g) => proposeSkirmish(g, { firer: f, target: t, hits, reactionLoss: hits })),
    ),
  fc
    .tuple(
      pair,
      fc.constantFrom(
        'hit' as const,
        'phantom-hits' as const,
        'explosion' as const,
        'no-effect' as const,
      ),
      fc.array(unitRef, { maxLength: 2 }),
    )
    .map(([[f, t], effect, caught]) =>
      make((g) =>
        proposeBombard(g, {
          firer: f,
          target: t,
          outcome: { effect, phantomHits: effect === 'phantom-hits' ? 2 : 0 },
          caught,
        }),
      ),
    ),
  fc
    .tuple(pair, sideIdOrDraw, fc.nat(3), fc.nat(3), sideOrNull, sideOrNull, fc.nat(4))
    .map(([[a, b], winner, ha, hb, unformed, destroyed, recoil]) =>
      make((g) =>
        proposeImpact(g, {
          a,
          b,
          outcome: {
            winner,
            difference: recoil,
            hits: { a: ha, b: hb },
            controlTest: winner === 'draw' ? null : winner === 'a' ? 'b' : 'a',
            meleeFollows: winner === 'draw',
            penetration: null,
            recoil,
            unformed,
            destroyed,
            followsUp: null,
          },
        }),
      ),
    ),
  fc
    .tuple(pair, sideIdOrDraw, fc.nat(3), fc.nat(3), fc.nat(5), fc.nat(5))
    .map(([[a, b], winner, ha, hb, la, lb]) =>
      make((g) =>
        proposeMelee(g, {
          a,
          b,
          outcome: {
            winner,
            difference: 1,
            hits: { a: ha, b: hb },
            elementsLost: { a: la, b: lb },
          },
        }),
      ),
    ),
  fc
    .tuple(
      unitRef,
      fc.constantFrom(
        'charging' as const,
        'standing' as const,
        'evading' as const,
        'feigned-retreat' as const,
        'rallying' as const,
        'after-combat' as const,
      ),
      result,
      fc.nat(3),
      fc.integer({ min: 1, max: 6 }),
      fc.boolean(),
      fc.boolean(),
    )
    .map(([unit, situation, r, phantomHits, elementsDie, evades, paid]) =>
      make((g) =>
        proposeControlResult(
          g,
          { unit, situation, result: r, phantomHits, elementsDie, evades },
          { ...defaultReadings, turningHits: paid ? 'paid-off' : 'kept' },
        ),
      ),
    ),
  fc.tuple(unitRef, result).map(([u, r]) => make((g) => proposeRally(g, u, r))),
  fc
    .tuple(unitRef, fc.integer({ min: 0, max: 3 }))
    .map(([u, n]) => make((g) => proposeReorganise(g, u, n))),
  fc.tuple(unitRef, fc.nat(9)).map(([u, score]) => make((g) => proposeFatigue(g, u, score))),
  fc
    .tuple(
      officerRef,
      fc.constantFrom(
        'pass' as const,
        'up' as const,
        'down' as const,
        'no-test' as const,
        'breaks' as const,
      ),
      temperament,
      fc.nat(5),
      fc.boolean(),
    )
    .map(([o, r, t, lost, snapped]) =>
      make((g) => proposeOfficerMorale(g, o, { result: r, temperament: t, lost, snapped })),
    ),
  fc
    .tuple(
      officerRef,
      fc.constantFrom(
        'loyal' as const,
        'kills-rival' as const,
        'killed' as const,
        'both-slain' as const,
      ),
      fc.constantFrom('o1', 'o2'),
    )
    .map(([o, b, rival]) => make((g) => proposeBetrayal(g, o, b, rival))),
);

const steps = fc.array(
  fc.oneof(
    action.map((a): Step => ({ kind: 'action', action: a })),
    results,
  ),
  { minLength: 3, maxLength: 30, size: 'large' },
);

describePlayAlong({
  start: testGame,
  applyAction,
  confirmProposal,
  steps,
  readers: gameReaders,
  expectWithinRoster: ({ roster, units }) => {
    for (const unit of roster.units) {
      const state = units[unit.id]!;
      expect(state.elements).toBeGreaterThanOrEqual(0);
      expect(state.elements).toBeLessThanOrEqual(unit.elements);
      expect(state.hits).toBeGreaterThanOrEqual(0);
    }
  },
  // A proposal is drafted against the game: confirming it never fails.
  proposalsConfirm: true,
});

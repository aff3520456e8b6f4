/**
 * Rallying & reorganisation: how many voluntary Control tests a unit may take,
 * what a run of them does (exact distribution), and trading elements for hits.
 */
import { certain, chainOutcomes, ok, type Outcomes, type Result } from '../../core/index.ts';
import {
  controlConsequence,
  checkTestedUnit,
  type ConsequenceReadings,
  type TestedUnit,
} from './control-effects.ts';
import { controlTestOdds, type ControlTestInput } from './control-test.ts';
import { defaultReadings, type Readings } from '../readings.ts';
import { rallyTests } from '../tables/movement.ts';
import { experienceBonus } from '../tables/units.ts';
import type { Experience, MoraleState, RallyActivity } from '../tables/types.ts';
import { checkWhole } from '../units.ts';

export interface RallyCircumstances {
  /** What it did this turn; `faster` (doubled, charged, evaded) is not in the table. */
  activity: RallyActivity | 'faster';
  /** Compulsory tests taken earlier this turn (charging, firing, combat…). */
  compulsoryTaken: number;
  unformed: boolean;
  ledByOfficer: boolean;
  inContact: boolean;
}

/**
 * Rallying: voluntary tests allowed this turn (standing 4, march 3, normal
 * move 2) less the compulsory tests already taken; none in contact with the
 * enemy, nor while unformed unless an officer leads the unit. A unit that
 * moved faster than a normal move gets none, or under `continues` 1
 * (rally-faster-moves).
 */
export function voluntaryRallyTests(
  input: RallyCircumstances,
  readings: Pick<Readings, 'rallyFasterMoves'> = defaultReadings,
): Result<number> {
  const taken = checkWhole(input.compulsoryTaken, 'compulsoryTaken', 'rallying', 0);
  if (!taken.ok) return taken;
  if (input.inContact || (input.unformed && !input.ledByOfficer)) return ok(0);
  const allowed =
    input.activity === 'faster'
      ? readings.rallyFasterMoves === 'continues'
        ? rallyTests['normal-move'] - 1
        : 0
      : rallyTests[input.activity];
  return ok(Math.max(0, allowed - input.compulsoryTaken));
}

/** Where a run of rally tests leaves the unit. */
export interface RallyState {
  hitsRemoved: number;
  elementsLost: number;
  morale: MoraleState;
}

/**
 * Rallying: the exact distribution after up to `tests` voluntary tests, each
 * taking a hit off on a pass, a hit and an element on rolling up, an element
 * on rolling down. Testing stops once no hits or elements are left, or when
 * an Erratic unit fails and turns Impetuous or Broken (removing elements for
 * the hits it still carries).
 */
export function rallyOdds(
  input: ControlTestInput & { unit: TestedUnit; tests: number },
  readings: Pick<Readings, 'averageDie' | 'controlLeadership'> & ConsequenceReadings,
): Result<Outcomes<RallyState>> {
  const unit = checkTestedUnit(input.unit);
  if (!unit.ok) return unit;
  const tests = checkWhole(input.tests, 'tests', 'rallying', 0, rallyTests.standing);
  if (!tests.ok) return tests;
  const odds = controlTestOdds(input, readings);
  if (!odds.ok) return odds;
  const results = odds.value.outcomes;
  let states = certain<RallyState>({ hitsRemoved: 0, elementsLost: 0, morale: input.unit.morale });
  for (let i = 0; i < input.tests; i += 1) {
    states = chainOutcomes(states, (state) => {
      const hits = input.unit.hits - state.hitsRemoved;
      const elements = input.unit.elements - state.elementsLost;
      const done = state.morale === 'impetuous' || state.morale === 'broken';
      if (done || hits === 0 || elements === 0) return certain(state);
      return chainOutcomes(results, (result) => {
        const after = controlConsequence(
          'rallying',
          result,
          { morale: state.morale, hits, elements },
          input.experience,
          readings,
        );
        // Rallying results lose a fixed number of elements, never a die's worth.
        const effectLoss = after.effect.elementsLost === 'die' ? 0 : after.effect.elementsLost;
        const lost = Math.min(elements, effectLoss + after.elementsForHits);
        return certain({
          hitsRemoved: input.unit.hits - after.hits,
          elementsLost: state.elementsLost + lost,
          morale: after.morale,
        });
      });
    });
  }
  return ok(states);
}

/**
 * Reorganisation: each element traded in takes off hits equal to the
 * Experience Bonus (never more hits than the unit carries).
 */
export function reorganise(
  hits: number,
  traded: number,
  elements: number,
  experience: Experience,
): Result<{ hitsRemoved: number; elementsLeft: number }> {
  const carried = checkWhole(hits, 'hits', 'reorganisation', 0);
  if (!carried.ok) return carried;
  const count = checkWhole(traded, 'traded', 'reorganisation', 1, elements);
  if (!count.ok) return count;
  return ok({
    hitsRemoved: Math.min(hits, traded * experienceBonus[experience]),
    elementsLeft: elements - traded,
  });
}

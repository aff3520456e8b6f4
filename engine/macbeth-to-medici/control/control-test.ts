/**
 * Control test (Charges & responses; the same procedure under Rallying): two
 * dice, no modifiers, an officer's Leadership may stand in for one die. A score
 * inside the pass range passes; above it the unit "rolls up", below it "rolls
 * down". The two-dice test is shared with the officer morale test.
 */
import {
  buildDice,
  checkFaces,
  combineOutcomes,
  chanceOf,
  dieOutcomes,
  mapOutcomes,
  ok,
  takeDice,
  type DiceState,
  type Die,
  type Outcomes,
  type Probability,
  type Result,
  type WorkingStep,
} from '../../core/index.ts';
import type { Readings } from '../readings.ts';
import type { SectionId } from '../tables/sections.ts';
import { controlPassRange } from '../tables/units.ts';
import type { Experience, PassRange } from '../tables/types.ts';
import { checkWhole, unitDie, type UnitDice } from '../units.ts';

export type ControlResult = 'pass' | 'up' | 'down';

/** Control test: where a score falls against the pass range. */
export function classifyScore(score: number, range: PassRange): ControlResult {
  if (score > range.high) return 'up';
  return score < range.low ? 'down' : 'pass';
}

/** One two-dice test, worked: the dice, the Leadership swap if any, the score and the result. */
export interface TestRoll {
  faces: number[];
  /** Which die the officer's Leadership replaced (0 or 1), or null when none was. */
  replaced: number | null;
  score: number;
  result: ControlResult;
}

/**
 * Control test: resolves dice already rolled. With the default reading the
 * officer swaps in his Leadership only when the dice as rolled fail and the
 * swap passes (he keeps the die that makes it pass); with `always` one die is rolled and
 * Leadership is the other.
 */
export function resolveTestFaces(
  faces: readonly number[],
  range: PassRange,
  leadership: number | undefined,
  readings: Pick<Readings, 'controlLeadership'>,
): TestRoll {
  const [first = 0, second = 0] = faces;
  if (leadership === undefined) {
    const score = first + second;
    return { faces: [...faces], replaced: null, score, result: classifyScore(score, range) };
  }
  if (readings.controlLeadership === 'always') {
    const score = leadership + first;
    return { faces: [...faces], replaced: 1, score, result: classifyScore(score, range) };
  }
  const asRolled = first + second;
  if (classifyScore(asRolled, range) !== 'pass') {
    for (const [replaced, kept] of [
      [0, second],
      [1, first],
    ] as const) {
      const score = leadership + kept;
      if (classifyScore(score, range) === 'pass') {
        return { faces: [...faces], replaced, score, result: 'pass' };
      }
    }
  }
  return {
    faces: [...faces],
    replaced: null,
    score: asRolled,
    result: classifyScore(asRolled, range),
  };
}

/** How many dice are rolled: one when Leadership always stands in for the other. */
export function diceRolled(
  leadership: number | undefined,
  readings: Pick<Readings, 'controlLeadership'>,
): number {
  return leadership !== undefined && readings.controlLeadership === 'always' ? 1 : 2;
}

/** Control test: the exact chances of each result, before the dice are rolled. */
export function testOutcomes(
  die: Die,
  range: PassRange,
  leadership: number | undefined,
  readings: Pick<Readings, 'controlLeadership'>,
): Outcomes<ControlResult> {
  const one = dieOutcomes(die);
  if (diceRolled(leadership, readings) === 1) {
    return mapOutcomes(one, (face) => resolveTestFaces([face], range, leadership, readings).result);
  }
  return combineOutcomes(
    one,
    one,
    (a, b) => resolveTestFaces([a, b], range, leadership, readings).result,
  );
}

/** The chances of passing, rolling up and rolling down; they add up to exactly 1. */
export interface TestOdds {
  pass: Probability;
  up: Probability;
  down: Probability;
}

/** The three chances of a test's outcomes. */
export function oddsOf(outcomes: Outcomes<ControlResult>): TestOdds {
  return {
    pass: chanceOf(outcomes, (r) => r === 'pass'),
    up: chanceOf(outcomes, (r) => r === 'up'),
    down: chanceOf(outcomes, (r) => r === 'down'),
  };
}

/** Who takes a Control test, and with what help. */
export interface ControlTestInput {
  experience: Experience;
  /** Unit origin: normal (d6) or average (d5) dice. */
  dice: UnitDice;
  /** Leadership of an officer leading the unit in person, if any. */
  leadership?: number;
}

/**
 * Leadership & Command ratings: Leadership is a kept die, 1 to 6. The error
 * names the field and the section.
 */
export function checkLeadership(
  leadership: number | undefined,
  section: SectionId = 'leadership-and-command',
): Result<number | undefined> {
  if (leadership === undefined) return ok(undefined);
  const checked = checkWhole(leadership, 'leadership', section, 1, 6);
  return checked.ok ? ok(leadership) : checked;
}

/**
 * Control test: exact chances of passing, rolling up and rolling down, e.g. a
 * Green unit on normal dice passes 6 in 36 (only a 7).
 */
export function controlTestOdds(
  input: ControlTestInput,
  readings: Pick<Readings, 'averageDie' | 'controlLeadership'>,
): Result<TestOdds & { outcomes: Outcomes<ControlResult> }> {
  const leadership = checkLeadership(input.leadership);
  if (!leadership.ok) return leadership;
  const outcomes = testOutcomes(
    unitDie(input.dice, readings),
    controlPassRange[input.experience],
    input.leadership,
    readings,
  );
  return ok({ ...oddsOf(outcomes), outcomes });
}

/** Dice for a test: faces the player read, or a seeded roll. */
export type TestDice = { faces: readonly number[] } | { seeded: DiceState };

/** A test resolved: the worked roll, its steps, and the generator state to store after a seeded roll. */
export interface ResolvedTest extends TestRoll {
  steps: WorkingStep<SectionId>[];
  state?: DiceState;
}

const resultWords: Readonly<Record<ControlResult, string>> = {
  pass: 'passes',
  up: 'rolls up',
  down: 'rolls down',
};

/** The working of a roll: the dice, any Leadership swap, the score against the range. */
export function explainTest(
  roll: TestRoll,
  range: PassRange,
  leadership: number | undefined,
  section: SectionId,
): WorkingStep<SectionId>[] {
  const steps: WorkingStep<SectionId>[] = [
    { text: `Dice: ${roll.faces.join(' and ')}`, rule: section },
  ];
  if (roll.replaced !== null) {
    const swapped = roll.faces[roll.replaced];
    steps.push({
      text: `Leadership ${leadership} in place of ${swapped === undefined ? 'the second die' : `the ${swapped}`}`,
      rule: 'leadership-and-command',
    });
  }
  const passes = range.low === range.high ? `${range.low}` : `${range.low}–${range.high}`;
  steps.push({
    text: `Score ${roll.score} against ${passes}: ${resultWords[roll.result]}`,
    rule: section,
  });
  return steps;
}

/**
 * Any two-dice test with dice entered or rolled from a seed: checks the faces
 * against the die (field `dice`, the given section) and works out the result.
 */
export function resolveTest(
  die: Die,
  range: PassRange,
  leadership: number | undefined,
  source: TestDice,
  readings: Pick<Readings, 'controlLeadership'>,
  section: SectionId,
): Result<ResolvedTest> {
  const expression = buildDice([diceRolled(leadership, readings), die]);
  const taken =
    'faces' in source
      ? checkFaces(expression, source.faces, 'dice', section)
      : takeDice(expression, source, 'dice', section);
  if (!taken.ok) return taken;
  const { faces = [] } = taken.value;
  const roll = resolveTestFaces(faces, range, leadership, readings);
  const steps = explainTest(roll, range, leadership, section);
  const state = 'state' in taken.value ? taken.value.state : undefined;
  return ok({ ...roll, steps, ...(state && { state }) });
}

/** Control test with the unit's dice entered or rolled from a seed. */
export function resolveControlTest(
  input: ControlTestInput,
  source: TestDice,
  readings: Pick<Readings, 'averageDie' | 'controlLeadership'>,
): Result<ResolvedTest> {
  const leadership = checkLeadership(input.leadership);
  if (!leadership.ok) return leadership;
  return resolveTest(
    unitDie(input.dice, readings),
    controlPassRange[input.experience],
    input.leadership,
    source,
    readings,
    'control-test',
  );
}

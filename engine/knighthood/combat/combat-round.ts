/**
 * One round of close combat (5.40, Breakthroughs): both sides' hits, then the
 * losses, breakthroughs, push back and pushback disorder, as an exact joint
 * distribution or for dice entered or rolled with a seed.
 */
import {
  chanceOf,
  combineOutcomes,
  fail,
  listOutcomes,
  ok,
  type DiceState,
  type Outcomes,
  type Probability,
  type Result,
  sum,
} from '../../core/index.ts';
import { hitDistribution, readUnitDice, rollUnitDice, type FigureDice } from '../dice/unit-hits.ts';
import type { HitNumber } from '../tables/cells.ts';
import type { Readings } from '../readings.ts';

/** One side going into the round. */
export interface RoundSide {
  readonly dice: number;
  readonly hit: HitNumber;
  /** Breakthroughs: cavalry, or infantry in wedge, may break through. */
  readonly mayBreakThrough: boolean;
  /** MMS in the unit: the extra casualties it inflicts when it breaks through. */
  readonly mms: number;
}

/** What the round did to one side. */
export interface SideResult {
  /** Hits this side scored. */
  readonly hits: number;
  /** Figures this side lost: the enemy's hits plus breakthrough casualties. */
  readonly lost: number;
  readonly brokeThrough: boolean;
  /** Inches pushed back (0 when not); a broken-through unit counts but is not moved. */
  readonly pushedBack: number;
  readonly disordered: boolean;
}

export interface RoundResult {
  readonly a: SideResult;
  readonly b: SideResult;
}

/** Breakthroughs: hits on over half the dice, by a unit allowed to break through. */
function breaksThrough(side: RoundSide, hits: number, taken: number, readings: Readings): boolean {
  if (!side.mayBreakThrough || 2 * hits <= side.dice) return false;
  return readings.breakthrough === 'hits-alone' || hits > taken;
}

/**
 * 5.40 Push back and pushback disorder, Breakthroughs: a unit broken through
 * loses one more figure per MMS breaking through; the side that lost 2 or more
 * figures more is pushed back 1" per figure of difference; over 2" pushed back,
 * or broken through, is disorder (2" or more under the turn sequence's reading).
 */
export function resolveRound(
  a: RoundSide,
  b: RoundSide,
  hitsA: number,
  hitsB: number,
  readings: Readings,
): RoundResult {
  const aThrough = breaksThrough(a, hitsA, hitsB, readings);
  const bThrough = breaksThrough(b, hitsB, hitsA, readings);
  const lostA = hitsB + (bThrough ? b.mms : 0);
  const lostB = hitsA + (aThrough ? a.mms : 0);
  const push = (lost: number, other: number): number => (lost - other >= 2 ? lost - other : 0);
  const disorderAbove = readings.pushbackDisorder === 'two-or-more' ? 1 : 2;
  const side = (
    hits: number,
    lost: number,
    other: number,
    through: boolean,
    brokenThrough: boolean,
  ): SideResult => {
    const pushedBack = push(lost, other);
    return {
      hits,
      lost,
      brokeThrough: through,
      pushedBack,
      disordered: pushedBack > disorderAbove || brokenThrough,
    };
  };
  return {
    a: side(hitsA, lostA, lostB, aThrough, bThrough),
    b: side(hitsB, lostB, lostA, bThrough, aThrough),
  };
}

function checkSide(side: RoundSide, field: string): Result<null> {
  if (!Number.isInteger(side.mms) || side.mms < 1) {
    return fail(`${field}.mms`, '5.40', `a unit has a whole number of MMS from 1, not ${side.mms}`);
  }
  return ok(null);
}

/** A side's hits as outcomes over 36^dice, from the binomial of unit-hits. */
function hitOutcomes(side: RoundSide, field: string): Result<Outcomes<number>> {
  const rows = hitDistribution(side.dice, side.hit);
  if (!rows.ok) return fail(`${field}.dice`, '5.40', rows.error.message);
  const outOf = 36n ** BigInt(side.dice);
  const outcomes = rows.value.map((r) => ({
    value: r.hits,
    ways: (r.chance.num * outOf) / r.chance.den,
  }));
  return ok({ outcomes, outOf });
}

/** The round's odds: every result with its chance, and the chances a player asks for. */
export interface RoundOdds {
  readonly results: readonly { value: RoundResult; chance: Probability }[];
  readonly aPushesBack: Probability;
  readonly bPushesBack: Probability;
  readonly neitherPushedBack: Probability;
  readonly aDisordered: Probability;
  readonly bDisordered: Probability;
  readonly aBreaksThrough: Probability;
  readonly bBreaksThrough: Probability;
}

/**
 * 5.40: the exact joint distribution of one round: each side's hits are
 * binomial at its own hit number, independent of the other's.
 */
export function combatRoundOdds(a: RoundSide, b: RoundSide, readings: Readings): Result<RoundOdds> {
  for (const [side, field] of [
    [a, 'a'],
    [b, 'b'],
  ] as const) {
    const checked = checkSide(side, field);
    if (!checked.ok) return checked;
  }
  const hitsA = hitOutcomes(a, 'a');
  if (!hitsA.ok) return hitsA;
  const hitsB = hitOutcomes(b, 'b');
  if (!hitsB.ok) return hitsB;
  const joint = combineOutcomes(hitsA.value, hitsB.value, (x, y) =>
    resolveRound(a, b, x, y, readings),
  );
  const of = (wanted: (r: RoundResult) => boolean): Probability => chanceOf(joint, wanted);
  return ok({
    results: listOutcomes(joint, (x, y) => x.a.hits - y.a.hits || x.b.hits - y.b.hits),
    aPushesBack: of((r) => r.b.pushedBack > 0),
    bPushesBack: of((r) => r.a.pushedBack > 0),
    neitherPushedBack: of((r) => r.a.pushedBack === 0 && r.b.pushedBack === 0),
    aDisordered: of((r) => r.a.disordered),
    bDisordered: of((r) => r.b.disordered),
    aBreaksThrough: of((r) => r.a.brokeThrough),
    bBreaksThrough: of((r) => r.b.brokeThrough),
  });
}

/** The chance of each push-back distance for the side given, 0 meaning not pushed back. */
export function pushBackOdds(
  odds: RoundOdds,
  side: 'a' | 'b',
): { inches: number; chance: Probability }[] {
  const byInches = new Map<number, Probability[]>();
  for (const { value, chance: p } of odds.results) {
    const inches = value[side].pushedBack;
    byInches.set(inches, [...(byInches.get(inches) ?? []), p]);
  }
  return [...byInches.entries()]
    .sort(([x], [y]) => x - y)
    .map(([inches, ps]) => ({ inches, chance: sum(ps) }));
}

/** 5.40: a round from the dice the players read, each side's figures against its own hit number. */
export function readCombatRound(
  a: RoundSide,
  b: RoundSide,
  diceA: readonly FigureDice[],
  diceB: readonly FigureDice[],
  readings: Readings,
): Result<RoundResult> {
  for (const [side, dice, field] of [
    [a, diceA, 'a'],
    [b, diceB, 'b'],
  ] as const) {
    const checked = checkSide(side, field);
    if (!checked.ok) return checked;
    if (dice.length !== side.dice) {
      return fail(`${field}.dice`, '5.40', `this side rolls ${side.dice} dice, not ${dice.length}`);
    }
  }
  const readA = readUnitDice(a.hit, diceA);
  if (!readA.ok) return fail(`a.${readA.error.field}`, readA.error.rule, readA.error.message);
  const readB = readUnitDice(b.hit, diceB);
  if (!readB.ok) return fail(`b.${readB.error.field}`, readB.error.rule, readB.error.message);
  return ok(resolveRound(a, b, readA.value.hits, readB.value.hits, readings));
}

/** 5.40: a round rolled from a seeded state: side a's dice first, then side b's. */
export function rollCombatRound(
  a: RoundSide,
  b: RoundSide,
  state: DiceState,
  readings: Readings,
): Result<{
  result: RoundResult;
  diceA: readonly FigureDice[];
  diceB: readonly FigureDice[];
  state: DiceState;
}> {
  for (const [side, field] of [
    [a, 'a'],
    [b, 'b'],
  ] as const) {
    const checked = checkSide(side, field);
    if (!checked.ok) return checked;
  }
  const rollA = rollUnitDice(a.hit, a.dice, state);
  if (!rollA.ok) return rollA;
  const rollB = rollUnitDice(b.hit, b.dice, rollA.value.state);
  if (!rollB.ok) return rollB;
  return ok({
    result: resolveRound(a, b, rollA.value.hits, rollB.value.hits, readings),
    diceA: rollA.value.dice,
    diceB: rollB.value.dice,
    state: rollB.value.state,
  });
}

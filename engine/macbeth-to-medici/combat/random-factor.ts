/**
 * The combat random factor of Firing: archery, Impact combat and Melee
 * combat. Default reading: the highest plus die less the highest minus die,
 * after negation, then held within ± the cap. An officer leading the unit in
 * person may put his Leadership in place of one die's score; by default he
 * chooses after the roll whichever of no change, a plus die or a minus die
 * gives the highest factor. The other readings are options (see `Readings`).
 */
import type { SectionId } from '../tables/sections.ts';
import {
  buildDice,
  certain,
  checkFaces,
  combineOutcomes,
  dieOutcomes,
  fail,
  mapOutcomes,
  ok,
  repeatOutcomes,
  type DiceExpression,
  type Outcomes,
  type Result,
  type WorkingStep,
} from '../../core/index.ts';
import {
  addScore,
  emptyTally,
  highestCount,
  keepHighest,
  negateDice,
  scoreOf,
  substitutions,
  type Pools,
  type SidePool,
  type Tally,
} from './dice-pools.ts';
import { checkWhole, unitDie, type UnitDice } from '../units.ts';
import { defaultReadings, type Readings } from '../readings.ts';
import type { Experience } from '../tables/index.ts';

/** The sections whose random factor this is. */
export type FactorSection = 'archery' | 'impact-combat' | 'melee-combat';

export interface FactorInput {
  readonly dice: UnitDice;
  readonly experience: Experience;
  /** Extra plus dice, one per cause. */
  readonly plusCauses: number;
  /** Extra minus dice, one per cause (archery: 1 at an armoured target). */
  readonly minusCauses: number;
  /** The largest factor either way: by weapon, by order or by the time to shoot. */
  readonly cap: number;
  /** The Leadership of an officer leading the unit in person. */
  readonly leadership?: number | undefined;
}

/** Where the factor is worked out, and the prefix of its fields in errors ('a.' for side a). */
export interface FactorPlace {
  readonly section: FactorSection;
  readonly prefix?: string;
}

/** The dice a player read: each side's faces, the pair (base and Green or Veteran die) first. */
export interface EnteredDice {
  readonly plus: readonly number[];
  readonly minus: readonly number[];
}

export interface FactorWorking {
  readonly factor: number;
  readonly steps: WorkingStep<SectionId>[];
}

/** Checks the factor's input: whole counts, a whole cap, a Leadership a die can show. */
export function checkFactorInput(input: FactorInput, place: FactorPlace): Result<FactorInput> {
  const field = (name: string): string => `${place.prefix ?? ''}${name}`;
  for (const name of ['plusCauses', 'minusCauses', 'cap'] as const) {
    const counted = checkWhole(input[name], field(name), place.section, 0);
    if (!counted.ok) return counted;
  }
  const { leadership } = input;
  if (
    leadership !== undefined &&
    !(Number.isInteger(leadership) && leadership >= 1 && leadership <= 6)
  ) {
    return fail(
      field('leadership'),
      'leadership-and-command',
      `Leadership is one die's score, 1 to 6, not ${leadership}`,
    );
  }
  return ok(input);
}

/** One side's dice, summed up: its score, and its best score with the Leadership in place of a die. */
interface SideRoll {
  readonly score: number;
  readonly led: number;
}

function sideRoll(tally: Tally, sign: 'plus' | 'minus', leadership: number | undefined): SideRoll {
  const score = scoreOf(tally);
  if (leadership === undefined) return { score, led: score };
  const options = substitutions(tally, leadership);
  return { score, led: sign === 'plus' ? Math.max(...options) : Math.min(...options) };
}

/** Which die the Leadership replaced. */
type Choice = 'none' | 'plus' | 'minus';

function bestFactor(
  plus: SideRoll,
  minus: SideRoll,
  readings: Readings,
): { raw: number; choice: Choice } {
  if (readings.leadershipSubstitution === 'replaces-a-plus-die') {
    return { raw: plus.led - minus.score, choice: 'plus' };
  }
  const options: { raw: number; choice: Choice }[] = [
    { raw: plus.score - minus.score, choice: 'none' },
    { raw: plus.led - minus.score, choice: 'plus' },
    { raw: plus.score - minus.led, choice: 'minus' },
  ];
  return options.reduce((best, next) => (next.raw > best.raw ? next : best));
}

/** Holds a factor within ± cap. */
export function capFactor(raw: number, cap: number): number {
  return Math.max(-cap, Math.min(cap, raw));
}

function sideOdds(
  pool: SidePool,
  sign: 'plus' | 'minus',
  input: FactorInput,
  readings: Readings,
): Outcomes<SideRoll> {
  const faces = dieOutcomes(unitDie(input.dice, readings));
  const highest = highestCount(pool, readings);
  const kept = repeatOutcomes(highest, faces, keepHighest, certain(emptyTally));
  const tallies = repeatOutcomes(pool.pair + pool.causes - highest, faces, addScore, kept);
  return mapOutcomes(tallies, (tally) => sideRoll(tally, sign, input.leadership));
}

/** The dice each side keeps after negation. */
export function factorPools(input: FactorInput, readings: Readings = defaultReadings): Pools {
  return negateDice(input.experience, input.plusCauses, input.minusCauses, readings);
}

/** Exact distribution of the random factor, after negation, Leadership and the cap. */
export function factorOdds(
  input: FactorInput,
  place: FactorPlace,
  readings: Readings = defaultReadings,
): Result<Outcomes<number>> {
  const checked = checkFactorInput(input, place);
  if (!checked.ok) return checked;
  const pools = factorPools(input, readings);
  return ok(
    combineOutcomes(
      sideOdds(pools.plus, 'plus', input, readings),
      sideOdds(pools.minus, 'minus', input, readings),
      (plus, minus) => capFactor(bestFactor(plus, minus, readings).raw, input.cap),
      String,
    ),
  );
}

function tallyFaces(pool: SidePool, faces: readonly number[], readings: Readings): Tally {
  const highest = highestCount(pool, readings);
  return faces.reduce(
    (tally, face, i) => (i < highest ? keepHighest(tally, face) : addScore(tally, face)),
    emptyTally,
  );
}

function signed(n: number): string {
  return n > 0 ? `+${n}` : `${n}`;
}

function describeSide(name: string, faces: readonly number[], tally: Tally): string {
  const added = tally.addedTop > 0 ? `, plus ${tally.added} from the dice that add` : '';
  return `${name} dice ${faces.join(', ')}: highest ${tally.top}${added}, score ${scoreOf(tally)}`;
}

function poolSteps(
  input: FactorInput,
  pools: Pools,
  section: FactorSection,
): WorkingStep<SectionId>[] {
  const experienceDie =
    input.experience === 'veteran'
      ? ' (1 more plus die: Veteran)'
      : input.experience === 'green'
        ? ' (1 more minus die: Green)'
        : '';
  const rolled = (pool: SidePool): number => pool.pair + pool.causes;
  const steps: WorkingStep<SectionId>[] = [
    {
      text: `One plus and one minus die${experienceDie}; ${input.plusCauses} plus and ${input.minusCauses} minus dice for causes`,
      rule: section,
    },
  ];
  const before = 1 + (input.experience === 'veteran' ? 1 : 0) + input.plusCauses;
  const cancelled = before - rolled(pools.plus);
  if (cancelled > 0) {
    steps.push({
      text: `${cancelled} plus and ${cancelled} minus dice cancel out: ${rolled(pools.plus)} plus and ${rolled(pools.minus)} minus dice rolled`,
      rule: section,
    });
  }
  return steps;
}

/** The plus and minus dice a unit rolls for its factor, after negation: what the player enters. */
export function factorDice(
  input: FactorInput,
  readings: Readings = defaultReadings,
): Record<'plus' | 'minus', DiceExpression> {
  const pools = factorPools(input, readings);
  const die = unitDie(input.dice, readings);
  return {
    plus: buildDice([pools.plus.pair + pools.plus.causes, die]),
    minus: buildDice([pools.minus.pair + pools.minus.causes, die]),
  };
}

function readSide(
  sign: 'plus' | 'minus',
  pool: SidePool,
  faces: readonly number[],
  input: FactorInput,
  place: FactorPlace,
  readings: Readings,
): Result<{ roll: SideRoll; step: WorkingStep<SectionId> }> {
  const dice = factorDice(input, readings)[sign];
  const read = checkFaces(dice, faces, `${place.prefix ?? ''}${sign}`, place.section);
  if (!read.ok) return read;
  const tally = tallyFaces(pool, faces, readings);
  const name = sign === 'plus' ? 'Plus' : 'Minus';
  return ok({
    roll: sideRoll(tally, sign, input.leadership),
    step: { text: describeSide(name, faces, tally), rule: place.section },
  });
}

const choiceText: Record<Choice, string> = {
  none: 'leaves the dice as rolled',
  plus: 'in place of a plus die',
  minus: 'in place of a minus die',
};

/**
 * The factor for dice the player read, with its working: the dice rolled,
 * the negation, each side's highest, the officer's Leadership and the cap.
 * Checks that each side has as many dice as it rolls and that each face is
 * one the unit's die shows.
 */
export function resolveFactor(
  input: FactorInput,
  entered: EnteredDice,
  place: FactorPlace,
  readings: Readings = defaultReadings,
): Result<FactorWorking> {
  const checked = checkFactorInput(input, place);
  if (!checked.ok) return checked;
  const pools = factorPools(input, readings);
  const steps = poolSteps(input, pools, place.section);
  const plus = readSide('plus', pools.plus, entered.plus, input, place, readings);
  if (!plus.ok) return plus;
  const minus = readSide('minus', pools.minus, entered.minus, input, place, readings);
  if (!minus.ok) return minus;
  steps.push(plus.value.step, minus.value.step);
  const best = bestFactor(plus.value.roll, minus.value.roll, readings);
  if (input.leadership !== undefined) {
    steps.push({
      text: `The officer's Leadership ${input.leadership} ${choiceText[best.choice]}`,
      rule: 'leadership-and-command',
    });
  }
  const factor = capFactor(best.raw, input.cap);
  const capped = factor === best.raw ? '' : `, held to ±${input.cap}: ${signed(factor)}`;
  steps.push({ text: `Random factor ${signed(best.raw)}${capped}`, rule: place.section });
  return ok({ factor, steps });
}

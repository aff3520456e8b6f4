/**
 * Unit interpenetration: each side's dice by mount and pace, negation, the
 * faster side's highest die against the slower side's lowest, and the hits
 * each takes; who may refuse routers and who they sweep away.
 */
import {
  buildDice,
  certain,
  checkFaces,
  combineOutcomes,
  dieOutcomes,
  ok,
  repeatOutcomes,
  type Die,
  type Outcomes,
  type Result,
} from '../../core/index.ts';
import type { Readings } from '../readings.ts';
import { interpenetrationDice } from '../tables/movement.ts';
import { experienceBonus } from '../tables/units.ts';
import type { Experience, ImportanceClass, MoraleState, Order, Origin } from '../tables/types.ts';
import { isSameOrHigherClass } from '../units.ts';

/** How fast a side is going: `faster` is charging, counter-charging, doubling or evading. */
export type InterpenetrationPace = 'halted' | keyof typeof interpenetrationDice.pace;

export interface InterpenetrationSide {
  mounted: boolean;
  pace: InterpenetrationPace;
  experience: Experience;
  die: Die;
}

/** Unit interpenetration: mounted 2 dice, others 1, plus 1, 2 or 3 for marching, normal, faster. */
export function interpenetrationDiceCount(side: Pick<InterpenetrationSide, 'mounted' | 'pace'>) {
  const base = side.mounted ? interpenetrationDice.base.mounted : interpenetrationDice.base.other;
  return base + (side.pace === 'halted' ? 0 : interpenetrationDice.pace[side.pace]);
}

/**
 * Unit interpenetration: the dice each side rolls after negation. By default
 * pairs cancel until the smaller side has one die left (4 against 2 rolls 3
 * against 1); with `roll-all` nothing cancels.
 */
export function diceAfterNegation(
  faster: number,
  slower: number,
  readings: Pick<Readings, 'interpenetrationNegation'>,
): { faster: number; slower: number } {
  if (readings.interpenetrationNegation === 'roll-all') return { faster, slower };
  const cancelled = Math.min(faster, slower) - 1;
  return { faster: faster - cancelled, slower: slower - cancelled };
}

/** Unit interpenetration: a side takes a hit past its Experience Bonus, 2 past twice it. */
export function interpenetrationHits(difference: number, experience: Experience): number {
  const bonus = experienceBonus[experience];
  if (difference > 2 * bonus) return 2;
  return difference > bonus ? 1 : 0;
}

/** The result: 0 difference means the troops pass cleanly; otherwise both end unformed. */
export interface InterpenetrationResult {
  difference: number;
  fasterHits: number;
  slowerHits: number;
}

/** One side's dice as the rule reads them: the score kept, the faces seen, and any pair. */
interface SideRoll {
  readonly kept: number;
  readonly faces: number;
  readonly pair: boolean;
}

const faceBit = (face: number) => 2 ** face;
const foldDie =
  (keep: (a: number, b: number) => number) =>
  (roll: SideRoll, face: number): SideRoll => ({
    kept: keep(roll.kept, face),
    faces: roll.faces | faceBit(face),
    pair: roll.pair || (roll.faces & faceBit(face)) !== 0,
  });

/**
 * Unit interpenetration: "a double" lets the troops pass. By default the two
 * kept scores equal (difference 0); under `any-two-faces` any two dice of the
 * whole roll showing the same face (interpenetration-double).
 */
function resultOf(
  fast: SideRoll,
  slow: SideRoll,
  faster: InterpenetrationSide,
  slower: InterpenetrationSide,
  readings: Pick<Readings, 'interpenetrationDouble'>,
): InterpenetrationResult {
  const double =
    readings.interpenetrationDouble === 'any-two-faces' &&
    (fast.pair || slow.pair || (fast.faces & slow.faces) !== 0);
  const difference = double ? 0 : Math.abs(fast.kept - slow.kept);
  return {
    difference,
    fasterHits: interpenetrationHits(difference, faster.experience),
    slowerHits: interpenetrationHits(difference, slower.experience),
  };
}

/**
 * Unit interpenetration: the exact distribution of the result. The faster
 * (or attacking) side keeps its highest die, the slower its lowest.
 */
export function interpenetrationOdds(
  faster: InterpenetrationSide,
  slower: InterpenetrationSide,
  readings: Pick<Readings, 'interpenetrationNegation' | 'interpenetrationDouble'>,
): Outcomes<InterpenetrationResult> {
  const dice = diceAfterNegation(
    interpenetrationDiceCount(faster),
    interpenetrationDiceCount(slower),
    readings,
  );
  const none = (kept: number): SideRoll => ({ kept, faces: 0, pair: false });
  const high = repeatOutcomes(
    dice.faster,
    dieOutcomes(faster.die),
    foldDie(Math.max),
    certain(none(-Infinity)),
  );
  const low = repeatOutcomes(
    dice.slower,
    dieOutcomes(slower.die),
    foldDie(Math.min),
    certain(none(Infinity)),
  );
  return combineOutcomes(high, low, (h, l) => resultOf(h, l, faster, slower, readings));
}

/** Unit interpenetration with each side's dice read by the player, after negation. */
export function resolveInterpenetration(
  faster: InterpenetrationSide & { faces: readonly number[] },
  slower: InterpenetrationSide & { faces: readonly number[] },
  readings: Pick<Readings, 'interpenetrationNegation' | 'interpenetrationDouble'>,
): Result<InterpenetrationResult> {
  const dice = diceAfterNegation(
    interpenetrationDiceCount(faster),
    interpenetrationDiceCount(slower),
    readings,
  );
  const fast = checkFaces(
    buildDice([dice.faster, faster.die]),
    faster.faces,
    'faster.dice',
    'interpenetration',
  );
  if (!fast.ok) return fast;
  const slow = checkFaces(
    buildDice([dice.slower, slower.die]),
    slower.faces,
    'slower.dice',
    'interpenetration',
  );
  if (!slow.ok) return slow;
  const read = (faces: readonly number[], keep: (a: number, b: number) => number, start: number) =>
    faces.reduce(foldDie(keep), { kept: start, faces: 0, pair: false });
  return ok(
    resultOf(
      read(fast.value.faces, Math.max, -Infinity),
      read(slow.value.faces, Math.min, Infinity),
      faster,
      slower,
      readings,
    ),
  );
}

/** Unit interpenetration: only Steady close-order troops may refuse routers forcing through. */
export function mayRefuseRouters(morale: MoraleState, order: Order): boolean {
  return morale === 'steady' && order === 'close';
}

/** Unit interpenetration: routers of the same or a higher class sweep away Feudal and Tribal troops. */
export function sweptAwayByRouters(
  unit: { origin: Origin; cls: ImportanceClass },
  routerClass: ImportanceClass,
): boolean {
  return unit.origin !== 'regular' && isSameOrHigherClass(routerClass, unit.cls);
}

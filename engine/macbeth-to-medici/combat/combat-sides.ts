/**
 * Impact and Melee combat: two sides, each with a base by order and its own
 * random factor. The sides' dice are independent, so the joint distribution of
 * both scores is their product; each rule turns the two scores into a result.
 */
import type { SectionId } from '../tables/sections.ts';
import {
  combineOutcomes,
  describeDice,
  fail,
  ok,
  type Outcomes,
  type Result,
  type WorkingStep,
} from '../../core/index.ts';
import type { UnitDice } from '../units.ts';
import {
  factorDice,
  factorOdds,
  resolveFactor,
  type EnteredDice,
  type FactorInput,
} from './random-factor.ts';
import type { Readings } from '../readings.ts';
import type { Experience, ExtraDieCause, Order } from '../tables/index.ts';
import { unnamedFighters, type FightNames } from './fight-working.ts';

export type SideId = 'a' | 'b';
export const sideIds: readonly SideId[] = ['a', 'b'];

/** What each side of an Impact or Melee combat brings. */
export interface CombatSide {
  readonly order: Order;
  readonly experience: Experience;
  readonly dice: UnitDice;
  /** Ids of the causes of extra plus or minus dice that apply (each at most once). */
  readonly causes: readonly string[];
  readonly leadership?: number | undefined;
  /** Dual-armed troops (bow and a hand weapon) that shot this turn. */
  readonly dualArmedShot?: boolean | undefined;
  /** It charged or counter-charged through terrain, or fights in bad going. */
  readonly badGoing?: boolean | undefined;
}

export type CombatSection = 'impact-combat' | 'melee-combat';

/** A side made ready: its base, and the input of its random factor. */
export interface ReadySide {
  readonly base: number;
  readonly factor: FactorInput;
}

/**
 * A side's working before the roll: its base, the dice it rolls after
 * negation, the cap and any Leadership that may replace a die.
 */
export function explainReadySide(
  id: SideId,
  side: ReadySide,
  section: CombatSection,
  readings: Readings,
  names: FightNames = unnamedFighters,
): WorkingStep<SectionId> {
  const dice = factorDice(side.factor, readings);
  const officer =
    side.factor.leadership === undefined
      ? ''
      : `; Leadership ${side.factor.leadership} may replace a die`;
  return {
    text: `${names[id]}: base ${side.base}, plus dice ${describeDice(dice.plus)} against minus dice ${describeDice(dice.minus)}, factor held to ±${side.factor.cap}${officer}`,
    rule: section,
  };
}

/** Both sides made ready, or the first side's error. */
export function readyBoth(
  ready: (id: SideId) => Result<ReadySide>,
): Result<Record<SideId, ReadySide>> {
  const a = ready('a');
  if (!a.ok) return a;
  const b = ready('b');
  if (!b.ok) return b;
  return ok({ a: a.value, b: b.value });
}

/** Counts a side's plus and minus cause dice from the book's list, refusing unknown or repeated causes. */
export function countCauses(
  causes: readonly string[],
  table: readonly ExtraDieCause[],
  field: string,
  section: CombatSection,
): Result<{ plus: number; minus: number }> {
  const counts = { plus: 0, minus: 0 };
  for (const [i, id] of causes.entries()) {
    const cause = table.find((c) => c.id === id);
    if (cause === undefined) return fail(field, section, `no such cause of an extra die: ${id}`);
    if (causes.indexOf(id) !== i) return fail(field, section, `each cause counts once: ${id}`);
    counts[cause.sign] += 1;
  }
  return ok(counts);
}

/**
 * Unit types: dual-armed troops that shoot suffer in close combat, the book not
 * saying how (dual-armed-penalty). Read here that is the lists' "Fired this turn
 * without Initiative" die alone (0 here); under `whenever-shot` 1 more minus die.
 */
export function dualArmedMinusDice(
  side: Pick<CombatSide, 'dualArmedShot'>,
  readings: Pick<Readings, 'dualArmedPenalty'>,
): number {
  return side.dualArmedShot === true && readings.dualArmedPenalty === 'whenever-shot' ? 1 : 0;
}

/**
 * Terrain effects: chargers and units fighting in bad going count the terrain
 * in combat, the lists naming no die for it (terrain-in-combat). Read here
 * none (0; Impact's hits per class crossed stand apart); under `minus-die` 1.
 */
export function terrainMinusDice(
  side: Pick<CombatSide, 'badGoing'>,
  readings: Pick<Readings, 'terrainInCombat'>,
): number {
  return side.badGoing === true && readings.terrainInCombat === 'minus-die' ? 1 : 0;
}

/** Impact and melee: the minus dice the readings add to a side's listed causes. */
export function readingMinusDice(
  side: Pick<CombatSide, 'dualArmedShot' | 'badGoing'>,
  readings: Pick<Readings, 'dualArmedPenalty' | 'terrainInCombat'>,
): number {
  return dualArmedMinusDice(side, readings) + terrainMinusDice(side, readings);
}

/** Exact joint distribution of both sides' scores, each turned into a result by `decide`. */
export function bothSidesOdds<T>(
  sides: Readonly<Record<SideId, ReadySide>>,
  section: CombatSection,
  readings: Readings,
  decide: (a: number, b: number) => T,
): Result<Outcomes<T>> {
  const a = factorOdds(sides.a.factor, { section, prefix: 'a.' }, readings);
  if (!a.ok) return a;
  const b = factorOdds(sides.b.factor, { section, prefix: 'b.' }, readings);
  if (!b.ok) return b;
  return ok(
    combineOutcomes(a.value, b.value, (fa, fb) => decide(sides.a.base + fa, sides.b.base + fb)),
  );
}

/** Both sides' scores for dice the player read, with each side's working under its unit's name. */
export function resolveBothSides(
  sides: Readonly<Record<SideId, ReadySide>>,
  dice: Readonly<Record<SideId, EnteredDice>>,
  section: CombatSection,
  readings: Readings,
  names: FightNames = unnamedFighters,
): Result<{ scores: Record<SideId, number>; steps: WorkingStep<SectionId>[] }> {
  const scores = { a: 0, b: 0 };
  const steps: WorkingStep<SectionId>[] = [];
  for (const id of sideIds) {
    const side = sides[id];
    const working = resolveFactor(side.factor, dice[id], { section, prefix: `${id}.` }, readings);
    if (!working.ok) return working;
    scores[id] = side.base + working.value.factor;
    steps.push(...working.value.steps.map((s) => ({ ...s, text: `${names[id]}: ${s.text}` })), {
      text: `${names[id]}: base ${side.base} + factor ${working.value.factor} = ${scores[id]}`,
      rule: section,
    });
  }
  return ok({ scores, steps });
}

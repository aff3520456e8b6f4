/**
 * Melee combat: each side scores its base by order plus its random factor
 * (causes from the melee list, capped by the weapon and by a tighter order).
 * The higher net score wins; on a draw both sides count as losers. Hits come
 * from the difference; elements lost from the fighting elements and each
 * side's own score.
 */
import type { SectionId } from '../tables/sections.ts';
import { ok, type Outcomes, type Result, type WorkingStep } from '../../core/index.ts';
import {
  countCauses,
  readingMinusDice,
  bothSidesOdds,
  readyBoth,
  resolveBothSides,
  type CombatSide,
  type ReadySide,
  type SideId,
} from './combat-sides.ts';
import type { EnteredDice } from './random-factor.ts';
import { countNoun, unnamedFighters, type FightNames } from './fight-working.ts';
import { defaultReadings, type Readings } from '../readings.ts';
import { checkWhole } from '../units.ts';
import {
  experienceBonus,
  meleeExtraDice,
  meleeWeaponCap,
  meleeWeapons,
  valueByOrder,
  type MeleeWeapon,
  type Order,
} from '../tables/index.ts';

export interface MeleeSide extends CombatSide {
  /** The side's weapon: its row of the weapon table gives the order it is made for. */
  readonly weapon: MeleeWeapon;
  /** Elements engaged in the fight. */
  readonly elements: number;
  /**
   * Elements in the whole unit, engaged or not (0 or absent: all are engaged);
   * the cap on the enemy's fighting elements under `whole-enemy-unit`.
   */
  readonly unitElements?: number | undefined;
}

export type MeleeSides = Readonly<Record<SideId, MeleeSide>>;

export interface MeleeOutcome {
  readonly winner: SideId | 'draw';
  readonly difference: number;
  readonly hits: Readonly<Record<SideId, number>>;
  readonly elementsLost: Readonly<Record<SideId, number>>;
}

const section = 'melee-combat';
const other = (id: SideId): SideId => (id === 'a' ? 'b' : 'a');

const capByOrder = Object.fromEntries(meleeWeaponCap.map((row) => [row.order, row.cap])) as Record<
  Order,
  number
>;

/**
 * Melee combat: the weapon's cap, restricted to the formation's when the
 * formation is tighter than the weapon's natural order; a weapon never
 * gains in a looser order. A halberd (open, ±5) in loose order: ±3.
 */
export function meleeCap(weaponOrder: Order, formation: Order): number {
  return Math.min(capByOrder[weaponOrder], capByOrder[formation]);
}

/**
 * Melee combat: the order a weapon is made for, its row of the weapon table.
 * The table has no heavy lance: it fights as the mounted sword (close), or
 * under `as-light-lance` with the light lance (loose) (heavy-lance-melee).
 */
export function meleeWeaponOrder(
  weapon: MeleeWeapon,
  readings: Pick<Readings, 'heavyLanceMelee'> = defaultReadings,
): Order {
  const order = meleeWeapons.find((w) => w.id === weapon)?.order;
  if (order) return order;
  return readings.heavyLanceMelee === 'as-light-lance' ? 'loose' : 'close';
}

/**
 * Melee combat: the elements that count as fighting, at most Experience Bonus
 * × the enemy elements engaged, or under `whole-enemy-unit` × the whole enemy
 * unit (melee-fighting-elements).
 */
export function fightingElements(
  sides: MeleeSides,
  readings: Pick<Readings, 'meleeFightingElements'> = defaultReadings,
): Record<SideId, number> {
  const enemyOf = (id: SideId): number => {
    const enemy = sides[other(id)];
    const whole = readings.meleeFightingElements === 'whole-enemy-unit';
    return whole ? Math.max(enemy.elements, enemy.unitElements ?? 0) : enemy.elements;
  };
  const counted = (id: SideId): number =>
    Math.min(sides[id].elements, experienceBonus[sides[id].experience] * enemyOf(id));
  return { a: counted('a'), b: counted('b') };
}

/**
 * Melee combat: a side's base by order and its factor (causes counted, capped
 * by the weapon's row, heavy-lance-melee, and the order); dual-armed troops
 * that shot (dual-armed-penalty) and a side in bad going (terrain-in-combat)
 * may take one more minus die each.
 */
export function readyMeleeSide(
  side: MeleeSide,
  id: SideId,
  readings: Pick<
    Readings,
    'dualArmedPenalty' | 'terrainInCombat' | 'heavyLanceMelee'
  > = defaultReadings,
): Result<ReadySide> {
  const elements = checkWhole(side.elements, `${id}.elements`, section, 1);
  if (!elements.ok) return elements;
  const unit = checkWhole(side.unitElements ?? 0, `${id}.unitElements`, section, 0);
  if (!unit.ok) return unit;
  const causes = countCauses(side.causes, meleeExtraDice, `${id}.causes`, section);
  if (!causes.ok) return causes;
  return ok({
    base: valueByOrder[side.order],
    factor: {
      dice: side.dice,
      experience: side.experience,
      plusCauses: causes.value.plus,
      minusCauses: causes.value.minus + readingMinusDice(side, readings),
      cap: meleeCap(meleeWeaponOrder(side.weapon, readings), side.order),
      leadership: side.leadership,
    },
  });
}

const prepare = (sides: MeleeSides, readings: Readings) =>
  readyBoth((id) => readyMeleeSide(sides[id], id, readings));

/**
 * Melee combat: elements a side removes: the victor divides the lower count of
 * fighting elements by its score, rounding down; a loser divides the higher
 * count by its score, rounding up. A score below 1 divides as 1, or under
 * `loses-all-fighting` the side loses every element it has fighting.
 */
export function meleeElementsLost(
  won: boolean,
  score: number,
  own: number,
  counts: readonly [number, number],
  readings: Readings,
): number {
  if (score < 1 && readings.meleeScoreBelowOne === 'loses-all-fighting') return own;
  const divisor = Math.max(1, score);
  return won ? Math.floor(Math.min(...counts) / divisor) : Math.ceil(Math.max(...counts) / divisor);
}

/**
 * Melee combat: the result of two scores. The loser takes hits equal to the
 * difference; the victor takes them less his Experience Bonus (not below 0).
 * On a draw both lose, with no hits from the difference. Each side's figure is
 * the elements it loses, or under `enemy-elements` those the enemy loses
 * (melee-element-removal).
 */
export function meleeOutcome(
  sides: MeleeSides,
  scores: Readonly<Record<SideId, number>>,
  readings: Readings,
): MeleeOutcome {
  const difference = Math.abs(scores.a - scores.b);
  const winner: SideId | 'draw' = difference === 0 ? 'draw' : scores.a > scores.b ? 'a' : 'b';
  const fighting = fightingElements(sides, readings);
  const counts = [fighting.a, fighting.b] as const;
  const side = (id: SideId): { hits: number; lost: number } => {
    const won = winner === id;
    const hits = won ? Math.max(0, difference - experienceBonus[sides[id].experience]) : difference;
    return { hits, lost: meleeElementsLost(won, scores[id], fighting[id], counts, readings) };
  };
  const [a, b] = [side('a'), side('b')];
  const swap = readings.meleeElementRemoval === 'enemy-elements';
  return {
    winner,
    difference,
    hits: { a: a.hits, b: b.hits },
    elementsLost: swap ? { a: b.lost, b: a.lost } : { a: a.lost, b: b.lost },
  };
}

/** Melee combat: exact joint distribution over both sides' dice. */
export function meleeOdds(
  sides: MeleeSides,
  readings: Readings = defaultReadings,
): Result<Outcomes<MeleeOutcome>> {
  const ready = prepare(sides, readings);
  if (!ready.ok) return ready;
  return bothSidesOdds(ready.value, section, readings, (a, b) =>
    meleeOutcome(sides, { a, b }, readings),
  );
}

/** Melee combat for the dice the player read on both sides, with the working naming each side by its unit. */
export function resolveMelee(
  sides: MeleeSides,
  dice: Readonly<Record<SideId, EnteredDice>>,
  readings: Readings = defaultReadings,
  names: FightNames = unnamedFighters,
): Result<MeleeOutcome & { scores: Record<SideId, number>; steps: WorkingStep<SectionId>[] }> {
  const ready = prepare(sides, readings);
  if (!ready.ok) return ready;
  const duel = resolveBothSides(ready.value, dice, section, readings, names);
  if (!duel.ok) return duel;
  const outcome = meleeOutcome(sides, duel.value.scores, readings);
  const fighting = fightingElements(sides, readings);
  const result =
    outcome.winner === 'draw'
      ? 'A draw: both sides lose and take a Control test'
      : `${names[outcome.winner]} wins by ${outcome.difference}; ${names[other(outcome.winner)]} takes a Control test`;
  const steps: WorkingStep<SectionId>[] = [
    ...duel.value.steps,
    { text: result, rule: section },
    {
      text: `Fighting elements: ${names.a} ${fighting.a}, ${names.b} ${fighting.b}`,
      rule: section,
    },
    {
      text: `${names.a} takes ${countNoun(outcome.hits.a, 'hit')} and removes ${countNoun(outcome.elementsLost.a, 'element')}; ${names.b} takes ${countNoun(outcome.hits.b, 'hit')} and removes ${countNoun(outcome.elementsLost.b, 'element')}`,
      rule: section,
    },
  ];
  return ok({ ...outcome, scores: duel.value.scores, steps });
}

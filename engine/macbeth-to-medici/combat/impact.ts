/**
 * Impact combat: each side scores its base by order plus its random factor
 * (causes from the impact list, capped by weapon). The higher score wins;
 * what the win does depends on who beat whom: cavalry through foot, foot
 * against cavalry, foot against foot.
 */
import type { SectionId } from '../tables/sections.ts';
import { ok, type Outcomes, type Result, type WorkingStep } from '../../core/index.ts';
import {
  countCauses,
  readingMinusDice,
  bothSidesOdds,
  resolveBothSides,
  readyBoth,
  type CombatSide,
  type ReadySide,
  type SideId,
} from './combat-sides.ts';
import type { EnteredDice } from './random-factor.ts';
import { checkImpactScope } from './impact-scope.ts';
import { countNoun, unnamedFighters, type FightNames } from './fight-working.ts';
import { defaultReadings, type Readings } from '../readings.ts';
import { checkWhole } from '../units.ts';
import {
  experienceBonus,
  impactExtraDice,
  impactWeaponCap,
  valueByOrder,
  type ImpactWeapon,
} from '../tables/index.ts';

export interface ImpactSide extends CombatSide {
  readonly mounted: boolean;
  readonly ranks: number;
  readonly weapon: ImpactWeapon;
  /** Gunnes are destroyed if they lose. */
  readonly gunnes?: boolean | undefined;
  /** Pikemen, by unit type: who fights Impact under the combat sequence's list. */
  readonly pikemen?: boolean | undefined;
  /** It charged or counter-charged, so it must follow up a recoiling enemy. */
  readonly charged?: boolean | undefined;
  /** Total of the terrain classes it would cross recoiling or following up (default 0). */
  readonly terrainCrossed?: number | undefined;
}

export type ImpactSides = Readonly<Record<SideId, ImpactSide>>;

export interface ImpactOutcome {
  readonly winner: SideId | 'draw';
  readonly difference: number;
  readonly hits: Readonly<Record<SideId, number>>;
  /** The loser takes a Control test; on a draw, Melee combat follows instead. */
  readonly controlTest: SideId | null;
  readonly meleeFollows: boolean;
  /** Cavalry beating foot: ranks passed through, and whether they come out the far side. */
  readonly penetration: { readonly ranks: number; readonly throughAndOut: boolean } | null;
  /** Inches the loser recoils. */
  readonly recoil: number;
  readonly unformed: SideId | null;
  readonly destroyed: SideId | null;
  /** The winner that charged and follows up the recoiling loser. */
  readonly followsUp: SideId | null;
}

const section = 'impact-combat';
const other = (id: SideId): SideId => (id === 'a' ? 'b' : 'a');

/**
 * Impact combat: a side's base by order and its factor (causes counted, capped
 * by weapon). Steady pike facing Impetuous mounted adds its die on top of the
 * one for facing mounted, or under `replaces` in its place (pike-impact-dice);
 * dual-armed troops that shot (dual-armed-penalty) and a side in bad going
 * (terrain-in-combat) may take one more minus die each.
 */
export function readyImpactSide(
  side: ImpactSide,
  id: SideId,
  readings: Pick<
    Readings,
    'pikeImpactDice' | 'dualArmedPenalty' | 'terrainInCombat'
  > = defaultReadings,
): Result<ReadySide> {
  const ranks = checkWhole(side.ranks, `${id}.ranks`, section, 1);
  if (!ranks.ok) return ranks;
  const terrain = checkWhole(side.terrainCrossed ?? 0, `${id}.terrainCrossed`, section, 0);
  if (!terrain.ok) return terrain;
  const causes = countCauses(side.causes, impactExtraDice, `${id}.causes`, section);
  if (!causes.ok) return causes;
  const bothPike = ['steady-pike-v-mounted', 'steady-pike-v-impetuous-mounted'].every((c) =>
    side.causes.includes(c),
  );
  const overlap = bothPike && readings.pikeImpactDice === 'replaces' ? 1 : 0;
  return ok({
    base: valueByOrder[side.order],
    factor: {
      dice: side.dice,
      experience: side.experience,
      plusCauses: causes.value.plus - overlap,
      minusCauses: causes.value.minus + readingMinusDice(side, readings),
      cap: impactWeaponCap[side.weapon],
      leadership: side.leadership,
    },
  });
}

const prepare = (sides: ImpactSides, readings: Readings) =>
  readyBoth((id) => readyImpactSide(sides[id], id, readings));

/**
 * Impact combat: the result of two scores. The loser takes 1 hit and a
 * Control test. Cavalry beating foot pass through ranks equal to the
 * difference (at most the foot's ranks, through and out when it reaches
 * them), 1 more hit a rank, foot unformed. Foot beating cavalry: the cavalry
 * recoil twice the difference in inches, unformed. Foot beating foot: the
 * loser recoils the difference in inches, takes the excess over its ranks as
 * hits, and is unformed if that is more than its Experience Bonus. Cavalry
 * beating cavalry: the general result only, or under `loser-recoils` the
 * recoil foot would inflict. Gunnes
 * that lose are destroyed. A side that recoils, and a winner that charged and
 * so follows it up, takes 1 more hit per terrain class crossed. A draw: each
 * side takes the other's Experience Bonus in hits (its own under
 * `own-bonus`) and Melee combat follows.
 */
export function impactOutcome(
  sides: ImpactSides,
  scores: Readonly<Record<SideId, number>>,
  readings: Readings,
): ImpactOutcome {
  const difference = Math.abs(scores.a - scores.b);
  const none = { penetration: null, recoil: 0, unformed: null, destroyed: null, followsUp: null };
  if (difference === 0) {
    const own = readings.impactDrawHits === 'own-bonus';
    const hitsOf = (id: SideId): number => experienceBonus[sides[own ? id : other(id)].experience];
    return {
      winner: 'draw',
      difference,
      hits: { a: hitsOf('a'), b: hitsOf('b') },
      controlTest: null,
      meleeFollows: true,
      ...none,
    };
  }
  const winner: SideId = scores.a > scores.b ? 'a' : 'b';
  const loser = other(winner);
  const [won, lost] = [sides[winner], sides[loser]];
  // Cavalry beaten by cavalry recoil as from foot only under loser-recoils (impact-cavalry-on-cavalry).
  const cavalryRecoil = readings.impactCavalryOnCavalry === 'loser-recoils';
  let extra = 0;
  let rest: Omit<ImpactOutcome, 'winner' | 'difference' | 'hits' | 'controlTest' | 'meleeFollows'> =
    none;
  if (won.mounted && !lost.mounted) {
    const ranks = Math.min(difference, lost.ranks);
    extra = ranks;
    rest = {
      ...none,
      penetration: { ranks, throughAndOut: difference >= lost.ranks },
      unformed: loser,
    };
  } else if (lost.mounted && (!won.mounted || cavalryRecoil)) {
    rest = { ...none, recoil: 2 * difference, unformed: loser };
  } else if (!won.mounted) {
    extra = Math.max(0, difference - lost.ranks);
    const unformed = difference > experienceBonus[lost.experience] ? loser : null;
    rest = { ...none, recoil: difference, unformed };
  }
  // Recoiling and following up cost a hit per terrain class crossed.
  const terrain = (side: ImpactSide) => side.terrainCrossed ?? 0;
  const followsUp = rest.recoil > 0 && won.charged === true ? winner : null;
  const hits = {
    a: 0,
    b: 0,
    [loser]: 1 + extra + (rest.recoil > 0 ? terrain(lost) : 0),
    [winner]: followsUp ? terrain(won) : 0,
  };
  return {
    winner,
    difference,
    hits,
    controlTest: loser,
    meleeFollows: false,
    ...rest,
    destroyed: lost.gunnes === true ? loser : null,
    followsUp,
  };
}

/** Impact combat: exact joint distribution over both sides' dice. */
export function impactOdds(
  sides: ImpactSides,
  readings: Readings = defaultReadings,
): Result<Outcomes<ImpactOutcome>> {
  const ready = prepare(sides, readings);
  if (!ready.ok) return ready;
  const scope = checkImpactScope(sides, readings);
  if (!scope.ok) return scope;
  return bothSidesOdds(ready.value, section, readings, (a, b) =>
    impactOutcome(sides, { a, b }, readings),
  );
}

function describe(outcome: ImpactOutcome, names: FightNames): string {
  if (outcome.winner === 'draw') {
    return `A draw: ${names.a} takes ${countNoun(outcome.hits.a, 'hit')}, ${names.b} ${outcome.hits.b}; Melee combat follows`;
  }
  const loser = other(outcome.winner);
  const parts = [
    `${names[outcome.winner]} wins by ${outcome.difference}`,
    `${names[loser]} takes ${countNoun(outcome.hits[loser], 'hit')} and a Control test`,
  ];
  if (outcome.penetration) {
    parts.push(
      `the cavalry pass ${countNoun(outcome.penetration.ranks, 'rank')}${outcome.penetration.throughAndOut ? ', through and out' : ''}`,
    );
  }
  if (outcome.recoil > 0) parts.push(`${names[loser]} recoils ${outcome.recoil} inches`);
  if (outcome.followsUp) {
    parts.push(
      `${names[outcome.followsUp]} follows up${outcome.hits[outcome.followsUp] > 0 ? `, taking ${countNoun(outcome.hits[outcome.followsUp], 'hit')} for the terrain` : ''}`,
    );
  }
  if (outcome.unformed) parts.push(`${names[outcome.unformed]} is unformed`);
  if (outcome.destroyed) parts.push(`the gunnes of ${names[outcome.destroyed]} are destroyed`);
  return parts.join('; ');
}

/** Impact combat for the dice the player read on both sides, with the working naming each side by its unit. */
export function resolveImpact(
  sides: ImpactSides,
  dice: Readonly<Record<SideId, EnteredDice>>,
  readings: Readings = defaultReadings,
  names: FightNames = unnamedFighters,
): Result<ImpactOutcome & { scores: Record<SideId, number>; steps: WorkingStep<SectionId>[] }> {
  const ready = prepare(sides, readings);
  if (!ready.ok) return ready;
  const scope = checkImpactScope(sides, readings, names);
  if (!scope.ok) return scope;
  const duel = resolveBothSides(ready.value, dice, section, readings, names);
  if (!duel.ok) return duel;
  const outcome = impactOutcome(sides, duel.value.scores, readings);
  return ok({
    ...outcome,
    scores: duel.value.scores,
    steps: [scope.value, ...duel.value.steps, { text: describe(outcome, names), rule: section }],
  });
}

/**
 * What a Control test's result means (Charging, Standing, Evading & feigned
 * retreat, Rallying), and what hits do to it (Unit endurance, Impetuous &
 * Broken): data the calculators show, and the consequence of each result.
 */
import { mapOutcomes, ok, type Outcomes, type Result } from '../../core/index.ts';
import { controlTestOdds, type ControlResult, type ControlTestInput } from './control-test.ts';
import { defaultReadings, type Readings } from '../readings.ts';
import type { SectionId } from '../tables/sections.ts';
import type { MoraleState } from '../tables/types.ts';
import { checkWhole, moraleWithHits, safeHits } from '../units.ts';

export type ControlSituation = 'charging' | 'standing' | 'evading' | 'feigned-retreat' | 'rallying';

/** One result in one situation: what the unit does and what it loses. */
export interface ControlEffect {
  /** What the unit does, in the site's words. */
  label: string;
  unformed: boolean;
  /** Elements lost: a fixed number, or one die's score (`die`). */
  elementsLost: number | 'die';
  /** Rallying: hits taken off. */
  hitsRemoved: number;
  /** Feigned retreat: the unit breaks, or is removed from play. */
  breaks?: 'breaks' | 'removed';
  /** What the player may have the unit do instead (Standing, rolling down: evade). */
  orElse?: ControlEffect;
}

const effect = (label: string, more: Partial<ControlEffect> = {}): ControlEffect => ({
  label,
  unformed: false,
  elementsLost: 0,
  hitsRemoved: 0,
  ...more,
});

/** The section each situation's results are printed in. */
export const controlSituationSection: Readonly<Record<ControlSituation, SectionId>> = {
  charging: 'charging',
  standing: 'standing',
  evading: 'evading-and-feigned-retreat',
  'feigned-retreat': 'evading-and-feigned-retreat',
  rallying: 'rallying',
};

/** Each situation's three results, as the book gives them. */
export const controlEffects: Readonly<
  Record<ControlSituation, Readonly<Record<ControlResult, ControlEffect>>>
> = {
  charging: {
    pass: effect('Charges as ordered'),
    up: effect('Charges, but unformed', { unformed: true }),
    down: effect('Stays where it is, unformed', { unformed: true }),
  },
  standing: {
    pass: effect('Stands'),
    up: effect('Stands, but unformed', { unformed: true }),
    // The standing-down erratum: the die of elements goes with standing, not with evading.
    down: effect('Stands unformed and loses 1 die of elements', {
      unformed: true,
      elementsLost: 'die',
      orElse: effect('Evades instead'),
    }),
  },
  evading: {
    pass: effect('Evades, meaning to reform in good order'),
    up: effect('Stands instead of evading'),
    down: effect('Evades and loses 1 die of elements', { elementsLost: 'die' }),
  },
  'feigned-retreat': {
    pass: effect('Acts as Broken this turn, then as normal without rallying'),
    up: effect('Really breaks', { breaks: 'breaks' }),
    down: effect('Breaks, scatters beyond recall and is removed', { breaks: 'removed' }),
  },
  rallying: {
    pass: effect('1 hit taken off', { hitsRemoved: 1 }),
    up: effect('1 hit taken off, 1 element lost', { hitsRemoved: 1, elementsLost: 1 }),
    down: effect('The hit stays, 1 element lost', { elementsLost: 1 }),
  },
};

/**
 * Unit endurance: an Erratic unit that fails becomes Impetuous rolling up and
 * Broken rolling down (the erratic-failure erratum).
 */
export const erraticFailure: Readonly<Record<Exclude<ControlResult, 'pass'>, MoraleState>> = {
  up: 'impetuous',
  down: 'broken',
};

/** The readings that change what a result does to the unit. */
export type ConsequenceReadings = Pick<
  Readings,
  | 'rallyFailures'
  | 'standingDownLoss'
  | 'erraticFailure'
  | 'phantomHitsElements'
  | 'erraticRecovery'
>;

/**
 * A situation's result as the readings chosen take it: under `either-choice`
 * a unit that fails to stand by rolling down loses the die of elements even
 * if it evades instead (standing-down).
 */
export function controlEffectOf(
  situation: ControlSituation,
  result: ControlResult,
  readings: Pick<Readings, 'standingDownLoss'> = defaultReadings,
): ControlEffect {
  const chosen = controlEffects[situation][result];
  if (!chosen.orElse || readings.standingDownLoss === 'standing-only') return chosen;
  const orElse = { ...chosen.orElse, label: `${chosen.orElse.label}, losing 1 die of elements` };
  return { ...chosen, orElse: { ...orElse, elementsLost: 'die' } };
}

/** Unit endurance: what an Erratic unit that fails turns into, by the erratic-failure reading. */
function turnsInto(
  situation: ControlSituation,
  result: Exclude<ControlResult, 'pass'>,
  readings: Pick<Readings, 'erraticFailure'>,
): MoraleState {
  if (readings.erraticFailure === 'by-result') return erraticFailure[result];
  return situation === 'charging' ? 'impetuous' : 'broken';
}

/** The unit taking the test, as it stands. */
export interface TestedUnit {
  morale: MoraleState;
  /** True hits carried. */
  hits: number;
  /** Skirmish or bombard hits this test counts but the unit does not keep. */
  phantomHits?: number;
  elements: number;
}

/** What one result does to the unit. */
export interface ControlConsequence {
  result: ControlResult;
  effect: ControlEffect;
  /** The morale state the unit took the test in (phantom hits count). */
  testedAs: MoraleState;
  /** The state after the test: Impetuous or Broken after an Erratic failure. */
  morale: MoraleState;
  /** True hits after the test (phantom hits are never kept). */
  hits: number;
  /**
   * Impetuous & Broken: elements removed for the hits carried on becoming
   * Impetuous or Broken (at most the elements left), beyond the effect's own losses.
   */
  elementsForHits: number;
}

/**
 * Unit endurance and Impetuous & Broken: the consequence of a result. Phantom
 * hits can make a Steady unit test as Erratic; an Erratic unit that fails turns
 * Impetuous or Broken, and a failed feigned retreat breaks any unit (Evading &
 * feigned retreat); either removes elements equal to the true hits it carries
 * (the readings: the phantom hits too, which state it turns into, whether a
 * rally test does this at all, and whether rallying makes it Steady again).
 */
export function controlConsequence(
  situation: ControlSituation,
  result: ControlResult,
  unit: TestedUnit,
  experience: ControlTestInput['experience'],
  readings: ConsequenceReadings = defaultReadings,
): ControlConsequence {
  const chosen = controlEffectOf(situation, result, readings);
  const phantom = unit.phantomHits ?? 0;
  const testedAs = moraleWithHits(unit.morale, unit.hits + phantom, experience);
  const hits = Math.max(0, unit.hits - chosen.hitsRemoved);
  const rallyOnly = situation === 'rallying' && readings.rallyFailures !== 'as-control-test';
  // A feigned retreat that fails really breaks, whatever the unit's state.
  const turns: MoraleState | null = chosen.breaks
    ? 'broken'
    : testedAs === 'erratic' && result !== 'pass' && !rallyOnly
      ? turnsInto(situation, result, readings)
      : null;
  const carried = hits + (readings.phantomHitsElements === 'phantom-too' ? phantom : 0);
  // Phantom hits are gone after the test; true hits keep a unit Erratic.
  const kept = moraleWithHits(unit.morale, unit.hits, experience);
  const recovered =
    readings.erraticRecovery === 'steady-within-limit' &&
    kept === 'erratic' &&
    hits <= safeHits(experience);
  return {
    result,
    effect: chosen,
    testedAs,
    morale: turns ?? (recovered ? 'steady' : kept),
    hits,
    elementsForHits: turns === null ? 0 : Math.min(carried, unit.elements),
  };
}

/** Checks the unit's hits, phantom hits and elements (Unit endurance, Unit organisation). */
export function checkTestedUnit(unit: TestedUnit): Result<TestedUnit> {
  const checks = [
    checkWhole(unit.hits, 'hits', 'unit-endurance', 0),
    checkWhole(unit.phantomHits ?? 0, 'phantomHits', 'skirmish-fire', 0),
    checkWhole(unit.elements, 'elements', 'unit-organisation', 1),
  ];
  return checks.find((c) => !c.ok) ?? ok(unit);
}

/**
 * Control test in a situation: the exact chance of each consequence, e.g. a
 * Steady Seasoned unit with 4 hits (over its bonus of 3) charging: 16 in 36 it
 * charges, 10 in 36 it charges unformed and turns Impetuous.
 */
export function controlConsequenceOdds(
  input: ControlTestInput & { situation: ControlSituation; unit: TestedUnit },
  readings: Pick<Readings, 'averageDie' | 'controlLeadership'> & ConsequenceReadings,
): Result<Outcomes<ControlConsequence>> {
  const unit = checkTestedUnit(input.unit);
  if (!unit.ok) return unit;
  const odds = controlTestOdds(input, readings);
  if (!odds.ok) return odds;
  return ok(
    mapOutcomes(odds.value.outcomes, (result) =>
      controlConsequence(input.situation, result, input.unit, input.experience, readings),
    ),
  );
}

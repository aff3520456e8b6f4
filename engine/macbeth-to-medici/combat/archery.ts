/**
 * Firing: archery. The firing value (base by order plus the random factor,
 * held within the cap for the time there is to shoot) against the target's
 * defence value gives hits; the firers, the hits and the target's elements
 * give the elements removed.
 */
import type { SectionId } from '../tables/sections.ts';
import {
  fail,
  mapOutcomes,
  ok,
  type Outcomes,
  type Result,
  type WorkingStep,
} from '../../core/index.ts';
import type { UnitDice } from '../units.ts';
import {
  factorOdds,
  resolveFactor,
  type EnteredDice,
  type FactorInput,
  type FactorPlace,
} from './random-factor.ts';
import { defaultReadings, type Readings } from '../readings.ts';
import { checkWhole } from '../units.ts';
import { countedProtection } from './protection.ts';
import { countNoun } from './fight-working.ts';
import {
  bowRanges,
  defenceRatings,
  firingTimeCap,
  firingValueByOrder,
  type Armour,
  type Experience,
  type FiringTime,
  type Order,
  type TargetAction,
} from '../tables/index.ts';

export type Bow = keyof typeof bowRanges;

export interface ArcheryInput {
  readonly firer: {
    readonly order: Order;
    readonly experience: Experience;
    readonly dice: UnitDice;
    readonly elements: number;
    readonly time: FiringTime;
    readonly bow: Bow;
    /** Inches to the target. */
    readonly range: number;
    /** Contacted by an enemy's Initiative movement: it may not shoot. */
    readonly contacted?: boolean | undefined;
    readonly leadership?: number | undefined;
  };
  readonly target: {
    readonly experience: Experience;
    /** Advancing or falling back, it is moving: its shield and pavise may not count. */
    readonly action: TargetAction;
    readonly order: Order;
    /** The armour it counts as (cavalry on unarmoured horses one level lower). */
    readonly armour: Armour;
    /** Shielded against this fire (from the front or left flank). */
    readonly shielded: boolean;
    /** Behind pavises, the equal of Full armour at the halt. */
    readonly pavise?: boolean | undefined;
    readonly elements: number;
  };
}

export interface ArcheryOutcome {
  readonly firing: number;
  readonly hits: number;
  readonly removed: number;
  readonly controlTest: boolean;
}

const place: FactorPlace = { section: 'archery', prefix: 'firer.' };
const protectionLevel: Readonly<Record<Armour, number>> = {
  unarmoured: 0,
  light: 1,
  heavy: 2,
  full: 3,
};

/**
 * Firing: archery: 1 hit when the firing value is above the defence value,
 * 2 when above twice it, and so on: the largest k with firing > k × defence.
 * Under `at-most-two` the count stops at 2.
 */
export function archeryHits(firing: number, defence: number, readings: Readings): number {
  const hits = Math.max(0, Math.ceil(firing / defence) - 1);
  return readings.archeryHitMultiples === 'at-most-two' ? Math.min(hits, 2) : hits;
}

/**
 * Firing: archery: elements firing × hits ÷ target elements, rounded down;
 * with no hits, half the firers count as one hit (half rounded down by
 * default, up under `rounded-up`), or under `half-removed-outright` half the
 * firers are the elements removed, whatever the target's size.
 */
export function archeryElementsRemoved(
  firers: number,
  hits: number,
  targets: number,
  readings: Readings,
): number {
  if (hits > 0) return Math.floor((firers * hits) / targets);
  const half = readings.archeryHalfCount === 'rounded-up' ? Math.ceil(firers / 2) : firers / 2;
  if (readings.archeryNoHits === 'half-removed-outright') return Math.floor(half);
  return Math.floor(half / targets);
}

export interface ArcherySetup {
  readonly base: number;
  readonly defence: number;
  /** Unit armour: heavy, or light with a shield: an extra minus die. */
  readonly armoured: boolean;
  /** Unit armour: full (or heavy with a shield) stops every bow but armour-piercing arrows. */
  readonly invulnerable: boolean;
  readonly factor: FactorInput;
  /** Unit armour: a line for each shield or pavise counted or dropped. */
  readonly protection: WorkingStep<SectionId>[];
}

/**
 * Archery: the firing base, the target's defence, its armour, and the firers'
 * factor. A moving target counts a shield only in close order and a pavise
 * (Full armour) only at the halt (Unit armour). A shield raises protection a level, or under
 * `never-past-worn` takes it no further than the armour worn; a target counts
 * as armoured from Heavy up, or under `any-armour` from Light up.
 */
export function prepareArchery(
  input: ArcheryInput,
  readings: Pick<Readings, 'shieldOverArmour' | 'archeryArmoured'> = defaultReadings,
): Result<ArcherySetup> {
  const { firer, target } = input;
  const firing = checkWhole(firer.elements, 'firer.elements', 'archery', 1);
  if (!firing.ok) return firing;
  const targeted = checkWhole(target.elements, 'target.elements', 'archery', 1);
  if (!targeted.ok) return targeted;
  if (firer.contacted === true) {
    return fail(
      'firer.contacted',
      'archery',
      'a unit contacted by Initiative movement may not shoot',
    );
  }
  const reach = bowRanges[firer.bow];
  if (!(firer.range >= 0 && firer.range <= reach)) {
    return fail('firer.range', 'archery', `this bow reaches ${reach} inches, not ${firer.range}`);
  }
  const counted = countedProtection({ ...target, moving: target.action !== 'standing' });
  const raise = counted.shielded && readings.shieldOverArmour === 'raises-a-level' ? 1 : 0;
  const level = Math.min(3, protectionLevel[counted.armour] + raise);
  // "Armoured" is Heavy and up, or under any-armour Light and up (archery-armoured).
  const armoured = level >= (readings.archeryArmoured === 'any-armour' ? 1 : 2);
  return ok({
    base: firingValueByOrder[firer.order],
    defence: defenceRatings.experience[target.experience] + defenceRatings.action[target.action],
    armoured,
    invulnerable: level === 3 && firer.bow !== 'longbow-heavy-arrows',
    factor: {
      dice: firer.dice,
      experience: firer.experience,
      plusCauses: 0,
      minusCauses: armoured ? 1 : 0,
      cap: firingTimeCap[firer.time],
      leadership: firer.leadership,
    },
    protection: counted.steps,
  });
}

function outcomeOf(
  setup: ArcherySetup,
  factor: number,
  input: ArcheryInput,
  readings: Readings,
): ArcheryOutcome {
  const firing = setup.base + factor;
  if (setup.invulnerable) return { firing, hits: 0, removed: 0, controlTest: false };
  const hits = archeryHits(firing, setup.defence, readings);
  const removed = archeryElementsRemoved(
    input.firer.elements,
    hits,
    input.target.elements,
    readings,
  );
  return { firing, hits, removed, controlTest: hits > 0 };
}

/** Firing: archery: exact distribution of the firing value, hits and elements removed. */
export function archeryOdds(
  input: ArcheryInput,
  readings: Readings = defaultReadings,
): Result<{
  defence: number;
  armoured: boolean;
  invulnerable: boolean;
  protection: WorkingStep<SectionId>[];
  outcomes: Outcomes<ArcheryOutcome>;
}> {
  const setup = prepareArchery(input, readings);
  if (!setup.ok) return setup;
  const factors = factorOdds(setup.value.factor, place, readings);
  if (!factors.ok) return factors;
  const { defence, armoured, invulnerable, protection } = setup.value;
  return ok({
    defence,
    armoured,
    invulnerable,
    protection,
    outcomes: mapOutcomes(factors.value, (f) => outcomeOf(setup.value, f, input, readings)),
  });
}

/** Firing: archery for dice the player read, with its working. */
export function resolveArchery(
  input: ArcheryInput,
  dice: EnteredDice,
  readings: Readings = defaultReadings,
): Result<ArcheryOutcome & { defence: number; steps: WorkingStep<SectionId>[] }> {
  const setup = prepareArchery(input, readings);
  if (!setup.ok) return setup;
  const working = resolveFactor(setup.value.factor, dice, place, readings);
  if (!working.ok) return working;
  const { base, defence, armoured, invulnerable, protection } = setup.value;
  const outcome = outcomeOf(setup.value, working.value.factor, input, readings);
  const steps: WorkingStep<SectionId>[] = [
    ...protection,
    ...(armoured ? [{ text: 'Armoured target: 1 more minus die', rule: 'archery' as const }] : []),
    ...working.value.steps,
    {
      text: `Firing value ${base} + ${working.value.factor} = ${outcome.firing}`,
      rule: 'archery',
    },
    {
      text: `Defence value ${defenceRatings.experience[input.target.experience]} + ${defenceRatings.action[input.target.action]} = ${defence}`,
      rule: 'archery',
    },
  ];
  if (invulnerable) {
    steps.push({ text: "The target's armour stops this fire: no effect", rule: 'unit-armour' });
  } else {
    const counted =
      outcome.hits > 0
        ? `${input.firer.elements} × ${outcome.hits}`
        : `half of ${input.firer.elements}`;
    steps.push(
      {
        text: `${countNoun(outcome.hits, 'hit')}${outcome.controlTest ? '; the target takes a Control test' : ''}`,
        rule: 'archery',
      },
      {
        text:
          outcome.hits === 0 && readings.archeryNoHits === 'half-removed-outright'
            ? `${counted}, rounded down, removed outright: ${outcome.removed} removed`
            : `${counted} ÷ ${input.target.elements} elements, rounded down: ${outcome.removed} removed`,
        rule: 'archery',
      },
    );
  }
  return ok({ ...outcome, defence, steps });
}

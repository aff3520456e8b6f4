/**
 * Skirmish fire: no dice. The skirmish value (base by order with its
 * additions and deductions) is the number of skirmish hits: phantom hits the
 * target counts for one Control test and inches off its Reaction movement.
 */
import type { SectionId } from '../tables/sections.ts';
import { fail, ok, type Result, type WorkingStep } from '../../core/index.ts';
import { checkWhole } from '../units.ts';
import { countedProtection, type TargetProtection } from './protection.ts';
import { defaultReadings, type Readings } from '../readings.ts';
import { movementRates, skirmishOverlapMax, valueByOrder, type Order } from '../tables/index.ts';

/** Handguns and heavy crossbows ignore the target's heavy armour and shields. */
export type SkirmishWeapon = 'handgun-or-heavy-crossbow' | 'other';

export interface SkirmishInput {
  readonly order: Order;
  readonly steady: boolean;
  /** A supporting rank of similarly armed elements. */
  readonly supportingRank: boolean;
  /** Own elements overlapping the enemy frontage. */
  readonly overlaps: number;
  /** Enemy elements overlapping the firers. */
  readonly enemyOverlaps: number;
  readonly weapon: SkirmishWeapon;
  /** Hits the firing unit carries now. */
  readonly hitsCarried: number;
  readonly mounted: boolean;
  /** Inches to the target. */
  readonly range: number;
  /** Moving, it counts a shield only in close order and a pavise not at all. */
  readonly target: TargetProtection & {
    readonly mounted: boolean;
  };
}

export interface SkirmishResult {
  readonly value: number;
  /** Skirmish (phantom) hits: counted for one Control test, never kept. */
  readonly hits: number;
  readonly controlTest: boolean;
  /** Inches off the target's Reaction movement. */
  readonly reactionLoss: number;
  readonly steps: WorkingStep<SectionId>[];
}

/** Skirmish fire: the reach is half the normal move. */
export function skirmishRange(mounted: boolean): number {
  return movementRates.normal[mounted ? 'mounted' : 'foot'] / 2;
}

const counts = ['overlaps', 'enemyOverlaps', 'hitsCarried'] as const;

function check(input: SkirmishInput): Result<SkirmishInput> {
  for (const name of counts) {
    const counted = checkWhole(input[name], name, 'skirmish-fire', 0);
    if (!counted.ok) return counted;
  }
  const reach = skirmishRange(input.mounted);
  if (!(input.range >= 0 && input.range <= reach)) {
    return fail('range', 'skirmish-fire', `skirmishers reach ${reach} inches, not ${input.range}`);
  }
  return ok(input);
}

/**
 * Skirmish fire: base 2 / 3 / 4 by order, +1 Steady, +1 supporting rank, +1
 * per overlapping element (at most 2), −1 per overlapping enemy element,
 * −1 heavy-armoured and −1 shielded target (neither against handguns or heavy
 * crossbows), less the hits the firers carry. Above 0, that many skirmish
 * hits; Reaction movement loses as many inches, doubled if mounted. Full
 * armour stops every skirmish weapon but handguns and heavy crossbows. A
 * moving target counts a shield only in close order, a pavise (Full armour)
 * only at the halt (Unit armour). Under
 * `raises-level-too` a shield also raises the armour a level, as against bows
 * (skirmish-shield).
 */
export function resolveSkirmish(
  input: SkirmishInput,
  readings: Pick<Readings, 'skirmishShield'> = defaultReadings,
): Result<SkirmishResult> {
  const checked = check(input);
  if (!checked.ok) return checked;
  const piercing = input.weapon === 'handgun-or-heavy-crossbow';
  const levels = ['unarmoured', 'light', 'heavy', 'full'] as const;
  const counted = countedProtection(input.target);
  const shielded = counted.shielded;
  const raised = shielded && readings.skirmishShield === 'raises-level-too' ? 1 : 0;
  const armour = levels[Math.min(3, levels.indexOf(counted.armour) + raised)] ?? 'full';
  const overlaps = Math.min(input.overlaps, skirmishOverlapMax);
  const terms: [number, string][] = [
    [valueByOrder[input.order], `${input.order} order`],
    [input.steady ? 1 : 0, 'Steady'],
    [input.supportingRank ? 1 : 0, 'supporting rank'],
    [overlaps, `overlapping elements (at most ${skirmishOverlapMax})`],
    [-input.enemyOverlaps, 'overlapping enemy elements'],
    [armour === 'heavy' && !piercing ? -1 : 0, 'target in heavy armour'],
    [shielded && !piercing ? -1 : 0, 'shielded target'],
    [-input.hitsCarried, 'hits carried'],
  ];
  const kept = terms.filter(([n]) => n !== 0);
  const value = kept.reduce((total, [n]) => total + n, 0);
  const steps: WorkingStep<SectionId>[] = [
    ...counted.steps,
    {
      text: `${kept.map(([n, why], i) => `${i === 0 ? n : n > 0 ? `+ ${n}` : `− ${-n}`} ${why}`).join(' ')} = ${value}`,
      rule: 'skirmish-fire',
    },
  ];
  if (armour === 'full' && !piercing) {
    steps.push({
      text: "The target's full armour stops this fire: no effect",
      rule: 'unit-armour',
    });
    return ok({ value, hits: 0, controlTest: false, reactionLoss: 0, steps });
  }
  const hits = Math.max(0, value);
  const reactionLoss = hits * (input.target.mounted ? 2 : 1);
  if (hits > 0) {
    steps.push({
      text: `${hits} skirmish hits for the target's Control test; its Reaction movement loses ${reactionLoss} inches`,
      rule: 'skirmish-fire',
    });
  }
  return ok({ value, hits, controlTest: hits > 0, reactionLoss, steps });
}

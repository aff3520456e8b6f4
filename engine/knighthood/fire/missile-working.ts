/**
 * The working of a unit's missile fire before its dice are read (4.00–4.80):
 * its dice (4.01, T7, T8), then its hit number on T9 with the T10 modifier;
 * and how a fraction's second dice are read.
 */
import type { WorkingStep } from '../../core/index.ts';
import type { ChartReading } from '../dice/hit-numbers.ts';
import type { RuleRef } from '../errata/types.ts';
import { formatHitNumber } from '../tables/cells.ts';
import { missileWeapons, type FireAllowed } from '../tables/missile.ts';
import type { Range } from '../tables/types.ts';
import { rules } from '../working/citations.ts';
import type { MissileWeapon, TargetDepth, MoveBeforeFire } from './missile-fire.ts';

const signed = (n: number): string => (n > 0 ? `+${n}` : String(n));

/** T8's columns: how far the unit moved before it fires. */
export const moveBeforeFireNames: Readonly<Record<MoveBeforeFire, string>> = {
  'up-to-mf': 'Up to its MF',
  half: 'Up to half its move',
  full: 'More than half its move',
};

/** T8: what that move leaves the unit to fire with. */
const allowedWords: Readonly<Record<FireAllowed, string>> = {
  full: 'full dice',
  'full-or-rapid': 'full dice',
  half: 'half dice',
  none: 'no fire',
};

/** T10: where the target stands, as the cap on its depth names it. */
const groundWords = { open: 'in the open', uphill: 'uphill', cover: 'in cover' } as const;

/** T10: the target depth the player counted, held to the cap for the target's ground. */
export function describeTargetDepthCap(depth: TargetDepth): WorkingStep<RuleRef> {
  return {
    text: `Target depth: ${depth.ranks} ranks counted, but at most ${signed(depth.cap)} ${groundWords[depth.ground]}: ${signed(depth.counted)}`,
    rule: rules.fireModifierChart,
  };
}

/**
 * 4.01, T8, 4.20, T9: the unit's full dice (one per front-rank figure, one
 * per MMS of each rank behind that may fire), what its move allows, halving
 * for disorder, the dice rolled, then the weapon's range, the target's AC and
 * the modifier read on T9 to a hit number, after T10's cap on target depth
 * where it cut the ranks counted.
 */
export function describeMissileFire(
  unit: {
    readonly weapon: MissileWeapon;
    readonly moved: MoveBeforeFire;
    readonly disordered: boolean;
  },
  dice: { readonly fullDice: number; readonly allowed: FireAllowed; readonly dice: number },
  target: { readonly range: Range; readonly armourClass: number },
  chart: ChartReading & {
    readonly modifier: number;
    readonly depth: TargetDepth;
  },
): WorkingStep<RuleRef>[] {
  const weapon = missileWeapons.find((w) => w.id === unit.weapon)!;
  const { hit, modifier, column, heldAtEdge } = chart;
  return [
    {
      text: `${dice.fullDice} dice: 1 per front-rank figure, 1 per MMS of each rank behind that may fire`,
      rule: rules.missileFire,
    },
    {
      text: `${moveBeforeFireNames[unit.moved]}: ${allowedWords[dice.allowed]}`,
      rule: rules.missileFireChart,
    },
    ...(unit.disordered
      ? [{ text: 'Disordered: half the dice, rounding down', rule: rules.missileFire }]
      : []),
    { text: `${dice.dice} ${dice.dice === 1 ? 'die' : 'dice'} rolled`, rule: rules.missileDice },
    ...(chart.depth.counted < chart.depth.ranks ? [describeTargetDepthCap(chart.depth)] : []),
    {
      text: `${weapon.label} at ${target.range} range (up to ${weapon.ranges[target.range]}") against AC ${target.armourClass}, modifier ${signed(modifier)}: ${rules.hitChart} column ${column + 1}${heldAtEdge ? ' (held at the best column)' : ''}, hit on ${formatHitNumber(hit)}`,
      rule: rules.hitChart,
    },
  ];
}

/** T9 fractions: each second die hits on the fraction's second figure or less. */
export function describeSecondDice(second: number, faces: readonly number[]): string {
  return `Second dice ${faces.join(' ')}: a ${second} or less hits`;
}

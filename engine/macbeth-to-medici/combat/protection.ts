/**
 * Unit armour against fire: which of a target's shield and pavise count.
 * Only close order troops count as shielded while moving; a pavise, the
 * equal of Full armour, serves only at the halt. What does not count is
 * dropped with a working line, never silently.
 */
import type { WorkingStep } from '../../core/index.ts';
import type { SectionId } from '../tables/sections.ts';
import type { Armour, Order } from '../tables/index.ts';

/** A target's protection as entered, and whether it is moving. */
export interface TargetProtection {
  /** The armour it counts as (cavalry on unarmoured horses one level lower). */
  readonly armour: Armour;
  /** Shielded against this fire (from the front or left flank). */
  readonly shielded: boolean;
  /** Behind pavises (the equal of Full armour). */
  readonly pavise?: boolean | undefined;
  readonly order: Order;
  readonly moving: boolean;
}

/** The protection that counts against this fire, with a line for each thing dropped. */
export interface CountedProtection {
  readonly armour: Armour;
  readonly shielded: boolean;
  readonly steps: WorkingStep<SectionId>[];
}

/**
 * Unit armour: a moving target counts its shield only in close order, and a
 * pavise (Full armour) only at the halt; each one dropped gets a working line.
 */
export function countedProtection(target: TargetProtection): CountedProtection {
  const steps: WorkingStep<SectionId>[] = [];
  let shielded = target.shielded;
  if (shielded && target.moving && target.order !== 'close') {
    shielded = false;
    steps.push({
      text: `The target moves in ${target.order} order: only close order troops count a shield while moving, so it does not count`,
      rule: 'unit-armour',
    });
  }
  let armour = target.armour;
  if (target.pavise === true) {
    if (target.moving) {
      steps.push({
        text: 'The target moves: a pavise serves only at the halt, so it does not count',
        rule: 'unit-armour',
      });
    } else {
      armour = 'full';
      steps.push({ text: 'Pavises at the halt count as Full armour', rule: 'unit-armour' });
    }
  }
  return { armour, shielded, steps };
}

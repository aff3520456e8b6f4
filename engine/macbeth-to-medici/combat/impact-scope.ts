/**
 * Who fights Impact combat. The book gives two lists (see the impact-scope
 * erratum): the combat sequence names charging or counter-charging lancers
 * and pikemen; the Impact section names charging or counter-charging lancers
 * and any contact made with or by formed close order troops.
 */
import { fail, ok, type Result, type WorkingStep } from '../../core/index.ts';
import type { Readings } from '../readings.ts';
import type { SectionId } from '../tables/sections.ts';
import type { ImpactWeapon, Order } from '../tables/index.ts';
import type { SideId } from './combat-sides.ts';
import { unnamedFighters, type FightNames } from './fight-working.ts';

/** What decides whether a side brings Impact to the contact. */
export interface ImpactScopeSide {
  readonly order: Order;
  readonly weapon: ImpactWeapon;
  readonly causes: readonly string[];
  readonly charged?: boolean | undefined;
  /** Pikemen, by unit type. */
  readonly pikemen?: boolean | undefined;
}

const lancer = (side: ImpactScopeSide) => side.weapon !== 'other';

/** Why one side brings Impact under the reading chosen, or undefined if it does not. */
function bringsImpact(side: ImpactScopeSide, readings: Readings): string | undefined {
  if (lancer(side) && side.charged === true) return 'lancers who charged or counter-charged';
  if (readings.impactScope === 'combat-sequence') {
    return side.pikemen === true ? 'pikemen' : undefined;
  }
  const formedClose = side.order === 'close' && !side.causes.includes('unformed');
  return formedClose ? 'formed close order troops' : undefined;
}

/**
 * Impact combat: whether this contact is fought at Impact at all. By default
 * (the Impact section) lancers who charged or counter-charged, or formed close
 * order troops on either side; under `combat-sequence` lancers who charged or
 * counter-charged, or pikemen, on either side. A contact with none is refused.
 */
export function checkImpactScope(
  sides: Readonly<Record<SideId, ImpactScopeSide>>,
  readings: Readings,
  names: FightNames = unnamedFighters,
): Result<WorkingStep<SectionId>> {
  const rule = readings.impactScope === 'combat-sequence' ? 'combat' : 'impact-combat';
  for (const id of ['a', 'b'] as const) {
    const why = bringsImpact(sides[id], readings);
    if (why) return ok({ text: `Impact is fought: ${names[id]} is ${why}`, rule });
  }
  const who =
    readings.impactScope === 'combat-sequence'
      ? 'lancers who charged or counter-charged, or pikemen'
      : 'lancers who charged or counter-charged, or formed close order troops';
  return fail('a.charged', rule, `no impact is fought: neither side is ${who}`);
}

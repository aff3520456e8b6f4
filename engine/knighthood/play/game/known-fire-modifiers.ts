/**
 * The T10 fire modifiers the rosters decide, so a fire opened from the units
 * ticks them: a target in LS or OO order, cavalry without protected horses
 * (1.50, T4 "Protected Cavalry"), and a crossbow shooting at SH armour. The
 * rest (cover, column, flank, a mounted firer that moved over its MF) depend
 * on the table and are left to the player.
 */
import { ok, type Result } from '../../../core/index.ts';
import { mountingOf } from '../../army/army.ts';
import { findUnit, type KnightGame, type UnitRef } from './state.ts';

/** T10: the fireModifiers ids a fire between these two units takes from their rosters alone. */
export function knownFireModifiers(
  game: KnightGame,
  firer: UnitRef,
  target: UnitRef,
): Result<string[]> {
  const from = findUnit(game, firer, 'firer');
  if (!from.ok) return from;
  const at = findUnit(game, target, 'target');
  if (!at.ok) return at;
  const shooter = from.value.unit;
  const aimed = at.value.unit;
  const mounting = mountingOf(aimed.mounting);
  const ids: string[] = [];
  if (mounting.order === 'LS') ids.push('target-ls');
  if (mounting.order === 'OO') ids.push('target-oo');
  if (mounting.mounted && !aimed.protectedCavalry) ids.push('unprotected-cavalry');
  if (aimed.armour === 'SH' && shooter.weapons.some((w) => w === 'CB' || w === 'HCB'))
    ids.push('crossbow-vs-sh');
  return ok(ids);
}

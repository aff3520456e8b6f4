/**
 * What a close combat's side takes from the roster beyond knownCloseCombat:
 * horse or foot (5.40), the weapon depth its polearms give (T13), its line
 * of T5 for following up, longbows (9.04), and the T18 class of an attached
 * leader, unharmed and free (7.00: a severe wound takes the combat bonus;
 * a leader otherwise hurt is left for the player to set).
 */
import { ok, type Result } from '../../../core/index.ts';
import { mountingOf } from '../../army/army.ts';
import type { WeaponDepth } from '../../combat/combat-dice.ts';
import type { TroopKind } from '../../combat/combat-value.ts';
import type { LeaderClass } from '../../tables/morale-leaders.ts';
import type { MovementLine } from '../../tables/movement.ts';
import { attachedLeaders, findUnit, type KnightGame, type UnitRef } from './state.ts';

export interface KnownCombatSide {
  readonly kind: TroopKind;
  readonly weaponDepth: WeaponDepth;
  readonly movement: MovementLine;
  readonly longbows: boolean;
  /** The best attached leader, unharmed and free (7.00), or null. */
  readonly leader: LeaderClass | null;
}

const classOrder: readonly LeaderClass[] = ['A', 'B', 'C', 'D'];

/** 5.40, T13, T5, 7.00: a unit's side of a close combat as its roster and the game give it. */
export function knownCombatSide(game: KnightGame, ref: UnitRef): Result<KnownCombatSide> {
  const found = findUnit(game, ref);
  if (!found.ok) return found;
  const { unit } = found.value;
  const mounting = mountingOf(unit.mounting);
  const side = game.sides[ref.side];
  const fighting = attachedLeaders(side, ref.unit)
    .filter((l) => {
      const state = side.leaders[l.id];
      return state?.condition === 'unharmed' && !state.captured;
    })
    .map((l) => l.rating)
    .sort((x, y) => classOrder.indexOf(x) - classOrder.indexOf(y));
  return ok({
    kind: mounting.mounted ? 'cavalry' : 'infantry',
    weaponDepth: unit.weapons.includes('P')
      ? 'pike'
      : unit.weapons.includes('LTS')
        ? 'long-spear'
        : 'others',
    movement: mounting.mounted
      ? mounting.order === 'OO'
        ? 'oo-cavalry'
        : 'cl-cavalry'
      : mounting.order === 'OO'
        ? 'oo-infantry'
        : 'other-infantry',
    longbows: unit.weapons.includes('LB'),
    leader: fighting[0] ?? null,
  });
}

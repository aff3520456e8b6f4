/**
 * What the game knows for an officer morale test: his temperament, ratings
 * and count, the units lost now as he counts them, and whether another
 * command of his side has lost units.
 */
import { fail, ok, type Result } from '../../../core/index.ts';
import type { LostUnit } from '../../officers/officer-losses.ts';
import type { OfficerMoraleInput } from '../../officers/officer-morale.ts';
import { defaultReadings, type Readings } from '../../readings.ts';
import {
  findOfficer,
  findUnit,
  isLost,
  type MtmGame,
  type OfficerRef,
  type UnitRef,
  type UnitState,
} from './state.ts';

/** A unit routed or destroyed, as the routed-unit reading counts it. */
export function isRouted(
  state: UnitState,
  readings: Pick<Readings, 'routedUnit'> = defaultReadings,
): boolean {
  return isLost(state) || (readings.routedUnit === 'turns-broken' && state.morale === 'broken');
}

/**
 * Officer morale test: his temperament, ratings, dice and count before; the
 * units lost now as he counts them (class, foreign, Tribal seen by Tribal);
 * whether another command of his side has lost units (read here: routed as
 * the routed-unit reading says).
 */
export function knownOfficerMorale(
  game: MtmGame,
  ref: OfficerRef,
  lostNow: readonly UnitRef[],
  cInCLost = false,
  readings: Pick<Readings, 'routedUnit'> = defaultReadings,
): Result<OfficerMoraleInput> {
  const found = findOfficer(game, ref);
  if (!found.ok) return found;
  const { officer, state } = found.value;
  if (state.status !== 'commanding')
    return fail('officer', 'officer-morale-test', `${officer.name} no longer commands`);
  const side = game.sides[ref.side];
  const lost: LostUnit[] = [];
  for (const [i, unitRef] of lostNow.entries()) {
    if (unitRef.side !== ref.side)
      return fail(
        `lostNow.${i}`,
        'officer-morale-test',
        'an officer tests for units of his own side',
      );
    const unit = findUnit(game, unitRef, `lostNow.${i}`);
    if (!unit.ok) return unit;
    const u = unit.value.unit;
    lost.push({
      cls: u.cls,
      ...(u.foreign ? { foreign: true } : {}),
      ...(u.origin === 'tribal' && officer.origin === 'tribal' ? { tribalSeenByTribal: true } : {}),
    });
  }
  const otherCommandsLost = side.roster.units.some(
    (u) => u.command !== officer.id && isRouted(side.units[u.id]!, readings),
  );
  return ok({
    temperament: state.temperament,
    countBefore: state.lost,
    lostNow: lost,
    cInCLost,
    origin: officer.origin,
    dice: officer.dice,
    leadership: officer.leadership,
    command: officer.command,
    otherCommandsLost,
  });
}

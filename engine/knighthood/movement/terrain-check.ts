/**
 * 3.9 Rough terrain (T6): a unit entering or starting its turn in rough
 * terrain rolls 1D plus the T6 modifiers; at or under the halting number
 * (all the terrain's points added up) it is halted and disordered.
 */
import { chance, fail, ok, type Result } from '../../core/index.ts';
import { addModifiers, checkOneDie, type OneDieCheck } from '../dice/modifiers.ts';
import { roughTerrain, roughTerrainModifiers } from '../tables/movement.ts';
import { defaultReadings, type Readings } from '../readings.ts';

/** 3.9: the halting number of mixed terrain, each type's T6 points added up. */
export function haltingNumber(terrain: readonly string[]): Result<number> {
  let total = 0;
  for (const id of terrain) {
    const line = roughTerrain.find((t) => t.id === id);
    if (!line) return fail('terrain', 'T6', `T6 has no terrain "${id}"`);
    total += line.halt;
  }
  return ok(total);
}

/** 3.9: the check against the halting number; it passes on a modified roll above it. */
export function terrainCheck(
  terrain: readonly string[],
  modifiers: readonly string[],
  roll?: number,
): Result<OneDieCheck & { readonly halt: number }> {
  const halt = haltingNumber(terrain);
  if (!halt.ok) return halt;
  const modifier = addModifiers(roughTerrainModifiers, modifiers, 'T6');
  if (!modifier.ok) return modifier;
  const passes = (face: number): boolean => face + modifier.value > halt.value;
  const result = {
    halt: halt.value,
    modifier: modifier.value,
    passChance: chance([1, 2, 3, 4, 5, 6].filter(passes).length, 6),
  };
  if (roll === undefined) return ok(result);
  const die = checkOneDie(roll, '3.9');
  return die.ok ? ok({ ...result, passed: passes(die.value) }) : die;
}

/** How a unit went through rough terrain, for whether it ends disordered. */
export interface RoughTerrainMove {
  readonly openOrder: boolean;
  /** It moved more than its MF in the rough terrain. */
  readonly overMf: boolean;
  /** The terrain is only a slope. */
  readonly slopeOnly: boolean;
}

/**
 * Disorder from moving in rough terrain, besides a halt (3.9): read here as
 * 3.9, a unit not in OO that moves over its MF in it, slopes excepted; under
 * the register's other reading (3.30) every unit but OO troops.
 */
export function disorderedByTerrain(
  move: RoughTerrainMove,
  readings: Pick<Readings, 'roughTerrainDisorder'> = defaultReadings,
): boolean {
  if (move.openOrder) return false;
  if (readings.roughTerrainDisorder === 'every-unit') return true;
  return move.overMf && !move.slopeOnly;
}

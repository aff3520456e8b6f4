/**
 * Fatigue: the score (base by movement type plus the turn's exertions, armour
 * and terrain) against the pass level by order, and the hits it costs.
 */
import { ok, type Result } from '../../core/index.ts';
import type { Readings } from '../readings.ts';
import { fatigueAdditions, fatigueBase, valueByOrder } from '../tables/combat.ts';
import type { Armour, Order, TerrainClass } from '../tables/types.ts';
import { checkWhole } from '../units.ts';

export interface FatigueInput {
  base: keyof typeof fatigueBase;
  /** Charged, counter-charged, doubled or evaded this turn. */
  movedFast: boolean;
  fired: boolean;
  impacts: number;
  melees: number;
  armour: Armour;
  /** The class of every terrain feature that slowed the unit (or counts against chargers). */
  terrain: readonly TerrainClass[];
}

/** The score and how it adds up: one line per addition that applies. */
export interface FatigueScore {
  score: number;
  steps: { id: string; label: string; value: number }[];
}

function addition(id: string, times: number) {
  const row = fatigueAdditions.find((a) => a.id === id);
  const value = typeof row?.add === 'number' ? row.add * times : 0;
  return { id, label: row?.label ?? id, value };
}

/** Fatigue: the score for the turn, e.g. cavalry in Full armour after a charge and one melee: 1 + 1 + 1 + 2 = 5. */
export function fatigueScore(input: FatigueInput): Result<FatigueScore> {
  const impacts = checkWhole(input.impacts, 'impacts', 'fatigue', 0);
  if (!impacts.ok) return impacts;
  const melees = checkWhole(input.melees, 'melees', 'fatigue', 0);
  if (!melees.ok) return melees;
  const terrain = input.terrain.reduce<number>((n, cls) => n + cls, 0);
  const steps = [
    { id: 'base', label: `Base: ${input.base}`, value: fatigueBase[input.base] },
    addition('moved-fast', Number(input.movedFast)),
    addition('fired', Number(input.fired)),
    addition('impact', input.impacts),
    addition('melee', input.melees),
    addition('heavy-armour', Number(input.armour === 'heavy')),
    addition('full-armour', Number(input.armour === 'full')),
    { id: 'terrain', label: 'Slowed by terrain', value: terrain },
  ].filter((step) => step.id === 'base' || step.value > 0);
  return ok({ score: steps.reduce((n, s) => n + s.value, 0), steps });
}

/**
 * Fatigue: hits for a score against the order's pass level (2, 3, 4): 1 above
 * it, 2 at double it (or above double, with `exceeds`), and so on.
 */
export function fatigueHits(
  score: number,
  order: Order,
  readings: Pick<Readings, 'fatigueDouble'>,
): number {
  const pass = valueByOrder[order];
  if (score <= pass) return 0;
  if (readings.fatigueDouble === 'exceeds') return Math.ceil(score / pass) - 1;
  return Math.floor(score / pass);
}

/**
 * The working of the movement tools before any die is read: the band a unit
 * is in and its advance straight at the enemy (3.00, T5), and the rough
 * terrain check (3.9, T6), with what each outcome of that check means.
 */
import type { WorkingStep } from '../../core/index.ts';
import type { RuleRef } from '../errata/types.ts';
import { rules } from '../working/citations.ts';
import type { MovementBand } from '../tables/movement.ts';
import type { BandStretch } from './movement-bands.ts';

const signed = (n: number): string => (n > 0 ? `+${n}` : String(n));

/** 3.00, T5: the three bands by their distance from the enemy. */
export const bandNames: Readonly<Record<MovementBand, string>> = {
  near: 'first band (up to 15")',
  middle: 'second band (over 15" to 30")',
  far: 'third band (over 30")',
};

/**
 * 3.00, T5: the band at this distance, the line's move in it, then each
 * stretch of a full move straight at the enemy; what is left is halved at each
 * edge unless the line ignores proximity (`ignoresBands`).
 */
export function describeMovementBand(
  distance: number,
  band: MovementBand,
  line: { readonly label: string; readonly inches: Readonly<Record<MovementBand, number>> },
  advance: { readonly stretches: readonly BandStretch[]; readonly ignoresBands: boolean },
): WorkingStep<RuleRef>[] {
  return [
    { text: `${distance}" from the enemy: the ${bandNames[band]}`, rule: rules.movement },
    {
      text: `${line.label} move ${line.inches[band]}" in this band`,
      rule: rules.movementRates,
    },
    ...advance.stretches.map((s, i) => ({
      text:
        i === 0
          ? `Straight at the enemy: ${s.inches}" in the ${bandNames[s.band]}`
          : advance.ignoresBands
            ? `Entering the ${bandNames[s.band]}: ${line.label} ignore proximity, so nothing is halved; ${s.inches}" there`
            : `Entering the ${bandNames[s.band]}: what is left is halved, rounding down; ${s.inches}" there`,
      rule: rules.movement,
    })),
  ];
}

/** 3.00, T5: the answer in one line: the move in this band and where a straight advance ends. */
export function summarizeMovementBand(band: MovementBand, inches: number, end: number): string {
  return `Moves ${inches}" in the ${bandNames[band]}; straight at the enemy it ends ${end === 0 ? 'in contact' : `${end}" away`}`;
}

/** 3.9, T6: the halting number (the terrain's points added up) and what the modified die must beat. */
export function describeTerrainCheck(halt: number, modifier: number): WorkingStep<RuleRef>[] {
  return [
    {
      text: `Halting number ${halt}: the ${rules.roughTerrainChart} points of the terrain added up`,
      rule: rules.roughTerrainChart,
    },
    {
      text: `1D ${signed(modifier)}: halted on ${halt} or less, goes on above it`,
      rule: rules.roughTerrain,
    },
  ];
}

/** 3.9: what each outcome of the terrain check means for the unit. */
export const terrainOutcomes = {
  passes: { label: 'Goes on', detail: 'moves on through the terrain' },
  passesDisordered: { label: 'Goes on', detail: 'moves on through the terrain, disordered' },
  halted: { label: 'Halted', detail: 'no further move this turn, and disordered' },
} as const;

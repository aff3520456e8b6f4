/**
 * Movement: the working the movement calculators show, written here so the
 * rule each line states is the engine's, not the page's.
 */
import type { WorkingStep } from '../../core/index.ts';
import { terrainClasses } from '../tables/movement.ts';
import type { SectionId } from '../tables/sections.ts';
import type { TerrainReading } from '../tables/types.ts';
import type { InitiativeRating } from './initiative.ts';
import type { TerrainInput } from './movement.ts';

/**
 * Initiative & reaction: a unit's rating, each category's share in turn
 * (seasoned, open-order foot: "Experience: seasoned 3, Order: open 4, Mobility: foot 2; rating 9").
 * `who` names the unit as the caller shows it.
 */
export function explainInitiativeRating(
  who: string,
  rated: InitiativeRating,
): WorkingStep<SectionId>[] {
  const shares = rated.steps.map((s) => `${s.label} ${s.value}`).join(', ');
  return [{ text: `${who}: ${shares}; rating ${rated.rating}`, rule: 'initiative-and-reaction' }];
}

/**
 * Unit interpenetration: the dice each side rolls after negation, the faster
 * (or attacking) side keeping its highest, the slower its lowest.
 */
export function explainInterpenetrationDice(counts: {
  faster: number;
  slower: number;
}): WorkingStep<SectionId>[] {
  return [
    {
      text: `Faster keeps its highest of ${counts.faster}, slower its lowest of ${counts.slower}`,
      rule: 'interpenetration',
    },
  ];
}

const terrainReadingNames: Readonly<Record<TerrainReading, string>> = {
  difference: 'the difference',
  lower: 'the lower die',
  higher: 'the higher die',
};

/**
 * Terrain effects: how the class reads two average dice (difference, lower or
 * higher die), and the doubling for mounted troops.
 */
export function explainTerrainDeduction(
  input: Pick<TerrainInput, 'cls' | 'mounted'>,
): WorkingStep<SectionId>[] {
  const reading = terrainClasses.find((t) => t.id === input.cls)?.reading ?? 'difference';
  return [
    {
      text: `Class ${input.cls} reads ${terrainReadingNames[reading]} of two average dice`,
      rule: 'terrain-effects',
    },
    ...(input.mounted ? [{ text: 'Doubled: mounted', rule: 'terrain-effects' as const }] : []),
  ];
}

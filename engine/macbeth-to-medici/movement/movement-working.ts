/**
 * Movement: the working the movement calculators show, written here so the
 * rule each line states is the engine's, not the page's.
 */
import type { WorkingStep } from '../../core/index.ts';
import type { SectionId } from '../tables/sections.ts';
import type { InitiativeRating } from './initiative.ts';

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

/** Fatigue: the working the fatigue calculator shows, written by the engine. */
import type { WorkingStep } from '../../core/index.ts';
import type { Readings } from '../readings.ts';
import { valueByOrder } from '../tables/combat.ts';
import type { SectionId } from '../tables/sections.ts';
import type { Order } from '../tables/types.ts';
import { fatigueHits, type FatigueScore } from './fatigue.ts';

/**
 * Fatigue: one line per addition to the score, then the score against the
 * order's pass level and the hits it costs (fatigueHits, under the reading chosen).
 */
export function explainFatigue(
  scored: FatigueScore,
  order: Order,
  readings: Pick<Readings, 'fatigueDouble'>,
): WorkingStep<SectionId>[] {
  const hits = fatigueHits(scored.score, order, readings);
  return [
    ...scored.steps.map((s) => ({ text: `${s.label}: ${s.value}`, rule: 'fatigue' as const })),
    {
      text: `Score ${scored.score} against pass level ${valueByOrder[order]}: ${hits} ${hits === 1 ? 'hit' : 'hits'}`,
      rule: 'fatigue',
    },
  ];
}

/**
 * Impact and Melee combat results in words, each side by the name the player
 * gave its unit ("Side a" and "Side b" when unnamed), so a result reads as the
 * table would say it rather than "a"/"b" shorthand.
 */
import type { SideId } from './combat-sides.ts';
import type { ImpactOutcome } from './impact.ts';
import type { MeleeOutcome } from './melee.ts';

/** What the results call each side: the player's name for its unit. */
export type FightNames = Readonly<Record<SideId, string>>;

/** The sides when the player has named neither. */
export const unnamedFighters: FightNames = { a: 'Side a', b: 'Side b' };

/** A count with its noun, singular for 1: "1 hit", "2 hits". */
export const countNoun = (n: number, noun: string): string => `${n} ${noun}${n === 1 ? '' : 's'}`;
const otherSide = (id: SideId): SideId => (id === 'a' ? 'b' : 'a');

/** Impact and Melee combat: the winner and by how much, or a draw. */
export function describeFightWinner(
  o: { readonly winner: SideId | 'draw'; readonly difference: number },
  names: FightNames = unnamedFighters,
): string {
  return o.winner === 'draw' ? 'Draw' : `${names[o.winner]} by ${o.difference}`;
}

/**
 * Impact combat: the loser's hits and Control test (on a draw, both sides'
 * hits and the Melee to follow), ranks penetrated, recoil, following up,
 * unformed, and gunnes destroyed.
 */
export function describeImpactOutcome(
  o: ImpactOutcome,
  names: FightNames = unnamedFighters,
): string {
  if (o.winner === 'draw')
    return `draw: ${names.a} takes ${countNoun(o.hits.a, 'hit')}, ${names.b} ${countNoun(o.hits.b, 'hit')}; Melee follows`;
  const loser = otherSide(o.winner);
  const parts = [`${names[loser]} takes ${countNoun(o.hits[loser], 'hit')} and a Control test`];
  if (o.penetration) {
    parts.push(
      `${countNoun(o.penetration.ranks, 'rank')} passed${o.penetration.throughAndOut ? ', through and out' : ''}`,
    );
  }
  if (o.recoil > 0) parts.push(`${names[loser]} recoils ${o.recoil}″`);
  if (o.followsUp)
    parts.push(`${names[o.followsUp]} follows up (${countNoun(o.hits[o.followsUp], 'hit')})`);
  if (o.unformed) parts.push(`${names[o.unformed]} unformed`);
  if (o.destroyed) parts.push(`gunnes of ${names[o.destroyed]} destroyed`);
  return parts.join('; ');
}

/** Melee combat: the hits each side takes and the elements it loses. */
export function describeMeleeOutcome(o: MeleeOutcome, names: FightNames = unnamedFighters): string {
  const side = (id: SideId) =>
    `${names[id]} takes ${countNoun(o.hits[id], 'hit')}, loses ${countNoun(o.elementsLost[id], 'element')}`;
  return `${side('a')}; ${side('b')}`;
}

/**
 * Impact and Melee results as changes to the game: each side's hits and
 * elements, unformed losers, recoils, penetration and follow-ups, gunnes
 * destroyed, and the Control tests that follow.
 */
import { ok, type Result } from '../../../core/index.ts';
import type { ImpactOutcome } from '../../combat/impact.ts';
import type { MeleeOutcome } from '../../combat/melee.ts';
import { defaultReadings, type Readings } from '../../readings.ts';
import { plural } from '../game/action-types.ts';
import { sideIds, type SideId } from '../game/phases.ts';
import type { MtmGame, UnitRef } from '../game/state.ts';
import {
  addElementsLost,
  addExertion,
  addHits,
  addUnformed,
  draftAgainst,
  noteOfficerTest,
  stillInPlay,
  unitName,
  wholeFrom,
  type Opponents,
  type Proposal,
} from './proposal.ts';

interface Fight {
  readonly a: UnitRef;
  readonly b: UnitRef;
}

const fighting: Opponents<'a' | 'b'> = {
  acting: 'a',
  enemy: 'b',
  ownSide: 'a unit fights the enemy, not its own side',
};

const run = (steps: readonly (() => Result<true>)[]): Result<true> => {
  for (const step of steps) {
    const result = step();
    if (!result.ok) return result;
  }
  return ok(true);
};

/**
 * Impact combat: both sides fought an impact this turn (Fatigue); each takes
 * its hits; the loser may be unformed, recoil, be passed through, or (gunnes)
 * be destroyed, and takes a Control test; on a draw Melee combat follows.
 */
export function proposeImpact(
  game: MtmGame,
  fight: Fight & { readonly outcome: ImpactOutcome },
  readings: Pick<Readings, 'routedUnit'> = defaultReadings,
): Result<Proposal> {
  const d = draftAgainst(game, fight, fighting, 'impact-combat');
  if (!d.ok) return d;
  const o = fight.outcome;
  const rule = 'impact-combat';
  for (const id of sideIds) {
    const hits = wholeFrom(o.hits[id], 0, `outcome.hits.${id}`, rule);
    if (!hits.ok) return hits;
  }
  const name = (id: SideId) => unitName(game, fight[id]);
  const applied = run([
    ...sideIds.map((id) => () => addExertion(d.value, fight[id], 'impact')),
    ...sideIds.map((id) => () => addHits(d.value, fight[id], o.hits[id], rule)),
    ...sideIds
      .filter((id) => o.unformed === id)
      .map((id) => () => addUnformed(d.value, fight[id], rule)),
    ...sideIds
      .filter((id) => o.destroyed === id)
      .map(
        (id) => () =>
          d.value.add({
            text: `${name(id)} is destroyed: gunnes that lose are lost`,
            rule,
            action: { type: 'remove-unit', ...fight[id], by: rule },
          }),
      ),
  ]);
  if (!applied.ok) return applied;
  if (o.penetration)
    d.value.note(
      `${name(o.winner === 'a' ? 'a' : 'b')} passes ${plural(o.penetration.ranks, 'rank')} into ${name(o.winner === 'a' ? 'b' : 'a')}${o.penetration.throughAndOut ? ' and comes out the far side: it turns to melee, halts or goes on' : ''}`,
      rule,
    );
  if (o.recoil > 0 && o.winner !== 'draw')
    d.value.note(`${name(o.winner === 'a' ? 'b' : 'a')} recoils ${o.recoil}"`, rule);
  if (o.followsUp) d.value.note(`${name(o.followsUp)} follows up; melee is its choice`, rule);
  if (o.controlTest && stillInPlay(d.value, fight[o.controlTest]))
    d.value.note(`${name(o.controlTest)} takes a Control test`, rule);
  if (o.meleeFollows) d.value.note('A draw: Melee combat must follow', rule);
  for (const id of sideIds) noteOfficerTest(d.value, game, fight[id], readings);
  const result = o.winner === 'draw' ? 'a draw' : `${name(o.winner)} wins by ${o.difference}`;
  return ok({
    title: `Impact, ${name('a')} against ${name('b')}: ${result}`,
    rules: [rule],
    changes: d.value.changes,
  });
}

/**
 * Melee combat: both sides fought a melee this turn; each takes its hits and
 * loses its elements (never more than it has); the loser takes a Control
 * test, and on a draw both have lost, so both test.
 */
export function proposeMelee(
  game: MtmGame,
  fight: Fight & { readonly outcome: MeleeOutcome },
  readings: Pick<Readings, 'routedUnit'> = defaultReadings,
): Result<Proposal> {
  const d = draftAgainst(game, fight, fighting, 'melee-combat');
  if (!d.ok) return d;
  const o = fight.outcome;
  const rule = 'melee-combat';
  for (const id of sideIds) {
    const hits = wholeFrom(o.hits[id], 0, `outcome.hits.${id}`, rule);
    if (!hits.ok) return hits;
    const lost = wholeFrom(o.elementsLost[id], 0, `outcome.elementsLost.${id}`, rule);
    if (!lost.ok) return lost;
  }
  const applied = run(
    sideIds.flatMap((id) => [
      () => addExertion(d.value, fight[id], 'melee'),
      () => addHits(d.value, fight[id], o.hits[id], rule),
      () => addElementsLost(d.value, fight[id], o.elementsLost[id], rule),
    ]),
  );
  if (!applied.ok) return applied;
  const name = (id: SideId) => unitName(game, fight[id]);
  for (const id of sideIds)
    if (o.winner !== id && stillInPlay(d.value, fight[id]))
      d.value.note(`${name(id)} has lost: it takes a Control test`, rule);
  for (const id of sideIds) noteOfficerTest(d.value, game, fight[id], readings);
  const result =
    o.winner === 'draw' ? 'a draw, both lose' : `${name(o.winner)} wins by ${o.difference}`;
  return ok({
    title: `Melee, ${name('a')} against ${name('b')}: ${result}`,
    rules: [rule],
    changes: d.value.changes,
  });
}

/**
 * Firing results as changes to the game: archery's hits and elements removed
 * (Archery), skirmish hits that count only for the target's test (Skirmish
 * fire), and a bombard's hit, phantom hits or explosion (Firing gunnes).
 */
import { fail, ok, type Result } from '../../../core/index.ts';
import type { ArcheryOutcome } from '../../combat/archery.ts';
import type { BombardOutcome } from '../../combat/bombard.ts';
import { defaultReadings, type Readings } from '../../readings.ts';
import type { SectionId } from '../../tables/sections.ts';
import { plural } from '../game/action-types.ts';
import type { MtmGame, UnitRef } from '../game/state.ts';
import {
  addElementsLost,
  addExertion,
  addHits,
  draftAgainst,
  noteChiefLost,
  noteOfficerTest,
  stillInPlay,
  unitInPlay,
  unitName,
  wholeFrom,
  type Draft,
  type Opponents,
  type Proposal,
} from './proposal.ts';

interface Shot {
  readonly firer: UnitRef;
  readonly target: UnitRef;
}

const shooting: Opponents<'firer' | 'target'> = {
  acting: 'firer',
  enemy: 'target',
  ownSide: 'a unit shoots at the enemy, not its own side',
};

const done = (d: Draft, title: string, rule: SectionId): Result<Proposal> =>
  ok({ title, rules: [rule], changes: d.changes });

/**
 * Archery: the firers have fired this turn (Fatigue); the target loses the
 * elements removed (never more than it has) and takes the hits, and any hit
 * calls for its immediate Control test.
 */
export function proposeArchery(
  game: MtmGame,
  shot: Shot & { readonly outcome: Pick<ArcheryOutcome, 'hits' | 'removed'> },
  readings: Pick<Readings, 'routedUnit'> = defaultReadings,
): Result<Proposal> {
  const d = draftAgainst(game, shot, shooting, 'archery');
  if (!d.ok) return d;
  const hits = wholeFrom(shot.outcome.hits, 0, 'outcome.hits', 'archery');
  if (!hits.ok) return hits;
  const removed = wholeFrom(shot.outcome.removed, 0, 'outcome.removed', 'archery');
  if (!removed.ok) return removed;
  const steps = [
    () => addExertion(d.value, shot.firer, 'fired'),
    () => addElementsLost(d.value, shot.target, removed.value, 'archery'),
    () => addHits(d.value, shot.target, hits.value, 'archery'),
  ];
  for (const step of steps) {
    const result = step();
    if (!result.ok) return result;
  }
  if (hits.value > 0 && stillInPlay(d.value, shot.target))
    d.value.note(`${unitName(game, shot.target)} takes an immediate Control test`, 'archery');
  noteOfficerTest(d.value, game, shot.target, readings);
  const title = `${unitName(game, shot.firer)} shoots at ${unitName(game, shot.target)}: ${plural(hits.value, 'hit')}, ${plural(removed.value, 'element')} removed`;
  return done(d.value, title, 'archery');
}

/**
 * Skirmish fire: the firers have fired; skirmish hits are never kept, but
 * call for the target's Control test counting them with its own, and take
 * inches off its Reaction movement.
 */
export function proposeSkirmish(
  game: MtmGame,
  shot: Shot & { readonly hits: number; readonly reactionLoss: number },
): Result<Proposal> {
  const d = draftAgainst(game, shot, shooting, 'skirmish-fire');
  if (!d.ok) return d;
  const hits = wholeFrom(shot.hits, 0, 'hits', 'skirmish-fire');
  if (!hits.ok) return hits;
  const loss = wholeFrom(shot.reactionLoss, 0, 'reactionLoss', 'skirmish-fire');
  if (!loss.ok) return loss;
  const fired = addExertion(d.value, shot.firer, 'fired');
  if (!fired.ok) return fired;
  const target = unitName(game, shot.target);
  if (hits.value > 0) {
    d.value.note(
      `${target} takes a Control test counting ${plural(hits.value, 'skirmish hit')} with those it carries; they are not kept`,
      'skirmish-fire',
    );
    d.value.note(`${target}'s Reaction movement is ${loss.value}" shorter`, 'skirmish-fire');
  }
  const title = `${unitName(game, shot.firer)} skirmishes with ${target}: ${plural(hits.value, 'skirmish hit')}`;
  return done(d.value, title, 'skirmish-fire');
}

/**
 * Firing gunnes: a double is 1 hit on the target; phantom hits call for its
 * Control test; an explosion puts 1 hit on each unit caught within 1d6
 * inches (the players say which) and kills the officers leading the battery.
 */
export function proposeBombard(
  game: MtmGame,
  shot: Shot & { readonly outcome: BombardOutcome; readonly caught?: readonly UnitRef[] },
  readings: Pick<Readings, 'routedUnit'> = defaultReadings,
): Result<Proposal> {
  const d = draftAgainst(game, shot, shooting, 'gunnes');
  if (!d.ok) return d;
  const fired = addExertion(d.value, shot.firer, 'fired');
  if (!fired.ok) return fired;
  const target = unitName(game, shot.target);
  const { effect, phantomHits } = shot.outcome;
  if (effect === 'hit') {
    const hit = addHits(d.value, shot.target, 1, 'gunnes');
    if (!hit.ok) return hit;
  } else if (effect === 'phantom-hits') {
    const phantom = wholeFrom(phantomHits, 1, 'outcome.phantomHits', 'gunnes');
    if (!phantom.ok) return phantom;
    d.value.note(
      `${target} takes a Control test counting ${plural(phantom.value, 'phantom hit')} with those it carries`,
      'gunnes',
    );
  } else if (effect === 'explosion') {
    const side = game.sides[shot.firer.side];
    for (const officer of side.roster.officers) {
      if (side.officers[officer.id]?.leading !== shot.firer.unit) continue;
      const killed = d.value.add({
        text: `${officer.name} is killed by the explosion`,
        rule: 'gunnes',
        action: {
          type: 'officer-status',
          side: shot.firer.side,
          officer: officer.id,
          status: 'killed',
          by: 'gunnes',
        },
      });
      if (!killed.ok) return killed;
    }
    for (const [i, ref] of (shot.caught ?? []).entries()) {
      const caught = unitInPlay(game, ref, `caught.${i}`, 'gunnes');
      if (!caught.ok) return caught;
      const hit = addHits(d.value, ref, 1, 'gunnes');
      if (!hit.ok) return hit;
    }
    d.value.note('Every unit within 1d6 inches of the battery takes 1 hit', 'gunnes');
  } else if (effect !== 'no-effect')
    return fail('outcome.effect', 'gunnes', 'no such bombard effect');
  for (const ref of [shot.target, ...(shot.caught ?? [])])
    noteOfficerTest(d.value, game, ref, readings);
  noteChiefLost(d.value, game, shot.firer.side);
  const words = {
    hit: '1 hit',
    'phantom-hits': plural(phantomHits, 'phantom hit'),
    explosion: 'the battery explodes',
    'no-effect': 'no effect',
  }[effect];
  return done(d.value, `${unitName(game, shot.firer)} fires at ${target}: ${words}`, 'gunnes');
}

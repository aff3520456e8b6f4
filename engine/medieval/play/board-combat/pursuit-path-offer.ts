/**
 * What the board offers a pursuit beyond its first hex (5.5, 5.5.9, Kosovo
 * 5.5.10): the hexes touching the path's end, what the path does before it
 * is confirmed, and the edition's special formation (5.8.8, Kosovo 5.8.6)
 * a player may name for an enemy unit on the path.
 */
import { formatHex, neighboursOf, parseHex } from '../../../core/hex-grid.ts';
import { fail, type Result } from '../../../core/result.ts';
import { getEdition, type EditionProfile } from '../../editions/editions.ts';
import type { Formation } from '../../movement/ride-down.ts';
import type { GameState } from '../../board/types.ts';
import type { PlayContext } from '../game/state.ts';
import { placedIn } from './step-kit.ts';
import { isUnit } from './view.ts';
import type { PursuitChoice, PursuitStep } from './pursuit-on-board.ts';
import { followPursuitPath, type PathOutcome } from './pursuit-ride-down.ts';
import { isMountedUnit } from '../../unit-checks.ts';

/** The path chosen so far: its first hex (one the enemy emptied) and the hexes after it. */
export type PathChoice = Pick<PursuitChoice, 'hex' | 'path' | 'formations'>;

const firstOf = (step: PursuitStep, choice: PathChoice) => choice.hex ?? step.into[0];

/**
 * 5.5: the hexes a pursuit may go on to next, each touching the path's last
 * hex, on the map, neither the pursuer's own hex nor one already on the path,
 * and one the pursuer may enter by the confirm's own check (5.5.9, Kosovo
 * 5.5.10; 5.8.8, Kosovo 5.8.6; stacking 4.5.2): no enemy cavalry, no enemy
 * at all for a pursuer on foot, no unit named in formation, no full hex.
 */
export function offerPursuitHexes(
  state: GameState,
  step: PursuitStep,
  choice: PathChoice,
  context: PlayContext,
): string[] {
  const map = context.setup.scenarioMap.map;
  const first = firstOf(step, choice);
  if (first === undefined) return [];
  const path = choice.path ?? [];
  const last = parseHex(path.at(-1) ?? first, map);
  if (!last.ok) return [];
  const from = state.counters[step.unit]?.hex;
  const taken = new Set([first, ...path, ...(from ? [from] : [])]);
  return neighboursOf(last.value, map)
    .map(formatHex)
    .filter(
      (hex) =>
        !taken.has(hex) &&
        previewPursuitPath(state, step, { ...choice, path: [...path, hex] }, context).ok,
    );
}

/**
 * 5.5.9 (Kosovo 5.5.10): the path's effect before it is confirmed (the
 * units ridden down, leaders killed, where it ends), or the refusal naming
 * the rule, as the confirm will give it.
 */
export function previewPursuitPath(
  state: GameState,
  step: PursuitStep,
  choice: PathChoice,
  context: PlayContext,
): Result<PathOutcome> {
  const edition = getEdition(state.edition);
  if (!edition.ok) return edition;
  const first = firstOf(step, choice);
  if (first === undefined || !step.into.includes(first))
    return fail(
      'hex',
      edition.value.rules.pursuit.firstHex,
      'a pursuit starts on a hex the enemy emptied',
    );
  return followPursuitPath(
    state,
    {
      unit: step.unit,
      side: step.side,
      first,
      ...(step.rideDown ? { rideDown: step.rideDown } : {}),
      ...(step.fortified ? { fortified: step.fortified } : {}),
    },
    choice,
    context,
    edition.value,
  );
}

/** The special formation an edition has, with the rule that keeps it from being ridden down. */
export interface EditionFormation {
  formation: Exclude<Formation, 'none'>;
  /** The formation's own rule (Bannockburn 11.3 shiltron, Kosovo 15.2.5 palisade, 1066 wall of shields). */
  rule: string;
  /** 5.8.8 (Kosovo 5.8.6): units in it are not ridden down. */
  protectedRule: string;
}

/** 5.8.8 (Kosovo 5.8.6): the edition's special formation, if it has one. */
export function formationOf(edition: EditionProfile): EditionFormation | undefined {
  const m = edition.rules.movement;
  const protectedRule = m.rideDownProtected;
  const found: [Exclude<Formation, 'none'>, string | null, boolean][] = [
    ['shiltron', m.shiltron, edition.has.shiltron],
    ['palisade', m.palisade, edition.has.palisade],
    ['wall-of-shields', m.wallOfShields, edition.has.wallOfShields],
  ];
  const hit = found.find(([, , has]) => has);
  return hit ? { formation: hit[0], rule: hit[1] ?? protectedRule, protectedRule } : undefined;
}

/**
 * 5.8.8 (Kosovo 5.8.6): the enemy units on the given hexes a cavalry
 * pursuer would ride down unless they stand in the edition's formation —
 * those the player may name as in formation. None for an infantry pursuer.
 */
export function formableOn(
  state: GameState,
  step: PursuitStep,
  hexes: readonly string[],
  context: PlayContext,
): string[] {
  const edition = getEdition(state.edition);
  if (!edition.ok || !formationOf(edition.value) || !step.rideDown) return [];
  return placedIn(state, context)
    .filter(
      (c) =>
        isUnit(c) &&
        c.setup.side !== step.side &&
        !isMountedUnit(c.setup.kind) &&
        hexes.includes(formatHex(c.at)),
    )
    .map((c) => c.id);
}

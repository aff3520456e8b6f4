/**
 * Missile fire and close combat results as changes to the game: the hits a
 * fire scored and the chits it used (4.01, 4.80), and a round of close combat
 * as resolveRound gives it (5.40): losses, disorder, push backs, breakthroughs.
 */
import { fail, ok, type Result } from '../../../core/index.ts';
import type { RoundResult, SideResult } from '../../combat/combat-round.ts';
import { nameOfUnit } from '../game/actions.ts';
import { findUnit, isOutOfPlay, type KnightGame, type UnitRef } from '../game/state.ts';
import { hitChanges, noteChange, type Proposal, type ProposedChange } from './proposal.ts';

/** A fire as the missile and ammunition checks answered it. */
export interface FireOutcome {
  readonly firer: UnitRef;
  readonly target: UnitRef;
  /** Which of the firer's missile weapons, in its roster line's order. */
  readonly weapon: number;
  /** Hits scored: figures hit (4.01). */
  readonly hits: number;
  /** Chits the fire used (fireWithAmmunition's chitsUsed: 1, 3 or 5; 0 for half fire or out of ammunition). */
  readonly chitsUsed: number;
}

const wholeFrom = (value: number, low: number): boolean => Number.isInteger(value) && value >= low;

function sidesApart(a: UnitRef, b: UnitRef, rule: '4.01' | '5.40'): Result<true> {
  if (a.side === b.side)
    return fail('target', rule, 'a unit fights or fires at the enemy, not its own side');
  return ok(true);
}

/**
 * 4.01, 4.80: a fire's result: the chits spent (a unit left with none fires
 * half its figures only when fired on or charged), then the hits on the
 * target as hitChanges lists them.
 */
export function proposeFire(game: KnightGame, fire: FireOutcome): Result<Proposal> {
  const apart = sidesApart(fire.firer, fire.target, '4.01');
  if (!apart.ok) return apart;
  const firer = findUnit(game, fire.firer, 'firer');
  if (!firer.ok) return firer;
  const target = findUnit(game, fire.target, 'target');
  if (!target.ok) return target;
  for (const [field, found] of [
    ['firer', firer.value],
    ['target', target.value],
  ] as const)
    if (isOutOfPlay(found.unit, found.state))
      return fail(field, '4.01', `${nameOfUnit(found.unit)} is out of play`);
  if (!wholeFrom(fire.hits, 0))
    return fail('hits', '4.01', `hits are a whole number from 0, not ${fire.hits}`);
  if (!wholeFrom(fire.chitsUsed, 0))
    return fail('chitsUsed', '4.80', `chits are a whole number from 0, not ${fire.chitsUsed}`);
  const chits = firer.value.state.ammunition[fire.weapon];
  if (!Number.isInteger(fire.weapon) || chits === undefined)
    return fail(
      'weapon',
      '4.80',
      `${nameOfUnit(firer.value.unit)} has no missile weapon ${fire.weapon}`,
    );
  if (chits !== null && fire.chitsUsed > chits)
    return fail(
      'chitsUsed',
      '4.80',
      `${nameOfUnit(firer.value.unit)} has ${chits} chit${chits === 1 ? '' : 's'} left, not ${fire.chitsUsed}`,
    );
  const changes: ProposedChange[] = [];
  if (fire.chitsUsed > 0 && chits !== null)
    changes.push({
      text: `${nameOfUnit(firer.value.unit)} uses ${fire.chitsUsed} chit${fire.chitsUsed === 1 ? '' : 's'} of ${chits}`,
      rule: '4.80',
      action: {
        type: 'spend-ammunition',
        ...fire.firer,
        weapon: fire.weapon,
        chits: fire.chitsUsed,
      },
    });
  const hits = hitChanges(game, fire.target, fire.hits, 'missile', 'target');
  if (!hits.ok) return hits;
  changes.push(...hits.value);
  const title = `${nameOfUnit(firer.value.unit)} fires at ${nameOfUnit(target.value.unit)}: ${fire.hits} hit${fire.hits === 1 ? '' : 's'}`;
  return ok({ title, rules: ['4.01'], changes });
}

/** A round of close combat between two units, a against b, as resolveRound answered it. */
export interface CloseCombatOutcome {
  readonly a: UnitRef;
  readonly b: UnitRef;
  readonly result: RoundResult;
}

function checkSide(side: SideResult, field: string): Result<true> {
  for (const key of ['hits', 'lost', 'pushedBack'] as const)
    if (!wholeFrom(side[key], 0))
      return fail(
        `result.${field}.${key}`,
        '5.40',
        `${key} is a whole number from 0, not ${side[key]}`,
      );
  return ok(true);
}

/** One side's changes after a round: its losses, then disorder, push back and the morale check these call for. */
function sideChanges(
  game: KnightGame,
  ref: UnitRef,
  own: SideResult,
  brokenThrough: boolean,
  field: string,
): Result<ProposedChange[]> {
  const found = findUnit(game, ref, field);
  if (!found.ok) return found;
  const { unit, state } = found.value;
  const name = nameOfUnit(unit);
  if (isOutOfPlay(unit, state)) return fail(field, '5.40', `${name} is out of play`);
  const lost = hitChanges(game, ref, own.lost, 'close-combat', field);
  if (!lost.ok) return lost;
  const changes = [...lost.value];
  const destroyed = own.lost >= unit.figures - state.casualties;
  if (destroyed) return ok(changes);
  if (brokenThrough)
    changes.push(
      noteChange(
        `${name} is broken through: not moved, but counted as pushed back ${own.pushedBack}"`,
        '5.40',
      ),
    );
  else if (own.pushedBack > 0)
    changes.push(noteChange(`${name} is pushed back ${own.pushedBack}"`, '5.40'));
  if (own.disordered)
    changes.push(
      state.disordered
        ? noteChange(`${name} stays in disorder`, '5.40')
        : {
            text: `${name} is thrown into disorder`,
            rule: '5.40',
            action: { type: 'disorder', ...ref },
          },
    );
  if (own.pushedBack > 1 || brokenThrough)
    changes.push(
      noteChange(
        `${name} checks morale: ${brokenThrough ? 'broken through' : 'pushed back'}`,
        '6.00',
      ),
    );
  return ok(changes);
}

/**
 * 5.40 (with Breakthroughs): a round's result: each side's figures lost (the
 * enemy's hits plus breakthrough casualties), disorder from a push back or a
 * breakthrough, the push back in inches, and the morale checks of 6.00.
 */
export function proposeCloseCombat(game: KnightGame, combat: CloseCombatOutcome): Result<Proposal> {
  const apart = sidesApart(combat.a, combat.b, '5.40');
  if (!apart.ok) return apart;
  for (const field of ['a', 'b'] as const) {
    const checked = checkSide(combat.result[field], field);
    if (!checked.ok) return checked;
  }
  const a = sideChanges(game, combat.a, combat.result.a, combat.result.b.brokeThrough, 'a');
  if (!a.ok) return a;
  const b = sideChanges(game, combat.b, combat.result.b, combat.result.a.brokeThrough, 'b');
  if (!b.ok) return b;
  const [nameA, nameB] = [combat.a, combat.b].map((ref) => {
    const found = findUnit(game, ref);
    return found.ok ? nameOfUnit(found.value.unit) : ref.unit;
  });
  const { a: ra, b: rb } = combat.result;
  const through = ra.brokeThrough
    ? `; ${nameA} breaks through`
    : rb.brokeThrough
      ? `; ${nameB} breaks through`
      : '';
  const title = `Close combat, ${nameA} against ${nameB}: ${ra.hits} hits to ${rb.hits}${through}`;
  return ok({ title, rules: ['5.40'], changes: [...a.value, ...b.value] });
}

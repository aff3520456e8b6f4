/**
 * A unit or a leader as the table needs to see it, written by the engine so
 * every rule fact on the page comes from here: what is left, what its state
 * obliges it to do, each line with its rule.
 */
import { ok, type Result, type WorkingStep } from '../../../core/index.ts';
import { rosterLine } from '../../army/roster.ts';
import type { RuleRef } from '../../errata/types.ts';
import { moraleResultEffects } from '../../morale/morale-results.ts';
import { defaultReadings, type Readings } from '../../readings.ts';
import { leaderHitResultNames, moraleResultNames } from '../../tables/morale-leaders.ts';
import type { SideId } from './phases.ts';
import {
  attachedLeaders,
  figuresLeft,
  findUnit,
  isOutOfPlay,
  mmsLeft,
  type KnightGame,
  type LeaderState,
  type UnitRef,
} from './state.ts';

type Line = WorkingStep<RuleRef>;

/**
 * A unit's lines: figures and MMS left (1.31, 5.40), disorder and its half
 * dice (4.20, 5.40), its last T17B result with what it obliges (6.00),
 * ammunition per missile weapon (4.80), and the leaders attached (7.00).
 */
export function describeUnit(
  game: KnightGame,
  ref: UnitRef,
  readings: Readings = defaultReadings,
): Result<Line[]> {
  const found = findUnit(game, ref);
  if (!found.ok) return found;
  const { unit, state } = found.value;
  const left = figuresLeft(unit, state);
  if (isOutOfPlay(unit, state)) {
    const routed = state.morale?.result === 'D';
    return ok([
      {
        text: routed
          ? `Out of play: ${moraleResultEffects.D.toLowerCase()}`
          : 'Out of play: every figure lost',
        rule: routed ? 'T17B' : '5.40',
      },
    ]);
  }
  const lines: Line[] = [
    { text: `${left} of ${unit.figures} figures, ${mmsLeft(unit, state)} MMS`, rule: '1.31' },
  ];
  if (state.disordered)
    lines.push(
      { text: 'In disorder: fires with half its dice', rule: '4.20' },
      { text: 'In disorder: fights with half its dice', rule: '5.40' },
    );
  if (state.morale !== null && state.morale.result !== 'C') {
    const name = moraleResultNames.find((r) => r.code === state.morale?.result)?.name;
    lines.push({
      text: `${name} (turn ${state.morale.turn}): ${moraleResultEffects[state.morale.result]}`,
      rule: 'T17B',
    });
  }
  const missiles = rosterLine(unit, readings).missiles;
  for (const [i, missile] of missiles.entries()) {
    const chits = state.ammunition[i];
    const text =
      chits === null || chits === undefined
        ? `${missile.weapon}: unlimited ammunition`
        : chits === 0
          ? `${missile.weapon}: out of ammunition, fires half its figures only when fired on or charged`
          : `${missile.weapon}: ${chits} chit${chits === 1 ? '' : 's'} left`;
    lines.push({ text, rule: chits === null ? 'T8' : '4.80' });
  }
  for (const leader of attachedLeaders(game.sides[ref.side], ref.unit)) {
    const condition = game.sides[ref.side].leaders[leader.id]!.condition;
    const tail =
      condition === 'unharmed' ? '' : `, ${leaderHitResultNames[condition].short.toLowerCase()}`;
    lines.push({ text: `${leader.name} attached${tail}`, rule: '7.00' });
  }
  return ok(lines);
}

/** A leader's condition and what it means (7.00, T20, 7.10), or nothing to say when he is unharmed and free. */
export function describeLeader(state: LeaderState): Line[] {
  const lines: Line[] = [];
  if (state.condition === 'severe-wound')
    lines.push({ text: 'Severe wound: no combat bonus, moves 10" a turn', rule: '7.00' });
  if (state.condition === 'mortal-wound')
    lines.push({ text: 'Mortal wound: lives 1D turns more', rule: '7.00' });
  if (state.condition === 'killed') lines.push({ text: 'Killed', rule: 'T20' });
  if (state.captured && state.condition !== 'killed')
    lines.push({ text: 'Captured: may try to escape in any close-combat phase', rule: '7.10' });
  return lines;
}

/** Every unit of a side in roster order, in play first. */
export function unitsOf(game: KnightGame, side: SideId): UnitRef[] {
  const { army, units } = game.sides[side];
  const inPlay = (id: string) => {
    const unit = army.units.find((u) => u.id === id)!;
    return !isOutOfPlay(unit, units[id]!);
  };
  const ids = army.units.map((u) => u.id);
  return [...ids.filter(inPlay), ...ids.filter((id) => !inPlay(id))].map((unit) => ({
    side,
    unit,
  }));
}

/**
 * The game turn (2.0, 2.1): nine phases in a fixed order, the same in all
 * three books. Player A holds the scenario's initiative and moves first.
 */
import { fail, ok, type Result } from '../../../core/result.ts';

/** Who carries out a phase's moves or attacks: the player with the initiative, the other, or both. */
export type PhaseActor = 'A' | 'B' | 'both';

export interface PhaseInfo {
  phase: number;
  /** Short name in our own words. */
  name: string;
  actor: PhaseActor;
  /** What the other player may do meanwhile, when anything. */
  reply?: string;
  rule: string;
}

/** 2.1: the nine phases; 5–8 repeat 1–4 with the roles swapped, and 9 fixes MORALE (6.1.9). */
export const gamePhases: readonly PhaseInfo[] = [
  {
    phase: 1,
    name: 'A moves cavalry',
    actor: 'A',
    reply: 'B may fire and countercharge',
    rule: '2.1',
  },
  { phase: 2, name: 'A attacks with cavalry', actor: 'A', rule: '2.1' },
  { phase: 3, name: 'A moves infantry', actor: 'A', reply: 'B may fire', rule: '2.1' },
  { phase: 4, name: 'A attacks with infantry', actor: 'A', rule: '2.1' },
  {
    phase: 5,
    name: 'B moves cavalry',
    actor: 'B',
    reply: 'A may fire and countercharge',
    rule: '2.1',
  },
  { phase: 6, name: 'B attacks with cavalry', actor: 'B', rule: '2.1' },
  { phase: 7, name: 'B moves infantry', actor: 'B', reply: 'A may fire', rule: '2.1' },
  { phase: 8, name: 'B attacks with infantry', actor: 'B', rule: '2.1' },
  { phase: 9, name: 'MORALE is fixed', actor: 'both', rule: '6.1.9' },
];

/** 2.1, 6.1.9: the phase that ends a turn, where MORALE in effect is fixed for the next. */
export const lastPhase = 9;

/** A point in the game: a turn and one of its phases. */
export interface TurnPhase {
  turn: number;
  phase: number;
}

/** The scenario's turns: the first, and the last when the scenario prints one. */
export interface TurnLimits {
  first: number;
  last?: number;
}

/** A phase's entry; a number outside 1–9 is an error. */
export function describePhase(phase: number): Result<PhaseInfo> {
  const info = gamePhases.find((p) => p.phase === phase);
  return info ? ok(info) : fail('phase', '2.1', `a turn has phases 1 to 9, not ${phase}`);
}

/** Whether a turn and phase lie within the scenario's turns. */
export function checkTurnPhase(at: TurnPhase, turns: TurnLimits): Result<TurnPhase> {
  const phase = describePhase(at.phase);
  if (!phase.ok) return phase;
  if (!Number.isInteger(at.turn) || at.turn < turns.first)
    return fail('turn', '2.0', `the scenario starts on turn ${turns.first}, not ${at.turn}`);
  if (at.turn > (turns.last ?? Infinity))
    return fail('turn', '2.0', `the scenario ends with turn ${turns.last}, not ${at.turn}`);
  return ok(at);
}

/** 2.0: the phase after this one; after phase 9 comes phase 1 of the next turn, up to the scenario's last. */
export function nextPhase(at: TurnPhase, turns: TurnLimits): Result<TurnPhase> {
  const checked = checkTurnPhase(at, turns);
  if (!checked.ok) return checked;
  if (at.phase < lastPhase) return ok({ turn: at.turn, phase: at.phase + 1 });
  if (at.turn >= (turns.last ?? Infinity))
    return fail('turn', '2.0', `turn ${turns.last} is the scenario's last: the game is over`);
  return ok({ turn: at.turn + 1, phase: 1 });
}

/** The phase before this one; before phase 1 comes phase 9 of the previous turn, back to the scenario's first. */
export function previousPhase(at: TurnPhase, turns: TurnLimits): Result<TurnPhase> {
  const checked = checkTurnPhase(at, turns);
  if (!checked.ok) return checked;
  if (at.phase > 1) return ok({ turn: at.turn, phase: at.phase - 1 });
  if (at.turn <= turns.first)
    return fail(
      'turn',
      '2.0',
      `turn ${turns.first} is the scenario's first: nothing comes before it`,
    );
  return ok({ turn: at.turn - 1, phase: lastPhase });
}

/** 2.1: player A is the side with the scenario's initiative; player B is the other side. */
export function assignPlayers(
  sides: readonly string[],
  initiative: string,
): Result<{ a: string; b: string }> {
  if (sides.length !== 2) return fail('sides', '2.1', `a game has two sides, not ${sides.length}`);
  const [first, second] = sides as [string, string];
  if (initiative === first) return ok({ a: first, b: second });
  if (initiative === second) return ok({ a: second, b: first });
  return fail('initiative', '2.1', `"${initiative}" is not a side here (${sides.join(', ')})`);
}

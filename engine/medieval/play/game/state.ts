/**
 * A game followed beside the physical one: the state at the start of a
 * scenario and the small lookups the actions, files and links share.
 */
import { fail, ok, type Result } from '../../../core/result.ts';
import type { BoardSetup, CounterOnBoard, GameState, SetupCounter } from '../../board/types.ts';
import type { Scenario } from '../../scenario/scenario.ts';
import { assignPlayers } from './phases.ts';

/** What the actions need besides the state: the board's setup and the scenario's turns and initiative. */
export interface PlayContext {
  setup: BoardSetup;
  scenario: Pick<Scenario, 'id' | 'turns' | 'initiative'>;
}

/** 1.2: a unit has 1 to 10 SPs. */
export const spLimits = { min: 1, max: 10 } as const;
/** Beyond any printed track: a sanity bound so a file cannot carry an absurd MORALE. */
export const moraleLimit = 99;
/** Beyond any fatigue a game reaches (13.2.1 acts above 12): a sanity bound for files. */
export const fatigueLimit = 99;

/** The bookkeeping itself (not a rule of the books): an action that does not fit the game's state. */
export const playRule = 'play';

/** A whole number within bounds, or an error naming the field and the rule. */
export function checkWhole(
  value: number,
  min: number,
  max: number,
  field: string,
  rule: string,
): Result<number> {
  // -0 is read as 0: JSON writes it as 0, so a game holding it would not read back the same.
  return Number.isInteger(value) && value >= min && value <= max
    ? ok(value === 0 ? 0 : value)
    : fail(field, rule, `${field} is a whole number from ${min} to ${max}, not ${value}`);
}

/** Moves the MORALE counter `boxes` toward a side (6.1.4–6.1.7), within the sanity bound. */
export function shiftMorale(
  state: GameState,
  setup: BoardSetup,
  favour: string,
  boxes: number,
  field: string,
): Result<GameState> {
  const sign = sideSign(setup, favour, field);
  if (!sign.ok) return sign;
  const counter = state.morale.counter + sign.value * boxes;
  return Math.abs(counter) > moraleLimit
    ? fail(field, '6.1', `MORALE would reach ${counter}, past ±${moraleLimit}`)
    : ok({ ...state, morale: { ...state.morale, counter } });
}

/** A counter as the game starts: off the board, facing 0, SPs not yet read off the counter. */
export function unplacedCounter(id: string): CounterOnBoard {
  return { id, hex: null, facing: 0, sp: null, status: 'ready' };
}

/** +1 for the scenario's first side, −1 for the second: the sign MORALE takes in its favour (6.1.1). */
export function sideSign(setup: BoardSetup, side: string, field = 'side'): Result<1 | -1> {
  if (side === setup.sides[0]) return ok(1);
  if (side === setup.sides[1]) return ok(-1);
  return fail(field, '6.1', `"${side}" is not a side here (${setup.sides.join(', ')})`);
}

/** The setup's counter with this id; an unknown id is an error. */
export function findCounter(
  setup: BoardSetup,
  id: string,
  field = 'counter',
): Result<SetupCounter> {
  const counter = setup.counters.find((c) => c.id === id);
  return counter ? ok(counter) : fail(field, 'setup', `no counter "${id}" in this scenario`);
}

/**
 * The state as the scenario starts (2.0, 6.1.3, 7.1.1, 13.1.2): its first
 * turn, phase 1, every counter still to be placed. A scenario that carries
 * MORALE over from another starts at 0 and says so in `moraleCarriedOverFrom`,
 * so the UI can ask for the value (the `set-morale` action).
 */
export function startGame(
  setup: BoardSetup,
  scenario: Pick<Scenario, 'id' | 'edition' | 'turns' | 'initiative' | 'morale'>,
): Result<GameState> {
  if (scenario.id !== setup.scenarioId || scenario.edition !== setup.edition)
    return fail('scenario', 'setup', `the setup is for ${setup.scenarioId}, not ${scenario.id}`);
  const players = assignPlayers(setup.sides, scenario.initiative);
  if (!players.ok) return players;
  const start = startingMorale(setup, scenario.morale);
  if (!start.ok) return start;
  const leaders = setup.counters.filter((c) => c.kind === 'leader');
  return ok({
    scenarioId: setup.scenarioId,
    edition: setup.edition,
    turn: scenario.turns.first,
    phase: 1,
    morale: { counter: start.value.morale, inEffect: start.value.morale },
    ...(start.value.carriedOverFrom === undefined
      ? {}
      : { moraleCarriedOverFrom: start.value.carriedOverFrom }),
    counters: Object.fromEntries(setup.counters.map((c) => [c.id, unplacedCounter(c.id)])),
    fatigue: Object.fromEntries(leaders.map((c) => [c.id, c.fatigue ?? 0])),
    banners: Object.fromEntries(
      leaders.filter((c) => c.banner === true).map((c) => [c.id, 'held' as const]),
    ),
    losses: Object.fromEntries(setup.sides.map((side) => [side, 0])),
  });
}

/** 6.1.3: the scenario's starting MORALE, signed toward the side it favours. */
function startingMorale(
  setup: BoardSetup,
  morale: Scenario['morale'],
): Result<{ morale: number; carriedOverFrom?: string }> {
  if ('carriedOverFrom' in morale)
    return ok({ morale: 0, carriedOverFrom: morale.carriedOverFrom });
  if (morale.value === 0) return ok({ morale: 0 });
  if (morale.favours === undefined)
    return fail('morale.favours', '6.1.3', `MORALE ${morale.value} must favour a side`);
  const sign = sideSign(setup, morale.favours, 'morale.favours');
  return sign.ok ? ok({ morale: sign.value * morale.value }) : sign;
}

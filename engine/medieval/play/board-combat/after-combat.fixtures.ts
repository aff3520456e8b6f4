/**
 * A combat on 0406 of the board-combat test map, read, applied with each
 * retreat to the engine's first hex, and its after-combat steps listed: the
 * shared set-up of leader-fate, banner-fall and pursuit-on-board tests.
 */
import { parseCombatCell } from '../../combat/results.ts';
import { getEdition } from '../../editions/editions.ts';
import type { GameState, TerrainMarks } from '../../board/types.ts';
import type { EditionId } from '../../types.ts';
import type { PlayContext } from '../game/state.ts';
import { applyCombatOutcome } from './apply.ts';
import { readBoardCombat } from './from-board.ts';
import { suggestRetreatHexes } from './retreats.ts';
import { board, map, piece } from './combat.fixtures.ts';
import {
  applyAfterCombatStep,
  listAfterCombatSteps,
  type AfterCombatStep,
  type AppliedCombat,
} from './after-combat.ts';

export type Pieces = Parameters<typeof board>[0];

/** An English leader on the attacker's hex, 0405. */
export const edward = piece('en-edward', 'English', 'leader', '0405');

/** Reads a combat on 0406 off the board, applies the cell with each retreat to the engine's first hex, and lists the steps. */
export function combatOn(
  pieces: Pieces,
  cell: string,
  opts: {
    id?: EditionId;
    extra?: Partial<GameState>;
    terrain?: TerrainMarks;
    attackers?: string[];
    losses?: Record<string, number>;
  } = {},
) {
  const id = opts.id ?? 'bannockburn-1314';
  const { state, setup } = board(pieces, id, opts.extra);
  const edition = getEdition(id);
  if (!edition.ok) throw new Error(edition.error.message);
  const terrain = opts.terrain ?? {};
  const attackers =
    opts.attackers ??
    pieces
      .filter((p) => p.counter.side === 'English' && p.counter.kind !== 'leader' && p.hex !== null)
      .map((p) => p.counter.id);
  const combat = readBoardCombat(
    { state, setup, map, terrain, attackers, defenderHex: '0406' },
    edition.value,
  );
  if (!combat.ok) throw new Error(combat.error.message);
  const result = parseCombatCell(cell);
  if (!result.ok) throw new Error(result.error.message);
  const retreats: Record<string, string> = {};
  for (const role of ['attacker', 'defender'] as const) {
    const distance = result.value[role].retreat;
    const ids = role === 'attacker' ? combat.value.attackers : combat.value.defenders;
    for (const c of distance > 0 ? ids : []) {
      const reach = suggestRetreatHexes(state, setup, map, c, distance, terrain);
      if (reach.ok && reach.value.hexes[0]) retreats[c] = reach.value.hexes[0];
    }
  }
  const done = applyCombatOutcome(
    state,
    combat.value,
    result.value,
    { retreats, ...(opts.losses ? { losses: opts.losses } : {}) },
    {
      setup,
      map,
      terrain,
    },
  );
  if (!done.ok) throw new Error(done.error.message);
  const applied: AppliedCombat = {
    combat: combat.value,
    result: result.value,
    before: state,
    after: done.value.state,
    terrain,
  };
  const context: PlayContext = {
    setup,
    scenario: { id: 'test', turns: { first: 1 }, initiative: 'Scots' },
  };
  return { applied, context, steps: listAfterCombatSteps(applied, context) };
}

/** The steps of one kind. */
export const only = <K extends AfterCombatStep['kind']>(steps: AfterCombatStep[], kind: K) =>
  steps.filter((s): s is Extract<AfterCombatStep, { kind: K }> => s.kind === kind);

/** Confirms a step on the state the combat left (or another), throwing on a refusal. */
export function confirm(
  run: ReturnType<typeof combatOn>,
  step: AfterCombatStep | undefined,
  choice: Parameters<typeof applyAfterCombatStep>[2],
  state = run.applied.after,
) {
  if (!step) throw new Error('no such step');
  const r = applyAfterCombatStep(state, step, choice, run.context);
  if (!r.ok) throw new Error(r.error.message);
  return r.value;
}

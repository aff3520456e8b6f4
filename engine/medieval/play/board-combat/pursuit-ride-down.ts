/**
 * A pursuit beyond its first hex (5.5): the player gives the hexes the
 * pursuer goes on through, each next to the one before; enemy ZoCs do not
 * stop it (5.5.6). Cavalry entering a hex of enemy non-cavalry rides it down
 * (5.5.9, Kosovo 5.5.10): entering is enough (5.8.7, K 5.8.5), the units are
 * eliminated without a MORALE change (5.8.3–5.8.4), except infantry in
 * fortifications or a special formation such as the shiltron (5.8.8,
 * K 5.8.6; palisades K 15.2.5), which the player names since the board
 * does not track formations. Keeping to the retreat path (5.5.3–5.5.4) is
 * the player's: the board does not record it.
 */
import { formatHex, hexDistance, parseHex, type Hex } from '../../../core/hex-grid.ts';
import { fail, ok, type Result } from '../../../core/result.ts';
import type { WorkingStep } from '../../../core/working.ts';
import type { GameState } from '../../board/types.ts';
import type { EditionProfile } from '../../editions/editions.ts';
import { moraleMove } from '../../morale/morale.ts';
import { checkRideDown, type Formation } from '../../movement/ride-down.ts';
import { checkStackingUnder } from '../../movement/stacking.ts';
import type { UnitKind } from '../../types.ts';
import { isMountedUnit } from '../../unit-checks.ts';
import type { GameAction } from '../game/actions.ts';
import type { PlayContext } from '../game/state.ts';
import { namer, placedIn, plural } from './step-kit.ts';
import { isUnit, type PlacedCounter } from './view.ts';

/** A pursuing cavalry unit rides down (5.5.9): the edition's rule for it. */
export interface PursuitRideDown {
  /** The pursuit ride-down rule of the edition (5.5.9, Kosovo 5.5.10). */
  rule: string;
}

/** The player's part beyond the first hex. */
export interface PursuitPath {
  /** Hexes entered after the first, in order, each next to the one before. */
  path?: readonly string[];
  /** Enemy units standing in a special formation (the board does not track formations): they cannot be ridden down. */
  formations?: Readonly<Record<string, Formation>>;
}

/** The way on: the actions (rides down, leaders killed), their lines, and the hex where the pursuit ends. */
export interface PathOutcome {
  actions: GameAction[];
  lines: WorkingStep[];
  end: string;
}

interface Walker {
  unit: PlacedCounter;
  rideDown: PursuitRideDown | undefined;
  /** Hexes marked as fortifications: their infantry is not ridden down (5.8.8), and they stack 10 SP (11.1.8). */
  fortified: readonly string[];
  formations: Readonly<Record<string, Formation>>;
  edition: EditionProfile;
  name: (id: string) => string;
  gone: Set<string>;
}

/** A hex number already checked ("0406") as column and row. */
const toHex = (id: string): Hex => ({ column: Number(id.slice(0, -2)), row: Number(id.slice(-2)) });

/** 5.5.9, 5.8: the units on a hex the pursuer enters, ridden down, or the reason it cannot enter. */
function enterHex(
  w: Walker,
  hex: string,
  enemies: PlacedCounter[],
  field: string,
): Result<{ actions: GameAction[]; lines: WorkingStep[] }> {
  const movement = w.edition.rules.movement;
  if (!w.rideDown || !isMountedUnit(w.unit.setup.kind))
    return fail(
      field,
      movement.pursuitRideDown,
      `${w.name(w.unit.id)} cannot enter ${hex}: only cavalry rides down enemy units in a pursuit`,
    );
  // CF, armor and SPs count only in a movement phase (5.8.2, 5.8.6): in a pursuit entering is enough.
  const checked = checkRideDown(w.edition, {
    rider: { kind: w.unit.setup.kind, cf: 0, armor: 0 },
    targets: enemies.map((e) => ({
      // Only units reach here (leaders are killed, not ridden down: 8.1.1).
      kind: e.setup.kind as UnitKind,
      armor: 0,
      sp: 0,
      ...(w.formations[e.id] ? { formation: w.formations[e.id] } : {}),
    })),
    terrain: 'clear',
    fortifications: w.fortified.includes(hex),
    context: 'pursuit',
  });
  if (!checked.ok) return fail(field, checked.error.rule, checked.error.message);
  if (!checked.value.possible) {
    const { steps } = checked.value;
    return fail(
      field,
      steps.at(-1)?.rule ?? movement.rideDownProtected,
      `${w.name(w.unit.id)} cannot ride down the units on ${hex}: ${steps.map((s) => s.text).join('; ')}`,
    );
  }
  const actions: GameAction[] = enemies.map((e) => ({
    type: 'eliminate',
    counter: e.id,
    morale: null,
  }));
  // Their SPs count as their side's losses, as a retreat's ride down counts them (5.4.4).
  let sp = 0;
  for (const e of enemies) {
    const lost = e.board.sp ?? 0;
    if (lost > 0) actions.push({ type: 'record-loss', side: e.setup.side, sp: lost });
    sp += lost;
  }
  for (const e of enemies) w.gone.add(e.id);
  const names = enemies.map((e) => w.name(e.id)).join(', ');
  return ok({
    actions,
    lines: [
      {
        text: `It rides down ${names} on ${hex}: entering is enough, at no cost (${movement.rideDownFree}).`,
        rule: w.rideDown.rule,
      },
      {
        text: `${enemies.length === 1 ? 'It is' : 'They are'} eliminated, moving no MORALE${sp > 0 ? `; ${plural(sp, 'SP')} lost` : ''}.`,
        rule: movement.rideDownEliminated,
      },
    ],
  });
}

/** 4.5.2: the pursuer may pass a hex of its own side's units only within the stacking limit. */
function checkPassing(
  w: Walker,
  hex: string,
  placed: readonly PlacedCounter[],
  side: string,
  state: GameState,
  field: string,
): Result<true> {
  // Leaders may stay in: they add nothing to a stack (8.1.1).
  const friends = placed.filter(
    (c) => c.setup.side === side && c.id !== w.unit.id && formatHex(c.at) === hex,
  );
  if (friends.length === 0) return ok(true);
  const units = [...friends, w.unit].map((c) => ({
    kind: c.setup.kind,
    sp: state.counters[c.id]?.sp ?? 0,
    ...(c.board.status === 'panicked' ? { panicked: true } : {}),
  }));
  const check = checkStackingUnder(w.edition, { units, fortified: w.fortified.includes(hex) });
  if (!check.ok) return fail(field, check.error.rule, check.error.message);
  if (check.value.allowed) return ok(true);
  return fail(
    field,
    w.edition.rules.movement.stackingAlways,
    `${w.name(w.unit.id)} cannot pass ${hex}: ${check.value.steps.map((s) => s.text).join('; ')}`,
  );
}

/**
 * 5.5, 5.5.9: follows a pursuit from its first hex along the hexes the
 * player gives. Each must touch the one before; enemy units on it are ridden
 * down by cavalry (or the way is refused, naming the rule); an enemy leader
 * left alone there is killed (8.2.8, K 8.2.6).
 */
export function followPursuitPath(
  state: GameState,
  from: {
    unit: string;
    side: string;
    first: string;
    rideDown?: PursuitRideDown;
    fortified?: readonly string[];
  },
  choice: PursuitPath & { grandLeader?: boolean },
  context: PlayContext,
  edition: EditionProfile,
): Result<PathOutcome> {
  const map = context.setup.scenarioMap.map;
  const rules = edition.rules;
  const placed = placedIn(state, context);
  const unit = placed.find((c) => c.id === from.unit);
  const path = choice.path ?? [];
  if (!unit || path.length === 0) return ok({ actions: [], lines: [], end: from.first });
  const w: Walker = {
    unit,
    rideDown: from.rideDown,
    fortified: from.fortified ?? [],
    formations: choice.formations ?? {},
    edition,
    name: namer(state, context),
    gone: new Set(),
  };
  const event = choice.grandLeader === true ? 'grand-leader-killed' : 'leader-killed';
  const actions: GameAction[] = [];
  const lines: WorkingStep[] = [];
  let at = from.first;
  let prev = toHex(from.first);
  for (const [i, text] of path.entries()) {
    const field = `path.${i}`;
    const hex = parseHex(text, map, field);
    if (!hex.ok) return hex;
    const id = formatHex(hex.value);
    if (hexDistance(prev, hex.value, map) !== 1)
      return fail(
        field,
        rules.pursuit.rule,
        `a pursuit goes on hex by hex: ${id} does not touch ${at}`,
      );
    const there = placed.filter(
      (c) => formatHex(c.at) === id && c.setup.side !== from.side && !w.gone.has(c.id),
    );
    const stacked = checkPassing(w, id, placed, from.side, state, field);
    if (!stacked.ok) return stacked;
    const units = there.filter(isUnit);
    if (units.length > 0) {
      const entered = enterHex(w, id, units, field);
      if (!entered.ok) return entered;
      actions.push(...entered.value.actions);
      lines.push(...entered.value.lines);
    }
    for (const leader of there.filter((c) => !isUnit(c))) {
      w.gone.add(leader.id);
      actions.push({ type: 'eliminate', counter: leader.id, morale: event });
      lines.push({
        text: `${w.name(leader.id)} stood alone on ${id} and is killed: MORALE moves ${plural(moraleMove(event).boxes, 'box', 'boxes')} against ${leader.setup.side}.`,
        rule: rules.leaders.enteredAlone,
      });
    }
    at = id;
    prev = hex.value;
  }
  lines.push({
    text: `It goes on to ${at}, ignoring enemy ZoCs.`,
    rule: rules.movement.pursuitZoc,
  });
  return ok({ actions, lines, end: at });
}

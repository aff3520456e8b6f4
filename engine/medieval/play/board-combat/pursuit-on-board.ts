/**
 * Pursuit on the board (5.5): after the enemy withdrew, each unit of the side
 * that held its ground tests on its leader's influence (the PURSUIT table,
 * 6.1.8) and, pursuing, enters a hex the enemy emptied first (5.5.5). An
 * enemy leader left alone there is killed (8.2.8, Kosovo 8.2.6), and a banner
 * fallen there is captured (7.1.6).
 */
import { formatHex, hexDistance } from '../../../core/hex-grid.ts';
import { formatOver } from '../../../core/probability.ts';
import { fail, ok, type Result } from '../../../core/result.ts';
import type { WorkingStep } from '../../../core/working.ts';
import type { GameState } from '../../board/types.ts';
import type { EditionProfile } from '../../editions/editions.ts';
import type { Readings } from '../../editions/readings.ts';
import { moraleMove } from '../../morale/morale.ts';
import { pursuitOdds, resolvePursuit, type PursuitOdds } from '../../morale/pursuit.ts';
import type { GameAction } from '../game/actions.ts';
import type { PlayContext } from '../game/state.ts';
import {
  namer,
  otherRole,
  placedIn,
  plural,
  roles,
  runActions,
  type AppliedCombat,
  type StepOutcome,
} from './step-kit.ts';
import { isUnit, type PlacedCounter } from './view.ts';
import { followPursuitPath, type PursuitPath, type PursuitRideDown } from './pursuit-ride-down.ts';
import { isMountedUnit } from '../../unit-checks.ts';

/** Beyond this many hexes from its leader every row of the PURSUIT tables reads the same. */
const farFromLeader = 6;

/** 5.5.2 (Kosovo 5.5.2–5.5.3): one unit's pursuit test, with its exact odds before the die. */
export interface PursuitStep {
  kind: 'pursuit';
  key: string;
  unit: string;
  side: string;
  /** Hexes to its nearest leader (0: on its hex), capped at 6, where every table reads alike. */
  hexesFromLeader: number;
  /** MORALE in effect in its side's favour (6.1.8). */
  morale: number;
  odds: PursuitOdds;
  rule: string;
  /** '1D6' when the test is rolled; null when the table or the rules decide without a roll. */
  dice: '1D6' | null;
  /** Hexes the enemy emptied next to the unit: a pursuit's first hex (5.5.5). */
  into: string[];
  /** Banners that may fall on those hexes in this combat's steps (7.1.5): entering one captures it (7.1.6). */
  banners?: { leader: string; hex: string }[];
  /** Cavalry only: it rides down enemy non-cavalry on the hexes it goes on through (5.5.9, Kosovo 5.5.10). */
  rideDown?: PursuitRideDown;
  /** Hexes the board marks as fortifications, when it marks any: no ride down there (5.8.8), 10 SP stack (11.1.8). */
  fortified?: string[];
  working: WorkingStep[];
}

/** The player's part: the die when rolled, whether a voluntary pursuit is made, into which emptied hex, and the way on from it. */
export interface PursuitChoice extends PursuitPath {
  roll?: number;
  pursue?: boolean;
  hex?: string;
  /** A lone enemy leader killed on entering was a grand leader (6.1.7; the setup does not say). */
  grandLeader?: boolean;
}

const sideSign = (side: string, context: PlayContext) => (side === context.setup.sides[0] ? 1 : -1);

function nearestLeader(
  unit: PlacedCounter,
  placed: readonly PlacedCounter[],
  context: PlayContext,
) {
  const map = context.setup.scenarioMap.map;
  const leaders = placed.filter((l) => !isUnit(l) && l.setup.side === unit.setup.side);
  return Math.min(farFromLeader, ...leaders.map((l) => hexDistance(unit.at, l.at, map)));
}

/** 5.5: a step per unit of a side that did not retreat while the enemy withdrew or was destroyed. */
export function findPursuits(
  applied: AppliedCombat,
  context: PlayContext,
  edition: EditionProfile,
  readings: Readings = {},
): PursuitStep[] {
  const { combat, result, before, after } = applied;
  const map = context.setup.scenarioMap.map;
  const fortified = Object.entries(applied.terrain ?? {})
    .filter(([, marks]) => marks.includes('fortification'))
    .map(([hex]) => hex);
  const was = placedIn(before, context);
  const now = placedIn(after, context);
  const name = namer(after, context);
  const ids = (role: 'attacker' | 'defender') =>
    role === 'attacker' ? combat.attackers : combat.defenders;
  return roles.flatMap((role) => {
    const enemy = otherRole(role);
    if (result[role].retreat > 0) return [];
    const enemySide = combat.sides[enemy];
    const gone = ids(enemy).every((id) => after.counters[id]?.status === 'eliminated');
    if (result[enemy].retreat === 0 && !gone) return [];
    const held = new Set(
      now.filter((c) => isUnit(c) && c.setup.side === enemySide).map((c) => formatHex(c.at)),
    );
    const emptied = [
      ...new Set(was.filter((c) => ids(enemy).includes(c.id)).map((c) => formatHex(c.at))),
    ].filter((hex) => !held.has(hex));
    const pursuers = now.filter((c) => ids(role).includes(c.id));
    return pursuers.flatMap((unit): PursuitStep[] => {
      const into = emptied.filter((hex) =>
        was.some((c) => formatHex(c.at) === hex && hexDistance(c.at, unit.at, map) === 1),
      );
      if (into.length === 0) return [];
      const hexes = nearestLeader(unit, now, context);
      const morale = sideSign(unit.setup.side, context) * after.morale.inEffect || 0;
      const odds = pursuitOdds(edition, { hexesFromLeader: hexes, morale }, readings);
      if (!odds.ok) return [];
      const built = buildStep(
        unit,
        into,
        hexes,
        morale,
        odds.value,
        name(unit.id),
        enemySide,
        edition,
      );
      const step = fortified.length > 0 ? { ...built, fortified } : built;
      if (!isMountedUnit(unit.setup.kind)) return [step];
      const rideDown = { rule: edition.rules.movement.pursuitRideDown };
      return [
        {
          ...step,
          rideDown,
          working: [
            ...step.working,
            {
              text: 'As cavalry it rides down enemy non-cavalry on the hexes it enters, unless they stand in fortifications or a special formation.',
              rule: rideDown.rule,
            },
          ],
        },
      ];
    });
  });
}

function buildStep(
  unit: PlacedCounter,
  into: string[],
  hexes: number,
  morale: number,
  odds: PursuitOdds,
  name: string,
  enemySide: string,
  edition: EditionProfile,
): PursuitStep {
  const rules = edition.rules;
  const distance = hexes >= farFromLeader ? 'more than 5 hexes' : plural(hexes, 'hex', 'hexes');
  const modifier = odds.modifier === 0 ? '' : ` ${odds.modifier} for MORALE +${morale}`;
  const test = odds.roll
    ? `It rolls 1D6${modifier}: pursuit obligatory ${formatOver(odds.obligatory, 6)}, voluntary ${formatOver(odds.voluntary, 6)}.`
    : `No roll: pursuit is ${odds.obligatory.num > 0n ? 'obligatory' : 'voluntary'}.`;
  return {
    kind: 'pursuit',
    key: `pursuit-${unit.id}`,
    unit: unit.id,
    side: unit.setup.side,
    hexesFromLeader: hexes,
    morale,
    odds,
    rule: odds.rule,
    dice: odds.roll ? '1D6' : null,
    into,
    working: [
      {
        text: `${enemySide} withdrew from ${into.join(', ')}: ${name} pursues, by choice or by force.`,
        rule: rules.pursuit.rule,
      },
      {
        text: `Its nearest leader is ${distance} away. ${test}`,
        rule: odds.rule,
      },
      {
        text: `Its first hex is the one the enemy left; obligatory pursuit keeps to the retreat path, voluntary may leave it by 1 hex (${rules.pursuit.voluntaryPath}).`,
        rule: rules.pursuit.firstHex,
      },
    ],
  };
}

/** 5.5: the test applied; a pursuit moves the unit into the emptied hex, one step for undo. */
export function applyPursuit(
  state: GameState,
  step: PursuitStep,
  choice: PursuitChoice,
  context: PlayContext,
  edition: EditionProfile,
  readings: Readings = {},
): Result<StepOutcome> {
  const rules = edition.rules;
  if (step.dice !== null && choice.roll === undefined)
    return fail('roll', step.rule, 'roll 1D6 for the pursuit test first');
  const tested = resolvePursuit(
    edition,
    { hexesFromLeader: step.hexesFromLeader, morale: step.morale },
    choice.roll ?? 0,
    readings,
  );
  if (!tested.ok) return tested;
  const name = namer(state, context);
  const kind = tested.value.pursuit;
  const rolled =
    step.dice === null
      ? ''
      : ` rolls ${choice.roll}${step.odds.modifier === 0 ? '' : ` (${tested.value.modifiedRoll} modified)`}:`;
  const lines: WorkingStep[] = [
    { text: `${name(step.unit)}${rolled} pursuit ${kind}.`, rule: tested.value.rule },
  ];
  const hex = choice.hex ?? step.into[0];
  if (hex === undefined || !step.into.includes(hex))
    return fail(
      'hex',
      rules.pursuit.firstHex,
      `a pursuit starts on a hex the enemy emptied: ${step.into.join(', ')}`,
    );
  if (kind === 'voluntary' && choice.pursue !== true) {
    lines.push({ text: 'It does not pursue and stays where it is.', rule: rules.pursuit.kinds });
    return ok({ actions: [], state: { ...state }, lines });
  }
  const placed = placedIn(state, context);
  const side = step.side;
  const there = placed.filter((c) => formatHex(c.at) === hex && c.setup.side !== side);
  if (there.some(isUnit))
    return fail('hex', rules.pursuit.firstHex, `enemy units stand on ${hex} again`);
  const onward = followPursuitPath(
    state,
    {
      unit: step.unit,
      side,
      first: hex,
      ...(step.rideDown ? { rideDown: step.rideDown } : {}),
      ...(step.fortified ? { fortified: step.fortified } : {}),
    },
    choice,
    context,
    edition,
  );
  if (!onward.ok) return onward;
  const actions: GameAction[] = [];
  lines.push({
    text:
      onward.value.end === hex
        ? `It enters ${hex}; further along the path is yours to move, ignoring enemy ZoCs (${rules.movement.pursuitZoc}).`
        : `It enters ${hex} first; keeping to the retreat path is yours to check.`,
    rule: kind === 'obligatory' ? rules.pursuit.obligatoryPath : rules.pursuit.voluntaryPath,
  });
  const event = choice.grandLeader === true ? 'grand-leader-killed' : 'leader-killed';
  for (const leader of there) {
    actions.push({ type: 'eliminate', counter: leader.id, morale: event });
    lines.push({
      text: `${name(leader.id)} stood alone on ${hex} and is killed: MORALE moves ${plural(moraleMove(event).boxes, 'box', 'boxes')} against ${leader.setup.side}.`,
      rule: rules.leaders.enteredAlone,
    });
  }
  for (const banner of step.banners ?? []) {
    if (banner.hex !== hex || state.banners[banner.leader] !== 'fallen') continue;
    actions.push({ type: 'banner-captured', leader: banner.leader });
    lines.push({
      text: `It captures the fallen banner that started with ${name(banner.leader)}.`,
      rule: rules.combat.bannerCaptured,
    });
  }
  actions.push(...onward.value.actions, {
    type: 'move',
    counter: step.unit,
    hex: onward.value.end,
  });
  lines.push(...onward.value.lines);
  const next = runActions(state, actions, context);
  return next.ok ? ok({ actions, state: next.value, lines }) : next;
}

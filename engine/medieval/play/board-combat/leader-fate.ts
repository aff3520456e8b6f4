/**
 * A leader's death roll after a combat on the board (8.2.4–8.2.5): a leader
 * who stood with units that must retreat rolls 2D6, less the SPs they lost;
 * at most the retreat, he dies, which moves MORALE (6.1.6–6.1.7) and costs
 * his units 1 SP each (8.1.4–8.1.6).
 */
import { formatHex } from '../../../core/hex-grid.ts';
import { formatOver, type Probability } from '../../../core/probability.ts';
import { fail, ok, type Result } from '../../../core/result.ts';
import type { WorkingStep } from '../../../core/working.ts';
import type { GameState } from '../../board/types.ts';
import type { EditionProfile } from '../../editions/editions.ts';
import { leaderDeathOdds, resolveLeaderDeath } from '../../morale/leader-death.ts';
import { moraleMove } from '../../morale/morale.ts';
import type { GameAction } from '../game/actions.ts';
import type { PlayContext } from '../game/state.ts';
import {
  namer,
  placedIn,
  plural,
  roles,
  runActions,
  type AppliedCombat,
  type StepOutcome,
} from './step-kit.ts';
import { retreatReach } from './retreats.ts';
import { isUnit } from './view.ts';

/** 8.2.4: one leader's death roll, with its exact odds before the dice. */
export interface LeaderDeathStep {
  kind: 'leader-death';
  /** Unique among a combat's steps. */
  key: string;
  leader: string;
  side: string;
  /** Hexes his units must retreat (the Dx or Ax result), at most 5. */
  retreat: number;
  /** SPs his units lost in the combat, 5.4.6 losses included (8.2.5). */
  losses: number;
  rule: string;
  dice: '2D6';
  /** 2D6 totals on which he dies, and their exact chance. */
  diesOn: number[];
  dies: Probability;
  /** If he lives, the hexes he may retreat to, ranked (8.1.3: he ignores enemy ZoCs; he stops where he must, 8.2.7). */
  retreatTo: string[];
  working: WorkingStep[];
}

/** The player's part: the 2D6 total, and whether he was a grand leader (the setup does not say: 6.1.7, 8.1.5). */
export interface LeaderDeathChoice {
  roll: number;
  grandLeader?: boolean;
  /** If he lives, where he retreats to; without it he stays for the player to move. */
  hex?: string;
}

/** 8.2.4: every leader on a hex whose units fought and must retreat. */
export function findLeaderDeaths(
  applied: AppliedCombat,
  context: PlayContext,
  edition: EditionProfile,
): LeaderDeathStep[] {
  const { combat, result, before, after } = applied;
  const placed = placedIn(before, context);
  const name = namer(before, context);
  const map = context.setup.scenarioMap.map;
  const now = placedIn(after, context);
  const rules = edition.rules;
  return roles.flatMap((role) => {
    const retreat = result[role].retreat;
    if (retreat === 0) return [];
    const ids = role === 'attacker' ? combat.attackers : combat.defenders;
    const fighters = placed.filter((c) => ids.includes(c.id));
    const leaders = placed.filter(
      (l) =>
        !isUnit(l) &&
        l.setup.side === combat.sides[role] &&
        fighters.some((f) => formatHex(f.at) === formatHex(l.at)),
    );
    return leaders.flatMap((l): LeaderDeathStep[] => {
      const stack = fighters.filter((f) => formatHex(f.at) === formatHex(l.at));
      const losses = stack.reduce((sum, f) => {
        const on = after.counters[f.id];
        const left = on?.status === 'eliminated' ? 0 : (on?.sp ?? 0);
        return sum + Math.max(0, (f.board.sp ?? 0) - left);
      }, 0);
      const hexes = Math.min(retreat, 5);
      const from = now.find((c) => c.id === l.id);
      const terrain = applied.terrain ?? {};
      // 8.1.3: a leader ignores enemy ZoCs, on a retreat too.
      const reach = from
        ? retreatReach(from, now, retreat, map, terrain, edition, { ignoreZoc: true })
        : undefined;
      const odds = leaderDeathOdds({ retreat: hexes, losses });
      if (!odds.ok) return [];
      const { diesOn, dies } = odds.value;
      const who = name(l.id);
      const { boxes } = moraleMove('leader-killed');
      const grand = moraleMove('grand-leader-killed').boxes;
      return [
        {
          kind: 'leader-death',
          key: `leader-death-${l.id}`,
          leader: l.id,
          side: l.setup.side,
          retreat: hexes,
          losses,
          rule: rules.leaders.deathRoll,
          dice: '2D6',
          diesOn,
          dies,
          retreatTo: reach && reach.distance > 0 ? reach.hexes : [],
          working: [
            {
              text: `${who} stood with units that must retreat ${plural(hexes, 'hex', 'hexes')}: he rolls 2D6 and dies on a roll of ${hexes} or less.`,
              rule: rules.leaders.deathRoll,
            },
            {
              text: `His units lost ${plural(losses, 'SP')}, taken off the roll: he dies on ${diesOn.length > 0 ? diesOn.join(', ') : 'no roll'} (${formatOver(dies, 36)}).`,
              rule: rules.leaders.deathLosses,
            },
            {
              text: `If he dies, MORALE moves ${boxes} boxes against ${l.setup.side} (${grand} for a grand leader).`,
              rule: rules.morale.leaderKilled,
            },
            {
              text: `If he dies, each unit under his command loses 1 SP (every unit of his side for a grand leader, ${rules.leaders.grandLeaderDeath}), which moves no MORALE (${rules.leaders.deathNoMorale}).`,
              rule: rules.leaders.deathUnitsLose,
            },
          ],
        },
      ];
    });
  });
}

/** 8.1.4–8.1.6: the SP each of the dead leader's units loses, as actions; units off the map or without SPs are left out. */
function unitsLose(
  state: GameState,
  step: LeaderDeathStep,
  grand: boolean,
  context: PlayContext,
): { actions: GameAction[]; count: number; skipped: number } {
  const leader = context.setup.counters.find((c) => c.id === step.leader);
  const under = context.setup.counters.filter(
    (c) => c.kind !== 'leader' && c.side === step.side && (grand || c.leader === leader?.leader),
  );
  const onMap = new Set(placedIn(state, context).map((c) => c.id));
  const actions: GameAction[] = [];
  let skipped = 0;
  for (const c of under) {
    const sp = state.counters[c.id]?.sp ?? null;
    if (!onMap.has(c.id) || sp === null) {
      if (state.counters[c.id]?.status !== 'eliminated') skipped += 1;
      continue;
    }
    actions.push(
      sp > 1
        ? { type: 'set-sp', counter: c.id, sp: sp - 1 }
        : { type: 'eliminate', counter: c.id, morale: null },
    );
  }
  const count = actions.length;
  if (count > 0) actions.push({ type: 'record-loss', side: step.side, sp: count });
  return { actions, count, skipped };
}

/** 8.2.6 (Kosovo 8.1.7): the leader who lived retreats on his own, to a hex the player picks from the reach. */
function leaderLives(
  state: GameState,
  step: LeaderDeathStep,
  choice: LeaderDeathChoice,
  lived: string,
  context: PlayContext,
  edition: EditionProfile,
): Result<StepOutcome> {
  const rules = edition.rules;
  const first: WorkingStep = { text: lived, rule: rules.leaders.deathRoll };
  if (choice.hex === undefined)
    return ok({
      actions: [],
      state: { ...state },
      lines: [
        first,
        {
          text: `He retreats ${plural(step.retreat, 'hex', 'hexes')} apart from his units: move him on the board.`,
          rule: rules.leaders.retreat,
        },
      ],
    });
  if (!step.retreatTo.includes(choice.hex))
    return fail(
      'hex',
      rules.leaders.retreat,
      step.retreatTo.length > 0
        ? `he can retreat to ${step.retreatTo.join(', ')}, not ${choice.hex}`
        : 'he cannot retreat from his hex',
    );
  const actions: GameAction[] = [{ type: 'move', counter: step.leader, hex: choice.hex }];
  const next = runActions(state, actions, context);
  if (!next.ok) return next;
  return ok({
    actions,
    state: next.value,
    lines: [first, { text: `He retreats to ${choice.hex}.`, rule: rules.leaders.retreat }],
  });
}

/** 8.2.4: the rolled 2D6 applied; a death eliminates the leader and what follows from it, one step for undo. */
export function applyLeaderDeath(
  state: GameState,
  step: LeaderDeathStep,
  choice: LeaderDeathChoice,
  context: PlayContext,
  edition: EditionProfile,
): Result<StepOutcome> {
  const rules = edition.rules;
  const rolled = resolveLeaderDeath({ retreat: step.retreat, losses: step.losses }, choice.roll);
  if (!rolled.ok) return rolled;
  const name = namer(state, context)(step.leader);
  const roll = `${name} rolls ${choice.roll}, less ${plural(step.losses, 'SP')} lost: ${rolled.value.modifiedRoll}`;
  if (!rolled.value.dies)
    return leaderLives(
      state,
      step,
      choice,
      `${roll}, more than ${step.retreat}: he lives.`,
      context,
      edition,
    );
  const grand = choice.grandLeader === true;
  if (state.counters[step.leader]?.status === 'eliminated')
    return fail('leader', rules.leaders.deathRoll, `${name} is dead already`);
  const event = grand ? 'grand-leader-killed' : 'leader-killed';
  const losing = unitsLose(state, step, grand, context);
  const actions: GameAction[] = [
    { type: 'eliminate', counter: step.leader, morale: event },
    ...losing.actions,
  ];
  const next = runActions(state, actions, context);
  if (!next.ok) return next;
  const lines: WorkingStep[] = [
    {
      text: `${roll}, ${step.retreat} or less: he dies. MORALE moves ${plural(moraleMove(event).boxes, 'box', 'boxes')} against ${step.side}.`,
      rule: grand ? rules.morale.grandLeaderKilled : rules.morale.leaderKilled,
    },
    {
      text: `${plural(losing.count, 'unit')} of ${grand ? 'his side' : 'his command'} ${losing.count === 1 ? 'loses' : 'lose'} 1 SP each, moving no MORALE${losing.skipped > 0 ? `; ${plural(losing.skipped, 'unit')} off the map or without SPs set ${losing.skipped === 1 ? 'is' : 'are'} left to you` : ''}.`,
      rule: grand ? rules.leaders.grandLeaderDeath : rules.leaders.deathUnitsLose,
    },
  ];
  return ok({ actions, state: next.value, lines });
}

/**
 * Strengths entered once: a scenario's units grouped as its setup prints
 * them (side, leader, type and armour: "4 × INF [0]" under Wallace), since
 * the counters carry the SPs (1.2) and the setup only says which counters a
 * leader has (B/N 12.1.1, K 13.1.1). One action sets a whole group; a counter
 * that differs keeps its own `set-sp`.
 */
import { slugify } from '../../../core/slug.ts';
import { fail, ok, quoteInput, type Result } from '../../../core/result.ts';
import type { BoardSetup, CounterOnBoard, GameState, SetupCounter } from '../../board/types.ts';
import type { WorkingStep } from '../../../core/working.ts';
import type { EditionProfile } from '../../editions/editions.ts';
import type { UnitKind } from '../../types.ts';
import { nameCounter } from '../board-combat/view.ts';
import { spLimits } from './state.ts';

/** Units the setup lists alike: same side, leader (or the side's pool), type and armour. */
export interface StrengthGroup {
  /** Stable within a scenario and safe in an HTML id ("scots-wallace-infantry-0"). */
  id: string;
  side: string;
  /** Absent for a side's pool (B/N 12.1.2). */
  leader?: string;
  kind: UnitKind;
  armor?: 0 | 1 | 2;
  /** As the setup prints it, with its leader ("INF [0] (Wallace)"). */
  name: string;
  /** Counter ids in setup order. */
  counters: readonly string[];
  /** Where the SPs are (the counter, 1.2) and where the group comes from (the setup's assignment). */
  rules: readonly string[];
  /** Where the setup prints the group below full strength ("(-7 SPs)"): by how much, and a line citing the setup rule. */
  belowFull?: { sp: number; step: WorkingStep };
}

/**
 * How far a group's SPs are set, over its counters still in play:
 * none set, some (`set` of `of`), all alike (`sp`), or set to different
 * values (`values`, smallest first); `gone` when every counter is eliminated.
 */
export interface StrengthSummary {
  status: 'unset' | 'partly-set' | 'all-set' | 'differ' | 'gone';
  set: number;
  of: number;
  /** The one value every set counter shares, or null. */
  sp: number | null;
  values: readonly number[];
}

/** Why SPs are entered by group, in the edition's numbers: the lines the strengths panel shows. */
export function explainStrengthEntry(edition: EditionProfile): WorkingStep[] {
  return [
    { text: 'each counter prints its SPs', rule: edition.rules.combat.counter },
    {
      text: 'the setup gives each leader a number of units by type and armour, not their SPs: alike units are set once, as a group',
      rule: edition.rules.setup.unitsAssigned,
    },
  ];
}

const groupKey = (c: SetupCounter) => `${c.side}\n${c.leader ?? ''}\n${c.kind}\n${c.armor ?? ''}`;

/** 1.2, B/N 12.1.1 / K 13.1.1: the scenario's units in groups, in setup order; leaders have no SPs (8.1.1). */
export function groupStrengths(setup: BoardSetup, edition: EditionProfile): StrengthGroup[] {
  const groups = new Map<string, StrengthGroup & { counters: string[] }>();
  for (const c of setup.counters) {
    if (c.kind === 'leader') continue;
    const key = groupKey(c);
    const found = groups.get(key);
    if (found) {
      found.counters.push(c.id);
      continue;
    }
    const assigned =
      c.leader === undefined
        ? (edition.rules.setup.unitPool ?? edition.rules.setup.unitsAssigned)
        : edition.rules.setup.unitsAssigned;
    groups.set(key, {
      id: slugify(`${c.side} ${c.leader ?? 'pool'} ${c.kind} ${c.armor ?? ''}`),
      side: c.side,
      ...(c.leader !== undefined && { leader: c.leader }),
      kind: c.kind,
      ...(c.armor !== undefined && { armor: c.armor }),
      name: nameCounter(c),
      counters: [c.id],
      rules: [edition.rules.combat.counter, assigned],
    });
  }
  return [...groups.values()].map((group) => withBelowFull(group, setup, edition));
}

/** B/N 12.1.1, K 13.1.1: the SPs the group's lines start below full strength, where the setup prints any. */
function withBelowFull(
  group: StrengthGroup,
  setup: BoardSetup,
  edition: EditionProfile,
): StrengthGroup {
  const counters = setup.counters.filter((c) => group.counters.includes(c.id));
  const sp = counters.reduce((total, c) => total + (c.lineSpBelowFull ?? 0), 0);
  if (sp === 0) return group;
  const text = `the setup prints this group ${sp} SPs below full strength and does not say which counters bear them: set those counters lower`;
  return { ...group, belowFull: { sp, step: { text, rule: edition.rules.setup.unitsAssigned } } };
}

const inPlay = (state: GameState, id: string): CounterOnBoard | undefined => {
  const on = Object.hasOwn(state.counters, id) ? state.counters[id] : undefined;
  return on && on.status !== 'eliminated' ? on : undefined;
};

/** How far the group's SPs are set in this state (eliminated counters left out). */
export function summariseGroup(group: StrengthGroup, state: GameState): StrengthSummary {
  const live = group.counters.flatMap((id) => inPlay(state, id) ?? []);
  const values = [...new Set(live.flatMap((c) => (c.sp === null ? [] : [c.sp])))].sort(
    (a, b) => a - b,
  );
  const set = live.filter((c) => c.sp !== null).length;
  const of = live.length;
  const sp = values.length === 1 ? (values[0] ?? null) : null;
  const status =
    of === 0
      ? 'gone'
      : values.length > 1
        ? 'differ'
        : set === 0
          ? 'unset'
          : set < of
            ? 'partly-set'
            : 'all-set';
  return { status, set, of, sp, values };
}

/**
 * 1.2: every counter of the group still in play takes `sp` (null clears
 * them), in one new state. The player changes one that differs afterwards.
 */
export function setGroupSp(
  state: GameState,
  action: { group: string; sp: number | null },
  setup: BoardSetup,
  edition: EditionProfile,
): Result<GameState> {
  const group = groupStrengths(setup, edition).find((g) => g.id === action.group);
  if (!group)
    return fail('group', 'setup', `no group ${quoteInput(action.group)} in this scenario`);
  const { min, max } = spLimits;
  const { sp } = action;
  if (sp !== null && (!Number.isInteger(sp) || sp < min || sp > max))
    return fail('sp', edition.rules.combat.counter, `a unit has ${min} to ${max} SPs, not ${sp}`);
  const counters = { ...state.counters };
  for (const id of group.counters) {
    const on = inPlay(state, id);
    if (on) counters[id] = { ...on, sp };
  }
  return ok({ ...state, counters });
}

/**
 * The units of a combat picked on the board whose SPs are not set yet
 * (1.4 divides the attackers' SPs by the defenders'): attackers, then the enemy units on the
 * defender's hex, in setup order within each.
 */
export function findUnsetInCombat(
  state: GameState,
  setup: BoardSetup,
  attackers: readonly string[],
  defenderHex: string | undefined,
): string[] {
  const units = setup.counters.filter((c) => c.kind !== 'leader');
  const side = units.find((c) => attackers.includes(c.id))?.side;
  const unset = (c: SetupCounter) => inPlay(state, c.id)?.sp === null;
  const attacking = units.filter((c) => attackers.includes(c.id) && unset(c));
  const defending =
    defenderHex === undefined
      ? []
      : units.filter(
          (c) => c.side !== side && state.counters[c.id]?.hex === defenderHex && unset(c),
        );
  return [...attacking, ...defending].map((c) => c.id);
}

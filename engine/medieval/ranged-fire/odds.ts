/**
 * Exact odds of one shot, over the 36 totals of 2D6 and the dice that follow:
 * the friendly-fire check (1/6 before the roll), the crossbow follow-up (1/6
 * after losses) and the horse archers' own test. Computed from the dice
 * distribution, never simulated; the outcomes always add up to exactly 1.
 */
import { diceDistribution, twoD6 } from '../../core/dice.ts';
import { chance, never, not, plus, sum, times, type Probability } from '../../core/probability.ts';
import { ok, type Result } from '../../core/result.ts';
import { hasEffect, noEffect, type FireEffect } from './cells.ts';
import { resolveCrossbowFollowUp } from './follow-ups.ts';
import { chooseHorseArcherTest } from './horse-archer-reading.ts';
import { listFollowUps, prepareFire, readFireTable } from './setup.ts';
import type { FireInput, FireModifier, FireStep } from './types.ts';
import type { FireTable } from '../tables/types.ts';

/** One distinct end of a shot and its chance; the outcomes of a shot partition all the dice. */
export interface FireOutcome {
  /** The target's effect, with the crossbow follow-up added where it came up. */
  effect: FireEffect;
  /** Horse archers: the firing unit's own test after losses. */
  firerBreaks: 'scatter' | 'disorganization' | null;
  /** B/N 10.2.1, K 11.2.2: SPs a friendly unit loses to the friendly-fire check. */
  friendlyLoss: number;
  chance: Probability;
}

/** Chances of single events (they overlap: a loss can come with a scatter). */
export interface FireOddsSummary {
  /** The target is untouched. */
  noEffect: Probability;
  loss1: Probability;
  loss2: Probability;
  /** The target scatters (B/N) or is disorganized (K). */
  breaks: Probability;
  stopped: Probability;
  destroyed: Probability;
  firerBreaks: Probability;
  friendlyLoss: Probability;
  /** B/N 10.2.4, K 11.2.5: per firing unit, when a leader is on the target hex; else null. */
  leaderKilled: Probability | null;
}

/** fireOdds' answer: the table, the modifiers, every outcome and the single-event chances. */
export interface FireOdds {
  table: FireTable;
  modifiers: FireModifier[];
  outcomes: FireOutcome[];
  summary: FireOddsSummary;
  /** The notes of the set-up: which table copy, rules that do not apply to this shot. */
  steps: FireStep[];
  errata: string[];
}

type Branch = Omit<FireOutcome, 'chance'> & { chance: Probability };

/** Splits a branch on a chained test: `p` of the time `change` applies. */
function split(branch: Branch, p: Probability, change: Partial<Branch>): Branch[] {
  return [
    { ...branch, ...change, chance: times(branch.chance, p) },
    { ...branch, chance: times(branch.chance, not(p)) },
  ];
}

/**
 * The exact distribution of every end of a shot (same input and errors as
 * resolveFire): each 2D6 total read on the table, crossbow losses that did
 * not already break the target split 1/6 for the follow-up (B/N 10.6.3,
 * K 11.6.2), horse archer losses split by their test (B/N 10.5.10, K
 * 11.5.10), and with `friendlyZoc` everything scaled by 5/6 beside a 1/6
 * friendly-unit loss (B/N 10.2.1, K 11.2.2).
 */
export function fireOdds(input: FireInput): Result<FireOdds> {
  const prepared = prepareFire(input);
  if (!prepared.ok) return prepared;
  const { table, modifiers, modifierTotal, edition } = prepared.value;
  const errata = [...prepared.value.errata];
  const horseTest = chooseHorseArcherTest(edition, input);
  if (input.weapon === 'horse-archers') errata.push(...horseTest.errata);
  let branches: Branch[] = [];
  for (const { total, ways, outOf } of diceDistribution(twoD6)) {
    const read = readFireTable(prepared.value, input.range, total + modifierTotal);
    if (!read.ok) return read;
    if (read.value.column.edge === 'below') errata.push('fire-roll-below-table');
    const { effect } = read.value;
    let here: Branch[] = [
      { effect, firerBreaks: null, friendlyLoss: 0, chance: chance(ways, outOf) },
    ];
    const followUps = listFollowUps(input.weapon, effect);
    if (followUps.includes('crossbow-follow-up')) {
      const after = resolveCrossbowFollowUp({ edition: edition.id, effect }, 6);
      if (!after.ok) return after;
      here = here.flatMap((b) => split(b, chance(1, 6), { effect: after.value.effect }));
    }
    if (followUps.includes('horse-archer-test')) {
      const outcome = horseTest.table.outcome;
      here = here.flatMap((b) =>
        split(
          b,
          horseTest.failChance,
          horseTest.who === 'target'
            ? { effect: { ...b.effect, breaks: b.effect.breaks ?? outcome } }
            : { firerBreaks: outcome },
        ),
      );
    }
    branches.push(...here);
  }
  if (input.friendlyZoc) {
    const spared = chance(5, 6);
    branches = branches.map((b) => ({ ...b, chance: times(b.chance, spared) }));
    branches.push({
      effect: { ...noEffect },
      firerBreaks: null,
      friendlyLoss: 1,
      chance: chance(1, 6),
    });
  }
  const outcomes = mergeOutcomes(branches);
  const p = (test: (o: FireOutcome) => boolean) => sum(outcomes.filter(test).map((o) => o.chance));
  return ok({
    table,
    modifiers,
    outcomes,
    summary: {
      noEffect: p((o) => !hasEffect(o.effect)),
      loss1: p((o) => o.effect.loss === 1),
      loss2: p((o) => o.effect.loss === 2),
      breaks: p((o) => o.effect.breaks !== null),
      stopped: p((o) => o.effect.stopped),
      destroyed: p((o) => o.effect.destroyed),
      firerBreaks: p((o) => o.firerBreaks !== null),
      friendlyLoss: p((o) => o.friendlyLoss > 0),
      leaderKilled: input.leaderInHex ? chance(1, 36) : null,
    },
    steps: [...prepared.value.steps, ...(input.weapon === 'horse-archers' ? horseTest.steps : [])],
    errata: [...new Set(errata)],
  });
}

/** Adds up branches that end the same way and drops the impossible ones. */
function mergeOutcomes(branches: readonly Branch[]): FireOutcome[] {
  const merged = new Map<string, FireOutcome>();
  for (const b of branches) {
    if (b.chance.num === 0n) continue;
    const { loss, breaks, stopped, destroyed } = b.effect;
    const key = JSON.stringify([loss, breaks, stopped, destroyed, b.firerBreaks, b.friendlyLoss]);
    const seen = merged.get(key);
    merged.set(key, seen ? { ...seen, chance: plus(seen.chance, b.chance) } : { ...b });
  }
  return [...merged.values()];
}

/** The total chance of a list of outcomes: exactly 1 for the outcomes of any shot. */
export function totalChance(outcomes: readonly FireOutcome[]): Probability {
  return outcomes.reduce((acc, o) => plus(acc, o.chance), never);
}

/**
 * Ranged fire (Bannockburn 1314 and 1066 chapter 10.0, Kosovo Field 11.0):
 * one shot from the player's 2D6 to the printed cell and what it does, with
 * an audit trail of rule numbers. The follow-up dice live in follow-ups.ts,
 * the exact odds in odds.ts; this module re-exports both so callers need one
 * import.
 */
import { checkRolled, twoD6 } from '../../core/dice.ts';
import { ok, type Result } from '../../core/result.ts';
import { describeFireEffect, hasEffect, type FireEffect } from './cells.ts';
import { resolveReadings } from '../editions/readings.ts';
import { listFollowUps, prepareFire, readFireTable } from './setup.ts';
import type { FireFollowUp, FireInput, FireModifier, FireStep } from './types.ts';
import type { FireTable } from '../tables/types.ts';

export * from './cells.ts';
export * from './follow-ups.ts';
export * from './modifiers.ts';
export * from './odds.ts';
export * from './rules.ts';
export * from './setup.ts';
export * from './types.ts';

/** resolveFire's answer: the table read, the modified roll, the printed cell and its effect. */
export interface FireResolution {
  /** The fire table read, with its printed source. */
  table: FireTable;
  modifiers: FireModifier[];
  dice: number;
  modifiedRoll: number;
  /** The printed column read, e.g. "9" or "6-9". */
  column: string;
  /** The cell as printed (normalised). */
  cell: string;
  effect: FireEffect;
  followUps: FireFollowUp[];
  steps: FireStep[];
  /** Ids of the errata (editions/errata.ts) this shot touches. */
  errata: string[];
}

/**
 * Resolves one shot. `dice` is the player's 2D6 total (2–12; any other value
 * is an error on field `dice`). The roll is lowered by the target's armor
 * (B/N 10.2.2, K 11.2.3), by 1 in forest, village or fortifications (B/N
 * 10.2.3, K 11.2.4), by 1 for horse archers at 1 SP (B/N 10.5.9, K 11.5.9)
 * and by 1 for the 1066 Wall of Shields against archers; bombards count only
 * armor 2, as −1 (B/N 10.7.3, K 11.7.3). A modified roll under the first
 * printed column reads that column ("-" in every table), one over the last
 * reads the last. The table is picked by `options.fireTable` where the book
 * prints differing copies (Bannockburn archers; 1066 archers, crossbowmen).
 */
export function resolveFire(input: FireInput, dice: number): Result<FireResolution> {
  const prepared = prepareFire(input);
  if (!prepared.ok) return prepared;
  const rolled = checkRolled(twoD6, dice, 'dice');
  if (!rolled.ok) return rolled;
  const { table, modifiers, modifierTotal, rules, otherCopy, edition } = prepared.value;
  const steps: FireStep[] = [...prepared.value.steps];
  const errata = [...prepared.value.errata];
  if (input.friendlyZoc) {
    steps.unshift({
      rule: rules.friendlyFire,
      text: 'Target in a friendly ZoC: this roll stands only if the 1D6 check did not show 1',
    });
  }
  steps.push({ rule: table.source.rule, text: `2D6 shows ${dice}` });
  for (const m of modifiers) steps.push({ rule: m.rule, text: `${m.label}: ${m.value}` });
  const modifiedRoll = dice + modifierTotal;
  const read = readFireTable(prepared.value, input.range, modifiedRoll);
  if (!read.ok) return read;
  const { column, cell, effect } = read.value;
  if (column.edge === 'below') {
    errata.push('fire-roll-below-table');
    steps.push({
      rule: table.source.rule,
      text: `Modified roll ${modifiedRoll} is under the table: read the first column, ${column.label}`,
    });
  } else if (column.edge === 'above') {
    steps.push({
      rule: table.source.rule,
      text: `Modified roll ${modifiedRoll} is over the table: read the last column, ${column.label}`,
    });
  } else {
    steps.push({
      rule: table.source.rule,
      text: `Modified roll ${modifiedRoll} reads column ${column.label}`,
    });
  }
  steps.push({
    rule: table.source.rule,
    text: `Range ${input.range}, column ${column.label}: "${cell}", ${hasEffect(effect) ? `the target ${describeFireEffect(effect)}` : 'no effect'}`,
  });
  if (otherCopy) {
    const other = readFireTable({ ...prepared.value, table: otherCopy }, input.range, modifiedRoll);
    const otherCell = other.ok ? `"${other.value.cell}"` : 'nothing (no such range)';
    steps.push({
      rule: otherCopy.source.rule,
      text: `The ${otherCopy.source.rule} copy reads ${otherCell} here`,
    });
  }
  const followUps = listFollowUps(input.weapon, effect);
  if (followUps.includes('crossbow-follow-up')) {
    steps.push({
      rule: rules.crossbowFollowUp,
      text: 'Crossbow losses: roll 1D6 for the follow-up (resolveCrossbowFollowUp)',
    });
  }
  if (followUps.includes('horse-archer-test')) {
    const target = resolveReadings(edition, input.readings).horseArcherTestUnit === 'target';
    steps.push({
      rule: rules.horseArchersTest,
      text: target
        ? 'Horse archer losses: the target tests on its own column (option horseArcherTestUnit: target)'
        : 'Horse archer losses: the firing unit tests (testHorseArcherRetreat)',
    });
  }
  if (input.leaderInHex) {
    steps.push({
      rule: rules.leader,
      text: 'A leader is on the target hex: roll 2D6 for him (checkLeaderHit)',
    });
  }
  return ok({
    table,
    modifiers,
    dice,
    modifiedRoll,
    column: column.label,
    cell,
    effect,
    followUps,
    steps,
    errata: [...new Set(errata)],
  });
}

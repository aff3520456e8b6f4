/**
 * The dice a shot can call for besides its 2D6 fire roll: the friendly-fire
 * check before it, the leader roll beside it, and after it the crossbow
 * follow-up and the horse archers' own test.
 */
import { chanceOfTotal, checkRolled, oneD6, twoD6 } from '../../core/dice.ts';
import { printedDice, type PrintedDice } from '../editions/printed-dice.ts';
import type { Probability } from '../../core/probability.ts';
import { fail, ok, type Result } from '../../core/result.ts';
import { getEdition, type EditionProfile } from '../editions/editions.ts';
import type { FireEffect } from './cells.ts';
import { getFireRules } from './rules.ts';
import type { FireStep } from './types.ts';
import type { RetreatTestTable } from '../tables/types.ts';
import type { Readings } from '../editions/readings.ts';
import { readRetreatRow } from '../morale/retreat-test.ts';
import { testCategories, type TestCategory } from '../types.ts';

/** The 1D6 friendly-fire check (B/N 10.2.1, K 11.2.2). */
export interface FriendlyFireCheck {
  die: number;
  /** SPs lost by one friendly unit next to the target, the owner's choice (1 on a 1). */
  friendlyLoss: number;
  /** On a 1 the target takes nothing and its fire roll is skipped. */
  targetSpared: boolean;
  steps: FireStep[];
}

/**
 * B/N 10.2.1, K 11.2.2: fire at an enemy in a friendly ZoC first rolls 1D6;
 * on 1 a friendly unit next to the target loses 1 SP and the target nothing.
 */
export function checkFriendlyFire(edition: string, die: number): Result<FriendlyFireCheck> {
  const found = getEdition(edition);
  if (!found.ok) return found;
  const rolled = checkRolled(oneD6, die, 'die');
  if (!rolled.ok) return rolled;
  const rule = getFireRules(found.value).friendlyFire;
  const hit = die === 1;
  const text = hit
    ? '1D6 shows 1: a friendly unit next to the target (owner’s choice) loses 1 SP; the target loses nothing'
    : `1D6 shows ${die}: no friendly unit is hit; roll the fire as usual`;
  return ok({ die, friendlyLoss: hit ? 1 : 0, targetSpared: hit, steps: [{ rule, text }] });
}

/** The 2D6 roll for a leader on the target hex (B/N 10.2.4, K 11.2.5). */
export interface LeaderHit {
  dice: number;
  leaderKilled: boolean;
  steps: FireStep[];
  errata: string[];
}

/**
 * B/N 10.2.4, K 11.2.5: each unit firing at a hex with a leader rolls 2D6 for
 * the leader, who dies on 12, whether friend or foe and whatever the
 * friendly-fire check gave (the rule's example).
 */
export function checkLeaderHit(edition: string, dice: number): Result<LeaderHit> {
  const found = getEdition(edition);
  if (!found.ok) return found;
  const rolled = checkRolled(twoD6, dice, 'dice');
  if (!rolled.ok) return rolled;
  const rules = getFireRules(found.value);
  const killed = dice === 12;
  const text = killed
    ? '2D6 shows 12: the leader is killed'
    : `2D6 shows ${dice}: the leader survives`;
  return ok({
    dice,
    leaderKilled: killed,
    steps: [{ rule: rules.leader, text }],
    errata: rules.leader === '10.2.4' ? ['leader-example-cross-reference'] : [],
  });
}

/** The 1D6 after crossbow losses (B/N 10.6.3, K 11.6.2). */
export interface CrossbowFollowUp {
  die: number;
  triggered: boolean;
  /** The target's effect with the follow-up added. */
  effect: FireEffect;
  steps: FireStep[];
}

/**
 * B/N 10.6.3, K 11.6.2: crossbowmen that inflicted losses roll 1D6; on 6 the
 * target scatters (B/N) or is disorganized and stopped (K). Fire without
 * losses has no follow-up, so passing one is an error.
 */
export function resolveCrossbowFollowUp(
  input: { edition: string; effect: FireEffect },
  die: number,
): Result<CrossbowFollowUp> {
  const found = getEdition(input.edition);
  if (!found.ok) return found;
  const rule = getFireRules(found.value).crossbowFollowUp;
  if (input.effect.loss <= 0) {
    return fail(
      'effect',
      rule,
      'the crossbow follow-up is rolled only after the fire inflicted losses',
    );
  }
  const rolled = checkRolled(oneD6, die, 'die');
  if (!rolled.ok) return rolled;
  const triggered = die === 6;
  const disorganizes = found.value.afterRetreat === 'disorganization';
  const effect: FireEffect = triggered
    ? {
        ...input.effect,
        breaks: found.value.afterRetreat,
        stopped: input.effect.stopped || disorganizes,
      }
    : { ...input.effect };
  let text = `1D6 shows ${die}: nothing more`;
  if (triggered)
    text = `1D6 shows 6: the target ${disorganizes ? 'is disorganized and stopped' : 'scatters'}`;
  return ok({ die, triggered, effect, steps: [{ rule, text }] });
}

/** The row and column horse archers test on, with the errata that reading touches. */
export function getHorseArcherTest(
  edition: EditionProfile,
  category?: TestCategory,
  readings: Readings = {},
) {
  const table: RetreatTestTable = edition.tables.retreatTest;
  const b1 = table.rows.find((r) => r.label === 'B1');
  const first = b1 ?? table.rows[0];
  const row = first && readRetreatRow(table, first, readings);
  // Every reading of the test rests on the firing unit being the one that tests.
  const errata: string[] = ['horse-archer-test-unit'];
  if (!b1) errata.push('b1-row');
  if (category === undefined) errata.push('horse-archer-test-column');
  const column: TestCategory = category ?? 'light-cavalry';
  for (const c of table.editionCells ?? [])
    if (c.row === row?.label && c.category === column) errata.push(c.erratum);
  const failOn = row?.failOn[column] ?? [];
  const failChance: Probability = chanceOfTotal(printedDice[table.dice], (t) => failOn.includes(t));
  return { table, label: row?.label ?? '', column, failOn, failChance, errata };
}

/** The horse archers' own test after losses (B/N 10.5.10, K 11.5.10). */
export interface HorseArcherTest {
  roll: number;
  dice: PrintedDice;
  /** The row read: Kosovo's B1, or the first row (D1 / A1) where the book has no B1 row. */
  row: string;
  column: TestCategory;
  failOn: readonly number[];
  /** The firing unit scatters (B/N) or is disorganized (K), or nothing. */
  breaks: 'scatter' | 'disorganization' | null;
  steps: FireStep[];
  errata: string[];
}

/**
 * B/N 10.5.10, K 11.5.10: horse archers whose fire inflicted losses test on
 * the first ("B1") row of the edition's retreat test: COMBAT SCATTER, 1D6
 * (B/N; no B1 row is printed, so D1 / A1 is read: erratum 'b1-row') or
 * COMBAT DISORGANIZATION, 2D6 (K). The column is light cavalry unless given.
 */
export function testHorseArcherRetreat(
  input: { edition: string; category?: TestCategory },
  roll: number,
): Result<HorseArcherTest> {
  const found = getEdition(input.edition);
  if (!found.ok) return found;
  const rule = getFireRules(found.value).horseArchersTest;
  if (input.category !== undefined && !testCategories.includes(input.category)) {
    return fail('category', rule, `unknown unit type "${String(input.category)}"`);
  }
  const test = getHorseArcherTest(found.value, input.category);
  const rolled = checkRolled(printedDice[test.table.dice], roll, 'roll');
  if (!rolled.ok) return rolled;
  const breaks = test.failOn.includes(roll) ? test.table.outcome : null;
  const text = `${test.table.source.title}, row ${test.label}, ${test.column}: ${test.table.dice} shows ${roll}, ${
    breaks
      ? `the horse archers ${breaks === 'scatter' ? 'scatter' : 'are disorganized'}`
      : 'they hold'
  }`;
  return ok({
    roll,
    dice: test.table.dice,
    row: test.label,
    column: test.column,
    failOn: test.failOn,
    breaks,
    steps: [{ rule, text }],
    errata: test.errata,
  });
}

/**
 * The one-die tests of the Medieval books as a player makes them: the chance
 * to pass, what passing and failing each do, and a rolled die read against
 * them. Kosovo's morale test (6.2) for each reason chapters 9 and 10 call it,
 * regrouping a scattered unit (9.1.6–9.1.8), the fatigue scatter roll (13.2.1)
 * and the pursuit test (5.5).
 */
import { checkRolled, oneD6 } from '../../core/dice.ts';
import type { TestOutcome, WordedTest } from '../../core/one-die-check.ts';
import { always, chance, never, not } from '../../core/probability.ts';
import { fail, ok, type Result } from '../../core/result.ts';
import type { WorkingStep } from '../../core/working.ts';
import type { EditionProfile } from '../editions/editions.ts';
import type { ResolvedReadings, Readings } from '../editions/readings.ts';
import { ruleOf } from '../editions/rule-map.ts';
import { fatigueCheck, moraleTestOdds, regroupOdds, resolveMoraleTest } from './morale.ts';
import { pursuitOdds, resolvePursuit, type PursuitSituation } from './pursuit.ts';

/** Why a Kosovo unit takes the morale test: the chapter 9 and 10 rules that call for it. */
export type MoraleTestReason =
  'stacked-with-disorganized' | 'stacked-with-panicked' | 'reorganize' | 'remove-panic';

export const moraleTestReasons: readonly MoraleTestReason[] = [
  'stacked-with-disorganized',
  'stacked-with-panicked',
  'reorganize',
  'remove-panic',
];

/** A roll the player read, checked as one die; undefined while none is given. */
function readRoll(roll: number | undefined): Result<number | undefined> {
  return roll === undefined ? ok(undefined) : checkRolled(oneD6, roll, 'roll');
}

const signed = (n: number) => (n < 0 ? `−${-n}` : `+${n}`);

/** The step that reads a rolled die against the test: "rolled 3 +1 = 4: fails". */
function readStep(roll: number, modifier: number, outcome: TestOutcome, rule: string): WorkingStep {
  const total = modifier === 0 ? `${roll}` : `${roll} ${signed(modifier)} = ${roll + modifier}`;
  return { text: `rolled ${total}: ${outcome.label.toLowerCase()}`, rule };
}

/** The working's lines for what each outcome does, each with its rule. */
function outcomeSteps(pass: TestOutcome, failed: TestOutcome): WorkingStep[] {
  return [
    { text: `on a pass: ${pass.detail}`, rule: pass.rule },
    { text: `on a fail: ${failed.detail}`, rule: failed.rule },
  ];
}

/** What passing and failing do for each reason (Kosovo 9.1.2–9.1.3, 9.3.1, 10.1.2, 10.3.1). */
function moraleTestOutcomes(
  edition: EditionProfile,
  reason: MoraleTestReason,
  leaderOnHex: boolean,
): { pass: TestOutcome; fail: TestOutcome } {
  const r = (key: Parameters<typeof ruleOf>[1]) => ruleOf(edition.rules, key);
  switch (reason) {
    case 'stacked-with-disorganized': {
      const rule = r('morale.testStackedDisorganized');
      return {
        pass: { label: 'Passes', detail: 'the unit keeps its order', rule },
        fail: leaderOnHex
          ? {
              label: 'Fails',
              detail: 'but a leader on its hex keeps it from disorganizing',
              rule: r('morale.testLeaderKeepsOrder'),
            }
          : { label: 'Fails', detail: 'the unit is disorganized', rule },
      };
    }
    case 'stacked-with-panicked': {
      const rule = r('morale.testStackedPanicked');
      return {
        pass: { label: 'Passes', detail: 'the unit does not panic', rule },
        fail: { label: 'Fails', detail: 'the unit panics', rule },
      };
    }
    case 'reorganize': {
      const rule = r('morale.testReorganize');
      return {
        pass: { label: 'Passes', detail: 'the unit is no longer disorganized', rule },
        fail: { label: 'Fails', detail: 'the unit stays disorganized', rule },
      };
    }
    case 'remove-panic': {
      const rule = r('morale.testRemovePanic');
      return {
        pass: { label: 'Passes', detail: 'the panic ends; the unit is disorganized', rule },
        fail: { label: 'Fails', detail: 'the unit stays panicked', rule },
      };
    }
  }
}

/**
 * Kosovo 6.2: a morale test taken for a reason, with the roll when given.
 * Whatever the outcome, the test costs the unit its MPs and its CF unless a
 * rule says otherwise (6.2.5–6.2.6).
 */
export function checkMoraleTest(
  edition: EditionProfile,
  situation: { morale: number; leader: 'none' | 'in-range' | 'on-hex'; reason: MoraleTestReason },
  readings: ResolvedReadings,
  roll?: number,
): Result<WordedTest> {
  const odds = moraleTestOdds(edition, situation, readings);
  if (!odds.ok) return odds;
  if (!moraleTestReasons.includes(situation.reason))
    return fail('reason', ruleOf(edition.rules, 'morale.test'), 'choose why the unit tests');
  const resolved =
    roll === undefined ? ok(undefined) : resolveMoraleTest(edition, situation, readings, roll);
  if (!resolved.ok) return resolved;
  const { passAtMost, modifier, passes, erratum } = odds.value;
  const rollRule = ruleOf(edition.rules, 'morale.testRoll');
  const steps: WorkingStep[] = [
    { text: `MORALE ${situation.morale} passes on 1–${passAtMost}`, rule: rollRule },
  ];
  if (modifier !== 0)
    steps.push({
      text: `leader ${situation.leader === 'on-hex' ? 'on the hex' : 'in range'}: ${signed(modifier)} to the roll`,
      rule: ruleOf(
        edition.rules,
        situation.leader === 'on-hex' ? 'morale.testLeaderOnHex' : 'morale.testLeaderInRange',
      ),
    });
  const outcomes = moraleTestOutcomes(edition, situation.reason, situation.leader === 'on-hex');
  steps.push(
    ...outcomeSteps(outcomes.pass, outcomes.fail),
    {
      text: 'the test costs the unit all the MPs it had at the start of the movement phase',
      rule: ruleOf(edition.rules, 'morale.testCostsMoves'),
    },
    { text: 'and its CF drops to 0', rule: ruleOf(edition.rules, 'morale.testCostsCf') },
  );
  const passed = resolved.value?.passed;
  if (roll !== undefined && passed !== undefined)
    steps.push(readStep(roll, modifier, passed ? outcomes.pass : outcomes.fail, rollRule));
  return ok({
    ...outcomes,
    modifier,
    passChance: passes,
    ...(passed === undefined ? {} : { passed }),
    steps,
    rollRule,
    rolls: true,
    ...(erratum ? { erratum } : {}),
  });
}

/**
 * Bannockburn and 1066, 9.1.6–9.1.8: a scattered unit's regroup roll at the
 * start of its movement phase; a fail leaves it on the track to roll again.
 */
export function checkRegroup(
  edition: EditionProfile,
  situation: { sp: number; leaderAlive: boolean; grandLeaderAlive: boolean },
  roll?: number,
): Result<WordedTest> {
  const odds = regroupOdds(edition, situation);
  if (!odds.ok) return odds;
  const read = readRoll(roll);
  if (!read.ok) return read;
  const { eliminated, spAfter, rule } = odds.value;
  const fails: TestOutcome = {
    label: 'Stays scattered',
    detail: 'it stays on the Scattered Units track and rolls again next movement phase',
    rule: ruleOf(edition.rules, 'morale.regroup'),
  };
  if (eliminated) {
    const why = situation.grandLeaderAlive
      ? 'the SP it loses for regrouping under the grand leader is its last'
      : 'no leader to regroup under';
    const gone = { label: 'Eliminated', detail: why, rule };
    return ok({
      pass: gone,
      fail: gone,
      modifier: 0,
      passChance: never,
      passed: false,
      steps: [{ text: 'the unit is eliminated, with no MORALE effect', rule }],
      rollRule: rule,
      rolls: false,
    });
  }
  const steps: WorkingStep[] = [
    { text: 'roll 1D6 at the start of the unit’s movement phase: 4 or more regroups', rule },
  ];
  if (!situation.leaderAlive)
    steps.push({
      text: `its leader is dead: it regroups near the grand leader at ${spAfter} SP`,
      rule: ruleOf(edition.rules, 'morale.regroupLeaderDead'),
    });
  const where = situation.leaderAlive ? 'its leader’s range' : 'the grand leader’s range';
  const regroups: TestOutcome = {
    label: 'Regroups',
    detail: `place it within ${where}; it counts as moved, with CF 0`,
    rule: ruleOf(edition.rules, 'morale.regroupMoved'),
  };
  steps.push(...outcomeSteps(regroups, fails));
  const passed = read.value === undefined ? undefined : read.value >= 4;
  if (read.value !== undefined && passed !== undefined)
    steps.push(readStep(read.value, 0, passed ? regroups : fails, rule));
  return ok({
    pass: regroups,
    fail: fails,
    modifier: 0,
    passChance: chance(3, 6),
    ...(passed === undefined ? {} : { passed }),
    steps,
    rollRule: rule,
    rolls: true,
  });
}

/**
 * Fatigue above 12 (Bannockburn/1066 13.2.1): each unit's roll, below 4
 * scatters. Kosovo (14.3.1) has no roll: its units count as disorganized.
 */
export function checkFatigueScatter(
  edition: EditionProfile,
  fatigue: number,
  roll?: number,
): Result<WordedTest> {
  const check = fatigueCheck(edition, fatigue);
  if (!check.ok) return check;
  const read = readRoll(roll);
  if (!read.ok) return read;
  const { effect, rule } = check.value;
  if (effect !== 'scatter-test') {
    const detail =
      effect === 'none'
        ? `fatigue ${fatigue} is not above 12`
        : 'its units count as disorganized in combat';
    const outcome = { label: effect === 'none' ? 'No effect' : 'Disorganized', detail, rule };
    const text = effect === 'none' ? detail : `fatigue ${fatigue}, above 12: ${detail}`;
    return ok({
      pass: outcome,
      fail: outcome,
      modifier: 0,
      passChance: always,
      passed: true,
      steps: [{ text, rule }],
      rollRule: rule,
      rolls: false,
    });
  }
  const holds: TestOutcome = { label: 'Holds', detail: 'the unit acts as normal', rule };
  const scatters: TestOutcome = {
    label: 'Scatters',
    detail: 'the unit goes onto the Scattered Units track',
    rule: ruleOf(edition.rules, 'morale.scatterTrack'),
  };
  const passed = read.value === undefined ? undefined : read.value >= 4;
  const steps: WorkingStep[] = [
    { text: `fatigue ${fatigue}, above 12: roll 1D6 for each unit; below 4 scatters`, rule },
    ...outcomeSteps(holds, scatters),
  ];
  if (read.value !== undefined && passed !== undefined)
    steps.push(readStep(read.value, 0, passed ? holds : scatters, rule));
  return ok({
    pass: holds,
    fail: scatters,
    modifier: 0,
    passChance: not(check.value.scatters),
    ...(passed === undefined ? {} : { passed }),
    steps,
    rollRule: rule,
    rolls: true,
  });
}

/**
 * 5.5: the pursuit test read as "pursuit is obligatory" (pass) or "the
 * player chooses" (fail), with the roll when one is needed and given.
 */
export function checkPursuit(
  edition: EditionProfile,
  situation: PursuitSituation,
  readings: Readings = {},
  roll?: number,
): Result<WordedTest> {
  const odds = pursuitOdds(edition, situation, readings);
  if (!odds.ok) return odds;
  const { obligatory, rule, roll: needsRoll, modifier } = odds.value;
  const outcomes = {
    pass: { label: 'Obligatory', detail: 'the unit must pursue', rule },
    fail: { label: 'Voluntary', detail: 'the player chooses whether it pursues', rule },
  };
  const steps: WorkingStep[] = [
    {
      text: needsRoll
        ? `1D6 on the PURSUIT table, row ${situation.hexesFromLeader} hexes`
        : 'no roll: the rule decides',
      rule,
    },
  ];
  if (modifier !== 0)
    steps.push({
      text: `${signed(modifier)} to the roll at MORALE +2`,
      rule: ruleOf(edition.rules, 'morale.mustPursue'),
    });
  if (!needsRoll)
    return ok({
      ...outcomes,
      modifier,
      passChance: obligatory,
      passed: obligatory.num > 0n,
      steps,
      rollRule: rule,
      rolls: false,
    });
  const read = readRoll(roll);
  if (!read.ok) return read;
  if (read.value === undefined)
    return ok({
      ...outcomes,
      modifier,
      passChance: obligatory,
      steps,
      rollRule: rule,
      rolls: true,
    });
  const resolved = resolvePursuit(edition, situation, read.value, readings);
  if (!resolved.ok) return resolved;
  const passed = resolved.value.pursuit === 'obligatory';
  steps.push(readStep(read.value, modifier, passed ? outcomes.pass : outcomes.fail, rule));
  return ok({
    ...outcomes,
    modifier,
    passChance: obligatory,
    passed,
    steps,
    rollRule: rule,
    rolls: true,
  });
}

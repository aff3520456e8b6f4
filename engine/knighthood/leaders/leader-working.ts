/**
 * The working of the leader tools before any die is read: the VF checks and
 * what follows a hit (7.00, T19, T20, 7.10), a round of leader combat (9.14 on
 * T15), and seeking a leader out (9.11, T23). Chances are worded by the
 * caller's `formatChance`, since display formatting is not the engine's.
 */
import type { Probability, WorkingStep } from '../../core/index.ts';
import { secondDiceSlotName } from '../dice/dice-names.ts';
import { formatHitNumber, type HitNumber } from '../tables/cells.ts';
import type { RuleRef } from '../errata/types.ts';
import { rules } from '../working/citations.ts';
import type { LeaderCombatOdds, LeaderCombatSide } from './leader-combat.ts';
import type { LeaderDanger, LeaderRiskOdds } from './leader-risk.ts';

type FormatChance = (p: Probability) => string;

/**
 * 7.00, T19, T20, 7.10: how many VF checks he takes (one per attacker on 1 MMS
 * when meleed alone), the number each hits on and its chance, that each hit
 * goes to T20, and that only melee can capture him.
 */
export function describeLeaderRisk(
  danger: LeaderDanger,
  risk: Pick<LeaderRiskOdds, 'checks' | 'hitNumber' | 'hitChance'>,
  formatChance: FormatChance,
): WorkingStep<RuleRef>[] {
  const { checks, hitNumber, hitChance } = risk;
  const alone = danger === 'meleed-alone' ? ', one per attacker on 1 MMS' : '';
  return [
    { text: `${checks} VF check${checks === 1 ? '' : 's'}${alone}`, rule: rules.leaders },
    {
      text: `Each check hits on ${formatHitNumber(hitNumber)}: ${formatChance(hitChance)}`,
      rule: rules.leaderVulnerability,
    },
    { text: 'Each hit is rolled on the leader hit chart', rule: rules.leaderHitChart },
    danger === 'unit-fired-on'
      ? { text: 'Fire never captures a leader', rule: rules.captivity }
      : {
          text: 'In melee the captor rolls the capture column for each hit',
          rule: rules.captivity,
        },
  ];
}

/** 7.10: the chance he is taken, worded by `formatPercent`; fire never captures. */
export function describeCaptureChance(
  danger: LeaderDanger,
  captured: Probability,
  formatPercent: FormatChance,
): string {
  return danger === 'unit-fired-on'
    ? 'Fire cannot capture him'
    : `Captured: ${formatPercent(captured)}`;
}

/** 9.14, 7.10: a round of leader combat in short. */
export const leaderCombatRoundSummary = `One die each; every hit goes to ${rules.leaderHitChart} and the capture roll`;

/** 9.14, 4 and 7.10: what follows a hit on a lone leader fighting a unit. */
export const loneLeaderRoundSummary = `Each hit on him is rolled on ${rules.leaderHitChart}, with the capture roll`;

/** 9.14 on T15: one side's points, standing, hit number and chance: "Seeker: 4 points, even, hits on 2 (…)". */
function describeSide(name: string, side: LeaderCombatSide, formatChance: FormatChance): string {
  return `${name}: ${side.points} points, ${side.standing}, hits on ${formatHitNumber(side.hit)} (${formatChance(side.hitChance)})`;
}

/** 9.14 on T15, 7.10: a round of leader combat between a seeker and the leader he sought. */
export function describeLeaderCombat(
  combat: Pick<LeaderCombatOdds, 'first' | 'second'>,
  formatChance: FormatChance,
): WorkingStep<RuleRef>[] {
  return [
    { text: describeSide('Seeker', combat.first, formatChance), rule: rules.leaderCombat },
    { text: describeSide('Sought', combat.second, formatChance), rule: rules.leaderCombat },
    {
      text: 'Each hit is rolled on the leader hit chart, then the capture column',
      rule: rules.captivity,
    },
  ];
}

/**
 * 9.14, 7.10 (the register's other reading of a lone leader meleed): the
 * attacking unit fights him as a stand-in leader, one round of leader combat.
 */
export function describeLoneLeaderCombat(
  combat: Pick<LeaderCombatOdds, 'first' | 'second'>,
  formatChance: FormatChance,
): WorkingStep<RuleRef>[] {
  return [
    { text: describeSide('Attacking unit', combat.first, formatChance), rule: rules.leaderCombat },
    { text: describeSide('Leader', combat.second, formatChance), rule: rules.leaderCombat },
    {
      text: 'Each hit on him is rolled on the leader hit chart and checked for capture',
      rule: rules.captivity,
    },
  ];
}

/**
 * 9.11, T23, Dice: T23's number for the pair, the modifiers moving its first
 * figure a step per 10, and the chance of finding him (none below 1).
 */
export function describeSeeking(
  seeking: { base: HitNumber; modifier: number; chance: HitNumber; odds: Probability },
  formatChance: FormatChance,
): WorkingStep<RuleRef>[] {
  const { base, modifier, chance, odds } = seeking;
  const signed = modifier > 0 ? `+${modifier}` : String(modifier);
  return [
    {
      text: `${rules.seekingOutChart} gives ${formatHitNumber(base)}`,
      rule: rules.seekingOutChart,
    },
    {
      text: `Modifiers ${signed}: each 10 moves the first figure one step, to ${formatHitNumber(chance)}`,
      rule: rules.seekingOut,
    },
    {
      text:
        chance.kind === 'no-effect'
          ? 'Below 1: he cannot be found'
          : `Found on ${formatHitNumber(chance)} or less: ${formatChance(odds)}`,
      rule: 'dice',
    },
  ];
}

/** 9.11: what each end of a seeking attempt means. */
export const seekingOutcomes = {
  found: { label: 'Found', detail: 'one round of leader combat' },
  missed: { label: 'Not found', detail: 'no combat this turn' },
} as const;

/** 9.11, Dice: the roll that finds him, or that none can (below 1). */
export function describeSeekingRoll(chance: HitNumber): string {
  return chance.kind === 'no-effect'
    ? 'No roll can find him'
    : `Roll ${formatHitNumber(chance)} or less`;
}

/**
 * 7.00, T19, T20, 7.10: the leader-risk dice by slot: a VF die per check, a
 * second die per first die showing the T19 fraction's first figure (`vf`),
 * a T20 die and, in melee, a capture die per hit, and a mortal wound's 1D of turns.
 */
export function leaderRiskDiceNames(vf: HitNumber | undefined): {
  readonly vf: string;
  readonly secondVf: string;
  readonly hit: string;
  readonly capture: string;
  readonly mortal: string;
} {
  return {
    vf: 'VF dice (one per check)',
    secondVf: secondDiceSlotName(vf?.kind === 'fraction' ? vf.first : undefined, 'Second VF dice'),
    hit: `${rules.leaderHitChart} dice (one per hit)`,
    capture: 'Capture dice (one per hit)',
    mortal: 'Mortal wound: turns he lives (1D)',
  };
}

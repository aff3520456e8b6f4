/**
 * The working of one side of a close combat round before its dice are read:
 * its combat value points (T16), its standing and hit number on T15, and its
 * dice by rank (5.40). Chances are worded by the caller's `formatChance`.
 */
import type { Probability, WorkingStep } from '../../core/index.ts';
import { hitChance } from '../dice/hit-numbers.ts';
import type { RuleRef } from '../errata/types.ts';
import { formatHitNumber } from '../tables/cells.ts';
import { combatHitChart } from '../tables/combat.ts';
import { rules } from '../working/citations.ts';
import { breakthroughOptions, type FollowUpRuling } from './aftermath.ts';
import type { CombatDice } from './combat-dice.ts';
import type { RoundResult } from './combat-round.ts';
import type { CombatValueLine, SideHitNumber } from './combat-value.ts';

/** What the working calls each side: the player's name for its unit. */
export type SideNames = Readonly<Record<'a' | 'b', string>>;

/** The sides when the player has named neither. */
export const unnamedSides: SideNames = { a: 'Side a', b: 'Side b' };

const matchUpLabel = (id: string): string => combatHitChart.find((l) => l.id === id)?.label ?? id;

/**
 * T16, T15, 5.40: a side's points line by line, its total against the
 * enemy's read on T15 for its match-up, and its dice: the front MMS's, each
 * rear rank's, halved for a shield wall or disorder.
 */
export function describeCloseCombatSide(
  name: string,
  side: {
    readonly lines: readonly CombatValueLine[];
    readonly total: number;
    readonly dice: CombatDice;
    readonly reading: SideHitNumber;
  },
  enemyTotal: number,
  formatChance: (p: Probability) => string,
): WorkingStep<RuleRef>[] {
  const lines = side.lines.map((l) => `${l.label} ${l.points > 0 ? '+' : ''}${l.points}`);
  const rear = side.dice.rear.filter((r) => r.dice > 0).map((r) => ` + ${r.dice}D rank ${r.rank}`);
  const halved = side.dice.halvedFor.map((h) => `, halved for ${h.replace('-', ' ')}`);
  const hit = side.reading.hit;
  return [
    {
      rule: rules.combatValuePoints,
      text: `${name}: ${lines.join(', ')} = ${side.total} points`,
    },
    {
      rule: rules.closeCombatHitChart,
      text: `${name}: ${side.total} against ${enemyTotal}, ${side.reading.standing} on ${matchUpLabel(side.reading.matchUp)}: hits on ${formatHitNumber(hit)} (${formatChance(hitChance(hit))} a die)`,
    },
    {
      rule: rules.closeCombat,
      text: `${name}: ${side.dice.frontMms} MMS fighting, ${side.dice.frontDice}D${rear.join('')}${halved.join('')} = ${side.dice.dice}D`,
    },
  ];
}

/**
 * 5.40 Breakthroughs: for each side that may break through and does (or can,
 * with its chance), the three things it may do, and which of them are its
 * next turn's move.
 */
export function describeBreakthroughs(
  may: Readonly<Record<'a' | 'b', boolean>>,
  chances: Readonly<Record<'a' | 'b', Probability>>,
  formatChance: (p: Probability) => string,
  rolled?: Readonly<Record<'a' | 'b', { readonly brokeThrough: boolean }>>,
  names: SideNames = unnamedSides,
): WorkingStep<RuleRef>[] {
  const options = breakthroughOptions.map((o, i) => `${i + 1}. ${o.text}`).join('; ');
  const moves = breakthroughOptions
    .map((o, i) => (o.isNextTurnMove ? i + 1 : 0))
    .filter((n) => n > 0)
    .join(' and ');
  return (['a', 'b'] as const).flatMap((id): WorkingStep<RuleRef>[] => {
    const happens = rolled ? rolled[id].brokeThrough : chances[id].num > 0n;
    if (!may[id] || !happens) return [];
    const when = rolled ? 'broke through' : `breaks through (${formatChance(chances[id])})`;
    return [
      {
        rule: rules.closeCombat,
        text: `${names[id]} ${when}: it may ${options} (${moves} are its next turn's move)`,
      },
    ];
  });
}

/** 5.40 Following up: what the winner of a push back must, may or need not do, and why. */
export function describeFollowUp(winner: string, ruling: FollowUpRuling): string {
  const verb = { must: 'must', may: 'may', 'need-not': 'need not' }[ruling.followUp];
  return `${winner} ${verb} follow up (${ruling.why})`;
}

const counted = (n: number, noun: string): string => `${n} ${noun}${n === 1 ? '' : 's'}`;

/** 5.40 A round as read: each side by name, the hits it scored and the figures it lost. */
export function describeRoundLosses(r: RoundResult, names: SideNames = unnamedSides): string {
  const side = (id: 'a' | 'b') =>
    `${names[id]}: ${counted(r[id].hits, 'hit')}, ${counted(r[id].lost, 'figure')} lost`;
  return `${side('a')}; ${side('b')}`;
}

/** 5.40 Push back: which side went back and how far, by name. */
export function describePushBack(r: RoundResult, names: SideNames = unnamedSides): string {
  const back = r.a.pushedBack > 0 ? 'a' : r.b.pushedBack > 0 ? 'b' : undefined;
  return back ? `${names[back]} pushed back ${r[back].pushedBack}"` : 'Nobody pushed back';
}

/** 5.40 Breakthroughs and pushback disorder: what befell a side, by name. */
export function describeRoundEvent(name: string, event: 'broke-through' | 'disordered'): string {
  return event === 'broke-through' ? `${name} breaks through` : `${name} disordered`;
}

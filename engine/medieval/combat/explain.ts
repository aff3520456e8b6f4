/**
 * A combat in a player's words: the column's working and what follows a
 * roll, as steps that each name the rule deciding them (5.1.1), like the
 * fire and movement audit trails. Calculators show these steps as they are.
 */
import { diceDistribution } from '../../core/dice.ts';
import type { Probability } from '../../core/probability.ts';
import type { SideAftermath } from './aftermath.ts';
import type { LeaderPresence } from './input.ts';
import { leaderModifiers } from './modifiers.ts';
import { ratioLabel } from './ratio.ts';
import type { EditionProfile } from '../editions/editions.ts';
import { printedDice } from '../editions/printed-dice.ts';
import type { CombatAnalysis } from './resolve-combat.ts';

/** One line of working: what happened, the rule, and, for a roll still to make, its chance. */
export interface CombatStep {
  text: string;
  rule: string;
  chance?: Probability;
  /** The dice's outcomes, to show the chance as x/6 or x/36. */
  over?: number;
}

const sideName = { attacker: 'Attacker', defender: 'Defender' } as const;
const plural = (n: number, one: string, many = `${one}s`) => `${n} ${n === 1 ? one : many}`;

/** 8.2.1–8.2.2: the places a side's leader can be, with the CMs each gives and the edition's range (8.0). */
export function describeLeaderChoices(
  edition: EditionProfile,
): { presence: LeaderPresence; text: string; rule?: string }[] {
  const { stacked, 'in-range': inRange } = leaderModifiers;
  const { leaders } = edition.rules;
  const range = plural(edition.leaderRange.leader, 'hex', 'hexes');
  return [
    { presence: 'none', text: 'none near' },
    {
      presence: 'in-range',
      text: `within ${range} (+${inRange.cm} CM)`,
      rule: leaders[inRange.rule],
    },
    { presence: 'stacked', text: `on the hex (+${stacked.cm} CM)`, rule: leaders[stacked.rule] },
  ];
}

/** 1.4–1.6: how the column was found — strength, each side's CMs, each move of the column. */
export function explainColumn(analysis: CombatAnalysis): CombatStep[] {
  const { strength, modifiers, ratio } = analysis;
  const steps: CombatStep[] = [
    {
      text: `Attacker ${strength.attacker.total} SP against defender ${strength.defender.total} SP`,
      rule: '1.4',
    },
  ];
  for (const side of ['attacker', 'defender'] as const) {
    for (const s of strength[side].steps.slice(1))
      steps.push({ text: `${sideName[side]}: ${s.label}`, rule: s.rule });
  }
  for (const side of ['attacker', 'defender'] as const) {
    const own = modifiers[side].modifiers;
    if (own.length === 0)
      steps.push({ text: `${sideName[side]}: no column modifiers`, rule: '1.5' });
    for (const m of own)
      steps.push({ text: `${sideName[side]}: ${m.source}, +${m.cm} CM`, rule: m.rule });
  }
  const [first, ...moves] = ratio.steps;
  if (first) steps.push({ text: `Initial ratio ${ratio.initial.label}`, rule: first.rule });
  for (const s of moves)
    steps.push({ text: `${s.label}: column ${ratioLabel(s.step)}`, rule: s.rule });
  return steps;
}

function explainTests(edition: EditionProfile, s: SideAftermath): CombatStep[] {
  const dice = edition.tables.retreatTest.dice;
  return s.tests.map((t, i) => {
    const unit = `Unit ${i + 1}`;
    switch (t.reason) {
      case 'table':
        return {
          text: `${unit}: ${t.becomes} on ${t.failOn.join(', ') || 'no roll'} (${dice}, row ${t.row ?? ''})`,
          rule: t.rule,
          chance: t.breaks,
          over: Number(diceDistribution(printedDice[dice])[0]?.outOf ?? 1n),
        };
      case 'automatic':
        return { text: `${unit}: ${t.becomes} outright`, rule: t.rule };
      case 'leader-on-hex':
        return { text: `${unit}: cannot be ${t.becomes}, its leader is on the hex`, rule: t.rule };
      default:
        return { text: `${unit}: no test`, rule: t.rule };
    }
  });
}

/**
 * 5.1.1 f–g: what a result means for one side — losses (with 1 SP per hex it
 * cannot retreat, 5.4.6), units eliminated and MORALE (6.1.4), the retreat,
 * each unit's test, the leader's death roll (8.2.4, 6.1.6–6.1.7) and pursuit (5.5).
 */
export function explainAftermath(edition: EditionProfile, s: SideAftermath): CombatStep[] {
  const { combat, leaders, morale } = edition.rules;
  const blocked = s.retreat.required - s.retreat.possible;
  const fromTable = s.loss - blocked;
  const steps: CombatStep[] = [];
  if (fromTable > 0) steps.push({ text: `Loses ${fromTable} SP`, rule: combat.sequence });
  if (blocked > 0)
    steps.push({
      text: `Loses ${blocked} more SP: ${plural(blocked, 'hex', 'hexes')} it cannot retreat`,
      rule: combat.retreatLoss,
    });
  if (s.loss === 0 && s.retreat.required === 0)
    steps.push({ text: 'No loss, no retreat', rule: combat.sequence });
  if (s.eliminated > 0)
    steps.push({
      text: `${plural(s.eliminated, 'unit')} eliminated: MORALE moves ${plural(s.eliminated, 'box', 'boxes')} to the enemy`,
      rule: morale.unitEliminated,
    });
  if (s.retreat.required > 0)
    steps.push({
      text:
        blocked > 0
          ? `Retreats ${s.retreat.possible} of the ${plural(s.retreat.required, 'hex', 'hexes')} required`
          : `Retreats ${plural(s.retreat.required, 'hex', 'hexes')}`,
      rule: blocked > 0 ? combat.retreatLoss : combat.retreat,
    });
  steps.push(...explainTests(edition, s));
  if (s.leaderDeath) {
    const d = s.leaderDeath;
    steps.push({
      text: `Leader dies on 2D6 ${d.diesOn.join(', ')}`,
      rule: leaders.deathRoll,
      chance: d.dies,
    });
    steps.push({
      text: `If he dies, MORALE moves ${d.moraleBoxes} boxes to the enemy`,
      rule: d.moraleBoxes > 8 ? morale.grandLeaderKilled : morale.leaderKilled,
    });
  }
  if (s.pursuit) {
    const p = s.pursuit;
    steps.push({ text: 'Must pursue', rule: p.rule, chance: p.obligatory });
    steps.push({ text: 'May pursue (its choice)', rule: p.rule, chance: p.voluntary });
  }
  return steps;
}

/**
 * What follows a roll, in a player's words: each side's losses, retreat, tests,
 * leader's death roll and pursuit, as steps naming their rules (5.1.1 f–g).
 * Kept apart from the column's working (explain.ts) so a calculator loads it
 * with the first roll.
 */
import { diceDistribution } from '../../core/dice.ts';
import type { SideAftermath } from './aftermath.ts';
import type { EditionProfile } from '../editions/editions.ts';
import { printedDice } from '../editions/printed-dice.ts';
import { plural, type CombatStep } from './explain.ts';

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

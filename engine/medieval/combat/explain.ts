/**
 * A combat in a player's words: the column's working, as steps that each
 * name the rule deciding them (5.1.1), like the fire and movement audit
 * trails; what follows a roll is in explain-aftermath.ts. Calculators show
 * these steps as they are.
 */
import type { WorkingStep } from '../../core/index.ts';
import type { Probability } from '../../core/probability.ts';
import type { LeaderPresence } from './input.ts';
import { leaderModifiers } from './modifiers.ts';
import { ratioLabel } from './ratio.ts';
import type { EditionProfile } from '../editions/editions.ts';
import type { CombatAnalysis } from './resolve-combat.ts';

/** One line of working: what happened, the rule, and, for a roll still to make, its chance. */
export interface CombatStep extends WorkingStep {
  chance?: Probability;
  /** The dice's outcomes, to show the chance as x/6 or x/36. */
  over?: number;
}

const sideName = { attacker: 'Attacker', defender: 'Defender' } as const;
/** "1 hex", "2 hexes": a count with its noun. */
export const plural = (n: number, one: string, many = `${one}s`) => `${n} ${n === 1 ? one : many}`;

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
      steps.push({ text: `${sideName[side]}: ${s.text}`, rule: s.rule });
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
    steps.push({ text: `${s.text}: column ${ratioLabel(s.step)}`, rule: s.rule });
  return steps;
}

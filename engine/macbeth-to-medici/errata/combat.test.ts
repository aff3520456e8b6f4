import { describe, expect, it } from 'vitest';
import { defaultReadings, type Readings } from '../readings.ts';
import { combatErrata } from './combat.ts';
import { errataAt } from './index.ts';

const combatReadings: (keyof Readings)[] = [
  'extraDice',
  'diceNegation',
  'leadershipSubstitution',
  'archeryHitMultiples',
  'archeryHalfCount',
  'archeryNoHits',
  'impactScope',
  'pikeImpactDice',
  'impactDrawHits',
  'meleeScoreBelowOne',
  'dualArmedPenalty',
  'terrainInCombat',
  'heavyLanceMelee',
];

describe('errata register: combat', () => {
  it('every combat reading has an entry whose option is not the default', () => {
    for (const name of combatReadings) {
      const entry = combatErrata.find((c) => c.option?.name === name);
      expect(entry, name).toBeDefined();
      expect(entry?.option?.value).not.toBe(defaultReadings[name]);
    }
  });

  it('the random-factor entries show under archery, impact and melee; the Leadership one under its section', () => {
    for (const section of ['archery', 'impact-combat', 'melee-combat'] as const) {
      expect(errataAt(section).map((c) => c.id)).toEqual(
        expect.arrayContaining(['extra-dice-highest', 'negation-scope', 'leadership-substitution']),
      );
    }
    expect(errataAt('leadership-and-command').map((c) => c.id)).toContain(
      'leadership-substitution',
    );
    expect(errataAt('melee-combat').map((c) => c.id)).toContain('melee-score-below-one');
  });
});

import { describe, expect, it } from 'vitest';
import { defaultReadings, type Readings } from '../readings.ts';
import { combatConflicts } from './combat.ts';
import { conflictsAt } from './index.ts';

const combatReadings: (keyof Readings)[] = [
  'extraDice',
  'diceNegation',
  'leadershipSubstitution',
  'archeryHitMultiples',
  'archeryHalfCount',
  'impactDrawHits',
  'meleeScoreBelowOne',
];

describe('conflicts register: combat', () => {
  it('every combat reading has an entry whose option is not the default', () => {
    for (const name of combatReadings) {
      const entry = combatConflicts.find((c) => c.option?.name === name);
      expect(entry, name).toBeDefined();
      expect(entry?.option?.value).not.toBe(defaultReadings[name]);
    }
  });

  it('the random-factor entries show under archery, impact and melee; the Leadership one under its section', () => {
    for (const section of ['archery', 'impact-combat', 'melee-combat'] as const) {
      expect(conflictsAt(section).map((c) => c.id)).toEqual(
        expect.arrayContaining(['extra-dice-highest', 'negation-scope', 'leadership-substitution']),
      );
    }
    expect(conflictsAt('leadership-and-command').map((c) => c.id)).toContain(
      'leadership-substitution',
    );
    expect(conflictsAt('melee-combat').map((c) => c.id)).toContain('melee-score-below-one');
  });
});

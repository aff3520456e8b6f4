import { describe, expect, it } from 'vitest';
import { formatOver, type Probability } from '../../core/index.ts';
import { fraction } from '../tables/cells.ts';
import { combatHitChart } from '../tables/combat.ts';
import { describeCloseCombatSide } from './close-combat-working.ts';

const over36 = (p: Probability) => formatOver(p, 36);

describe('The close combat working of one side (T16, T15, 5.40)', () => {
  it('T16 lines add to the total; T15 reads it against the enemy; 5.40 counts dice by rank, halved for disorder', () => {
    const matchUp = combatHitChart[0]!;
    const steps = describeCloseCombatSide(
      'Side a',
      {
        lines: [
          { id: 'armour-class', label: 'AC 3', points: 3 },
          { id: 'moving-infantry', label: 'Moving', points: -1 },
        ],
        total: 2,
        dice: {
          frontMms: 2,
          frontDice: 6,
          rear: [
            { rank: 2, mms: 2, dice: 3, reason: 'counted' },
            { rank: 3, mms: 2, dice: 0, reason: 'beyond-weapon-depth' },
          ],
          fullDice: 9,
          halvedFor: ['disorder'],
          dice: 4,
        },
        reading: { matchUp: matchUp.id, standing: 'even', hit: fraction(1, 2) },
      },
      1,
      over36,
    );
    expect(steps).toEqual([
      { rule: 'T16', text: 'Side a: AC 3 +3, Moving -1 = 2 points' },
      {
        rule: 'T15',
        text: `Side a: 2 against 1, even on ${matchUp.label}: hits on 1/2 (2/36 a die)`,
      },
      { rule: '5.40', text: 'Side a: 2 MMS fighting, 6D + 3D rank 2, halved for disorder = 4D' },
    ]);
  });
});

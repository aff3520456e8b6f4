/**
 * The close combat working at its edges (T16, 5.40, Shield Wall): a line
 * worth 0 points, dice from two rear ranks halved twice (shield wall, then
 * disorder), and the second side pushed back named.
 */
import { describe, expect, it } from 'vitest';
import { formatOver, type Probability } from '../../core/index.ts';
import { fraction } from '../tables/cells.ts';
import { combatHitChart } from '../tables/combat.ts';
import { describeCloseCombatSide, describePushBack } from './close-combat-working.ts';

const over36 = (p: Probability) => formatOver(p, 36);

describe('one side’s working (T16, 5.40)', () => {
  it('a 0-point line is shown unsigned; two rear ranks and both halvings are each named', () => {
    const matchUp = combatHitChart[0]!;
    const steps = describeCloseCombatSide(
      'Spearmen',
      {
        lines: [
          { id: 'armour-class', label: 'AC 0', points: 0 },
          { id: 'moving-infantry', label: 'Moving', points: -1 },
        ],
        total: -1,
        dice: {
          frontMms: 2,
          frontDice: 6,
          rear: [
            { rank: 2, mms: 2, dice: 3, reason: 'counted' },
            { rank: 3, mms: 2, dice: 3, reason: 'counted' },
          ],
          fullDice: 12,
          halvedFor: ['shield-wall', 'disorder'],
          dice: 3,
        },
        reading: { matchUp: matchUp.id, standing: 'even', hit: fraction(1, 2) },
      },
      1,
      over36,
    );
    expect(steps.map((s) => s.text)).toEqual([
      'Spearmen: AC 0 0, Moving -1 = -1 points',
      `Spearmen: -1 against 1, even on ${matchUp.label}: hits on 1/2 (2/36 a die)`,
      'Spearmen: 2 MMS fighting, 6D + 3D rank 2 + 3D rank 3, halved for shield wall, halved for disorder = 3D',
    ]);
  });
});

describe('5.40 push back by name', () => {
  it('the second side pushed back is named', () => {
    const side = (pushedBack: number) => ({
      hits: 0,
      lost: 0,
      pushedBack,
      brokeThrough: false,
      disordered: false,
    });
    expect(describePushBack({ a: side(0), b: side(3) }, { a: 'Knights', b: 'Spearmen' })).toBe(
      'Spearmen pushed back 3"',
    );
  });
});

import { describe, expect, it } from 'vitest';
import { formatOver, type Probability } from '../../core/index.ts';
import { fraction } from '../tables/cells.ts';
import { combatHitChart } from '../tables/combat.ts';
import {
  describeBreakthroughs,
  describeCloseCombatSide,
  describeFollowUp,
  describePushBack,
  describeRoundEvent,
  describeRoundLosses,
} from './close-combat-working.ts';

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

describe('5.40 breakthroughs and following up, in words', () => {
  const rollAgain = { a: { brokeThrough: false }, b: { brokeThrough: true } };
  const chances = { a: { num: 0n, den: 1n }, b: { num: 1n, den: 6n } };

  it('names the three breakthrough options and which are the next turn’s move, for each side that can', () => {
    const before = describeBreakthroughs({ a: true, b: true }, chances, over36);
    expect(before).toEqual([
      {
        rule: '5.40',
        text: "Side b breaks through (6/36): it may 1. rally back, in any formation, to any point on its charge line; 2. stay where it is; 3. charge another unit within 1CI as a normal charge, the defender's reaction distance counted from the rear of the unit broken through (1 and 3 are its next turn's move)",
      },
    ]);
    // A side the rules do not let break through is never listed, whatever the roll.
    expect(describeBreakthroughs({ a: true, b: false }, chances, over36)).toEqual([]);
    const rolled = describeBreakthroughs({ a: true, b: true }, chances, over36, rollAgain);
    expect(rolled.map((s) => s.text.slice(0, 22))).toEqual(['Side b broke through: ']);
  });

  it('says whether the winner must, may or need not follow up, with the ruling’s reason', () => {
    const why = 'it is regular and the push back is within its MF';
    for (const [followUp, verb] of [
      ['must', 'must'],
      ['may', 'may'],
      ['need-not', 'need not'],
    ] as const)
      expect(describeFollowUp('b', { followUp, mayRetire: false, why })).toBe(
        `b ${verb} follow up (${why})`,
      );
  });
});

describe('5.40 a rolled round in words, each side by its name', () => {
  const side = (hits: number, lost: number, pushedBack: number) => ({
    hits,
    lost,
    pushedBack,
    brokeThrough: false,
    disordered: pushedBack > 2,
  });
  const round = { a: side(1, 8, 7), b: side(8, 1, 0) };
  const names = { a: 'Knights', b: 'Spearmen' };

  it('says each side’s hits and figures lost, and who went back how far, never "a"/"b" alone', () => {
    expect(describeRoundLosses(round, names)).toBe(
      'Knights: 1 hit, 8 figures lost; Spearmen: 8 hits, 1 figure lost',
    );
    expect(describePushBack(round, names)).toBe('Knights pushed back 7"');
    expect(describePushBack({ a: side(2, 2, 0), b: side(2, 2, 0) })).toBe('Nobody pushed back');
    expect(describeRoundLosses(round)).toMatch(/^Side a: 1 hit, .*; Side b: 8 hits/);
    expect(describeRoundEvent('Knights', 'broke-through')).toBe('Knights breaks through');
    expect(describeRoundEvent('Spearmen', 'disordered')).toBe('Spearmen disordered');
  });

  it('names the side breaking through', () => {
    const chances = { a: { num: 0n, den: 1n }, b: { num: 1n, den: 6n } };
    const [step] = describeBreakthroughs({ a: true, b: true }, chances, over36, undefined, names);
    expect(step?.text).toMatch(/^Spearmen breaks through \(6\/36\)/);
  });
});

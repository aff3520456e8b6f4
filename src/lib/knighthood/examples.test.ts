import { describe, expect, it } from 'vitest';
import { workedExample, workedExamples } from './examples.ts';

const answer = (id: string) => workedExample(id).answer();

describe('the book’s worked examples as the engine works them', () => {
  it('has one entry per example, each with a unique anchor and a printed rule', () => {
    const ids = workedExamples.map((e) => e.id);
    expect(ids).toHaveLength(22);
    expect(new Set(ids).size).toBe(ids.length);
    for (const e of workedExamples) expect(e.rule).toMatch(/^\d\.\d{1,2}$/);
  });

  it('Dice (1.00): 5, 2, 2 and 1 at 2/3, the 2s rolled again as 2 and 5: two hits, 1/4 a die', () => {
    expect(answer('fraction-dice')).toEqual([
      '4 dice at 2/3: 2 hits and 2 misses, 2 dice rolled again.',
      'Each die hits 9/36 of the time (1/4).',
    ]);
  });

  it('3.00: EHK 33" away move 3", then 13" of the 27" left: 17" from the HI', () => {
    expect(answer('crossing-bands')).toEqual([
      '3" in the 30"+ band, then 13" in the 15"-30" band.',
      'The EHK end 17" from the HI.',
    ]);
    expect(answer('charge-increments')).toEqual([
      'T5: close order cavalry move 10" in the 0-15" band, their CI.',
    ]);
  });

  it('3.9: slope and light woods halt on 2; a 5 passes', () => {
    expect(answer('halting-number')).toEqual([
      'Halting number 2; a roll of 5 passes; the check passes 4/6 of the time.',
    ]);
  });

  it('4.20: twelve crossbows at HI hit on 2 (+4) with 4 of their 8 dice', () => {
    expect(answer('longbow-ranks')).toEqual(['12 dice.']);
    expect(answer('crossbows-at-heavy-infantry')).toEqual([
      'Hit number 2 (modifier +4).',
      "Dice: 4 of 8 after a full move under 4.20's general rule; none under T8's crossbow line, the default reading.",
      '4 dice at 2 expect 4/3 hits.',
    ]);
  });

  it('4.30 and 4.50: A/2 reads AC3 as AC2, AC1 as AC1; crossbows at EHK: X, then 1/2 with ROF 2', () => {
    expect(answer('longbows-halve-armour')).toEqual([
      'A regular longbow reads AC3 as AC2 and AC1 as AC1.',
    ]);
    expect(answer('crossbows-at-knights')).toEqual([
      'At +2: X (no effect).',
      'With ROF 2, +4: 1/2, 2/36 a die.',
    ]);
  });

  it('5.01 and 5.10: 2RP less 1 for the flank; T12 columns for 2CI and 3CI', () => {
    expect(answer('reaction')).toEqual([
      'T11 moving infantry, 3CI column: 2RP, -1 for the flank: 1RP.',
    ]);
    expect(answer('supporting-fire')).toEqual([
      'T12 2CI column: close 6/36, medium 12/36, long 12/36, no effect 6/36.',
      'T12 3CI column: close 12/36, medium 12/36, long 12/36.',
    ]);
  });

  it('7.00, 7.10: leader classes, a 1/2 VF rolled again, unharmed and captured on a 1', () => {
    expect(answer('random-leaders')[3]).toBe('T18 6+6: D (Rash), 1/36 in all.');
    expect(answer('leader-vulnerability')).toEqual([
      "A B leader's VF against missile fire is 1/2: a first die of 1 is rolled again, and a second die of 2 is a hit.",
      'Leader Hit Chart, 2: unharmed.',
    ]);
    expect(answer('leader-capture')).toEqual([
      'Leader Hit Chart 2: unharmed; capture roll 1: captured.',
    ]);
  });

  it('9.11 and 9.14: 2/3 +20 is 4/3; 3 -10 is 2; even at 4 against 4, hit on 2; 3 VF checks', () => {
    expect(answer('seeking-bonus')).toEqual(['2/3 +20: 4/3, 21/36.']);
    expect(answer('seeking-leader')).toEqual([
      'Base 3, modifier -10: a modified 2, 1/3 to find him.',
    ]);
    expect(answer('leader-combat')).toEqual([
      '4 points against 4, cavalry against cavalry: even, hit on 2.',
      'Leader Hit Chart 4: severe wound; capture roll 6: not captured.',
    ]);
    expect(answer('chivalry-against-a-leader')).toEqual([
      'T1: 3 figures on one MMS of close order cavalry: 3 VF checks.',
    ]);
  });

  it('leaves empty the examples the engine does not model yet', () => {
    const empty = workedExamples.filter((e) => e.answer().length === 0).map((e) => e.id);
    expect(empty).toEqual(['minimum-strength', 'breakthrough-casualties']);
  });

  it('refuses an unknown example', () => {
    expect(() => workedExample('no-such-example')).toThrow('no table line "no-such-example"');
  });
});

import { describe, expect, it } from 'vitest';
import { workedExample, workedExamples } from './examples.ts';

const answer = (id: string) => workedExample(id).answer();

describe('the book’s worked examples as the engine works them', () => {
  it('has one entry per example, each with a unique anchor and a printed rule', () => {
    const ids = workedExamples.map((e) => e.id);
    expect(ids).toHaveLength(22);
    expect(new Set(ids).size).toBe(ids.length);
    for (const e of workedExamples) expect(e.rule).toMatch(/^(?:\d\.\d{1,2}|dice|ground-scale)$/);
  });

  it("cites the Basics' unnumbered paragraphs by name, not as 1.00 (irregular troops)", () => {
    expect(workedExample('longbow-range').rule).toBe('ground-scale');
    expect(workedExample('fraction-dice').rule).toBe('dice');
    expect(workedExamples.filter((e) => e.rule === '1.00')).toEqual([]);
  });

  it('Dice: 5, 2, 2 and 1 at 2/3, the 2s rolled again as 2 and 5: two hits, 1/4 a die', () => {
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
      'The 17" to the HI lie in the 15"-30" band; at 10" a CI they need 2CI.',
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
      '15" at a CI of 10" is 2CI. Read here as T11: moving infantry, 2CI column: 1RP, -1 for the flank: 0RP, so no reaction at all.',
      "Under the example's count: 2RP, -1 for the flank: 1RP.",
      '1RP allows: fire normally; counter charge; evade 1CI to the rear (up to 45 degrees either way). Change face or formation costs 3RP.',
    ]);
    expect(answer('supporting-fire')).toEqual([
      "A unit not charged reads T12's 2CI column: close 6/36, medium 12/36, long 12/36, no effect 6/36.",
      "The charged unit reads T12's 3CI column: close 12/36, medium 12/36, long 12/36.",
    ]);
  });

  it('5.20 and 5.40: the third rank of 2MMS counts, 1MMS would not; 22D and 8D; 6 more casualties on a breakthrough', () => {
    expect(answer('minimum-strength')).toEqual([
      'Behind a front of 4MMS, rank 3, 2MMS counted: 2D.',
      'Behind a front of 4MMS, rank 3, 1MMS under half the front: 0D.',
    ]);
    expect(answer('combat-dice')).toEqual([
      'LTS (long spear): front 4MMS of 4 figures, 16D; rank 2, 4MMS counted: 4D; rank 3, 2MMS counted: 2D: 22D in all.',
      'Cavalry: front 2MMS of 3 figures, 6D; rank 2, 2MMS counted: 2D; rank 3, 2MMS beyond its weapon’s depth: 0D: 8D in all.',
    ]);
    expect(answer('breakthrough-casualties')).toEqual([
      "Say 5 of the cavalry's 8 dice hit and they take 2 hits: they break through.",
      'The LTS lose 11 figures: the 5 hits and 6 more, one per cavalry MMS.',
    ]);
  });

  it('7.00, 7.10: leader classes, a 1/2 VF rolled again, unharmed and captured on a 1', () => {
    expect(answer('random-leaders')[3]).toBe('T18 6+6: D (Rash), 1/36 in all.');
    expect(answer('random-leaders')[4]).toBe(
      'Rolled 2: B (Deliberate). Rolled 6, then 6: D (Rash); 6, then 5: C (Bold).',
    );
    expect(answer('leader-vulnerability')).toEqual([
      'His unit fired on, a B leader makes 1 VF check at 1/2, hit 2/36 of the time.',
      'Dice 1, then 2: hit. Leader Hit Chart, 2: unharmed.',
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
      'B leader upslope 4 points, D leader 4: even; the B leader hits on 2, the D leader on 2.',
      'The B leader rolls 1 and hits; the D leader rolls 4 and misses.',
      'Leader Hit Chart 4: severe wound; capture roll 6: not captured.',
    ]);
    expect(answer('chivalry-against-a-leader')).toEqual([
      '3 figures on 1MMS of chivalry: 3 VF checks for the D leader, each hit on 1/5 (5/36).',
      'All 3 leave him no worse and free 198155287/272097792 of the time, about 73%.',
    ]);
  });

  it('9.09: half fire rolls 3 of 6 dice and spends no ammunition', () => {
    expect(answer('half-fire')).toEqual([
      'Full fire: 6 dice; half fire: 3 dice, 0 ammunition spent.',
    ]);
  });

  it('leaves no example without an answer', () => {
    expect(workedExamples.filter((e) => e.answer().length === 0)).toEqual([]);
  });

  it('refuses an unknown example', () => {
    expect(() => workedExample('no-such-example')).toThrow('no table line "no-such-example"');
  });
});

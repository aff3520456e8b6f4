import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { chance, chanceOf, d6, listOutcomes, sum } from '../../core/index.ts';
import {
  afterSnapOdds,
  betrayalChance,
  duelOdds,
  duelResult,
  officerMoraleConsequence,
  officerMoraleOdds,
  resolveOfficerMorale,
  type OfficerMoraleInput,
} from './officer-morale.ts';
import { defaultReadings } from '../readings.ts';
import type { Temperament } from '../tables/types.ts';
import type { LostUnit } from './officer-losses.ts';

describe('Officer morale test: betrayal after a snap to Enraged', () => {
  it('is 40 %, 60 %, 80 % likely for Regular, Feudal, Tribal officers', () => {
    expect(betrayalChance('regular')).toEqual(chance(2, 5));
    expect(betrayalChance('feudal')).toEqual(chance(3, 5));
    expect(betrayalChance('tribal')).toEqual(chance(4, 5));
  });

  it('the duel: 1 die each, the higher kills (15 in 36 each way), a draw kills both (6 in 36)', () => {
    const duel = duelOdds(d6, d6);
    expect(chanceOf(duel, (b) => b === 'kills-rival')).toEqual(chance(15, 36));
    expect(chanceOf(duel, (b) => b === 'killed')).toEqual(chance(15, 36));
    expect(chanceOf(duel, (b) => b === 'both-slain')).toEqual(chance(6, 36));
  });

  it('a Regular who snapped: loyal 3 in 5, kills 1 in 6, killed 1 in 6, both dead 1 in 15', () => {
    const after = afterSnapOdds('regular', d6, d6);
    expect(chanceOf(after, (b) => b === 'loyal')).toEqual(chance(3, 5));
    expect(chanceOf(after, (b) => b === 'kills-rival')).toEqual(chance(1, 6));
    expect(chanceOf(after, (b) => b === 'killed')).toEqual(chance(1, 6));
    expect(chanceOf(after, (b) => b === 'both-slain')).toEqual(chance(1, 15));
  });
});

describe('Officer morale test: one result', () => {
  // A Bold officer whose count stands at 2 loses a class B unit.
  const bold = {
    temperament: 'bold',
    command: 3,
    countBefore: 2,
    lostNow: [{ cls: 'B' }],
  } as const;

  it('a pass changes nothing', () => {
    expect(officerMoraleConsequence(bold, 'pass')).toEqual({
      result: 'pass',
      temperament: 'bold',
      lost: 2,
      snapped: false,
      betrayal: 'none',
    });
  });

  it('a failure raises the count by 1 (officer-count-increase)', () => {
    expect(officerMoraleConsequence(bold, 'up')).toMatchObject({
      temperament: 'bold',
      lost: 3,
      snapped: false,
    });
    expect(officerMoraleConsequence(bold, 'down')).toMatchObject({
      temperament: 'bold',
      lost: 3,
      snapped: false,
    });
  });

  it('a Rash officer rolling up turns Enraged; rolling down he stays Rash', () => {
    const rash = { ...bold, temperament: 'rash' } as const;
    expect(officerMoraleConsequence(rash, 'up')).toMatchObject({
      temperament: 'enraged',
      snapped: false,
    });
    expect(officerMoraleConsequence(rash, 'down')).toMatchObject({
      temperament: 'rash',
      snapped: false,
    });
  });

  it('a count equal to Command does not snap him; one above it does', () => {
    expect(officerMoraleConsequence({ ...bold, countBefore: 3 }, 'up')).toMatchObject({
      snapped: false,
      lost: 4,
    });
    expect(officerMoraleConsequence({ ...bold, countBefore: 4 }, 'up')).toEqual({
      result: 'up',
      temperament: 'enraged',
      lost: 5,
      snapped: true,
      betrayal: 'none',
    });
    expect(officerMoraleConsequence({ ...bold, countBefore: 4 }, 'down')).toMatchObject({
      temperament: 'shaken',
      snapped: true,
    });
  });
});

describe('Officer morale test: exact chances', () => {
  const cautious: OfficerMoraleInput = {
    temperament: 'cautious',
    origin: 'feudal',
    dice: 'd6',
    leadership: 6,
    command: 2,
    countBefore: 3,
    lostNow: [{ cls: 'C' }],
    otherCommandsLost: false,
  };

  function odds(input: OfficerMoraleInput) {
    const result = officerMoraleOdds(input, defaultReadings);
    if (!result.ok) throw new Error(result.error.message);
    return result.value;
  }

  it('Cautious, Leadership 6, past his Command: snaps Enraged 1 in 6, then 60 % betrayal', () => {
    const o = odds(cautious);
    expect(chanceOf(o, (x) => x.result === 'pass')).toEqual(chance(5, 6));
    expect(chanceOf(o, (x) => x.betrayal === 'loyal' && x.temperament === 'enraged')).toEqual(
      chance(1, 15),
    );
    expect(chanceOf(o, (x) => x.betrayal === 'kills-rival' && x.temperament === 'shaken')).toEqual(
      chance(1, 24),
    );
    expect(chanceOf(o, (x) => x.betrayal === 'killed')).toEqual(chance(1, 24));
    expect(chanceOf(o, (x) => x.betrayal === 'both-slain')).toEqual(chance(1, 60));
  });

  it('the duel uses the rival officer\u2019s own dice: a d5 rival (1 to 5) loses 1 in 2', () => {
    const result = officerMoraleOdds(
      { ...cautious, rivalDice: 'average' },
      { ...defaultReadings, averageDie: 'one-to-five' },
    );
    if (!result.ok) throw new Error(result.error.message);
    const o = result.value;
    expect(chanceOf(o, (x) => x.betrayal === 'kills-rival')).toEqual(chance(1, 20));
    expect(chanceOf(o, (x) => x.betrayal === 'killed')).toEqual(chance(1, 30));
    expect(chanceOf(o, (x) => x.betrayal === 'both-slain')).toEqual(chance(1, 60));
  });

  it('no betrayal when another command has lost units too', () => {
    const o = odds({ ...cautious, otherCommandsLost: true });
    expect(
      chanceOf(o, (x) => x.snapped && x.temperament === 'enraged' && x.betrayal === 'none'),
    ).toEqual(chance(1, 6));
  });

  it('Cautious, Leadership 1, past his Command: snaps Shaken 1 in 6 and is never betrayed', () => {
    const o = odds({ ...cautious, leadership: 1 });
    expect(chanceOf(o, (x) => x.snapped && x.temperament === 'shaken')).toEqual(chance(1, 6));
    expect(chanceOf(o, (x) => x.betrayal !== 'none')).toEqual(chance(0, 1));
  });

  it('Rash, Leadership 1, first loss: passes 15 in 36, turns Enraged 6 in 36 without snapping', () => {
    const rash = { temperament: 'rash', leadership: 1, command: 3, countBefore: 0 } as const;
    const o = odds({ ...cautious, ...rash, lostNow: [{ cls: 'A' }] });
    expect(chanceOf(o, (x) => x.result === 'pass')).toEqual(chance(15, 36));
    expect(chanceOf(o, (x) => x.temperament === 'enraged' && !x.snapped && x.lost === 1)).toEqual(
      chance(6, 36),
    );
    expect(chanceOf(o, (x) => x.result === 'down' && x.temperament === 'rash')).toEqual(
      chance(15, 36),
    );
  });

  it('Enraged officers take no test; Shaken ones break on any loss', () => {
    const none = (temperament: Temperament, lostNow: readonly LostUnit[]) =>
      listOutcomes(odds({ ...cautious, temperament, lostNow })).map((o) => o.value.result);
    expect(none('enraged', [{ cls: 'A' }])).toEqual(['no-test']);
    expect(none('shaken', [{ cls: 'D' }])).toEqual(['breaks']);
    expect(none('shaken', [])).toEqual(['no-test']);
  });

  it('names the field and section of bad input', () => {
    const cases = [
      [{ leadership: 0 }, 'leadership'],
      [{ command: 0 }, 'command'],
      [{ command: 7 }, 'command'],
      [{ countBefore: -1 }, 'countBefore'],
    ] as const;
    for (const [change, field] of cases) {
      const result = officerMoraleOdds({ ...cautious, ...change }, defaultReadings);
      expect(result.ok ? null : result.error).toMatchObject({ field, rule: 'officer-morale-test' });
    }
  });

  it('every distribution adds up to exactly 1', () => {
    fc.assert(
      fc.property(
        fc.constantFrom<Temperament>('rash', 'bold', 'cautious', 'enraged', 'shaken'),
        fc.constantFrom('regular' as const, 'feudal' as const, 'tribal' as const),
        fc.constantFrom('d6' as const, 'average' as const),
        fc.integer({ min: 1, max: 6 }),
        fc.integer({ min: 0, max: 8 }),
        fc.boolean(),
        (temperament, origin, dice, leadership, countBefore, otherCommandsLost) => {
          const o = odds({
            ...cautious,
            temperament,
            origin,
            dice,
            leadership,
            countBefore,
            otherCommandsLost,
          });
          expect(sum(listOutcomes(o).map((x) => x.chance))).toEqual(chance(1, 1));
        },
      ),
    );
  });
});

describe('Officer morale test: dice entered', () => {
  const cautious: OfficerMoraleInput = {
    temperament: 'cautious',
    origin: 'feudal',
    dice: 'd6',
    leadership: 6,
    command: 2,
    countBefore: 3,
    lostNow: [{ cls: 'C' }],
    otherCommandsLost: false,
  };

  it('5 and 6 with Leadership 6: 11 whichever die he swaps, so he snaps Enraged', () => {
    const result = resolveOfficerMorale(cautious, { faces: [5, 6] }, defaultReadings);
    expect(result.ok && result.value.outcome).toEqual({
      result: 'up',
      temperament: 'enraged',
      lost: 4,
      snapped: true,
      betrayal: 'none',
    });
    expect(result.ok && result.value.roll.steps.at(-1)).toEqual({
      text: 'Score 11 against 5–9: rolls up',
      rule: 'officer-morale-test',
    });
  });

  it('1 and 1 with Leadership 6: he swaps a die and passes with 7', () => {
    const result = resolveOfficerMorale(cautious, { faces: [1, 1] }, defaultReadings);
    expect(result.ok && result.value.roll).toMatchObject({ replaced: 0, score: 7, result: 'pass' });
    expect(result.ok && result.value.outcome.lost).toBe(3);
  });

  it('names bad input: no test for Enraged officers, wrong dice, wrong ratings', () => {
    const enraged = resolveOfficerMorale(
      { ...cautious, temperament: 'enraged' },
      { faces: [1, 1] },
      defaultReadings,
    );
    expect(enraged.ok ? null : enraged.error).toEqual({
      field: 'temperament',
      rule: 'officer-morale-test',
      message: 'an officer who is enraged takes no test',
    });
    const dice = resolveOfficerMorale(cautious, { faces: [0, 1] }, defaultReadings);
    expect(dice.ok ? null : dice.error).toMatchObject({
      field: 'dice',
      rule: 'officer-morale-test',
    });
    const lost = resolveOfficerMorale(
      { ...cautious, countBefore: -1 },
      { faces: [1, 1] },
      defaultReadings,
    );
    expect(lost.ok ? null : lost.error).toMatchObject({ field: 'countBefore' });
    const unseen = resolveOfficerMorale(
      { ...cautious, lostNow: [{ cls: 'D' }] },
      { faces: [1, 1] },
      defaultReadings,
    );
    expect(unseen.ok ? null : unseen.error).toMatchObject({ field: 'lostNow' });
  });

  it('the duel: the higher die kills, a draw kills both', () => {
    expect(duelResult(3, 3)).toBe('both-slain');
    expect(duelResult(4, 3)).toBe('kills-rival');
    expect(duelResult(3, 4)).toBe('killed');
  });
});

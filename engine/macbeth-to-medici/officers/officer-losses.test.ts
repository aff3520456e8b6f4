import { describe, expect, it } from 'vitest';
import { chance, chanceOf, listOutcomes } from '../../core/index.ts';
import { defaultReadings, type Readings } from '../readings.ts';
import { countLosses, describeOfficerTrigger, officerTrigger } from './officer-losses.ts';
import {
  officerMoraleConsequence,
  officerMoraleOdds,
  type OfficerMoraleInput,
} from './officer-morale.ts';

const reading = (change: Partial<Readings>): Readings => ({ ...defaultReadings, ...change });

describe('Officer morale test: counting lost units by temperament', () => {
  it.each([
    ['rash', [{ cls: 'A' }, { cls: 'B' }, { cls: 'C' }], 1],
    ['bold', [{ cls: 'A' }, { cls: 'B' }, { cls: 'C' }], 3],
    ['cautious', [{ cls: 'A' }, { cls: 'B' }, { cls: 'C' }, { cls: 'D' }], 6],
    ['cautious', [{ cls: 'C', foreign: true }], 0],
    ['cautious', [{ cls: 'A', foreign: true }], 2],
    ['bold', [{ cls: 'B', foreign: true }], 0],
    ['rash', [{ cls: 'A', foreign: true }], 0],
    ['cautious', [{ cls: 'B', tribalSeenByTribal: true }], 1],
    ['cautious', [{ cls: 'A', foreign: true, tribalSeenByTribal: true }], 1],
    ['enraged', [{ cls: 'A' }], 0],
    ['shaken', [{ cls: 'C' }, { cls: 'D' }], 2],
    ['shaken', [{ cls: 'C', foreign: true }], 1],
  ] as const)('%s counts %j as %i', (temperament, losses, count) => {
    expect(countLosses(temperament, losses)).toBe(count);
  });

  it('tribal-morale-class: a Tribal officer counts his own Tribal B unit as C, or as B under no-shift', () => {
    const tribalB = [{ cls: 'B', tribalSeenByTribal: true }] as const;
    expect(countLosses('bold', tribalB)).toBe(0);
    const noShift = { ...defaultReadings, tribalMoraleClass: 'no-shift' } as const;
    expect(countLosses('bold', tribalB, noShift)).toBe(1);
  });

  it('officer-count-increase: a failure adds 1, or what the loss that caused it counted for', () => {
    const input = {
      temperament: 'cautious',
      command: 4,
      countBefore: 3,
      lostNow: [{ cls: 'A' }],
    } as const;
    expect(officerMoraleConsequence(input, 'down').lost).toBe(4);
    const byWeight = { ...defaultReadings, officerCountIncrease: 'by-loss-weight' } as const;
    expect(officerMoraleConsequence(input, 'down', byWeight).lost).toBe(6);
    expect(officerMoraleConsequence(input, 'pass', byWeight).lost).toBe(3);
  });

  it('under counted-classes a Shaken officer loses foreign C class troops (seen as D) safely', () => {
    const counted = { ...defaultReadings, shakenLosses: 'counted-classes' } as const;
    expect(countLosses('shaken', [{ cls: 'C', foreign: true }], counted)).toBe(0);
    expect(countLosses('shaken', [{ cls: 'D' }, { cls: 'B', foreign: true }], counted)).toBe(1);
  });
});

describe('Officer morale test: what calls for it (officer-test-trigger)', () => {
  const bold: OfficerMoraleInput = {
    temperament: 'bold',
    origin: 'feudal',
    dice: 'd6',
    leadership: 3,
    command: 3,
    countBefore: 0,
    lostNow: [{ cls: 'C' }],
    otherCommandsLost: false,
  };
  const results = (input: OfficerMoraleInput, readings = defaultReadings) => {
    const odds = officerMoraleOdds(input, readings);
    if (!odds.ok) throw new Error(odds.error.message);
    return listOutcomes(odds.value).map((o) => o.value.result);
  };

  it('a class C unit is no significant loss to a Bold officer: no test, read here', () => {
    expect(results(bold)).toEqual(['no-test']);
    expect(officerTrigger(bold, defaultReadings)).toEqual({ tests: false, counted: 0, atTest: 0 });
  });

  it('under any-loss the same loss calls for a full test that adds nothing to the count', () => {
    const any = reading({ officerTestTrigger: 'any-loss' });
    expect(results(bold, any)).toEqual(expect.arrayContaining(['pass', 'up', 'down']));
  });

  it('native officers lose foreign C class troops safely: no test', () => {
    const cautious = { ...bold, temperament: 'cautious' as const };
    expect(results({ ...cautious, lostNow: [{ cls: 'C', foreign: true }] })).toEqual(['no-test']);
    expect(results({ ...cautious, lostNow: [{ cls: 'C' }] })).toContain('pass');
  });

  it('the working names what the losses count and whether he tests', () => {
    expect(describeOfficerTrigger(bold, defaultReadings)).toEqual({
      text: 'A bold officer counts the units lost now as 0: no significant loss, no test; his count stands at 0',
      rule: 'officer-morale-test',
    });
  });
});

describe('Officer morale test: the C-in-C lost (c-in-c-loss)', () => {
  const bold = {
    temperament: 'bold',
    command: 3,
    countBefore: 3,
    lostNow: [],
    cInCLost: true,
  } as const;

  it('calls for a test and counts 1 at once, so a count of 3 against Command 3 snaps on a failure', () => {
    expect(officerTrigger(bold, defaultReadings)).toEqual({ tests: true, counted: 0, atTest: 4 });
    expect(officerMoraleConsequence(bold, 'down')).toMatchObject({
      snapped: true,
      temperament: 'shaken',
      lost: 5,
    });
    expect(officerMoraleConsequence(bold, 'pass').lost).toBe(4);
  });

  it('under adds-nothing it calls for a test but leaves the count, so no snap at 3', () => {
    const nothing = reading({ commanderLoss: 'adds-nothing' });
    expect(officerTrigger(bold, nothing)).toEqual({ tests: true, counted: 0, atTest: 3 });
    expect(officerMoraleConsequence(bold, 'down', nothing)).toMatchObject({
      snapped: false,
      lost: 4,
    });
  });

  it('a Shaken officer breaks at a unit lost, not at the C-in-C alone', () => {
    expect(officerTrigger({ ...bold, temperament: 'shaken' }, defaultReadings).tests).toBe(false);
    const input = { ...bold, temperament: 'shaken' as const, origin: 'feudal' as const };
    const odds = officerMoraleOdds(
      { ...input, dice: 'd6', leadership: 3, otherCommandsLost: false },
      defaultReadings,
    );
    expect(odds.ok && chanceOf(odds.value, (o) => o.result === 'no-test')).toEqual(chance(1, 1));
  });
});

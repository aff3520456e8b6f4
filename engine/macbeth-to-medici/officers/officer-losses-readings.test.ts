/**
 * Officer morale test: what calls for a test under each reading the register
 * offers (officer-test-trigger, c-in-c-loss, shaken-foreign-losses), for the
 * temperaments that take none, and the working line the tool shows.
 */
import { describe, expect, it } from 'vitest';
import { defaultReadings, type Readings } from '../readings.ts';
import { describeOfficerTrigger, officerTrigger, type OfficerLosses } from './officer-losses.ts';

const reading = (change: Partial<Readings>): Readings => ({ ...defaultReadings, ...change });
const anyLoss = reading({ officerTestTrigger: 'any-loss' });

describe('officer-test-trigger: any unit lost calls for a test', () => {
  const bold: OfficerLosses = { temperament: 'bold', countBefore: 2, lostNow: [{ cls: 'C' }] };

  it('a Bold officer losing a class C unit tests, though the loss adds nothing to his count', () => {
    expect(officerTrigger(bold, anyLoss)).toEqual({ tests: true, counted: 0, atTest: 2 });
  });

  it('with no unit lost and the C-in-C standing there is still no test', () => {
    expect(officerTrigger({ ...bold, lostNow: [] }, anyLoss).tests).toBe(false);
  });

  it('a Shaken officer still breaks only at a loss he counts: a class D unit under counted-classes', () => {
    const counted = reading({ officerTestTrigger: 'any-loss', shakenLosses: 'counted-classes' });
    const shaken: OfficerLosses = {
      temperament: 'shaken',
      countBefore: 5,
      lostNow: [{ cls: 'D' }],
    };
    expect(officerTrigger(shaken, counted)).toEqual({ tests: false, counted: 0, atTest: 5 });
  });

  it('an Enraged officer ignores the loss under either reading', () => {
    const enraged: OfficerLosses = {
      temperament: 'enraged',
      countBefore: 4,
      lostNow: [{ cls: 'A' }],
    };
    expect(officerTrigger(enraged, anyLoss)).toEqual({ tests: false, counted: 0, atTest: 4 });
    expect(officerTrigger(enraged, defaultReadings).tests).toBe(false);
  });
});

describe('Officer morale test: an Enraged officer and the C-in-C lost (c-in-c-loss)', () => {
  const enraged: OfficerLosses = {
    temperament: 'enraged',
    countBefore: 4,
    lostNow: [],
    cInCLost: true,
  };

  it('takes no test, yet the C-in-C still adds 1 to his count, read here', () => {
    expect(officerTrigger(enraged, defaultReadings)).toEqual({
      tests: false,
      counted: 0,
      atTest: 5,
    });
  });

  it('under adds-nothing his count stays at 4', () => {
    const nothing = reading({ commanderLoss: 'adds-nothing' });
    expect(officerTrigger(enraged, nothing).atTest).toBe(4);
  });
});

describe('Officer morale test: the working line', () => {
  it('names the C-in-C lost and the test it calls for', () => {
    const bold: OfficerLosses = {
      temperament: 'bold',
      countBefore: 3,
      lostNow: [],
      cInCLost: true,
    };
    expect(describeOfficerTrigger(bold, defaultReadings)).toEqual({
      text: 'A bold officer counts the units lost now as 0, the C-in-C lost: a test; his count stands at 4',
      rule: 'officer-morale-test',
    });
  });

  it('a Cautious officer losing a class A and a class C unit counts 4 and tests', () => {
    const cautious: OfficerLosses = {
      temperament: 'cautious',
      countBefore: 1,
      lostNow: [{ cls: 'A' }, { cls: 'C' }],
    };
    expect(describeOfficerTrigger(cautious, defaultReadings).text).toBe(
      'A cautious officer counts the units lost now as 4: a test; his count stands at 1',
    );
  });

  it('an Enraged officer who sees the C-in-C fall ignores it: no test, his count stands at 5', () => {
    const enraged: OfficerLosses = {
      temperament: 'enraged',
      countBefore: 4,
      lostNow: [],
      cInCLost: true,
    };
    expect(describeOfficerTrigger(enraged, defaultReadings).text).toBe(
      'An enraged officer counts the units lost now as 0, the C-in-C lost: he ignores losses, no test; his count stands at 5',
    );
  });

  it('a Shaken officer who loses a unit breaks, with no test to take', () => {
    const shaken: OfficerLosses = {
      temperament: 'shaken',
      countBefore: 5,
      lostNow: [{ cls: 'C' }],
    };
    expect(describeOfficerTrigger(shaken, defaultReadings).text).toBe(
      'A shaken officer counts the units lost now as 1: he breaks, no test; his count stands at 5',
    );
  });

  it('a Shaken officer who sees only the C-in-C fall does not break', () => {
    const shaken: OfficerLosses = {
      temperament: 'shaken',
      countBefore: 5,
      lostNow: [],
      cInCLost: true,
    };
    expect(describeOfficerTrigger(shaken, defaultReadings).text).toBe(
      'A shaken officer counts the units lost now as 0, the C-in-C lost: no loss he counts, no test; his count stands at 6',
    );
  });
});

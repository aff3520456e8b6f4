import { describe, expect, it } from 'vitest';
import { defaultReadings } from '../readings.ts';
import { conflictsAt } from './index.ts';
import { testConflicts } from './tests.ts';

describe('conflicts register: tests, officers, rallying, fatigue, interpenetration', () => {
  it('registers every two-way reading of this part of the book', () => {
    expect(testConflicts.map((c) => c.id)).toEqual([
      'control-test-copies',
      'leadership-substitution',
      'erratic-failure',
      'phantom-hits-elements',
      'erratic-recovery',
      'officer-count-increase',
      'fatigue-double',
      'interpenetration-negation',
      'interpenetration-double',
    ]);
  });

  it('each option switches away from the default reading', () => {
    const options = testConflicts.flatMap((c) => (c.option ? [c.option] : []));
    expect(options.map((o) => o.name)).toEqual([
      'testLeadership',
      'fatigueDouble',
      'interpenetrationNegation',
    ]);
    for (const option of options) expect(defaultReadings[option.name]).not.toBe(option.value);
  });

  it('shows both Control test copies under each copy', () => {
    expect(conflictsAt('control-test').map((c) => c.id)).toContain('control-test-copies');
    expect(conflictsAt('rally-control-test').map((c) => c.id)).toContain('control-test-copies');
    expect(conflictsAt('officer-morale-test').map((c) => c.id)).toEqual([
      'leadership-substitution',
      'officer-count-increase',
    ]);
  });
});

import { describe, expect, it } from 'vitest';
import { defaultReadings } from '../readings.ts';
import { errataAt } from './index.ts';
import { testErrata } from './tests.ts';

describe('errata register: tests, officers, rallying, fatigue, interpenetration', () => {
  it('registers every two-way reading of this part of the book', () => {
    expect(testErrata.map((c) => c.id)).toEqual([
      'control-test-copies',
      'control-test-leadership',
      'standing-down',
      'erratic-failure',
      'phantom-hits-elements',
      'rally-faster-moves',
      'erratic-recovery',
      'tribal-morale-class',
      'shaken-foreign-losses',
      'officer-count-increase',
      'officer-test-trigger',
      'c-in-c-loss',
      'fatigue-double',
      'interpenetration-negation',
      'interpenetration-double',
    ]);
  });

  it('each entry is a switch away from the default reading', () => {
    for (const entry of testErrata) {
      const option = entry.option;
      expect(option, entry.id).toBeDefined();
      if (option) expect(defaultReadings[option.name], entry.id).not.toBe(option.value);
    }
    expect(testErrata.find((c) => c.id === 'fatigue-double')?.option).toEqual({
      name: 'fatigueDouble',
      value: 'exceeds',
    });
  });

  it('shows both Control test copies under each copy', () => {
    expect(errataAt('control-test').map((c) => c.id)).toContain('control-test-copies');
    expect(errataAt('rally-control-test').map((c) => c.id)).toContain('control-test-copies');
    expect(errataAt('officer-morale-test').map((c) => c.id)).toEqual([
      'betrayal-roll',
      'control-test-leadership',
      'tribal-morale-class',
      'shaken-foreign-losses',
      'officer-count-increase',
      'officer-test-trigger',
      'c-in-c-loss',
      'routed-unit',
    ]);
  });

  it.each(testErrata.map((c) => [c.id, c] as const))(
    '%s has a title and both readings, never empty',
    (_, c) => {
      expect(c.title.trim()).not.toBe('');
      expect(c.reading.trim().length).toBeGreaterThan(40);
      expect(c.alternative.trim().length).toBeGreaterThan(20);
    },
  );

  it('gives each entry its kind and the sections it concerns', () => {
    expect(testErrata.map((c) => [c.id, c.kind, c.cites])).toEqual([
      ['control-test-copies', 'gap', ['control-test', 'rally-control-test']],
      [
        'control-test-leadership',
        'gap',
        ['control-test', 'rally-control-test', 'officer-morale-test', 'leadership-and-command'],
      ],
      ['standing-down', 'gap', ['standing']],
      ['erratic-failure', 'gap', ['unit-endurance', 'control-test', 'impetuous-and-broken']],
      ['phantom-hits-elements', 'gap', ['impetuous-and-broken', 'skirmish-fire', 'gunnes']],
      ['rally-faster-moves', 'gap', ['rallying']],
      ['erratic-recovery', 'gap', ['unit-morale', 'rallying']],
      ['tribal-morale-class', 'gap', ['relative-importance-class', 'officer-morale-test']],
      [
        'shaken-foreign-losses',
        'contradiction',
        ['officer-morale-test', 'relative-importance-class'],
      ],
      ['officer-count-increase', 'gap', ['officer-morale-test']],
      ['officer-test-trigger', 'gap', ['officer-morale-test', 'officer-temperament']],
      ['c-in-c-loss', 'gap', ['officer-morale-test']],
      ['fatigue-double', 'contradiction', ['fatigue']],
      ['interpenetration-negation', 'gap', ['interpenetration']],
      ['interpenetration-double', 'gap', ['interpenetration']],
    ]);
  });
});

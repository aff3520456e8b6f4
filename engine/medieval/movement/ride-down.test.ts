import { describe, expect, it } from 'vitest';
import type { Result } from '../../core/result.ts';
import { checkRideDown, type RideDownInput } from './ride-down.ts';

function value<T>(result: Result<T>): T {
  if (!result.ok)
    throw new Error(`${result.error.field} (${result.error.rule}): ${result.error.message}`);
  return result.value;
}

const arithmetic = ['bannockburn-1314', '1066'] as const;
const ride = (edition: string, input: RideDownInput) => value(checkRideDown(edition, input));

const exampleA: RideDownInput = {
  rider: { kind: 'cavalry', cf: 3, armor: 0 },
  targets: [{ kind: 'infantry', armor: 0, sp: 2 }],
  terrain: 'clear',
};
const exampleB: RideDownInput = {
  rider: { kind: 'cavalry', cf: 3, armor: 2 },
  approach: { uphill: true },
  targets: [{ kind: 'infantry', armor: 2, sp: 2 }],
  terrain: 'hill',
};

describe('checkRideDown: Bannockburn and 1066 arithmetic (5.8.2 examples, printed alike)', () => {
  it.each(arithmetic)(
    '5.8.2 a (%s): light cavalry CF 3 on retainers in clear: 1 + 0 − 0 − 0 = 1',
    (edition) => {
      const result = ride(edition, exampleA);
      expect(result).toMatchObject({ possible: true, obligatory: false, cfOnEntry: 3, margin: 1 });
      expect(result.steps.map((s) => s.rule)).toEqual(
        expect.arrayContaining(['5.6.5', '5.8.1', '5.8.2', '5.8.3', '5.8.6']),
      );
    },
  );

  it.each(arithmetic)(
    '5.8.2 a (%s): on a hill charged uphill, or against armor, it would fail',
    (edition) => {
      const hill = ride(edition, { ...exampleA, approach: { uphill: true }, terrain: 'hill' });
      expect([hill.possible, hill.margin, hill.cfOnEntry]).toEqual([false, 0, 2]);
      const armored = ride(edition, {
        ...exampleA,
        targets: [{ kind: 'infantry', armor: 1, sp: 2 }],
      });
      expect([armored.possible, armored.margin]).toEqual([false, 0]);
    },
  );

  it.each(arithmetic)(
    '5.8.2 b (%s): heavy cavalry uphill at CF 2 on heavy infantry: 2 + 2 − 2 − 1 = 1',
    (edition) => {
      const result = ride(edition, exampleB);
      expect(result).toMatchObject({ possible: true, cfOnEntry: 2, margin: 1 });
      expect(result.steps.map((s) => s.rule)).toContain('5.6.9');
    },
  );

  it.each(arithmetic)('5.8.2 c (%s): no ride down in forest, on or off a road', (edition) => {
    for (const approach of [{}, { road: true }]) {
      const result = ride(edition, { ...exampleB, approach, terrain: 'forest' });
      expect(result.possible).toBe(false);
      expect(result.steps.map((s) => s.rule)).toContain('5.8.2');
    }
    expect(ride(edition, { ...exampleA, terrain: 'village' }).possible).toBe(false);
  });

  it('5.8.1: CF 1 or less on entry is not enough (a held CF 1 stays 1)', () => {
    const result = ride('1066', {
      ...exampleB,
      rider: { kind: 'cavalry', cf: 1, armor: 2 },
      approach: { hold: true },
      terrain: 'clear',
    });
    expect([result.possible, result.cfOnEntry]).toEqual([false, 1]);
  });

  it('horse archers get no CM from CF (10.5.3), so only armor can carry them', () => {
    const result = ride('bannockburn-1314', {
      ...exampleA,
      rider: { kind: 'horse-archers', cf: 3, armor: 0 },
    });
    expect([result.possible, result.margin]).toEqual([false, 0]);
    expect(result.steps.map((s) => s.rule)).toContain('10.5.3');
  });

  it('every unit on the hex must be ridden down: the best armor decides', () => {
    const result = ride('1066', {
      ...exampleA,
      targets: [
        { kind: 'archers', armor: 0, sp: 1 },
        { kind: 'infantry', armor: 1, sp: 1 },
      ],
    });
    expect(result.possible).toBe(false);
  });
});

describe('checkRideDown: Kosovo rides down automatically (5.8.1)', () => {
  it('above CF 1 on entry the ride down happens, whatever the armor and terrain modifier', () => {
    const hill = ride('kosovo-1389', { ...exampleA, approach: { uphill: true }, terrain: 'hill' });
    expect(hill).toMatchObject({ possible: true, obligatory: true, cfOnEntry: 2, margin: null });
    expect(hill.steps.map((s) => s.rule)).not.toContain('5.8.2');
    const armored = ride('kosovo-1389', {
      ...exampleA,
      targets: [{ kind: 'infantry', armor: 2, sp: 1 }],
    });
    expect(armored.possible).toBe(true);
  });

  it('forest, village, swamps and fords drop the CF to 0 (5.6.7): no ride down', () => {
    for (const terrain of ['forest', 'village', 'swamps'] as const) {
      const result = ride('kosovo-1389', { ...exampleB, approach: {}, terrain });
      expect([result.possible, result.cfOnEntry]).toEqual([false, 0]);
      expect(result.steps.map((s) => s.rule)).toContain('5.6.7');
    }
  });

  it('CF 1 on entry is still too little', () => {
    const result = ride('kosovo-1389', {
      ...exampleA,
      rider: { kind: 'cavalry', cf: 0, armor: 0 },
    });
    expect([result.possible, result.cfOnEntry]).toEqual([false, 1]);
  });
});

describe('checkRideDown: cost, pursuit and protection', () => {
  const twoUnits: RideDownInput = {
    ...exampleA,
    rider: { kind: 'cavalry', cf: 3, armor: 2 },
    targets: [
      { kind: 'infantry', armor: 0, sp: 1 },
      { kind: 'infantry', armor: 0, sp: 1 },
    ],
  };

  it.each([
    ['bannockburn-1314', '5.8.6'],
    ['1066', '5.8.6'],
    ['kosovo-1389', '5.8.4'],
  ])('%s %s example: two 1-SP infantry units on one hex cost 2 MP', (edition, rule) => {
    const result = ride(edition, twoUnits);
    expect([result.possible, result.mp]).toEqual([true, 2]);
    expect(result.steps.at(-1)).toMatchObject({ rule, mp: 2 });
  });

  it.each([
    ['bannockburn-1314', '5.8.7', '5.5.9'],
    ['1066', '5.8.7', '5.5.9'],
    ['kosovo-1389', '5.8.5', '5.5.10'],
  ])('%s %s: in a pursuit entering is enough and costs no MP', (edition, rule, pursuitRule) => {
    const slow = {
      ...twoUnits,
      rider: { kind: 'cavalry', cf: 0, armor: 0 },
      context: 'pursuit',
    } as const;
    const result = ride(edition, slow);
    expect([result.possible, result.mp]).toEqual([true, 0]);
    expect(result.steps.map((s) => s.rule)).toEqual([pursuitRule, rule]);
    const retreat = ride(edition, { ...slow, context: 'retreat' });
    expect(retreat.steps[0]?.rule).toBe('5.4.4');
  });

  it.each([
    ['bannockburn-1314', '5.8.8', 'shiltron', '11.3'],
    ['kosovo-1389', '5.8.6', 'palisade', '15.2.5'],
    ['1066', '5.8.8', 'wall-of-shields', 'Hastings'],
  ] as const)(
    '%s %s: fortifications, buildings and the %s formation protect',
    (edition, rule, formation, formationRule) => {
      expect(ride(edition, { ...twoUnits, fortifications: true }).steps.at(-1)?.rule).toBe(rule);
      expect(ride(edition, { ...twoUnits, building: true }).possible).toBe(false);
      const formed = ride(edition, {
        ...twoUnits,
        targets: [{ kind: 'infantry', armor: 0, sp: 2, formation }],
      });
      expect(formed.possible).toBe(false);
      expect(formed.steps.map((s) => s.rule)).toEqual([formationRule, rule]);
      const inPursuit = ride(edition, { ...twoUnits, fortifications: true, context: 'pursuit' });
      expect(inPursuit.possible).toBe(false);
    },
  );

  it('5.8.1: only cavalry rides down, and only non-cavalry', () => {
    expect(
      ride('1066', { ...exampleA, rider: { kind: 'infantry', cf: 0, armor: 2 } }).possible,
    ).toBe(false);
    expect(
      ride('1066', { ...exampleA, targets: [{ kind: 'cavalry', armor: 0, sp: 1 }] }).possible,
    ).toBe(false);
  });

  it.each([
    [{ targets: [] }, 'targets', '5.8.1'],
    [{ targets: [{ kind: 'infantry', armor: 3, sp: 1 }] }, 'targets.0.armor', '1.1'],
    [{ targets: [{ kind: 'infantry', armor: 0, sp: -1 }] }, 'targets.0.sp', '1.2'],
    [{ targets: [{ kind: 'leader', armor: 0, sp: 0 }] }, 'targets.0.kind', '8.1.1'],
    [
      { targets: [{ kind: 'infantry', armor: 0, sp: 1, formation: 'palisade' }] },
      'targets.0.formation',
      '5.8.8',
    ],
    [{ rider: { kind: 'cavalry', cf: 4, armor: 0 } }, 'rider.cf', '5.6.2'],
    [{ rider: { kind: 'cavalry', cf: 3, armor: 5 } }, 'rider.armor', '1.1'],
    [{ terrain: 'moor' }, 'terrain', '4.1.7'],
  ])('bad input %o → %s (%s)', (patch, field, rule) => {
    const result = checkRideDown('bannockburn-1314', { ...exampleA, ...patch } as RideDownInput);
    expect(result.ok).toBe(false);
    if (!result.ok) expect(result.error).toMatchObject({ field, rule });
  });
});

/** The working checkRideDown writes (5.8), step by step, and its refusals. */
import { describe, expect, it } from 'vitest';
import type { Result } from '../../core/result.ts';
import { checkRideDown, type RideDownInput } from './ride-down.ts';

function value<T>(result: Result<T>): T {
  if (!result.ok)
    throw new Error(`${result.error.field} (${result.error.rule}): ${result.error.message}`);
  return result.value;
}

const ride = (edition: string, input: RideDownInput) => value(checkRideDown(edition, input));
// 5.8.2 example a: light cavalry at CF 3 on 2 SP of retainers in clear terrain.
const exampleA: RideDownInput = {
  rider: { kind: 'cavalry', cf: 3, armor: 0 },
  targets: [{ kind: 'infantry', armor: 0, sp: 2 }],
  terrain: 'clear',
};
const gain3 = { rule: '5.6.3', text: '1 hex further since the last turn: CF 3 (3 at most)' };

describe('checkRideDown working', () => {
  it('5.8.2 example a (Bannockburn): every step, from the CF on entry to the MPs (5.8.6)', () => {
    expect(ride('bannockburn-1314', exampleA).steps).toEqual([
      gain3,
      { rule: '5.8.1', text: 'CF 3 on entry is more than 1' },
      { rule: '5.6.5', text: 'CM from CF: min(CF 3, armor 0 + 1) = 1' },
      { rule: '5.8.2', text: '1 + 0 − 0 − 0 = 1: above 0' },
      { rule: '5.8.3', text: 'the units ridden down are eliminated' },
      { rule: '5.8.6', text: '2 SP ridden down: 2 MP', mp: 2 },
    ]);
  });

  it('5.8.2: a stream crossed on the way in counts its terrain modifier (1)', () => {
    const crossed = ride('bannockburn-1314', {
      ...exampleA,
      rider: { kind: 'cavalry', cf: 3, armor: 2 },
      approach: { stream: true },
    });
    expect(crossed).toMatchObject({ possible: true, cfOnEntry: 2, margin: 3 });
    expect(crossed.steps.map((s) => s.text)).toContain('2 + 2 − 0 − 1 = 3: above 0');
  });

  it('10.5.3: horse archers, CM 0, fail by the sum', () => {
    const archers = ride('bannockburn-1314', {
      ...exampleA,
      rider: { kind: 'horse-archers', cf: 3, armor: 0 },
    });
    expect(archers.steps.slice(2)).toEqual([
      { rule: '10.5.3', text: 'horse archers get no CM from their CF: CM 0' },
      { rule: '5.8.2', text: '0 + 0 − 0 − 0 = 0: not above 0' },
    ]);
    expect(archers.mp).toBe(0);
  });

  it('Kosovo 5.8.1: automatic above CF 1, costing the SPs (5.8.4)', () => {
    expect(ride('kosovo-1389', exampleA).steps).toEqual([
      gain3,
      { rule: '5.8.1', text: 'CF 3 on entry is more than 1' },
      { rule: '5.8.1', text: 'above CF 1 the ride down is automatic' },
      { rule: '5.8.1', text: 'the units ridden down are eliminated' },
      { rule: '5.8.4', text: '2 SP ridden down: 2 MP', mp: 2 },
    ]);
  });

  it('pursuit (K 5.5.10, 5.8.5) and retreat (1066 5.4.4, 5.8.7): entering is enough', () => {
    expect(ride('kosovo-1389', { ...exampleA, context: 'pursuit' }).steps).toEqual([
      {
        rule: '5.5.10',
        text: 'cavalry in a pursuit rides down non-cavalry on the hexes it enters',
      },
      { rule: '5.8.5', text: 'entering is enough: no MPs and no CF test', mp: 0 },
    ]);
    expect(ride('1066', { ...exampleA, context: 'retreat' }).steps[0]?.text).toBe(
      'cavalry in a retreat rides down non-cavalry on the hexes it enters',
    );
  });

  it('who cannot ride down or be ridden down, and where (5.8.1, 5.8.8, B 11.3)', () => {
    const only = (input: RideDownInput, edition = '1066') => ride(edition, input).steps;
    expect(only({ ...exampleA, rider: { kind: 'infantry', cf: 0, armor: 0 } })).toEqual([
      { rule: '5.8.1', text: 'only cavalry rides down' },
    ]);
    expect(only({ ...exampleA, targets: [{ kind: 'cavalry', armor: 0, sp: 1 }] })).toEqual([
      { rule: '5.8.1', text: 'cavalry on the hex cannot be ridden down' },
    ]);
    expect(only({ ...exampleA, fortifications: true })).toEqual([
      { rule: '5.8.8', text: 'infantry in fortifications cannot be ridden down' },
    ]);
    expect(only({ ...exampleA, building: true })).toEqual([
      { rule: '5.8.8', text: 'infantry in a building cannot be ridden down' },
    ]);
    const shiltron = { ...exampleA, targets: [{ ...exampleA.targets[0]!, formation: 'shiltron' }] };
    expect(only(shiltron as RideDownInput, 'bannockburn-1314')).toEqual([
      { rule: '11.3', text: 'shiltron formation' },
      { rule: '5.8.8', text: 'a unit in a special formation cannot be ridden down' },
    ]);
  });

  it('5.8.2 example c, B/N: no ride down into forest, swamps or a ford; CF 1 is too little (5.8.1)', () => {
    expect(
      ride('1066', { ...exampleA, terrain: 'forest', approach: { road: true } }).steps,
    ).toEqual([
      gain3,
      { rule: '5.8.2', text: 'as example c says, no ride down in such terrain' },
      {
        rule: '4.2.8',
        text: 'the rider cannot enter at more than CF 1 without breaking (−1 SP and scatter)',
      },
    ]);
    for (const hex of [{ terrain: 'swamps' }, { ford: true }] as const)
      expect(ride('1066', { ...exampleA, ...hex }).steps.at(-1)?.rule).toBe('4.2.6');
    const slow = ride('1066', { ...exampleA, rider: { kind: 'cavalry', cf: 0, armor: 0 } });
    expect(slow.steps.at(-1)).toEqual({
      rule: '5.8.1',
      text: 'CF 1 on entry: more than 1 is needed',
    });
  });

  it('refusals say what is wrong; 10 SP is the most a target may have (1.2)', () => {
    const message = (input: Partial<RideDownInput>) => {
      const result = checkRideDown('1066', { ...exampleA, ...input });
      return result.ok ? '' : result.error.message;
    };
    expect(message({ targets: [] })).toBe('give the units on the hex to be ridden down');
    expect(message({ targets: [{ kind: 'leader' as 'infantry', armor: 0, sp: 0 }] })).toBe(
      'a leader is not a unit that can be ridden down',
    );
    expect(message({ targets: [{ kind: 'infantry', armor: 0, sp: 11 }] })).toBe(
      'SPs are a whole number from 0 to 10, not 11',
    );
    expect(
      message({ targets: [{ kind: 'infantry', armor: 0, sp: 1, formation: 'palisade' }] }),
    ).toBe('1066 has no palisade');
    expect(
      ride('1066', { ...exampleA, targets: [{ kind: 'infantry', armor: 0, sp: 10 }] }).mp,
    ).toBe(10);
    expect(checkRideDown('nowhere', exampleA).ok).toBe(false);
  });

  it('the edges of the input: a 0-SP target, mixed targets, a bridge and a ford on the way in', () => {
    expect(ride('1066', { ...exampleA, targets: [{ kind: 'infantry', armor: 0, sp: 0 }] }).mp).toBe(
      0,
    );
    // One cavalry unit among the targets is enough to stop it (5.8.1).
    const mixed = ride('1066', {
      ...exampleA,
      targets: [
        { kind: 'infantry', armor: 0, sp: 1 },
        { kind: 'cavalry', armor: 0, sp: 1 },
      ],
    });
    expect(mixed.possible).toBe(false);
    // Over a bridge (B/N 5.6.7) the CF 3 gained drops to 2.
    const bridge = ride('1066', { ...exampleA, approach: { bridge: true } });
    expect(bridge.cfOnEntry).toBe(2);
    // Kosovo 5.6.7: a ford sets the CF to 0, so nothing is ridden down, and nothing is obligatory.
    const ford = ride('kosovo-1389', { ...exampleA, ford: true });
    expect(ford).toMatchObject({ possible: false, obligatory: false, cfOnEntry: 0 });
  });

  it('5.8.2 example c: a village stops even a rider whose sum would pass', () => {
    const heavy = { ...exampleA, rider: { kind: 'cavalry', cf: 3, armor: 2 }, terrain: 'village' };
    const result = ride('bannockburn-1314', heavy as RideDownInput);
    expect(result.possible).toBe(false);
    expect(result.steps.map((s) => s.text)).toContain(
      'as example c says, no ride down in such terrain',
    );
  });

  it('an unknown unit kind is refused on the field that holds it (1.1)', () => {
    const field = (input: Partial<RideDownInput>) => {
      const result = checkRideDown('1066', { ...exampleA, ...input });
      return result.ok ? '' : result.error.field;
    };
    expect(field({ rider: { kind: 'ogre' as 'cavalry', cf: 0, armor: 0 } })).toBe('rider.kind');
    expect(field({ targets: [{ kind: 'ogre' as 'infantry', armor: 0, sp: 1 }] })).toBe(
      'targets.0.kind',
    );
  });
});

/** The working moveCost, canPassZoc and leaveMapCost write: one step per rule applied, with its MPs. */
import { describe, expect, it } from 'vitest';
import type { Result } from '../../core/result.ts';
import { canPassZoc, leaveMapCost, moveCost, type MoveInput } from './cost.ts';

function value<T>(result: Result<T>): T {
  if (!result.ok)
    throw new Error(`${result.error.field} (${result.error.rule}): ${result.error.message}`);
  return result.value;
}

const cost = (edition: string, input: MoveInput, readings = {}) =>
  value(moveCost(edition, input, readings));
const cav = { kind: 'cavalry', armor: 0 } as const;
const inf = { kind: 'infantry', armor: 0 } as const;
const rules = (steps: { rule: string }[]) => steps.map((s) => s.rule);

describe('moveCost working', () => {
  it('a clear hex (4.1.7): one step, nothing owed, no erratum touched', () => {
    const clear = cost('1066', { ...inf, terrain: 'clear' });
    expect(clear).toMatchObject({ mp: 1, allowed: true, affordable: null, errata: [] });
    expect(clear.steps).toHaveLength(1);
    expect(clear.steps[0]).toMatchObject({ rule: '4.1.7', mp: 1 });
    expect(clear.steps[0]?.text).toMatch(/^clear: 1 for infantry in .+ = 1 MP$/);
  });

  it('a road (4.1.7; leaders 8.1.2): the road rate, and the footnote where the table prints one', () => {
    const b = cost('bannockburn-1314', { ...cav, terrain: 'road' });
    expect(b.steps.map((s) => s.mp)).toEqual([0.5, undefined]);
    expect(rules(b.steps)).toEqual(['4.1.7', '4.1.7']);
    expect(b.steps[0]?.text).toContain('along a road: 0.5 per road hex for cavalry');
    expect(b.steps[1]?.text).toContain('1 hex further');
    const leader = cost('kosovo-1389', { kind: 'leader', armor: 0, terrain: 'road' });
    expect(rules(leader.steps)).toEqual(['8.1.2', '4.1.7']);
    // 1066's table has no road footnote.
    const n = cost('1066', { ...inf, terrain: 'forest', road: true });
    expect(n.steps).toHaveLength(1);
    expect(n.steps[0]).toMatchObject({ rule: '4.1.7', mp: 0.5 });
  });

  it('an "extra" cell is added to clear\'s 1 (Kosovo hill, infantry +1 = 2), a stream cell on top', () => {
    const hill = cost('kosovo-1389', { ...inf, terrain: 'hill' });
    expect(hill.steps[0]?.text).toMatch(/^hill: \+1 for infantry in .+ = 1 \+ 1 MP$/);
    const crossed = cost('bannockburn-1314', { ...cav, terrain: 'hill', stream: true });
    expect(crossed.steps.map((s) => s.mp)).toEqual([1.5, 2]);
    expect(crossed.steps[1]?.text).toBe('stream crossed: +2');
    // A stream hex entered "with a stream" is the stream once (1066 infantry: 1 + 1).
    expect(cost('1066', { ...inf, terrain: 'stream', stream: true }).mp).toBe(2);
  });

  it('a leader off the road pays the cavalry cell under 8.1.2', () => {
    const leader = cost('kosovo-1389', { kind: 'leader', armor: 0, terrain: 'forest' });
    expect(leader.steps).toEqual([expect.objectContaining({ rule: '8.1.2', mp: 4 })]);
    expect(leader.steps[0]?.text).toMatch(/^forest: 4 for leader in .+ = 4 MP$/);
  });

  it('swamps (erratum swamp-movement): the printed "-" read as clear, 1066\'s prohibition, or Kosovo\'s costs', () => {
    const b = cost('bannockburn-1314', { ...inf, terrain: 'swamps' });
    expect(rules(b.steps)).toEqual(['4.2.7', '4.1.7']);
    expect(b.steps[1]?.text).toContain("nothing printed, read as clear's 1");
    const n = cost('1066', { ...cav, terrain: 'swamps' });
    expect(rules(n.steps)).toEqual(['4.2.7', '4.1.7']);
    expect(n.steps[1]?.text).toMatch(/^swamps: .+ marks it prohibited for cavalry$/);
    const read = cost('1066', { ...cav, terrain: 'swamps' }, { swampEntry: 'kosovo-costs' });
    expect(read).toMatchObject({ mp: 3, allowed: true, errata: ['swamp-movement'] });
    expect(rules(read.steps)).toEqual(['4.2.7', '4.1.7', '4.1.7']);
    expect(read.steps[2]?.text).toMatch(/^swamps: 3 for cavalry in .+ = 3 MP$/);
  });

  it('the surcharges, each its own step: gate (11.1.4), friendly unit (4.2.4), ZoC (3.3.3), CF held (5.6.12)', () => {
    const all = cost('bannockburn-1314', {
      kind: 'cavalry',
      armor: 1,
      terrain: 'clear',
      fortifications: 'gate',
      friendlyOccupied: true,
      passingZoc: true,
      charge: 'hold',
    });
    expect(all.mp).toBe(4);
    expect(all.steps.slice(1)).toEqual([
      { rule: '11.1.4', text: 'through a gate: no fortification surcharge', mp: 0 },
      { rule: '4.2.4', text: 'hex held by a friendly unit: +1 MP', mp: 1 },
      { rule: '3.3.3', text: 'moving on out of an enemy ZoC: +1 MP', mp: 1 },
      { rule: '5.6.12', text: 'CF held at its value: +1 MP', mp: 1 },
    ]);
    const walls = cost('1066', {
      kind: 'infantry',
      armor: 2,
      terrain: 'clear',
      fortifications: 'walls',
    });
    expect(walls.steps[1]).toEqual({
      rule: '11.1.3',
      text: 'through fortifications: +2 MP for infantry with armor 2',
      mp: 2,
    });
  });

  it('a leader passing a ZoC pays nothing (8.1.3); lowering the CF costs 2 MP (5.6.13)', () => {
    const leader = cost('1066', { kind: 'leader', armor: 0, terrain: 'clear', passingZoc: true });
    expect(leader.steps[1]).toEqual({
      rule: '8.1.3',
      text: 'a leader ignores enemy ZoCs: +0',
      mp: 0,
    });
    const lowered = cost('1066', { ...cav, terrain: 'clear', charge: 'reduce' });
    expect(lowered.steps[1]).toEqual({
      rule: '5.6.13',
      text: 'CF lowered on entering: +2 MP',
      mp: 2,
    });
  });

  it('the MPs left: exactly enough is affordable; none given, no answer', () => {
    expect(cost('1066', { ...inf, terrain: 'clear', mpAvailable: 1 }).affordable).toBe(true);
    expect(cost('1066', { ...inf, terrain: 'clear' }).affordable).toBeNull();
  });

  it('refusals name the edition, the unit and the rule missing', () => {
    const edition = moveCost('nowhere', { ...inf, terrain: 'clear' });
    expect(edition.ok).toBe(false);
    if (!edition.ok) expect(edition.error.field).toBe('edition');
    const infantry = moveCost('1066', { ...inf, terrain: 'clear', charge: 'hold' });
    if (!infantry.ok) expect(infantry.error.message).toContain('infantry has no charge factor');
    const kosovo = moveCost('kosovo-1389', { ...cav, terrain: 'clear', charge: 'reduce' });
    if (!kosovo.ok) expect(kosovo.error.message).toContain('Kosovo Field 1389 has no rule');
    expect([infantry.ok, kosovo.ok]).toEqual([false, false]);
  });
});

describe('canPassZoc and leaveMapCost working', () => {
  it('3.3.3: the margin over the strongest enemy, written out', () => {
    const on = value(canPassZoc('1066', { kind: 'cavalry', cf: 3, enemyCf: [0, 1] }));
    expect(on.steps).toEqual([
      { rule: '3.3.1', text: 'entering the ZoC costs no extra MP', mp: 0 },
      { rule: '3.3.3', text: 'CF 3 − enemy CF 1 = 2 > 1: may go on for +1 MP next hex', mp: 1 },
    ]);
    const stop = value(canPassZoc('1066', { kind: 'cavalry', cf: 2, enemyCf: 1 }));
    expect(stop.steps[1]).toEqual({
      rule: '3.3.2',
      text: 'CF 2 − enemy CF 1 = 1, not more than 1: the unit stops',
    });
    expect(stop.steps).toHaveLength(2);
  });

  it('a leader (8.1.3) or a pursuit (K 5.5.7) ignores the ZoC, and says which', () => {
    const leader = value(canPassZoc('1066', { kind: 'leader', cf: 0, enemyCf: 3 }));
    expect(leader.steps[1]).toEqual({ rule: '8.1.3', text: 'a leader ignores enemy ZoCs', mp: 0 });
    const pursuit = value(
      canPassZoc('kosovo-1389', { kind: 'cavalry', cf: 0, enemyCf: 3, pursuit: true }),
    );
    expect(pursuit.steps[1]).toEqual({
      rule: '5.5.7',
      text: 'a pursuing unit ignores enemy ZoCs',
      mp: 0,
    });
  });

  it('refusals say what is wrong', () => {
    const empty = canPassZoc('1066', { kind: 'cavalry', cf: 3, enemyCf: [] });
    if (!empty.ok) expect(empty.error.message).toContain('at least one enemy');
    const high = canPassZoc('1066', { kind: 'cavalry', cf: 3, enemyCf: 4 });
    if (!high.ok) expect(high.error.message).toContain('0 to 3, not 4');
    expect([empty.ok, high.ok]).toEqual([false, false]);
  });

  it('4.4.1–4.4.2: leaving the map', () => {
    expect(value(leaveMapCost('1066')).steps).toEqual([
      { rule: '4.4.1', text: 'only movement or pursuit may take a unit off the map' },
      { rule: '4.4.2', text: 'crossing the map edge: 1 MP', mp: 1 },
    ]);
    expect(leaveMapCost('nowhere').ok).toBe(false);
  });
});

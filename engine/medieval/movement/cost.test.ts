import { describe, expect, it } from 'vitest';
import type { Result } from '../../core/result.ts';
import { canPassZoc, leaveMapCost, moveCost, type MoveInput } from './cost.ts';
import { editionIds } from '../types.ts';

function value<T>(result: Result<T>): T {
  if (!result.ok)
    throw new Error(`${result.error.field} (${result.error.rule}): ${result.error.message}`);
  return result.value;
}

const cost = (edition: string, input: MoveInput) => value(moveCost(edition, input));
const cav = { kind: 'cavalry', armor: 0 } as const;
const inf = { kind: 'infantry', armor: 0 } as const;

describe('moveCost: terrain (4.1.7) differs by edition', () => {
  it.each([
    ['bannockburn-1314', 'forest', 2, 4],
    ['kosovo-1389', 'forest', 2, 4],
    ['1066', 'forest', 2, 4],
    ['bannockburn-1314', 'village', 2, 3],
    ['kosovo-1389', 'village', 1, 2],
    ['1066', 'village', 2, 3],
    ['bannockburn-1314', 'hill', 2, 1.5],
    ['kosovo-1389', 'hill', 2, 1.5],
    ['1066', 'hill', 2, 2],
    ['bannockburn-1314', 'stream', 2, 3],
    ['kosovo-1389', 'stream', 2, 2.5],
    ['1066', 'stream', 2, 3],
    ['kosovo-1389', 'swamps', 2, 3],
  ] as const)('%s %s: infantry %d, cavalry %d', (edition, terrain, infantry, cavalry) => {
    expect(cost(edition, { ...inf, terrain }).mp).toBe(infantry);
    expect(cost(edition, { ...cav, terrain }).mp).toBe(cavalry);
  });

  it('clear costs 1 everywhere', () => {
    for (const edition of editionIds)
      expect(cost(edition, { ...cav, terrain: 'clear' }).mp).toBe(1);
  });

  it('a stream crossed into a hill hex adds its cell to the hill cost', () => {
    expect(cost('bannockburn-1314', { ...cav, terrain: 'hill', stream: true }).mp).toBe(3.5);
    expect(cost('kosovo-1389', { ...inf, terrain: 'forest', stream: true }).mp).toBe(3);
  });

  it('swamps: Bannockburn prints "-" (read as 1 MP), 1066 forbids them; both flag the gap', () => {
    const b = cost('bannockburn-1314', { ...inf, terrain: 'swamps' });
    expect([b.mp, b.allowed]).toEqual([1, true]);
    expect(b.errata).toContain('swamp-movement');
    const n = cost('1066', { ...cav, terrain: 'swamps' });
    expect(n.allowed).toBe(false);
    expect(n.errata).toContain('swamp-movement');
    expect(cost('1066', { ...cav, terrain: 'swamps', road: true })).toMatchObject({
      allowed: true,
      mp: 1 / 3,
    });
  });

  it('roads: the road rate replaces the terrain; leaders use their own printed rate (8.1.2)', () => {
    expect(cost('bannockburn-1314', { ...inf, terrain: 'forest', road: true }).mp).toBe(1);
    expect(cost('bannockburn-1314', { ...cav, terrain: 'road' }).mp).toBe(0.5);
    expect(cost('kosovo-1389', { kind: 'leader', armor: 0, terrain: 'road' }).mp).toBe(1 / 3);
    expect(cost('1066', { ...inf, terrain: 'road' }).mp).toBe(0.5);
    expect(cost('1066', { ...cav, terrain: 'road' }).mp).toBe(1 / 3);
    expect(cost('1066', { kind: 'leader', armor: 0, terrain: 'road' }).mp).toBe(1 / 3);
  });

  it('leaders move as cavalry off the road (8.1.2)', () => {
    for (const edition of editionIds) {
      const leader = cost(edition, { kind: 'leader', armor: 0, terrain: 'forest' });
      expect(leader.mp).toBe(cost(edition, { ...cav, terrain: 'forest' }).mp);
      expect(leader.steps[0]?.rule).toBe('8.1.2');
    }
  });
});

describe('moveCost: surcharges', () => {
  it.each([
    ['bannockburn-1314', '11.1.3', '11.1.4'],
    ['1066', '11.1.3', '11.1.4'],
    ['kosovo-1389', '12.1.3', '12.1.4'],
  ])(
    '%s fortifications (%s): +1/+2/+2 infantry, +3/+4/+5 cavalry by armor; gates free (%s)',
    (edition, rule, gate) => {
      const extra = (kind: 'infantry' | 'cavalry', armor: number) =>
        cost(edition, { kind, armor, terrain: 'clear', fortifications: 'walls' }).mp - 1;
      expect([0, 1, 2].map((a) => extra('infantry', a))).toEqual([1, 2, 2]);
      expect([0, 1, 2].map((a) => extra('cavalry', a))).toEqual([3, 4, 5]);
      const walls = cost(edition, { ...cav, terrain: 'clear', fortifications: 'walls' });
      expect(walls.steps.map((s) => s.rule)).toContain(rule);
      const through = cost(edition, { ...cav, terrain: 'clear', fortifications: 'gate' });
      expect(through.mp).toBe(1);
      expect(through.steps.map((s) => s.rule)).toContain(gate);
    },
  );

  it.each(editionIds)('4.2.4 (%s): a friendly-occupied hex costs 1 MP more', (edition) => {
    expect(cost(edition, { ...inf, terrain: 'clear', friendlyOccupied: true }).mp).toBe(2);
  });

  it.each(editionIds)(
    '3.3.3 (%s): the hex after a ZoC passed through costs 1 MP more',
    (edition) => {
      expect(cost(edition, { ...cav, terrain: 'clear', passingZoc: true }).mp).toBe(2);
      expect(
        cost(edition, { kind: 'leader', armor: 0, terrain: 'clear', passingZoc: true }).mp,
      ).toBe(1);
    },
  );

  it('5.6.12: holding the CF costs 1 MP, 0.5 on a road (B/N 4.2.9, K 4.2.8)', () => {
    expect(cost('bannockburn-1314', { ...cav, terrain: 'clear', charge: 'hold' }).mp).toBe(2);
    const road = cost('kosovo-1389', { ...cav, terrain: 'road', charge: 'hold' });
    expect(road.mp).toBe(1);
    expect(road.steps.map((s) => s.rule)).toContain('4.2.8');
    expect(
      cost('1066', { ...cav, terrain: 'road', charge: 'hold' }).steps.map((s) => s.rule),
    ).toContain('4.2.9');
  });

  it('5.6.13: lowering the CF costs 2 MP in Bannockburn and 1066; Kosovo has no such rule', () => {
    expect(cost('1066', { ...cav, terrain: 'clear', charge: 'reduce' }).mp).toBe(3);
    const k = moveCost('kosovo-1389', { ...cav, terrain: 'clear', charge: 'reduce' });
    expect(k.ok).toBe(false);
    if (!k.ok) expect(k.error.field).toBe('charge');
  });

  it('adds everything up and says whether the MPs left cover it', () => {
    const input: MoveInput = {
      kind: 'cavalry',
      armor: 2,
      terrain: 'village',
      fortifications: 'walls',
      friendlyOccupied: true,
      passingZoc: true,
      mpAvailable: 10,
    };
    const result = cost('bannockburn-1314', input);
    expect(result.mp).toBe(3 + 5 + 1 + 1);
    expect(result.affordable).toBe(true);
    expect(cost('bannockburn-1314', { ...input, mpAvailable: 9.5 }).affordable).toBe(false);
  });

  it.each([
    [{ armor: 3 }, 'armor', '1.1'],
    [{ kind: 'dragon' }, 'kind', '1.1'],
    [{ terrain: 'marsh' }, 'terrain', '4.1.7'],
    [{ mpAvailable: -0.5 }, 'mpAvailable', '4.1.3'],
    [{ kind: 'infantry', charge: 'hold' }, 'charge', '5.6.1'],
  ])('bad input %o → %s (%s)', (patch, field, rule) => {
    const result = moveCost('1066', { ...cav, terrain: 'clear', ...patch } as MoveInput);
    expect(result.ok).toBe(false);
    if (!result.ok) expect(result.error).toMatchObject({ field, rule });
  });
});

describe('canPassZoc (3.3)', () => {
  it.each(editionIds)(
    '3.3.3 example (%s): CF 2 against CF 0 goes on, paying 1 MP more next hex',
    (edition) => {
      const result = value(canPassZoc(edition, { kind: 'cavalry', cf: 2, enemyCf: 0 }));
      expect(result).toMatchObject({ mustStop: false, entryMp: 0, nextHexExtraMp: 1 });
      expect(result.steps.map((s) => s.rule)).toEqual(['3.3.1', '3.3.3']);
    },
  );

  it('3.3.2: a margin of 1 or less stops the unit; every enemy counts', () => {
    expect(value(canPassZoc('1066', { kind: 'cavalry', cf: 2, enemyCf: 1 })).mustStop).toBe(true);
    expect(value(canPassZoc('1066', { kind: 'cavalry', cf: 3, enemyCf: [0, 2] })).mustStop).toBe(
      true,
    );
    expect(value(canPassZoc('1066', { kind: 'cavalry', cf: 3, enemyCf: [0, 1] })).mustStop).toBe(
      false,
    );
    expect(value(canPassZoc('1066', { kind: 'infantry', cf: 0, enemyCf: 0 })).mustStop).toBe(true);
  });

  it('leaders (8.1.3) and pursuits (B/N 5.5.6, K 5.5.7) ignore ZoCs', () => {
    expect(value(canPassZoc('1066', { kind: 'leader', cf: 0, enemyCf: 3 })).mustStop).toBe(false);
    const b = value(
      canPassZoc('bannockburn-1314', { kind: 'infantry', cf: 0, enemyCf: 3, pursuit: true }),
    );
    expect(b.mustStop).toBe(false);
    expect(b.steps[1]?.rule).toBe('5.5.6');
    const k = value(
      canPassZoc('kosovo-1389', { kind: 'cavalry', cf: 0, enemyCf: 3, pursuit: true }),
    );
    expect(k.steps[1]?.rule).toBe('5.5.7');
  });

  it('refuses enemy CFs outside 0–3 and an empty list', () => {
    for (const [enemyCf, field] of [
      [4, 'enemyCf'],
      [[1, -1], 'enemyCf.1'],
      [[], 'enemyCf'],
    ] as const) {
      const result = canPassZoc('kosovo-1389', { kind: 'cavalry', cf: 3, enemyCf });
      expect(result.ok).toBe(false);
      if (!result.ok) expect(result.error.field).toBe(field);
    }
  });
});

describe('leaveMapCost (4.4.2)', () => {
  it.each(editionIds)('%s: crossing the map edge costs 1 MP', (edition) => {
    const result = value(leaveMapCost(edition));
    expect(result.mp).toBe(1);
    expect(result.steps.map((s) => s.rule)).toEqual(['4.4.1', '4.4.2']);
  });
});

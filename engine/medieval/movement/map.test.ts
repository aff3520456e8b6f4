import { describe, expect, it } from 'vitest';
import type { Result } from '../../core/result.ts';
import { reentryHexes, returnTurn, type MapExit } from './map.ts';
import { checkStacking } from './stacking.ts';
import { editionIds } from '../types.ts';

function value<T>(result: Result<T>): T {
  if (!result.ok)
    throw new Error(`${result.error.field} (${result.error.rule}): ${result.error.message}`);
  return result.value;
}

describe('returnTurn (4.4.3, printed alike in all three books)', () => {
  it.each(editionIds)(
    'example a (%s): left in turn 2, phase 1 → back in turn 5, phase 1',
    (edition) => {
      const result = value(returnTurn(edition, { turn: 2, phase: 1, player: 'A', arm: 'cavalry' }));
      expect([result.turn, result.phase]).toEqual([5, 1]);
      expect(result.steps[0]?.rule).toBe('4.4.3');
    },
  );

  it.each(editionIds)(
    'example b (%s): left in turn 2 in pursuit, phase 2 → turn 6, phase 1',
    (edition) => {
      const result = value(returnTurn(edition, { turn: 2, phase: 2, player: 'A', arm: 'cavalry' }));
      expect([result.turn, result.phase]).toEqual([6, 1]);
    },
  );

  it('uses the unit’s own movement phase (2.1)', () => {
    const at = (exit: MapExit) => {
      const r = value(returnTurn('1066', exit));
      return [r.turn, r.phase];
    };
    expect(at({ turn: 4, phase: 3, player: 'A', arm: 'infantry' })).toEqual([7, 3]);
    expect(at({ turn: 4, phase: 4, player: 'A', arm: 'infantry' })).toEqual([8, 3]);
    expect(at({ turn: 1, phase: 2, player: 'B', arm: 'cavalry' })).toEqual([4, 5]);
    expect(at({ turn: 1, phase: 6, player: 'B', arm: 'cavalry' })).toEqual([5, 5]);
    expect(at({ turn: 1, phase: 8, player: 'B', arm: 'infantry' })).toEqual([5, 7]);
  });

  it.each([
    [{ turn: 0 }, 'turn', '2.0'],
    [{ turn: 2.5 }, 'turn', '2.0'],
    [{ phase: 9 }, 'phase', '4.4.1'],
    [{ phase: 10 }, 'phase', '2.1'],
    [{ player: 'C' }, 'player', '2.1'],
    [{ arm: 'navy' }, 'arm', '2.1'],
  ])('bad input %o → %s (%s)', (patch, field, rule) => {
    const exit = { turn: 2, phase: 1, player: 'A', arm: 'cavalry', ...patch } as MapExit;
    const result = returnTurn('kosovo-1389', exit);
    expect(result.ok).toBe(false);
    if (!result.ok) expect(result.error).toMatchObject({ field, rule });
  });
});

describe('reentryHexes (4.4.4, printed alike in all three books)', () => {
  it.each(editionIds)(
    'example (%s): cavalry that left from 2300 returns on 1700 to 2900',
    (edition) => {
      const result = value(
        reentryHexes(edition, { departureHex: '2300', kind: 'cavalry', edge: 'top' }),
      );
      expect(result.reach).toBe(6);
      expect(result.hexes).toHaveLength(13);
      expect(result.hexes[0]).toBe('1700');
      expect(result.hexes.at(-1)).toBe('2900');
      expect(result.hexes).toContain('2300');
    },
  );

  it('non-cavalry reaches 4 hexes; horse archers and leaders 6', () => {
    const zone = (kind: 'infantry' | 'horse-archers' | 'leader') =>
      value(reentryHexes('1066', { departureHex: '2300', kind, edge: 'top' })).hexes;
    expect(zone('infantry')).toEqual([
      '1900',
      '2000',
      '2100',
      '2200',
      '2300',
      '2400',
      '2500',
      '2600',
      '2700',
    ]);
    expect(zone('horse-archers')).toHaveLength(13);
    expect(zone('leader')).toHaveLength(13);
  });

  it('runs along a column on the left and right edges, and stops at the map’s corners', () => {
    const bounds = { firstColumn: 1, lastColumn: 40, firstRow: 1, lastRow: 30 };
    const left = value(
      reentryHexes('kosovo-1389', { departureHex: '0103', kind: 'infantry', edge: 'left', bounds }),
    );
    expect(left.hexes).toEqual(['0101', '0102', '0103', '0104', '0105', '0106', '0107']);
    const bottom = value(
      reentryHexes('kosovo-1389', {
        departureHex: '3830',
        kind: 'cavalry',
        edge: 'bottom',
        bounds,
      }),
    );
    expect(bottom.hexes[0]).toBe('3230');
    expect(bottom.hexes.at(-1)).toBe('4030');
  });

  it.each([
    [{ departureHex: '230' }, 'departureHex', '4.4.4'],
    [{ departureHex: '23a0' }, 'departureHex', '4.4.4'],
    [{ departureHex: '23000' }, 'departureHex', '4.4.4'],
    [{ kind: 'wagon' }, 'kind', '1.1'],
    [{ edge: 'north' }, 'edge', '4.4.4'],
    [
      { bounds: { firstColumn: 1, lastColumn: 40, firstRow: 1, lastRow: 30 } },
      'departureHex',
      '4.4.4',
    ],
    [
      { bounds: { firstColumn: 0, lastColumn: 40, firstRow: 0, lastRow: 130 } },
      'bounds.lastRow',
      '4.4.4',
    ],
    [
      {
        departureHex: '2310',
        bounds: { firstColumn: 0, lastColumn: 40, firstRow: 0, lastRow: 30 },
      },
      'departureHex',
      '4.4.4',
    ],
  ])('bad input %o → %s (%s)', (patch, field, rule) => {
    const input = { departureHex: '2300', kind: 'cavalry', edge: 'top', ...patch };
    const result = reentryHexes('bannockburn-1314', input as Parameters<typeof reentryHexes>[1]);
    expect(result.ok).toBe(false);
    if (!result.ok) expect(result.error).toMatchObject({ field, rule });
  });
});

describe('checkStacking (4.5)', () => {
  it.each(editionIds)(
    '4.5 example (%s): a 2-SP unit may not join a 1-SP infantry unit',
    (edition) => {
      const result = value(
        checkStacking(edition, {
          units: [
            { kind: 'infantry', sp: 1 },
            { kind: 'cavalry', sp: 2 },
          ],
        }),
      );
      expect([result.allowed, result.sp, result.limit]).toEqual([false, 3, 2]);
      expect(result.steps[0]?.rule).toBe('4.5.1');
      expect(
        value(
          checkStacking(edition, {
            units: [
              { kind: 'infantry', sp: 1 },
              { kind: 'archers', sp: 1 },
            ],
          }),
        ).allowed,
      ).toBe(true);
    },
  );

  it.each([
    ['bannockburn-1314', '11.1.8', '11.1.9'],
    ['1066', '11.1.8', '11.1.9'],
    ['kosovo-1389', '12.1.8', '12.1.9'],
  ])(
    '%s: a fortified hex holds 10 SP (%s), 2 of them cavalry at most (%s)',
    (edition, stack, cavalry) => {
      const infantry = Array.from({ length: 5 }, () => ({ kind: 'infantry' as const, sp: 2 }));
      const ten = value(checkStacking(edition, { units: infantry, fortified: true }));
      expect([ten.allowed, ten.sp, ten.limit]).toEqual([true, 10, 10]);
      expect(ten.steps.map((s) => s.rule)).toEqual([stack, cavalry, '4.5.2']);
      const eleven = value(
        checkStacking(edition, {
          units: [...infantry, { kind: 'archers', sp: 1 }],
          fortified: true,
        }),
      );
      expect(eleven.allowed).toBe(false);
      const horse = [
        { kind: 'cavalry', sp: 2 },
        { kind: 'horse-archers', sp: 1 },
      ] as const;
      const tooMuch = value(checkStacking(edition, { units: horse, fortified: true }));
      expect([tooMuch.allowed, tooMuch.cavalrySp, tooMuch.cavalryLimit]).toEqual([false, 3, 2]);
    },
  );

  it('leaders add nothing (8.1.1); Kosovo panicked units neither (10.1.3)', () => {
    const withLeader = value(
      checkStacking('1066', {
        units: [
          { kind: 'cavalry', sp: 2 },
          { kind: 'leader', sp: 0 },
        ],
      }),
    );
    expect(withLeader.allowed).toBe(true);
    const panicked = value(
      checkStacking('kosovo-1389', {
        units: [
          { kind: 'cavalry', sp: 2 },
          { kind: 'infantry', sp: 2, panicked: true },
        ],
      }),
    );
    expect([panicked.allowed, panicked.sp]).toEqual([true, 2]);
    const b = checkStacking('bannockburn-1314', {
      units: [{ kind: 'infantry', sp: 1, panicked: true }],
    });
    expect(b.ok).toBe(false);
    if (!b.ok) expect(b.error.field).toBe('units.0.panicked');
  });

  it('refuses bad SPs and kinds', () => {
    for (const [unit, field] of [
      [{ kind: 'infantry', sp: -1 }, 'units.0.sp'],
      [{ kind: 'infantry', sp: 1.5 }, 'units.0.sp'],
      [{ kind: 'ogre', sp: 1 }, 'units.0.kind'],
    ] as const) {
      const result = checkStacking('1066', { units: [unit as { kind: 'infantry'; sp: number }] });
      expect(result.ok).toBe(false);
      if (!result.ok) expect(result.error.field).toBe(field);
    }
  });
});

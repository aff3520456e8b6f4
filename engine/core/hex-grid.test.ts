import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  facingToward,
  facings,
  formatHex,
  frontArea,
  hexDistance,
  hexLine,
  isOnMap,
  neighboursOf,
  parseHex,
  rangeRing,
  rearArea,
  straightAhead,
  type Hex,
  type HexMap,
} from './hex-grid.ts';

const oddLower: HexMap = { columns: [1, 40], rows: [1, 30], lowerColumns: 'odd' };
const evenLower: HexMap = { ...oddLower, lowerColumns: 'even' };
const h = (text: string, map = oddLower): Hex => {
  const parsed = parseHex(text, map);
  if (!parsed.ok) throw new Error(parsed.error.message);
  return parsed.value;
};
const names = (hexes: readonly Hex[]) => hexes.map(formatHex);

describe('hex numbers (CCRR)', () => {
  it('3318 is column 33, row 18; 0905 is column 9, row 5', () => {
    expect(h('3318')).toEqual({ column: 33, row: 18 });
    expect(h(' 0905 ')).toEqual({ column: 9, row: 5 });
    expect(formatHex({ column: 9, row: 5 })).toBe('0905');
    expect(formatHex({ column: 33, row: 18 })).toBe('3318');
  });

  it('the map’s corners are on it; one column or row beyond is not', () => {
    expect(parseHex('0101', oddLower).ok).toBe(true);
    expect(parseHex('4030', oddLower).ok).toBe(true);
    for (const off of ['0001', '0100', '4101', '4031']) {
      const parsed = parseHex(off, oddLower, 'deployment');
      expect(parsed.ok).toBe(false);
      if (!parsed.ok) {
        expect(parsed.error.field).toBe('deployment');
        expect(parsed.error.message).toContain('0101 to 4030');
      }
    }
  });

  it('reads up to three digits of column, and names the hex as trimmed', () => {
    const message = (text: string) => {
      const parsed = parseHex(text, oddLower);
      return parsed.ok ? 'ok' : parsed.error.message;
    };
    expect(message('10105')).toBe('hex 10105 is off this map (0101 to 4030)');
    expect(message(' 0001 ')).toBe('hex 0001 is off this map (0101 to 4030)');
    expect(message('123456')).toBe('"123456" is not a hex number such as 3318');
    expect(message('<svg>')).toBe('"\\u003csvg\\u003e" is not a hex number such as 3318');
    expect(message(`${'9'.repeat(100_000)}01`)).toBe(
      `"${'9'.repeat(24)}…" is not a hex number such as 3318`,
    );
  });

  it('a garbled number is an error naming the field', () => {
    for (const bad of ['331', '33-18', 'abcd', '']) {
      const parsed = parseHex(bad, oddLower);
      expect(parsed.ok ? 'ok' : parsed.error.field).toBe('hex');
    }
  });
});

describe('neighbours, clockwise from the top', () => {
  it('odd columns lower: 0205 touches 0204, 0304, 0305, 0206, 0105, 0104', () => {
    expect(names(neighboursOf(h('0205'), oddLower))).toEqual([
      '0204',
      '0304',
      '0305',
      '0206',
      '0105',
      '0104',
    ]);
    expect(names(neighboursOf(h('0305'), oddLower))).toEqual([
      '0304',
      '0405',
      '0406',
      '0306',
      '0206',
      '0205',
    ]);
  });

  it('even columns lower: 0205 touches 0204, 0305, 0306, 0206, 0106, 0105', () => {
    expect(names(neighboursOf(h('0205', evenLower), evenLower))).toEqual([
      '0204',
      '0305',
      '0306',
      '0206',
      '0106',
      '0105',
    ]);
  });

  it('a corner hex has only its neighbours on the map', () => {
    expect(names(neighboursOf(h('0101'), oddLower))).toEqual(['0201', '0202', '0102']);
    expect(isOnMap({ column: 0, row: 1 }, oddLower)).toBe(false);
  });
});

describe('distance', () => {
  it('counts steps between centres', () => {
    expect(hexDistance(h('0205'), h('0205'), oddLower)).toBe(0);
    expect(hexDistance(h('0205'), h('0305'), oddLower)).toBe(1);
    expect(hexDistance(h('0101'), h('0105'), oddLower)).toBe(4);
    expect(hexDistance(h('0101'), h('0501'), oddLower)).toBe(4);
    expect(hexDistance(h('0101'), h('0503'), oddLower)).toBe(4);
    expect(hexDistance(h('0101'), h('0504'), oddLower)).toBe(5);
  });
});

describe('3.1.1: front and rear areas', () => {
  it('a unit in 0205 facing up has 0104, 0204, 0304 in front and 0305, 0206, 0105 behind', () => {
    expect(names(frontArea(h('0205'), 0, oddLower))).toEqual(['0104', '0204', '0304']);
    expect(names(rearArea(h('0205'), 0, oddLower))).toEqual(['0305', '0206', '0105']);
  });

  it('facing down-right turns both areas with it', () => {
    expect(names(frontArea(h('0205'), 2, oddLower))).toEqual(['0304', '0305', '0206']);
    expect(names(rearArea(h('0205'), 2, oddLower))).toEqual(['0105', '0104', '0204']);
  });

  it('the side facing an adjacent hex; none for a hex farther off', () => {
    expect(facingToward(h('0205'), h('0304'), oddLower)).toBe(1);
    expect(facingToward(h('0205'), h('0104'), oddLower)).toBe(5);
    expect(facingToward(h('0205'), h('0207'), oddLower)).toBeUndefined();
  });
});

describe('rings, lines and moving straight ahead', () => {
  it('a ring of range r holds 6r hexes, fewer at the edge', () => {
    expect(rangeRing(h('1010'), 0, oddLower)).toEqual([h('1010')]);
    expect(rangeRing(h('1010'), 1, oddLower)).toHaveLength(6);
    expect(rangeRing(h('1010'), 2, oddLower)).toHaveLength(12);
    expect(rangeRing(h('1010'), 3, oddLower)).toHaveLength(18);
    expect(rangeRing(h('0101'), 1, oddLower)).toHaveLength(3);
    expect(rangeRing({ column: 0, row: 0 }, 0, oddLower)).toEqual([]);
  });

  it('a line down a column passes every hex of it', () => {
    expect(names(hexLine(h('0205'), h('0208'), oddLower))).toEqual([
      '0205',
      '0206',
      '0207',
      '0208',
    ]);
    expect(names(hexLine(h('0205'), h('0205'), oddLower))).toEqual(['0205']);
    expect(names(hexLine(h('0101'), h('0501'), oddLower))).toHaveLength(5);
  });

  it('moving straight ahead enters each hex in turn and stops at the map’s edge', () => {
    expect(names(straightAhead(h('0205'), 3, 2, oddLower))).toEqual(['0206', '0207']);
    expect(names(straightAhead(h('0203'), 0, 5, oddLower))).toEqual(['0202', '0201']);
    expect(straightAhead(h('0203'), 0, 0, oddLower)).toEqual([]);
  });
});

describe('properties on both staggers', () => {
  const maps = fc.constantFrom(oddLower, evenLower);
  const hexOn = (map: HexMap) =>
    fc
      .record({ column: fc.integer({ min: 1, max: 40 }), row: fc.integer({ min: 1, max: 30 }) })
      .map((hex) => ({ hex, map }));
  const hexes = maps.chain((map) =>
    fc.tuple(hexOn(map), hexOn(map), hexOn(map)).map(([a, b, c]) => ({
      map,
      a: a.hex,
      b: b.hex,
      c: c.hex,
    })),
  );

  it('distance is symmetric, zero only for the same hex, and obeys the triangle inequality', () => {
    fc.assert(
      fc.property(hexes, ({ map, a, b, c }) => {
        const ab = hexDistance(a, b, map);
        expect(ab).toBe(hexDistance(b, a, map));
        expect(ab === 0).toBe(a.column === b.column && a.row === b.row);
        expect(hexDistance(a, c, map)).toBeLessThanOrEqual(ab + hexDistance(b, c, map));
      }),
    );
  });

  it('front and rear never overlap and together are the neighbours; every neighbour is 1 away', () => {
    fc.assert(
      fc.property(hexes, fc.constantFrom(...facings), ({ map, a }, facing) => {
        const front = names(frontArea(a, facing, map));
        const rear = names(rearArea(a, facing, map));
        expect(front.filter((n) => rear.includes(n))).toEqual([]);
        const around = names(neighboursOf(a, map));
        expect([...front, ...rear].sort()).toEqual([...around].sort());
        for (const n of neighboursOf(a, map)) expect(hexDistance(a, n, map)).toBe(1);
      }),
    );
  });

  it('a printed number reads back as its hex; a ring’s hexes are all at its range', () => {
    fc.assert(
      fc.property(hexes, fc.integer({ min: 0, max: 4 }), ({ map, a }, range) => {
        expect(parseHex(formatHex(a), map)).toEqual({ ok: true, value: a });
        for (const r of rangeRing(a, range, map)) expect(hexDistance(a, r, map)).toBe(range);
      }),
    );
  });

  it('a line runs hex to adjacent hex, from one end to the other', () => {
    fc.assert(
      fc.property(hexes, ({ map, a, b }) => {
        const line = hexLine(a, b, map);
        expect(line).toHaveLength(hexDistance(a, b, map) + 1);
        expect(line[0]).toEqual(a);
        expect(line.at(-1)).toEqual(b);
        line.slice(1).forEach((hex, i) => expect(hexDistance(line[i] ?? hex, hex, map)).toBe(1));
      }),
    );
  });
});

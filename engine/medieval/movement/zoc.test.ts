import { describe, expect, it } from 'vitest';
import { formatHex, type Hex, type HexMap } from '../../core/hex-grid.ts';
import { getEdition, type EditionProfile } from '../editions/editions.ts';
import { editionIds } from '../types.ts';
import { explainZoc, isAcrossRiver, readRiverSides, riverSideKey, zocArea } from './zoc.ts';

// A constructed map (the books' maps are not in the text): even columns sit lower.
// Around 0406: 0405 above, 0506 up-right, 0507 down-right, 0407 below, 0307 down-left, 0306 up-left.
const map: HexMap = { columns: [1, 10], rows: [1, 10], lowerColumns: 'even' };
const at: Hex = { column: 4, row: 6 };

function edition(id: string): EditionProfile {
  const found = getEdition(id);
  if (!found.ok) throw new Error(id);
  return found.value;
}

const rivers = (e: EditionProfile, ...sides: [string, string][]) => {
  const read = readRiverSides(sides, map, e);
  if (!read.ok) throw new Error(read.error.message);
  return read.value;
};

describe.each(editionIds)('3.2.3 in %s: ZoC does not extend across a river', (id) => {
  const e = edition(id);

  it('prints the rule as 3.2.3, with the front area as 3.2.1', () => {
    expect(e.rules.movement.zocRiver).toBe('3.2.3');
    expect(e.rules.movement.zocArea).toBe('3.2.1');
  });

  it('3.2.1: without river sides the ZoC covers the whole front area', () => {
    expect(zocArea(at, 0, map).map(formatHex)).toEqual(['0306', '0405', '0506']);
    expect(zocArea(at, 0, map, rivers(e)).map(formatHex)).toEqual(['0306', '0405', '0506']);
  });

  it('3.2.3: a river between the unit and a front hex takes that hex out, whichever way round', () => {
    expect(zocArea(at, 0, map, rivers(e, ['0406', '0405'])).map(formatHex)).toEqual([
      '0306',
      '0506',
    ]);
    expect(zocArea(at, 0, map, rivers(e, ['0506', '0406'])).map(formatHex)).toEqual([
      '0306',
      '0405',
    ]);
  });

  it('3.2.3: a river elsewhere, or between two front hexes, cuts nothing', () => {
    const elsewhere = rivers(e, ['0405', '0506'], ['0406', '0407']);
    expect(zocArea(at, 0, map, elsewhere).map(formatHex)).toEqual(['0306', '0405', '0506']);
  });

  it('3.2.3: rivers on all three front sides leave no ZoC', () => {
    const all = rivers(e, ['0406', '0306'], ['0406', '0405'], ['0406', '0506']);
    expect(zocArea(at, 0, map, all)).toEqual([]);
  });

  it('explains the ZoC with each rule, naming the hexes a river cuts off', () => {
    expect(explainZoc(at, 0, map, e, rivers(e, ['0405', '0406']))).toEqual([
      { text: 'Its ZoC covers its front area: 0306, 0506.', rule: '3.2.1' },
      { text: 'A river runs between it and 0405: its ZoC stops there.', rule: '3.2.3' },
    ]);
    expect(explainZoc(at, 0, map, e)).toEqual([
      { text: 'Its ZoC covers its front area: 0306, 0405, 0506.', rule: '3.2.1' },
    ]);
    const all = rivers(e, ['0406', '0306'], ['0406', '0405'], ['0406', '0506']);
    expect(explainZoc(at, 0, map, e, all)).toEqual([
      { text: 'Its ZoC covers its front area: no hex.', rule: '3.2.1' },
      { text: 'A river runs between it and 0306, 0405, 0506: its ZoC stops there.', rule: '3.2.3' },
    ]);
  });
});

describe('river sides as data', () => {
  const e = edition('bannockburn-1314');

  it('keys a side the same either way round', () => {
    expect(riverSideKey('0406', '0405')).toBe('0405|0406');
    expect(riverSideKey('0405', '0406')).toBe('0405|0406');
    expect(isAcrossRiver({ column: 4, row: 5 }, at, new Set(['0405|0406']))).toBe(true);
    expect(isAcrossRiver(at, { column: 4, row: 7 }, new Set(['0405|0406']))).toBe(false);
  });

  it('reads good sides into one key each', () => {
    const read = readRiverSides(
      [
        ['0406', '0405'],
        ['0405', '0406'],
        ['0406', '0407'],
      ],
      map,
      e,
    );
    expect(read).toEqual({ ok: true, value: new Set(['0405|0406', '0406|0407']) });
    expect(readRiverSides([], map, e)).toEqual({ ok: true, value: new Set() });
  });

  it('refuses hexes that do not touch, naming the side and 3.2.3', () => {
    expect(
      readRiverSides(
        [
          ['0406', '0405'],
          ['0406', '0408'],
        ],
        map,
        e,
      ),
    ).toEqual({
      ok: false,
      error: {
        field: 'riverSides.1',
        rule: '3.2.3',
        message: 'a river side parts two hexes that touch; 0406 and 0408 do not',
      },
    });
    expect(readRiverSides([['0406', '0406']], map, e, 'map.rivers')).toMatchObject({
      ok: false,
      error: { field: 'map.rivers.0', rule: '3.2.3' },
    });
  });

  it('refuses a hex off the map or garbled, naming which end', () => {
    expect(readRiverSides([['0406', '1111']], map, e)).toMatchObject({
      ok: false,
      error: { field: 'riverSides.0.1', rule: 'map' },
    });
    expect(readRiverSides([['x', '0406']], map, e)).toMatchObject({
      ok: false,
      error: { field: 'riverSides.0.0', rule: 'map' },
    });
  });
});

/**
 * Retreats through hexes of the unit's own side (4.5.2, 5.4.4, 8.1.1; Kosovo
 * 10.1.3): a leader adds nothing to a hex, a panicked Kosovo unit does not
 * count for stacking, cavalry rides down only a hex of non-cavalry alone, and
 * only when riding down gets it further.
 */
import { describe, expect, it } from 'vitest';
import { formatHex, parseHex, rangeRing } from '../../../core/hex-grid.ts';
import type { TerrainMarks } from '../../board/types.ts';
import type { EditionId } from '../../types.ts';
import { suggestRetreatHexes } from './retreats.ts';
import { board, front, map, piece } from './combat.fixtures.ts';

type Pieces = Parameters<typeof board>[0];

function reach(
  pieces: Pieces,
  counter: string,
  distance = 1,
  id: EditionId = 'bannockburn-1314',
  terrain: TerrainMarks = {},
) {
  const { state, setup } = board(pieces, id);
  const r = suggestRetreatHexes(state, setup, map, counter, distance, terrain);
  if (!r.ok) throw new Error(r.error.message);
  return r.value;
}

const cav = piece('sc-cav', 'Scots', 'cavalry', '0406', { sp: 2 });
const inf = (id: string, hex: string, sp = 1) => piece(id, 'Scots', 'infantry', hex, { sp });

describe('retreating past units of its own side', () => {
  it('8.1.1: a friendly leader on a hex adds nothing: cavalry goes there without riding anyone down', () => {
    const leader = piece('sc-wallace', 'Scots', 'leader', '0407');
    const r = reach([cav, front, leader, inf('sc-a', '0307'), inf('sc-b', '0507')], 'sc-cav');
    expect(r).toEqual({ distance: 1, hexes: ['0407'] });
  });

  it('5.4.4: a hex of cavalry and infantry together is not ridden down; over 2 SP it is closed', () => {
    const mixed = ['0407', '0307', '0507'].flatMap((hex, i) => [
      inf(`sc-i${i}`, hex),
      piece(`sc-c${i}`, 'Scots', 'cavalry', hex, { sp: 1 }),
    ]);
    expect(reach([cav, front, ...mixed], 'sc-cav')).toEqual({ distance: 0, hexes: ['0406'] });
  });

  it('Kosovo 10.1.3: a panicked unit does not count, so a 1-SP unit may join it', () => {
    const light = inf('sc-inf', '0406');
    const panicked = inf('sc-p', '0407', 2);
    const others = [inf('sc-a', '0307', 2), inf('sc-b', '0507', 2)];
    const { state, setup } = board([light, front, panicked, ...others], 'kosovo-1389');
    const shaken = {
      ...state,
      counters: {
        ...state.counters,
        'sc-p': { ...state.counters['sc-p']!, status: 'panicked' as const },
      },
    };
    const r = suggestRetreatHexes(shaken, setup, map, 'sc-inf', 1);
    expect(r.ok && r.value.hexes).toEqual(['0407']);
    expect(reach([light, front, panicked, ...others], 'sc-inf', 1, 'kosovo-1389').hexes).toEqual([
      '0406',
    ]);
  });

  it('5.4.4: when riding down gets no further, cavalry keeps to the free hex', () => {
    // Every hex 2 away is bare river (4.2.5): either way the cavalry gets 1 hex.
    const centre = parseHex('0406', map);
    if (!centre.ok) throw new Error('fixture');
    const river: TerrainMarks = Object.fromEntries(
      rangeRing(centre.value, 2, map).map((h) => [formatHex(h), ['river' as const]]),
    );
    const r = reach(
      [cav, front, inf('sc-a', '0307'), inf('sc-b', '0507')],
      'sc-cav',
      2,
      'bannockburn-1314',
      river,
    );
    expect(r).toEqual({ distance: 1, hexes: ['0407'] });
  });
});

describe('5.4.4: the way that rides down fewest', () => {
  it('a hex reached both past a free hex and past a ridden one counts only its own riders', () => {
    // 0407 is free; 0307 and 0507 hold infantry, as do 0308, 0408 and 0508 beyond 0407: the
    // cavalry must ride someone down to make 2 hexes, and 0308 and 0508 cost it one unit, not two.
    const r = reach(
      [
        cav,
        front,
        inf('sc-0307', '0307'),
        inf('sc-0507', '0507'),
        inf('sc-0308', '0308'),
        inf('sc-0408', '0408'),
        inf('sc-0508', '0508'),
      ],
      'sc-cav',
      2,
    );
    expect(r.distance).toBe(2);
    expect(r.rideDown?.['0308']).toEqual(['sc-0308']);
    expect(r.rideDown?.['0408']).toEqual(['sc-0408']);
    expect(r.rideDown?.['0508']).toEqual(['sc-0508']);
  });
});

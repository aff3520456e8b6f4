import { describe, expect, it } from 'vitest';
import { formatHex, frontArea, parseHex } from '../../../core/hex-grid.ts';
import type { CounterStatus } from '../../board/types.ts';
import { riverSideKey } from '../../movement/zoc.ts';
import { enemyHexes, enemyZoc, placedCounters, riverSidesOf } from './view.ts';
import { board, map, piece } from './combat.fixtures.ts';

const pieces = [
  piece('en-cav', 'English', 'cavalry', '0202', { facing: 3 }),
  piece('en-arch', 'English', 'archers', '0502', { facing: 3 }),
  piece('en-xbow', 'English', 'crossbowmen', '0702', { facing: 3 }),
  piece('en-bomb', 'English', 'bombard', '0902', { facing: 3 }),
  piece('en-lead', 'English', 'leader', '0208', { facing: 3 }),
  piece('sc-inf', 'Scots', 'infantry', '0808', { facing: 0 }),
  piece('sc-lead', 'Scots', 'leader', '0508'),
];

function placed(status: Record<string, CounterStatus> = {}, hexes: Record<string, string> = {}) {
  const { state, setup } = board(pieces);
  const counters = { ...state.counters };
  for (const [id, s] of Object.entries(status)) counters[id] = { ...counters[id]!, status: s };
  for (const [id, h] of Object.entries(hexes)) counters[id] = { ...counters[id]!, hex: h };
  return placedCounters({ state: { ...state, counters }, setup, map });
}

describe('placedCounters', () => {
  it('lists placed counters in setup order with their hex', () => {
    const all = placed();
    expect(all.map((c) => c.id)).toEqual(pieces.map((p) => p.counter.id));
    expect(all[0]).toMatchObject({ id: 'en-cav', at: { column: 2, row: 2 } });
  });

  it('leaves out eliminated, off-map and scattered counters, keeps disorganized and panicked', () => {
    const ids = placed({
      'en-cav': 'eliminated',
      'en-arch': 'off-map',
      'en-xbow': 'scattered',
      'en-bomb': 'disorganized',
      'sc-inf': 'panicked',
    }).map((c) => c.id);
    expect(ids).toEqual(['en-bomb', 'en-lead', 'sc-inf', 'sc-lead']);
  });

  it('leaves out an unplaced counter and one whose hex is off the map', () => {
    const { state, setup } = board([piece('later', 'Scots', 'infantry', null), ...pieces]);
    expect(placedCounters({ state, setup, map }).map((c) => c.id)).not.toContain('later');
    const ids = placed({}, { 'en-cav': '9999' }).map((c) => c.id);
    expect(ids).toEqual(pieces.slice(1).map((p) => p.counter.id));
  });
});

describe('enemyZoc and enemyHexes', () => {
  it('3.2.2, 8.1.1: only enemy units other than archers, crossbowmen, bombards and leaders have a ZoC', () => {
    const cav = parseHex('0202', map);
    if (!cav.ok) throw new Error('hex');
    const expected = frontArea(cav.value, 3, map).map(formatHex);
    expect([...enemyZoc(placed(), 'Scots', map)].sort()).toEqual(expected.sort());
  });

  it("the English see the Scots infantry's front area, not the Scots leader's", () => {
    const inf = parseHex('0808', map);
    if (!inf.ok) throw new Error('hex');
    expect([...enemyZoc(placed(), 'English', map)].sort()).toEqual(
      frontArea(inf.value, 0, map).map(formatHex).sort(),
    );
  });

  it('enemy hexes hold enemy units, not leaders nor own units', () => {
    expect([...enemyHexes(placed(), 'Scots')]).toEqual(['0202', '0502', '0702', '0902']);
    expect([...enemyHexes(placed(), 'English')]).toEqual(['0808']);
  });
});

describe('enemyZoc and river sides (3.2.3)', () => {
  it('a river side between an enemy unit and a front hex takes that hex out', () => {
    const cav = parseHex('0202', map);
    if (!cav.ok) throw new Error('hex');
    const front = frontArea(cav.value, 3, map).map(formatHex);
    const cut = front[1]!;
    const zoc = enemyZoc(placed(), 'Scots', map, new Set([riverSideKey('0202', cut)]));
    expect([...zoc].sort()).toEqual(front.filter((h) => h !== cut).sort());
  });

  it('reads the river sides of a setup, none when the map gives none', () => {
    const { setup } = board(pieces);
    expect(riverSidesOf(setup)).toEqual(new Set());
    const riverSides = [['0203', '0202'] as const];
    expect(riverSidesOf({ scenarioMap: { ...setup.scenarioMap, riverSides } })).toEqual(
      new Set(['0202|0203']),
    );
  });

  it('adds the sides the players marked in the game to the map’s', () => {
    const { setup } = board(pieces);
    const riverSides = [['0203', '0202'] as const];
    const mapped = { scenarioMap: { ...setup.scenarioMap, riverSides } };
    expect(riverSidesOf(setup, {})).toEqual(new Set());
    expect(riverSidesOf(setup, { riverSides: [['0304', '0303']] })).toEqual(new Set(['0303|0304']));
    expect(riverSidesOf(mapped, { riverSides: [['0304', '0303']] })).toEqual(
      new Set(['0202|0203', '0303|0304']),
    );
  });
});

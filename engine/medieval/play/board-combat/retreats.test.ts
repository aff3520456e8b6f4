import { describe, expect, it } from 'vitest';
import { checkRetreatHex, suggestRetreatHexes } from './retreats.ts';
import type { TerrainMarks } from '../../board/types.ts';
import type { EditionId } from '../../types.ts';
import { board, defender, front, map, piece } from './combat.fixtures.ts';

describe('suggestRetreatHexes: limits', () => {
  const { state, setup } = board([defender, front]);
  const suggest = (distance: number, id = 'sc-inf') =>
    suggestRetreatHexes(state, setup, map, id, distance);

  it('takes 1 to 6 hexes', () => {
    expect(suggest(1)).toMatchObject({ ok: true, value: { distance: 1 } });
    expect(suggest(6)).toMatchObject({ ok: true, value: { distance: 6 } });
  });

  it('refuses 0, 7 and a fraction', () => {
    for (const distance of [0, 7, 1.5])
      expect(suggest(distance)).toEqual({
        ok: false,
        error: {
          field: 'distance',
          rule: '5.4.2',
          message: `a retreat is 1 to 6 hexes, not ${distance}`,
        },
      });
  });

  it('refuses a counter not on the board', () => {
    expect(suggest(1, 'nobody')).toEqual({
      ok: false,
      error: {
        field: 'counterId',
        rule: '5.4.2',
        message: '"nobody" is not a counter on the board',
      },
    });
  });

  it('4.2.5: a river hex is passable with a bridge or a ford, not bare', () => {
    const around = ['0407', '0307', '0507'];
    const river = Object.fromEntries(around.map((h) => [h, ['river' as const]]));
    const reach = (over: 'bridge' | 'ford' | null) =>
      suggestRetreatHexes(state, setup, map, 'sc-inf', 1, {
        ...river,
        ...(over ? { '0407': ['river', over] as const } : {}),
      });
    expect(reach(null)).toEqual({ ok: true, value: { distance: 0, hexes: ['0406'] } });
    expect(reach('bridge')).toEqual({ ok: true, value: { distance: 1, hexes: ['0407'] } });
    expect(reach('ford')).toEqual({ ok: true, value: { distance: 1, hexes: ['0407'] } });
  });
});

describe('checkRetreatHex', () => {
  const reach = { distance: 2, hexes: ['0408', '0508'] };
  const check = (text: string, r = reach) => checkRetreatHex(text, r, map, 'choices.x', 'INF (x)');

  it('takes a listed hex', () => {
    expect(check('0508')).toEqual({ ok: true, value: '0508' });
  });

  it('refuses a hex that is not a hex', () => {
    expect(check('9999')).toMatchObject({ ok: false, error: { field: 'choices.x' } });
  });

  it('refuses an unlisted hex, listing the ones it can end on', () => {
    expect(check('0407')).toEqual({
      ok: false,
      error: {
        field: 'choices.x',
        rule: '5.4.5',
        message:
          'INF (x) cannot end a 2-hex retreat on 0407 (enemy units, their ZoC and full hexes block the way, and each step must go one hex further away): it can end on 0408, 0508',
      },
    });
  });

  it('says so when the unit cannot move at all', () => {
    expect(check('0407', { distance: 0, hexes: [] })).toMatchObject({
      ok: false,
      error: {
        message:
          'INF (x) cannot end a 0-hex retreat on 0407 (enemy units, their ZoC and full hexes block the way, and each step must go one hex further away): it cannot move',
      },
    });
  });
});

describe('retreats and the units of its own side (4.5.2, 5.4.4)', () => {
  const rear = ['0407', '0307', '0507'];
  const friends = (kind: 'infantry' | 'cavalry', sp = 1, hexes = rear) =>
    hexes.map((hex, i) => piece(`sc-f${i}`, 'Scots', kind, hex, { sp }));
  const reach = (
    pieces: Parameters<typeof board>[0],
    id: EditionId = 'bannockburn-1314',
    terrain: TerrainMarks = {},
    counter = 'sc-inf',
  ) => {
    const { state, setup } = board(pieces, id);
    const r = suggestRetreatHexes(state, setup, map, counter, 1, terrain);
    if (!r.ok) throw new Error(r.error.message);
    return r.value;
  };

  it('4.5.2: a hex the unit would push over 2 SP is no retreat hex; within the limit it is', () => {
    const one = friends('infantry', 1, ['0407']);
    expect(reach([defender, front, ...one]).hexes).not.toContain('0407');
    const light = piece('sc-inf', 'Scots', 'infantry', '0406', { sp: 1 });
    expect(reach([light, front, ...one]).hexes).toContain('0407');
  });

  it('4.5.2: every way out full, the unit cannot retreat (5.4.6 takes the SPs)', () => {
    expect(reach([defender, front, ...friends('infantry')])).toEqual({
      distance: 0,
      hexes: ['0406'],
    });
  });

  it('fortified hexes take 10 SP (11.1.8; Kosovo 12.1.8)', () => {
    const fort = { '0407': ['fortification' as const] };
    for (const id of ['bannockburn-1314', 'kosovo-1389'] as const)
      expect(
        reach([defender, front, ...friends('infantry', 1, ['0407'])], id, fort).hexes,
      ).toContain('0407');
  });

  it('5.4.4: cavalry rides down friendly infantry only when it must to get as far', () => {
    const cav = piece('sc-cav', 'Scots', 'cavalry', '0406', { sp: 2 });
    const blocked = reach([cav, front, ...friends('infantry')], 'bannockburn-1314', {}, 'sc-cav');
    expect(blocked.distance).toBe(1);
    expect(blocked.rideDown).toEqual({ '0307': ['sc-f1'], '0407': ['sc-f0'], '0507': ['sc-f2'] });
    // One way free: it takes that one and rides nobody down.
    const open = reach(
      [cav, front, ...friends('infantry', 1, ['0407', '0307'])],
      '1066',
      {},
      'sc-cav',
    );
    expect(open).toEqual({ distance: 1, hexes: ['0507'] });
    // Friendly cavalry is not ridden down: it only stacks.
    expect(reach([cav, front, ...friends('cavalry')], 'kosovo-1389', {}, 'sc-cav').distance).toBe(
      0,
    );
  });
});

describe('3.2.3: a river side stops the ZoC a retreat avoids', () => {
  const withRivers = (id: EditionId, riverSides: [string, string][]) => {
    const { state, setup } = board([defender, front], id);
    const withSides = { ...setup, scenarioMap: { ...setup.scenarioMap, riverSides } };
    const r = suggestRetreatHexes(state, withSides, map, 'sc-inf', 1);
    if (!r.ok) throw new Error(r.error.message);
    return r.value.hexes;
  };

  it.each(['bannockburn-1314', 'kosovo-1389', '1066'] as const)(
    '%s 3.2.3: 0506 is in the cavalry ZoC until a river runs between 0405 and it',
    (id) => {
      expect(withRivers(id, [])).not.toContain('0506');
      expect(withRivers(id, [['0506', '0405']]).sort()).toEqual(['0307', '0407', '0506', '0507']);
      // A river between the retreating unit and the hex is not between the ZoC and it.
      expect(withRivers(id, [['0406', '0506']])).not.toContain('0506');
    },
  );

  it.each(['bannockburn-1314', 'kosovo-1389', '1066'] as const)(
    '%s 3.2.3: a river side the players marked in the game stops the ZoC as the map’s does',
    (id) => {
      const marked = (riverSides?: [string, string][]) => {
        const { state, setup } = board([defender, front], id, riverSides ? { riverSides } : {});
        const r = suggestRetreatHexes(state, setup, map, 'sc-inf', 1);
        if (!r.ok) throw new Error(r.error.message);
        return r.value.hexes;
      };
      expect(marked()).not.toContain('0506');
      expect(marked([['0405', '0506']])).toContain('0506');
      expect(marked([['0406', '0506']])).not.toContain('0506');
    },
  );
});

describe('5.8.8 (Kosovo 5.8.6): a retreat does not ride down a special formation', () => {
  const rear = ['0407', '0307', '0507'];
  const cav = piece('sc-cav', 'Scots', 'cavalry', '0406', { sp: 2 });
  const friends = rear.map((hex, i) => piece(`sc-f${i}`, 'Scots', 'infantry', hex, { sp: 1 }));

  it.each([
    ['bannockburn-1314', 'shiltron'],
    ['kosovo-1389', 'palisade'],
    ['1066', 'wall-of-shields'],
  ] as const)('%s: a unit in %s is not ridden down; the others still are', (id, formation) => {
    const { state, setup } = board([cav, front, ...friends], id);
    const reach = (formations = {}) => {
      const r = suggestRetreatHexes(state, setup, map, 'sc-cav', 1, {}, formations);
      if (!r.ok) throw new Error(r.error.message);
      return r.value;
    };
    expect(Object.keys(reach().rideDown ?? {}).sort()).toEqual(['0307', '0407', '0507']);
    const kept = reach({ 'sc-f0': formation });
    expect(kept.hexes).not.toContain('0407');
    expect(kept.rideDown).toEqual({ '0307': ['sc-f1'], '0507': ['sc-f2'] });
    // All three in formation: the cavalry cannot get away (5.4.6 takes the SPs).
    const all = reach({ 'sc-f0': formation, 'sc-f1': formation, 'sc-f2': formation });
    expect(all).toEqual({ distance: 0, hexes: ['0406'] });
    // 'none' is no formation.
    expect(reach({ 'sc-f0': 'none' }).rideDown).toEqual(reach().rideDown);
  });
});

describe('5.4.4: which friends a cavalry retreat rides down, and the order of its hexes', () => {
  const reachOfCavalry = (distance: number) => {
    const cav = piece('sc-cav', 'Scots', 'cavalry', '0406', { sp: 2 });
    const friends = ['0407', '0307', '0507'].map((hex, i) =>
      piece(`sc-f${i}`, 'Scots', 'infantry', hex, { sp: 1 }),
    );
    const { state, setup } = board([cav, front, ...friends], 'bannockburn-1314');
    const r = suggestRetreatHexes(state, setup, map, 'sc-cav', distance);
    if (!r.ok) throw new Error(r.error.message);
    return r.value;
  };

  it('every way out full: hexes farthest from the enemy first, then by number', () => {
    expect(reachOfCavalry(1).hexes).toEqual(['0307', '0407', '0507']);
  });

  it('two hexes: a hex reached past either of two friends names the first found', () => {
    const reach = reachOfCavalry(2);
    expect(reach.distance).toBe(2);
    expect(reach.hexes).toEqual(['0207', '0308', '0408', '0508', '0607', '0206', '0606']);
    expect(reach.rideDown).toEqual({
      '0206': ['sc-f1'],
      '0207': ['sc-f1'],
      '0308': ['sc-f0'],
      '0408': ['sc-f0'],
      '0508': ['sc-f2'],
      '0606': ['sc-f2'],
      '0607': ['sc-f2'],
    });
  });
});

describe('a retreat in a game of an unknown edition', () => {
  it('is refused by the edition, not worked out', () => {
    const { state, setup } = board([defender, front], 'bannockburn-1314');
    const other = { ...state, edition: 'bannockburn-1315' } as unknown as typeof state;
    expect(suggestRetreatHexes(other, setup, map, 'sc-inf', 1)).toEqual({
      ok: false,
      error: {
        field: 'edition',
        rule: 'editions',
        message: 'unknown edition "bannockburn-1315": use bannockburn-1314, kosovo-1389 or 1066',
      },
    });
  });
});

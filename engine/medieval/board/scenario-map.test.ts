import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { isOnMap, parseHex, type HexMap } from '../../core/hex-grid.ts';
import { checkedScenario, line, sketch } from './board.fixtures.ts';
import { defaultLowerColumns, listNamedHexes, mapMargin, readScenarioMap } from './scenario-map.ts';

const loadScenario = (path: string) =>
  checkedScenario(readFileSync(join(process.cwd(), 'scenarios', path), 'utf8'));

const onMap = (hex: string, map: HexMap) => parseHex(hex, map).ok;
const at = (hex: string, radius = 0) => ({ hex, radius });

describe('readScenarioMap: the extent', () => {
  it('Falkirk: columns 10–35 and rows 2–24 reached by its zones, widened by 3 (row 1 is the floor)', () => {
    // Lowest column 1211(2)/1222(2) → 10; highest 3317(2) → 35; rows 2303(1) → 2 and 1222(2)/1622(2) → 24.
    const { map } = readScenarioMap(loadScenario('bannockburn-1314/falkirk.json'));
    expect(map).toEqual({ columns: [7, 38], rows: [1, 27], lowerColumns: 'odd' });
  });

  it('Miloš Obilić: 0822(1) → column 7, 5228(1) → 53, 2808 → row 8, 4429(2) → row 31; 3 hexes more each way', () => {
    const { map } = readScenarioMap(loadScenario('kosovo-1389/milos-obilic.json'));
    expect(map.columns).toEqual([7 - mapMargin, 53 + mapMargin]);
    expect(map.rows).toEqual([8 - mapMargin, 31 + mapMargin]);
  });

  it('Prelude: the Eastern road ends on 4400, so row 00 stays on the map', () => {
    const { map, reading } = readScenarioMap(loadScenario('bannockburn-1314/prelude.json'));
    expect(map.rows[0]).toBe(0);
    expect(onMap('4400', map)).toBe(true);
    expect(reading).toContain('unless a named hex lies there');
  });

  it('the margin: 3 hexes beyond a zone are on the map, the 4th is not', () => {
    const { map } = readScenarioMap(
      sketch('1010', [{ count: 2, type: 'INF', placement: [{ hex: '1010', radius: 2 }] }]),
    );
    expect(map.columns).toEqual([5, 15]);
    expect(map.rows).toEqual([5, 15]);
    for (const inside of ['0510', '1510', '1005', '1015', '0505', '1515'])
      expect(onMap(inside, map)).toBe(true);
    for (const outside of ['0410', '1610', '1004', '1016']) expect(onMap(outside, map)).toBe(false);
  });

  it('never below column or row 01 when no named hex lies in 00; a place adds its radius', () => {
    const { map } = readScenarioMap(
      sketch('0202', [], [{ hex: '2020', radius: 2, label: 'x', about: 'note', text: 'x' }]),
    );
    expect(map.columns).toEqual([1, 25]);
    expect(map.rows).toEqual([1, 25]);
    const corner = readScenarioMap(sketch('0100', []));
    expect(corner.map.columns).toEqual([1, 4]);
    expect(corner.map.rows).toEqual([0, 3]);
  });

  it('lists every placement and place with the field it comes from', () => {
    const named = listNamedHexes(loadScenario('1066/stamford-bridge.json'));
    expect(named.at(-1)).toEqual({ hex: '5311', radius: 0, field: 'places.2.hex' });
    expect(named).toContainEqual({
      hex: '3716',
      radius: 3,
      field: 'sides.1.pool.0.placement.1.hex',
    });
  });
});

describe('readScenarioMap: the stagger', () => {
  it('Miloš Obilić: the Janissaries’ 16 hexes touch each the next only with odd columns lower', () => {
    const { map, reading } = readScenarioMap(loadScenario('kosovo-1389/milos-obilic.json'));
    expect(map.lowerColumns).toBe('odd');
    expect(reading).toContain('16 hexes of the INF line under Aga, 2119 to 3623');
  });

  it('Hastings: three lines of hexes settle it the same way', () => {
    const { map, reading } = readScenarioMap(loadScenario('1066/hastings.json'));
    expect(map.lowerColumns).toBe('odd');
    expect(reading).toContain('2610 to 3009');
    expect(reading).toContain('and 2 more such lines');
  });

  it('a line unbroken only with even columns lower gives even', () => {
    // 2319 → 2418: adjacent only when column 23 sits higher than 24.
    const { map } = readScenarioMap(sketch('2319', [line('2319', '2418', '2518')]));
    expect(map.lowerColumns).toBe('even');
  });

  it('no line, a line of two, a line broken either way, or lines that disagree: the default, said to be a choice', () => {
    for (const units of [
      [],
      [line('2319', '2420')],
      [line('2319', '2420', '3000')],
      [line('2319', '2420', '2520'), line('2319', '2418', '2518')],
    ]) {
      const { map, reading } = readScenarioMap(sketch('2319', units));
      expect(map.lowerColumns).toBe(defaultLowerColumns);
      expect(reading).toContain('It is a choice the player can switch on the board.');
    }
    expect(readScenarioMap(sketch('2319', [line('2319', '2420', '2520')])).map.lowerColumns).toBe(
      'odd',
    );
  });

  it('the player’s choice overrides the data, and the extent stays the same', () => {
    const milos = loadScenario('kosovo-1389/milos-obilic.json');
    const chosen = readScenarioMap(milos, { lowerColumns: 'even' });
    expect(chosen.map.lowerColumns).toBe('even');
    expect(chosen.reading).toContain('The even columns sit lower, as chosen on the board.');
    const read = readScenarioMap(milos).map;
    expect([chosen.map.columns, chosen.map.rows]).toEqual([read.columns, read.rows]);
  });

  it('Stirling: nothing settles it', () => {
    const { map, reading } = readScenarioMap(loadScenario('bannockburn-1314/stirling.json'));
    expect(map).toEqual({ columns: [1, 44], rows: [1, 28], lowerColumns: 'odd' });
    expect(reading).toMatch(/^The map runs from 0101 to 4428/);
    expect(isOnMap({ column: 44, row: 28 }, map)).toBe(true);
  });

  it('one settling line says so and no more; two say "1 more such line"; a pool’s line is named as the pool’s', () => {
    const one = readScenarioMap(sketch('2319', [line('2319', '2418', '2518')]));
    expect(one.reading).toMatch(
      /The even columns sit lower: only then do the 3 hexes of the INF line under Wallace, 2319 to 2518, one counter to a hex, touch each the next\.$/,
    );
    const pooled = sketch('2319', [line('2319', '2418', '2518')]);
    pooled.sides[0]!.pool = [line('3319', '3418', '3518')];
    expect(readScenarioMap(pooled).reading).toMatch(
      /touch each the next \(and 1 more such line\)\.$/,
    );
    pooled.sides[0]!.leaders = [];
    expect(readScenarioMap(pooled).reading).toContain(
      "the 3 hexes of the INF line in the Scots' pool, 3319 to 3518,",
    );
  });

  it('only a line of single hexes, one counter on each, settles the stagger', () => {
    // 2319, 2418, 2518 touch only with even columns lower; these lines do not count as lines of hexes.
    const hexes = [at('2319'), at('2418'), at('2518')];
    for (const units of [
      { count: 6, type: 'INF', placement: hexes },
      { count: 3, type: 'INF', placement: [at('2319'), at('2418', 1), at('2518')] },
    ] as const) {
      const { map, reading } = readScenarioMap(
        sketch('2319', [{ ...units, placement: [...units.placement] }]),
      );
      expect(map.lowerColumns).toBe(defaultLowerColumns);
      expect(reading).toContain('It is a choice the player can switch on the board.');
    }
  });

  it('a scenario with no places list names only its placements', () => {
    const scenario = sketch('2319', []);
    delete scenario.places;
    expect(listNamedHexes(scenario)).toEqual([
      { hex: '2319', radius: 0, field: 'sides.0.leaders.0.placement.0.hex' },
    ]);
  });
});

describe('readScenarioMap: river sides (3.2.3)', () => {
  it('carries a scenario’s river sides onto its map, and none where it lists none', () => {
    const stirling = loadScenario('bannockburn-1314/stirling.json');
    expect(readScenarioMap(stirling)).not.toHaveProperty('riverSides');
    const riverSides: [string, string][] = [['2010', '2011']];
    expect(readScenarioMap({ ...stirling, riverSides }).riverSides).toEqual(riverSides);
  });
});

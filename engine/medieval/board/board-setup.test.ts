import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { markersAt, readBoardSetup } from './board-setup.ts';
import { checkedScenario, sketch } from './board.fixtures.ts';
import { splitCounterIds } from './setup-counters.ts';
import type { Scenario, ScenarioUnits } from '../scenario/scenario.ts';
import type { BoardSetup } from './types.ts';

const scenariosDir = join(process.cwd(), 'scenarios');
const loadScenario = (path: string) =>
  checkedScenario(readFileSync(join(scenariosDir, path), 'utf8'));

function setupOf(scenario: Scenario, options = {}): BoardSetup {
  const read = readBoardSetup(scenario, options);
  if (!read.ok) throw new Error(`${read.error.field}: ${read.error.message}`);
  return read.value;
}

const stirling = setupOf(loadScenario('bannockburn-1314/stirling.json'));
const marker = (setup: BoardSetup, id: string) => setup.markers.find((m) => m.id === id);
const counter = (setup: BoardSetup, id: string) => setup.counters.find((c) => c.id === id);

describe('readBoardSetup: Stirling, worked by hand', () => {
  it('counts one counter per unit the setup lists, plus each leader', () => {
    // Scots: Wallace 4+3+5+1, Moray 4+3+5+1+5+1+5+1+3+4; 2 leaders.
    // English: de Thweng 2, Surrey 4, Yorkshire 11+16+22+11, Lenox 2, Steward 2; 7 leaders.
    const bySide = (side: string) => stirling.counters.filter((c) => c.side === side);
    expect(bySide('Scots')).toHaveLength(13 + 32 + 2);
    expect(bySide('English')).toHaveLength(2 + 4 + 60 + 2 + 2 + 7);
    expect(bySide('Scots').filter((c) => c.kind === 'leader')).toHaveLength(2);
    expect(stirling.sides).toEqual(['Scots', 'English']);
  });

  it('has a leader marker per leader, a zone per hex and radius, and a place per ford hex', () => {
    const ids = (kind: string) => stirling.markers.filter((m) => m.kind === kind).map((m) => m.id);
    expect(ids('leader')).toHaveLength(9);
    // Wallace 2, Moray 6, de Thweng 1, Surrey 1, Yorkshire 9, Lenox 1, Steward 1.
    expect(ids('zone')).toHaveLength(21);
    expect(ids('place')).toEqual(['english-victory-1702', 'english-victory-1802']);
    expect(ids('reinforcement')).toEqual([]);
  });

  it('merges Wallace’s lines on 3318(1) into one zone of 7 hexes', () => {
    expect(marker(stirling, 'scots-wallace-zone-1')).toMatchObject({
      kind: 'zone',
      side: 'Scots',
      leader: 'Wallace',
      hex: '3318',
      radius: 1,
      label: '4 × INF [0], 3 × INF [1]',
      rules: ['12.1.1'],
    });
    expect(marker(stirling, 'scots-wallace-zone-1')?.hexes).toHaveLength(7);
    expect(marker(stirling, 'scots-wallace-zone-2')?.label).toBe('5 × INF [0], 1 × INF [1]');
  });

  it('puts Wallace, his fatigue and his banner on 3318 with this edition’s rules', () => {
    expect(marker(stirling, 'scots-wallace-leader')).toMatchObject({
      kind: 'leader',
      hex: '3318',
      radius: 0,
      hexes: ['3318'],
      label: 'Wallace',
      banner: true,
      rules: ['8.0', '7.1.1', '7.1.7', '13.1.2'],
    });
    expect(marker(stirling, 'scots-wallace-leader')?.detail.join(' ')).toContain('(F2)');
    expect(marker(stirling, 'english-yorkshire-leader')?.rules).toEqual(['8.0']);
  });

  it('numbers counters by type and armor across a leader’s lines and points them to their zone', () => {
    expect(counter(stirling, 'scots-wallace')).toMatchObject({
      kind: 'leader',
      fatigue: 2,
      banner: true,
      startMarker: 'scots-wallace-leader',
    });
    expect(counter(stirling, 'scots-wallace-inf0-4')?.startMarker).toBe('scots-wallace-zone-1');
    expect(counter(stirling, 'scots-wallace-inf0-5')?.startMarker).toBe('scots-wallace-zone-2');
    expect(counter(stirling, 'scots-wallace-inf0-10')).toBeUndefined();
    expect(counter(stirling, 'english-surrey-cav2-4')).toMatchObject({
      kind: 'cavalry',
      armor: 2,
      label: 'CAV [2]',
      leader: 'Surrey',
      startMarker: 'english-surrey-zone-1',
    });
    expect(marker(stirling, 'english-surrey-zone-1')?.hex).toBe('0517');
  });

  it('a line shared over several areas starts in the first and may start in any', () => {
    const archer = counter(stirling, 'english-yorkshire-arch-11');
    expect(archer?.startMarker).toBe('english-yorkshire-zone-1');
    expect(archer?.startMarkers).toHaveLength(9);
    expect(marker(stirling, 'english-yorkshire-zone-9')?.label).toBe(
      '11 × INF [2], 16 × INF [1], 22 × INF [0], 11 × ARCH (over 9 areas)',
    );
    expect(counter(stirling, 'scots-wallace-inf0-1')?.startMarkers).toBeUndefined();
  });
});

describe('markersAt', () => {
  it('finds a zone on its edge hex and not one hex further; the stagger decides which hexes are the edge', () => {
    // 3318 with odd columns lower: its neighbours in column 34 are 3418 and 3419.
    const at = (setup: BoardSetup, hex: string) => markersAt(setup, hex).map((m) => m.id);
    expect(at(stirling, '3419')).toEqual(['scots-wallace-zone-1']);
    expect(at(stirling, '3420')).toEqual([]);
    expect(at(stirling, '3318')).toEqual(['scots-wallace-leader', 'scots-wallace-zone-1']);
    const even = setupOf(loadScenario('bannockburn-1314/stirling.json'), { lowerColumns: 'even' });
    expect(at(even, '3419')).toEqual([]);
    expect(at(even, '3417')).toContain('scots-wallace-zone-1');
    expect(at(stirling, '3417')).not.toContain('scots-wallace-zone-1');
  });
});

describe('readBoardSetup: the map', () => {
  it('an off-map hex is an error naming the field, never dropped', () => {
    const small = { columns: [1, 39], rows: [1, 28], lowerColumns: 'odd' } as const;
    expect(
      readBoardSetup(loadScenario('bannockburn-1314/stirling.json'), { map: small }),
    ).toMatchObject({
      ok: false,
      error: { field: 'sides.0.leaders.1.units.8.placement.0.hex', rule: 'map' },
    });
    const noRowZero = { columns: [1, 47], rows: [1, 34], lowerColumns: 'odd' } as const;
    expect(
      readBoardSetup(loadScenario('bannockburn-1314/prelude.json'), { map: noRowZero }),
    ).toMatchObject({
      ok: false,
      error: { field: 'places.3.hex' },
    });
  });

  it('a zone at the map’s edge covers only its hexes on the map', () => {
    // 0216(1), column 2 higher: 0215, 0217, 0115, 0116, 0315, 0316 around it; column 1 cut off.
    const map = { columns: [2, 44], rows: [1, 28], lowerColumns: 'odd' } as const;
    const setup = setupOf(loadScenario('bannockburn-1314/stirling.json'), { map });
    expect(marker(setup, 'english-yorkshire-zone-3')?.hexes.sort()).toEqual([
      '0215',
      '0216',
      '0217',
      '0315',
      '0316',
    ]);
    expect(setup.scenarioMap.map).toBe(map);
    expect(setup.scenarioMap.reading).toBe(
      'The map was set on the board: 0201 to 4428, odd columns lower.',
    );
  });
});

describe('readBoardSetup: places, reinforcements and rule numbers', () => {
  it('Stamford Bridge: Ori and his units come on at 5311 in turn 12, with no start marker', () => {
    const setup = setupOf(loadScenario('1066/stamford-bridge.json'));
    expect(marker(setup, 'vikings-entry-5311-turn-12')).toMatchObject({
      kind: 'reinforcement',
      side: 'Vikings',
      leader: 'Ori',
      hexes: ['5311'],
      rules: ['4.4', '4.5.1'],
    });
    const ori = setup.counters.filter((c) => c.leader === 'Ori');
    expect(ori).toHaveLength(1 + 12 + 3);
    for (const c of ori) {
      expect(c.entersOnTurn).toBe(12);
      expect(c.startMarker).toBeUndefined();
    }
    expect(setup.counters.filter((c) => c.entersOnTurn !== undefined)).toHaveLength(16);
    expect(setup.markers.filter((m) => m.kind === 'leader')).toEqual([]);
  });

  it('Falkirk: two entries on one hex keep apart by their turn; the pool’s 8 archers stand 2 to a hex', () => {
    const setup = setupOf(loadScenario('bannockburn-1314/falkirk.json'));
    expect(setup.markers.filter((m) => m.hex === '1522').map((m) => m.id)).toEqual([
      'english-entry-1522',
      'english-entry-1522-turn-5',
    ]);
    expect(marker(setup, 'scots-pool-zone-2')).toMatchObject({
      hex: '1909',
      label: '2 × ARCH',
      rules: ['12.1.2'],
    });
    expect(counter(setup, 'scots-pool-arch-2')?.startMarker).toBe('scots-pool-zone-1');
    expect(counter(setup, 'scots-pool-arch-3')?.startMarker).toBe('scots-pool-zone-2');
    expect(counter(setup, 'scots-pool-arch-3')?.leader).toBeUndefined();
  });

  it('Prelude: a place both sides score on belongs to neither', () => {
    const setup = setupOf(loadScenario('bannockburn-1314/prelude.json'));
    expect(marker(setup, 'victory-0823')).toMatchObject({ kind: 'place', hex: '0823', rules: [] });
    expect(marker(setup, 'victory-0823')?.side).toBeUndefined();
    expect(marker(setup, 'english-victory-4400')?.hexes).toEqual(['4400']);
  });

  it('Kosovo renumbers units organization (13.1) and fatigue (14.2); B/N print 12.1 and 13.1', () => {
    const milos = setupOf(loadScenario('kosovo-1389/milos-obilic.json'));
    expect(marker(milos, 'serbs-vukovic-leader')?.rules).toEqual([
      '8.0',
      '7.1.1',
      '7.1.7',
      '14.2.2',
    ]);
    expect(marker(milos, 'serbs-vukovic-zone-1')?.rules).toEqual(['13.1.1']);
    const hastings = setupOf(loadScenario('1066/hastings.json'));
    expect(marker(hastings, 'anglo-saxons-pool-zone-1')?.rules).toEqual(['12.1.2']);
    expect(marker(stirling, 'scots-moray-leader')?.rules).toEqual(['8.0', '13.1.2']);
  });

  it('Miloš Obilić: one Janissary on each hex of the line, in order; the Aga, with no hex, has no marker', () => {
    const milos = setupOf(loadScenario('kosovo-1389/milos-obilic.json'));
    expect(counter(milos, 'ottomans-aga-inf-5')).toMatchObject({
      printedId: '5/A',
      startMarker: 'ottomans-aga-zone-5',
    });
    expect(marker(milos, 'ottomans-aga-zone-5')).toMatchObject({ hex: '2519', label: '1 × INF' });
    expect(counter(milos, 'ottomans-aga')?.startMarker).toBeUndefined();
    expect(marker(milos, 'ottomans-aga-leader')).toBeUndefined();
    expect(counter(milos, 'serbs-lazar-cav-42')?.printedId).toBe('42/L');
    expect(counter(milos, 'serbs-lazar-inf-6')?.printedId).toBe('6/L');
  });
});

describe('ids', () => {
  const files = readdirSync(scenariosDir, { recursive: true, encoding: 'utf8' }).filter((f) =>
    f.endsWith('.json'),
  );

  it.each(files)(
    '%s: marker and counter ids are unique and safe in a URL and an HTML id',
    (file) => {
      const setup = setupOf(loadScenario(file));
      for (const ids of [setup.markers.map((m) => m.id), setup.counters.map((c) => c.id)]) {
        expect(new Set(ids).size).toBe(ids.length);
        for (const id of ids) expect(id).toMatch(/^[a-z][a-z0-9]*(?:-[a-z0-9]+)*$/);
      }
      const markerIds = new Set(setup.markers.map((m) => m.id));
      for (const c of setup.counters)
        for (const id of [c.startMarker, ...(c.startMarkers ?? [])])
          if (id !== undefined) expect(markerIds.has(id), `${c.id} → ${id}`).toBe(true);
    },
  );
});

describe('splitCounterIds', () => {
  const units = (count: number, counters?: string): ScenarioUnits => ({
    count,
    type: 'CAV',
    placement: [],
    ...(counters !== undefined && { counters }),
  });

  it.each([
    [42, '1/L–42/L', 42, '1/L', '42/L'],
    [7, '8/V–14/V', 7, '8/V', '14/V'],
    [3, '1–3', 3, '1', '3'],
    [3, '4 - 6', 3, '4', '6'],
    [1, '5/B', 1, '5/B', '5/B'],
  ])('%i counters "%s": %i ids, %s to %s', (count, text, length, first, last) => {
    const ids = splitCounterIds(units(count, text));
    expect(ids).toHaveLength(length);
    expect([ids?.[0], ids?.at(-1)]).toEqual([first, last]);
  });

  it.each([
    [7, '1/M–10/M'],
    [11, '1/M–10/M'],
    [5, '1/L–5/M'],
    [2, '5/B'],
    [3, 'Genoese'],
    [3, undefined],
  ])('%i counters "%s": not split', (count, text) => {
    expect(splitCounterIds(units(count, text))).toBeUndefined();
  });
});

describe('readBoardSetup: a sketch', () => {
  it('a leader with no fatigue and no banner cites only his range; an empty units list makes no zone', () => {
    const plain = sketch('1010', []);
    plain.sides[0]!.leaders[0]!.banner = false;
    const setup = setupOf(plain);
    expect(setup.markers).toEqual([
      expect.objectContaining({ id: 'scots-wallace-leader', rules: ['8.0'], detail: [] }),
    ]);
    expect(setup.counters).toEqual([
      expect.objectContaining({ id: 'scots-wallace', banner: false }),
    ]);
  });
});

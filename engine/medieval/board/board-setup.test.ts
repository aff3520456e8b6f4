import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { markersAt, readBoardSetup } from './board-setup.ts';
import { checkedScenario, sketch } from './board.fixtures.ts';
import { shareOf, splitCounterIds } from './setup-counters.ts';
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

// Built inside each test, not at load: Stryker then knows which tests cover each mutant.
const stirlingSetup = () => setupOf(loadScenario('bannockburn-1314/stirling.json'));
const marker = (setup: BoardSetup, id: string) => setup.markers.find((m) => m.id === id);
const counter = (setup: BoardSetup, id: string) => setup.counters.find((c) => c.id === id);

describe('readBoardSetup: Stirling, worked by hand', () => {
  it('counts one counter per unit the setup lists, plus each leader', () => {
    // Scots: Wallace 4+3+5+1, Moray 4+3+5+1+5+1+5+1+3+4; 2 leaders.
    // English: de Thweng 2, Surrey 4, Yorkshire 11+16+22+11, Lenox 2, Steward 2; 7 leaders.
    const bySide = (side: string) => stirlingSetup().counters.filter((c) => c.side === side);
    expect(bySide('Scots')).toHaveLength(13 + 32 + 2);
    expect(bySide('English')).toHaveLength(2 + 4 + 60 + 2 + 2 + 7);
    expect(bySide('Scots').filter((c) => c.kind === 'leader')).toHaveLength(2);
    expect(stirlingSetup().sides).toEqual(['Scots', 'English']);
  });

  it('has a leader marker per leader, a zone per hex and radius, and a place per ford hex', () => {
    const ids = (kind: string) =>
      stirlingSetup()
        .markers.filter((m) => m.kind === kind)
        .map((m) => m.id);
    expect(ids('leader')).toHaveLength(9);
    // Wallace 2, Moray 6, de Thweng 1, Surrey 1, Yorkshire 9, Lenox 1, Steward 1.
    expect(ids('zone')).toHaveLength(21);
    expect(ids('place')).toEqual(['english-victory-1702', 'english-victory-1802']);
    expect(ids('reinforcement')).toEqual([]);
  });

  it('merges Wallace’s lines on 3318(1) into one zone of 7 hexes', () => {
    expect(marker(stirlingSetup(), 'scots-wallace-zone-1')).toMatchObject({
      kind: 'zone',
      side: 'Scots',
      leader: 'Wallace',
      hex: '3318',
      radius: 1,
      label: '4 × INF [0], 3 × INF [1]',
      rules: ['12.1.1'],
    });
    expect(marker(stirlingSetup(), 'scots-wallace-zone-1')?.hexes).toHaveLength(7);
    expect(marker(stirlingSetup(), 'scots-wallace-zone-2')?.label).toBe('5 × INF [0], 1 × INF [1]');
  });

  it('puts Wallace, his fatigue and his banner on 3318 with this edition’s rules', () => {
    expect(marker(stirlingSetup(), 'scots-wallace-leader')).toMatchObject({
      kind: 'leader',
      hex: '3318',
      radius: 0,
      hexes: ['3318'],
      label: 'Wallace',
      banner: true,
      rules: ['8.0', '7.1.1', '7.1.7', '13.1.2'],
    });
    expect(marker(stirlingSetup(), 'scots-wallace-leader')?.detail.join(' ')).toContain('(F2)');
    expect(marker(stirlingSetup(), 'english-yorkshire-leader')?.rules).toEqual(['8.0']);
  });

  it('numbers counters by type and armor across a leader’s lines and points them to their zone', () => {
    expect(counter(stirlingSetup(), 'scots-wallace')).toMatchObject({
      kind: 'leader',
      fatigue: 2,
      banner: true,
      startMarker: 'scots-wallace-leader',
    });
    expect(counter(stirlingSetup(), 'scots-wallace-inf0-4')?.startMarker).toBe(
      'scots-wallace-zone-1',
    );
    expect(counter(stirlingSetup(), 'scots-wallace-inf0-5')?.startMarker).toBe(
      'scots-wallace-zone-2',
    );
    expect(counter(stirlingSetup(), 'scots-wallace-inf0-10')).toBeUndefined();
    expect(counter(stirlingSetup(), 'english-surrey-cav2-4')).toMatchObject({
      kind: 'cavalry',
      armor: 2,
      label: 'CAV [2]',
      leader: 'Surrey',
      startMarker: 'english-surrey-zone-1',
    });
    expect(marker(stirlingSetup(), 'english-surrey-zone-1')?.hex).toBe('0517');
  });

  it('a line shared over several areas starts in the first and may start in any', () => {
    const archer = counter(stirlingSetup(), 'english-yorkshire-arch-11');
    expect(archer?.startMarker).toBe('english-yorkshire-zone-1');
    expect(archer?.startMarkers).toHaveLength(9);
    expect(marker(stirlingSetup(), 'english-yorkshire-zone-9')?.label).toBe(
      '11 × INF [2], 16 × INF [1], 22 × INF [0], 11 × ARCH (over 9 areas)',
    );
    expect(counter(stirlingSetup(), 'scots-wallace-inf0-1')?.startMarkers).toBeUndefined();
  });
});

describe('markersAt', () => {
  it('finds a zone on its edge hex and not one hex further; the stagger decides which hexes are the edge', () => {
    // 3318 with odd columns lower: its neighbours in column 34 are 3418 and 3419.
    const at = (setup: BoardSetup, hex: string) => markersAt(setup, hex).map((m) => m.id);
    expect(at(stirlingSetup(), '3419')).toEqual(['scots-wallace-zone-1']);
    expect(at(stirlingSetup(), '3420')).toEqual([]);
    expect(at(stirlingSetup(), '3318')).toEqual(['scots-wallace-leader', 'scots-wallace-zone-1']);
    const even = setupOf(loadScenario('bannockburn-1314/stirling.json'), { lowerColumns: 'even' });
    expect(at(even, '3419')).toEqual([]);
    expect(at(even, '3417')).toContain('scots-wallace-zone-1');
    expect(at(stirlingSetup(), '3417')).not.toContain('scots-wallace-zone-1');
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
    expect(marker(stirlingSetup(), 'scots-moray-leader')?.rules).toEqual(['8.0', '13.1.2']);
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
    [1, ' 5/B ', 1, '5/B', '5/B'],
    [1, '12', 1, '12', '12'],
    [1, '7/Ab', 1, '7/Ab', '7/Ab'],
    [3, '10–12', 3, '10', '12'],
    [3, '1/Lb–3/Lb', 3, '1/Lb', '3/Lb'],
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
    [1, 'No. 5/B'],
    [1, '5/B or 6/B'],
    [3, 'No. 1–3'],
    [3, '1–3 and more'],
    [3, 'Genoese'],
    [1, '  '],
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

const at = (hex: string, radius = 0) => ({ hex, radius });

describe('readBoardSetup: what a zone says', () => {
  // 1010: 4 INF [0] two to a hex, 3 ARCH shared over the same 2 hexes, 1 CAV [2] on 1010 only.
  const lines: ScenarioUnits[] = [
    { count: 4, type: 'INF', armor: 0, counters: '1–4', placement: [at('1010'), at('1012')] },
    { count: 3, type: 'ARCH', placement: [at('1010'), at('1012')], note: 'Behind the stakes.' },
    { count: 1, type: 'CAV', armor: 2, placement: [at('1010')], note: 'Behind the stakes.' },
  ];
  const setupOfLines = () => setupOf(sketch('1010', lines));

  it('spells out each line: a fixed number on each hex, shared in open numbers, or all here', () => {
    expect(marker(setupOfLines(), 'scots-wallace-zone-1')).toMatchObject({
      hex: '1010',
      label: '2 × INF [0], 3 × ARCH, 1 × CAV [2]',
      detail: [
        '2 × INF [0] here, of 4 (1–4) set 2 on each of 2 hexes.',
        '3 × ARCH, shared over 2 areas in numbers the book leaves open.',
        '1 × CAV [2].',
        'Set up on 1010.',
        'Behind the stakes.',
      ],
    });
  });

  it('says "over n areas" only when every line of the zone is shared', () => {
    // 1012 holds a line set 2 to a hex beside one shared over 2 areas: not all shared.
    expect(marker(setupOfLines(), 'scots-wallace-zone-2')).toMatchObject({
      hex: '1012',
      label: '2 × INF [0], 3 × ARCH',
      detail: [
        '2 × INF [0] here, of 4 (1–4) set 2 on each of 2 hexes.',
        '3 × ARCH, shared over 2 areas in numbers the book leaves open.',
        'Set up on 1012.',
        'Behind the stakes.',
      ],
    });
  });

  it('names the radius in hexes, 1 hex or more; lines shared over different numbers of areas get no count', () => {
    const shared = setupOf(
      sketch('2020', [
        { count: 6, type: 'INF', placement: [at('2020', 1), at('3030', 2)] },
        { count: 2, type: 'CAV', placement: [at('2020', 1), at('3030', 2), at('4040', 1)] },
      ]),
    );
    const zones = shared.markers.filter((m) => m.kind === 'zone');
    expect(zones.map((m) => [m.label, m.detail.at(-1)])).toEqual([
      ['6 × INF, 2 × CAV', 'Set up on 2020 or within 1 hex of it.'],
      ['6 × INF, 2 × CAV', 'Set up on 3030 or within 2 hexes of it.'],
      ['2 × CAV (over 3 areas)', 'Set up on 4040 or within 1 hex of it.'],
    ]);
    expect(zones[2]?.detail).toEqual([
      '2 × CAV, shared over 3 areas in numbers the book leaves open.',
      'Set up on 4040 or within 1 hex of it.',
    ]);
  });

  it('a line naming one hex twice counts once in that hex’s zone', () => {
    const twice = setupOf(
      sketch('6060', [{ count: 2, type: 'INF', placement: [at('6060'), at('6060')] }]),
    );
    expect(twice.markers.filter((m) => m.kind === 'zone')).toEqual([
      expect.objectContaining({
        id: 'scots-wallace-zone-1',
        label: '1 × INF',
        detail: ['1 × INF here, of 2 set 1 on each of 2 hexes.', 'Set up on 6060.'],
      }),
    ]);
  });
});

describe('readBoardSetup: leaders, pools and places, shape by shape', () => {
  it('a leader on three hexes gets three markers, ids kept apart; his counter starts on the first', () => {
    const scenario = sketch('1010', []);
    const wallace = scenario.sides[0]!.leaders[0]!;
    wallace.fatigue = 2;
    wallace.note = 'Commands from the rear.';
    wallace.placement = [at('1010', 1), at('1212'), at('1414')];
    const setup = setupOf(scenario);
    expect(setup.markers.map((m) => m.id)).toEqual([
      'scots-wallace-leader',
      'scots-wallace-leader-2',
      'scots-wallace-leader-3',
    ]);
    expect(setup.markers.map((m) => m.detail)).toEqual([
      [
        'Starts with fatigue 2 (F2).',
        "Starts with his side's banner.",
        'Set up on 1010 or within 1 hex of it.',
        'Commands from the rear.',
      ],
      ['Starts with fatigue 2 (F2).', "Starts with his side's banner.", 'Commands from the rear.'],
      ['Starts with fatigue 2 (F2).', "Starts with his side's banner.", 'Commands from the rear.'],
    ]);
    expect(counter(setup, 'scots-wallace')?.startMarker).toBe('scots-wallace-leader');
  });

  it('a pool zone names no leader; Kosovo prints no pool rule, so it cites none', () => {
    const scenario: Scenario = { ...sketch('1010', []), edition: 'kosovo-1389' };
    scenario.sides[0]!.pool = [{ count: 2, type: 'XBOW', placement: [at('1212')] }];
    const setup = setupOf(scenario);
    expect(marker(setup, 'scots-pool-zone-1')).toStrictEqual({
      id: 'scots-pool-zone-1',
      kind: 'zone',
      side: 'Scots',
      hex: '1212',
      radius: 0,
      hexes: ['1212'],
      label: '2 × XBOW',
      detail: ['2 × XBOW.', 'Set up on 1212.'],
      rules: [],
    });
  });

  it('places: one with no side or leader carries neither; an entry names its side, leader and rules', () => {
    const setup = setupOf(
      sketch(
        '1010',
        [],
        [
          { hex: '2020', label: 'Abbey', about: 'victory', text: 'Worth 5 VP.' },
          {
            hex: '3030',
            label: 'Wallace enters',
            about: 'reinforcement',
            side: 'Scots',
            leader: 'Wallace',
            turn: 3,
            text: 'Comes on in turn 3.',
          },
        ],
      ),
    );
    expect(marker(setup, 'victory-2020')).toStrictEqual({
      id: 'victory-2020',
      kind: 'place',
      hex: '2020',
      radius: 0,
      hexes: ['2020'],
      label: 'Abbey',
      detail: ['Worth 5 VP.'],
      rules: [],
    });
    expect(marker(setup, 'scots-entry-3030-turn-3')).toStrictEqual({
      id: 'scots-entry-3030-turn-3',
      kind: 'reinforcement',
      side: 'Scots',
      hex: '3030',
      radius: 0,
      hexes: ['3030'],
      label: 'Wallace enters',
      leader: 'Wallace',
      detail: ['Comes on in turn 3.'],
      rules: ['4.4', '4.5.1'],
    });
  });

  it('a later place naming the leader without a turn leaves his entry turn alone', () => {
    const setup = setupOf(
      sketch(
        '1010',
        [{ count: 1, type: 'INF', placement: [at('1010')] }],
        [
          {
            hex: '3030',
            label: 'Entry',
            about: 'reinforcement',
            side: 'Scots',
            leader: 'Wallace',
            turn: 3,
            text: 'x',
          },
          {
            hex: '4040',
            label: 'Camp',
            about: 'note',
            side: 'Scots',
            leader: 'Wallace',
            text: 'y',
          },
          { hex: '5050', label: 'Ford', about: 'reinforcement', side: 'Scots', turn: 4, text: 'z' },
        ],
      ),
    );
    expect(setup.counters.map((c) => [c.id, c.entersOnTurn])).toEqual([
      ['scots-wallace', 3],
      ['scots-wallace-inf-1', 3],
    ]);
  });

  it('a scenario with no places list has only its setup markers', () => {
    const scenario = sketch('1010', []);
    delete scenario.places;
    expect(setupOf(scenario).markers.map((m) => m.id)).toEqual(['scots-wallace-leader']);
  });
});

describe('shareOf', () => {
  const units = (count: number, ...placement: { hex: string; radius: number }[]) =>
    ({ count, type: 'INF', placement }) as ScenarioUnits;

  it('one placement holds them all; several single hexes dividing the count take a fixed number each', () => {
    expect(shareOf(units(5, at('1010', 2)))).toStrictEqual({ kind: 'one' });
    expect(shareOf(units(4, at('1010'), at('1012')))).toStrictEqual({ kind: 'each', perHex: 2 });
  });

  it('an area among the placements, or a count the hexes do not divide, is shared in open numbers', () => {
    expect(shareOf(units(4, at('1010', 1), at('1012', 1)))).toStrictEqual({
      kind: 'shared',
      areas: 2,
    });
    expect(shareOf(units(4, at('1010'), at('1012', 1)))).toStrictEqual({
      kind: 'shared',
      areas: 2,
    });
    expect(shareOf(units(3, at('1010'), at('1012')))).toStrictEqual({ kind: 'shared', areas: 2 });
  });
});

describe('listCounters through readBoardSetup: each counter’s exact shape', () => {
  it('every unit type has its kind; a leader’s counters name him, a pool’s name no one; a leader off the map has no start', () => {
    const scenario = sketch('1010', [
      { count: 1, type: 'INF', placement: [at('1010')] },
      { count: 1, type: 'CAV', placement: [at('1010')] },
      { count: 1, type: 'ARCH', placement: [at('1010')] },
      { count: 1, type: 'XBOW', placement: [at('1010')] },
      { count: 1, type: 'HA', placement: [at('1010')] },
    ]);
    scenario.sides[0]!.leaders[0]!.banner = false;
    scenario.sides[0]!.leaders.push({ name: 'Moray', banner: false, placement: [], units: [] });
    scenario.sides[0]!.pool = [{ count: 1, type: 'BOMB', armor: 1, placement: [] }];
    const setup = setupOf(scenario);
    const base = { side: 'Scots', leader: 'Wallace', startMarker: 'scots-wallace-zone-1' };
    expect(setup.counters).toStrictEqual([
      {
        id: 'scots-wallace',
        side: 'Scots',
        leader: 'Wallace',
        kind: 'leader',
        label: 'Wallace',
        startMarker: 'scots-wallace-leader',
        banner: false,
      },
      { id: 'scots-wallace-inf-1', ...base, kind: 'infantry', label: 'INF' },
      { id: 'scots-wallace-cav-1', ...base, kind: 'cavalry', label: 'CAV' },
      { id: 'scots-wallace-arch-1', ...base, kind: 'archers', label: 'ARCH' },
      { id: 'scots-wallace-xbow-1', ...base, kind: 'crossbowmen', label: 'XBOW' },
      { id: 'scots-wallace-ha-1', ...base, kind: 'horse-archers', label: 'HA' },
      {
        id: 'scots-moray',
        side: 'Scots',
        leader: 'Moray',
        kind: 'leader',
        label: 'Moray',
        banner: false,
      },
      { id: 'scots-pool-bomb1-1', side: 'Scots', kind: 'bombard', armor: 1, label: 'BOMB [1]' },
    ]);
  });
});

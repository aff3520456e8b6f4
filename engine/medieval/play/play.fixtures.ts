/**
 * A small scenario board for the play tests: two sides facing each other
 * down a 11 × 15 map, a leader with a banner and fatigue on each side, a
 * zone too small for its units and a reinforcement due later.
 */
import { formatHex, rangeRing, type Hex, type HexMap } from '../../core/hex-grid.ts';
import type { BoardMarker, BoardSetup, SetupCounter } from '../board/types.ts';
import type { Scenario } from '../scenario/scenario.ts';
import type { EditionId } from '../types.ts';

export const testMap: HexMap = { columns: [10, 20], rows: [1, 15], lowerColumns: 'odd' };

function zone(id: string, side: string, centre: Hex, radius: number, leader: string): BoardMarker {
  const hexes = Array.from({ length: radius + 1 }, (_, r) => rangeRing(centre, r, testMap))
    .flat()
    .map(formatHex);
  return {
    id,
    kind: 'zone',
    side,
    hex: formatHex(centre),
    radius,
    hexes,
    label: id,
    leader,
    detail: [],
    rules: [],
  };
}

function units(
  side: string,
  leader: string,
  marker: string,
  count: number,
  kind: SetupCounter['kind'],
) {
  return Array.from({ length: count }, (_, i): SetupCounter => ({
    id: `${marker}-${i + 1}`,
    side,
    leader,
    kind,
    label: `${kind} ${i + 1}`,
    startMarker: marker,
  }));
}

/** Scots (8 infantry in a 7-hex zone around 1205) against English (3 cavalry around 1212, 1 more on turn 13). */
export function testSetup(edition: EditionId = 'bannockburn-1314'): BoardSetup {
  return {
    scenarioId: 'test-field',
    edition,
    scenarioMap: { map: testMap, reading: 'A test map.' },
    sides: ['Scots', 'English'],
    markers: [
      zone('scots-zone', 'Scots', { column: 12, row: 5 }, 1, 'Wallace'),
      {
        ...zone('scots-wallace', 'Scots', { column: 12, row: 5 }, 0, 'Wallace'),
        kind: 'leader',
        banner: true,
      },
      zone('english-zone', 'English', { column: 12, row: 12 }, 1, 'Surrey'),
      {
        ...zone('english-surrey', 'English', { column: 12, row: 12 }, 0, 'Surrey'),
        kind: 'leader',
      },
      { ...zone('ford', 'English', { column: 18, row: 1 }, 0, 'Surrey'), kind: 'place' },
    ],
    counters: [
      {
        id: 'wallace',
        side: 'Scots',
        leader: 'Wallace',
        kind: 'leader',
        label: 'Wallace',
        startMarker: 'scots-wallace',
        fatigue: 2,
        banner: true,
      },
      ...units('Scots', 'Wallace', 'scots-zone', 8, 'infantry'),
      {
        id: 'surrey',
        side: 'English',
        leader: 'Surrey',
        kind: 'leader',
        label: 'Surrey',
        startMarker: 'english-surrey',
        banner: true,
      },
      {
        id: 'cressingham',
        side: 'English',
        leader: 'Cressingham',
        kind: 'leader',
        label: 'Cressingham',
      },
      ...units('English', 'Surrey', 'english-zone', 3, 'cavalry'),
      {
        id: 'english-late',
        side: 'English',
        leader: 'Surrey',
        kind: 'cavalry',
        label: 'CAV late',
        startMarker: 'english-zone',
        entersOnTurn: 13,
      },
    ],
  };
}

/** The scenario behind the setup: turns 11 to 13, English initiative, MORALE 2 for the English. */
export function testScenario(
  edition: EditionId = 'bannockburn-1314',
  changes: Partial<Scenario> = {},
): Scenario {
  return {
    id: 'test-field',
    edition,
    name: 'Test Field',
    date: '1 January 1300',
    history: [],
    turns: { first: 11, last: 13 },
    initiative: 'English',
    morale: { value: 2, favours: 'English' },
    sides: [],
    victory: [],
    notes: [],
    variants: [],
    printingIssues: [],
    ...changes,
  };
}

/**
 * Test support until readBoardSetup is on main: part of Stirling's setup
 * (Bannockburn 1314) drawn by hand as a BoardSetup, on either stagger.
 */
import { formatHex, parseHex, rangeRing, type HexMap } from '../../../engine/core/index.ts';
import type { BoardMarker, BoardSetup } from '../../../engine/medieval/index.ts';

type Draft = Omit<BoardMarker, 'hexes'>;

const drafts: Draft[] = [
  {
    id: 'scots-wallace',
    kind: 'leader',
    side: 'Scots',
    hex: '3318',
    radius: 0,
    label: 'Wallace',
    leader: 'Wallace',
    banner: true,
    detail: ['Fatigue 2 at the start.', 'Carries the Scots’ banner.'],
    rules: ['8.1', '7.1.1'],
  },
  {
    id: 'scots-wallace-zone-1',
    kind: 'zone',
    side: 'Scots',
    hex: '3318',
    radius: 1,
    label: '4 × INF [0], 3 × INF [1]',
    leader: 'Wallace',
    detail: ['Wallace’s infantry set up within 1 hex of 3318.'],
    rules: ['12.1.1'],
  },
  {
    id: 'scots-moray',
    kind: 'leader',
    side: 'Scots',
    hex: '3512',
    radius: 0,
    label: 'Moray',
    leader: 'Moray',
    banner: false,
    detail: ['Fatigue 2 at the start.'],
    rules: ['8.1'],
  },
  {
    id: 'scots-moray-zone-1',
    kind: 'zone',
    side: 'Scots',
    hex: '3512',
    radius: 1,
    label: '4 × INF [0], 3 × INF [1]',
    leader: 'Moray',
    detail: ['Moray’s infantry set up within 1 hex of 3512.'],
    rules: ['12.1.1'],
  },
  {
    id: 'english-de-thweng',
    kind: 'leader',
    side: 'English',
    hex: '2710',
    radius: 0,
    label: 'de Thweng',
    leader: 'de Thweng',
    banner: false,
    detail: ['Fatigue 4 at the start.'],
    rules: ['8.1'],
  },
  {
    id: 'english-de-thweng-zone-1',
    kind: 'zone',
    side: 'English',
    hex: '2710',
    radius: 1,
    label: '2 × CAV [2]',
    leader: 'de Thweng',
    detail: ['de Thweng’s cavalry set up within 1 hex of 2710.'],
    rules: ['12.1.1'],
  },
  {
    id: 'english-surrey',
    kind: 'leader',
    side: 'English',
    hex: '0612',
    radius: 0,
    label: 'Surrey',
    leader: 'Surrey',
    banner: true,
    detail: ['Carries the English banner.'],
    rules: ['8.1', '7.1.1'],
  },
  {
    id: 'place-ford-1702',
    kind: 'place',
    side: 'English',
    hex: '1702',
    radius: 0,
    label: 'Ford',
    detail: ['Counts towards capturing the ford for the English.'],
    rules: [],
  },
];

/** Stirling's fixture board, its zones' hexes worked out on the given stagger. */
export function stirlingFixture(lowerColumns: HexMap['lowerColumns'] = 'odd'): BoardSetup {
  const map: HexMap = { columns: [1, 44], rows: [1, 28], lowerColumns };
  const cover = (hex: string, radius: number) => {
    const centre = parseHex(hex, map);
    if (!centre.ok) throw new Error(centre.error.message);
    return Array.from({ length: radius + 1 }, (_, r) => rangeRing(centre.value, r, map))
      .flat()
      .map(formatHex);
  };
  return {
    scenarioId: 'stirling',
    edition: 'bannockburn-1314',
    scenarioMap: {
      map,
      reading: 'Fixture: every hex the setup names with 3 hexes to spare; the stagger is a choice.',
    },
    sides: ['Scots', 'English'],
    markers: drafts.map((draft) => ({ ...draft, hexes: cover(draft.hex, draft.radius) })),
    counters: [],
  };
}

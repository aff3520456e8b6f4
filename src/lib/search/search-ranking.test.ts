import { describe, expect, it } from 'vitest';
import {
  matchSectionTitle,
  queryTerms,
  rankAcrossPages,
  rankRules,
  resembles,
  resultKind,
  type PageMatch,
} from './search-ranking.ts';

// Word positions: 0 "6.0", 1 "Morale", 2..; rule 6.1.6 starts at 6.
const morale: PageMatch = {
  url: '/b/morale/',
  score: 5,
  content: '6.0 Morale intro text here . 6.1.6 When a leader is killed, the counter moves 8 boxes.',
  locations: [9, 11],
  anchors: [
    { id: 'r-6.0', location: 0, text: '6.0 Morale' },
    { id: 'r-6.1.6', location: 6, text: '6.1.6 When a leader' },
  ],
  meta: { title: '6.0 Morale', kind: 'chapter' },
};
const scenario: PageMatch = {
  url: '/b/stirling/',
  score: 5.5,
  content: 'Victory conditions Leader killed. +28 Cavalry unit killed. +5',
  locations: [2, 3, 7],
  anchors: [{ id: 'scenario-victory', location: 0, text: 'Victory conditions' }],
  meta: { title: 'Stirling', kind: 'scenario' },
};

describe('rankRules', () => {
  it('places a match in the rule whose anchor precedes it (6.1.6), with marks', () => {
    const [hit] = rankRules(morale, queryTerms('leader killed'));
    expect(hit?.href).toBe('/b/morale/#r-6.1.6');
    expect(hit?.title).toBe('Rule 6.1.6');
    expect(hit?.excerpt).toContain('<mark>leader</mark> is <mark>killed,</mark>');
  });
  it('names a section anchor by its text and a page without anchors by its title', () => {
    expect(rankRules(scenario, ['leader'])[0]?.title).toBe('Victory conditions');
    const bare = { ...morale, anchors: [] };
    expect(rankRules(bare, ['leader'])[0]).toMatchObject({
      href: '/b/morale/',
      title: '6.0 Morale',
    });
  });
});

describe('rankRules places each match in its block', () => {
  // Words: 0 "shiltron" 1 "intro" | 2 "11.3" 3 "shiltron" 4 "rule" | 5 "11.4" 6 "shiltron"
  const page: PageMatch = {
    url: '/b/objects/',
    score: 1,
    content: 'shiltron intro 11.3 shiltron rule 11.4 shiltron',
    locations: [6, 0, 3, 5],
    // Out of order on purpose: blocks follow the anchors' locations.
    anchors: [
      { id: 'r-11.4', location: 5, text: '11.4 Next' },
      { id: 'r-11.3', location: 2, text: '11.3 Shiltron' },
    ],
    meta: { title: 'Objects', kind: 'chapter' },
  };
  it('before the first anchor on the page, at an anchor in that anchor, after it in the last', () => {
    const hits = rankRules(page, ['shiltron', '11']);
    expect(hits.map((h) => h.href).sort()).toEqual([
      '/b/objects/',
      '/b/objects/#r-11.3',
      '/b/objects/#r-11.4',
    ]);
    // 11.4 holds both of its words (the number at its anchor, the term after it).
    expect(hits[0]?.href).toBe('/b/objects/#r-11.4');
    expect(hits.find((h) => h.href === '/b/objects/#r-11.3')?.excerpt).toBe(
      '11.3 <mark>shiltron</mark> rule',
    );
  });
});

describe('rankRules in a book named by sections', () => {
  it('names a section anchor (r-<slug>) by its heading, not as a rule number', () => {
    const page: PageMatch = {
      url: '/macbeth-to-medici/charges-and-responses/',
      score: 2,
      content: 'Evading and feigned retreat A unit that evades turns about.',
      locations: [2, 3],
      anchors: [
        { id: 'r-evading-and-feigned-retreat', location: 0, text: 'Evading and feigned retreat' },
      ],
      meta: { title: 'Charges and responses', kind: 'chapter' },
    };
    expect(rankRules(page, queryTerms('feigned retreat'))[0]?.title).toBe(
      'Evading and feigned retreat',
    );
  });
});

describe('matchSectionTitle', () => {
  const sections = [
    {
      number: 'evading-and-feigned-retreat',
      href: '/m/c/#r-e',
      text: 'Evading and feigned retreat',
    },
    { number: 'feigned-retreat', href: '/m/c/#r-f', text: 'Feigned retreat' },
    { number: 'co', href: '/m/m/#r-co', text: 'Co-ordinated movement' },
    { number: 'movement', href: '/m/m/#r-movement', text: 'Movement' },
  ];

  it('offers the shortest title holding every word of the query (Evading and feigned retreat)', () => {
    expect(matchSectionTitle('feigned retreat', sections)?.number).toBe('feigned-retreat');
    expect(matchSectionTitle('Feigned  RETREAT', sections)?.number).toBe('feigned-retreat');
    expect(matchSectionTitle('evading retreat', sections)?.number).toBe(
      'evading-and-feigned-retreat',
    );
    expect(matchSectionTitle('movement', sections)?.number).toBe('movement');
    expect(matchSectionTitle('coordinated movement', sections)?.number).toBe('co');
  });

  it('offers nothing when a word is in no title, or for an empty query', () => {
    expect(matchSectionTitle('feigned charge', sections)).toBeUndefined();
    expect(matchSectionTitle('feign', sections)).toBeUndefined();
    expect(matchSectionTitle('  ', sections)).toBeUndefined();
  });
});

describe('rankAcrossPages', () => {
  it('ranks a rule above a scenario table with a higher page score (6.1.6)', () => {
    const hits = rankAcrossPages([scenario, morale], queryTerms('leader killed'));
    expect(hits[0]?.href).toBe('/b/morale/#r-6.1.6');
  });
});

describe('resembles', () => {
  it('tells a real match from a stray stem', () => {
    expect(resembles('Shiltrons,', 'shiltron')).toBe(true);
    expect(resembles('S.', 'shiltorn')).toBe(false);
  });
});

describe('rankRules with the search vocabulary', () => {
  // 4.4.9 mentions the stacking limits; 4.5.1 sets the limit and carries the name (weight 10).
  // Words: 0 "4.4.9" 1 "Returning" 2 "units" 3 "are" 4 "subject" 5 "to" 6 "the" 7 "stacking"
  // 8 "limits." | 9 "⟪stacking" 10 "limit" 11 "·" 12 "stacking⟫" 13 "4.5.1" 14 "The" 15 "units" …
  const movement: PageMatch = {
    url: '/b/movement/',
    score: 3,
    content:
      '4.4.9 Returning units are subject to the stacking limits. ⟪stacking limit · stacking⟫ 4.5.1 The units on one hex may total at most 2 SPs.',
    locations: [7, 8, 9, 10, 12],
    weighted_locations: [
      { weight: 1, location: 7 },
      { weight: 1, location: 8 },
      { weight: 10, location: 9 },
      { weight: 10, location: 10 },
      { weight: 10, location: 12 },
    ],
    anchors: [
      { id: 'r-4.4.9', location: 0, text: '4.4.9 Returning units' },
      { id: 'r-4.5.1', location: 9, text: '4.5.1 The units' },
    ],
    meta: { title: '4.0 Movement', kind: 'chapter' },
  };

  it('ranks the rule named by the query (4.5.1) above the rule that mentions it (4.4.9)', () => {
    const hits = rankRules(movement, queryTerms('stacking limit'));
    expect(hits.map((h) => h.title)).toEqual(['Rule 4.5.1', 'Rule 4.4.9']);
    // The names are for the index: the excerpt shows the rule's own words.
    expect(hits[0]?.excerpt).toBe('4.5.1 The units on one hex may total at most 2 SPs.');
  });

  it('opens the excerpt at the first match shown, not at the names, and keeps brackets', () => {
    const words = Array.from({ length: 30 }, (_, i) => `w${i}`).join(' ');
    const page: PageMatch = {
      url: '/b/basic/',
      score: 2,
      content: `⟪Zone of Control · ZoC⟫ 1.3 Definitions ${words} a unit's ( ⟦Zone of Control⟧ ZoC) is`,
      // 0-3 the names; 36 "(", 37-39 the added forms, 40 "ZoC)".
      locations: [0, 37, 40],
      weighted_locations: [
        { weight: 10, location: 0 },
        { weight: 1, location: 37 },
        { weight: 1, location: 40 },
      ],
      anchors: [{ id: 'r-1.3', location: 0, text: '1.3 Definitions' }],
      meta: { title: '1.0 Basic Information', kind: 'chapter' },
    };
    const [hit] = rankRules(page, queryTerms('zone'));
    expect(hit?.excerpt).toMatch(/^… w\d+ .* a unit's \(<mark>ZoC\)<\/mark> is$/);
  });

  it('marks the word an added form stands for (zone → ZoC), and no stop-word', () => {
    const combat: PageMatch = {
      url: '/b/combat/',
      score: 2,
      content:
        '5.4.5 A unit may not retreat into an enemy ⟦zone of control⟧ ZoC, nor onto terrain.',
      locations: [1, 5, 7, 9],
      anchors: [{ id: 'r-5.4.5', location: 0, text: '5.4.5 A unit' }],
      meta: { title: '5.0 Combat', kind: 'chapter' },
    };
    const [hit] = rankRules(combat, queryTerms('retreat into a zone'));
    expect(hit?.excerpt).toBe(
      '5.4.5 A unit may not <mark>retreat</mark> into an enemy <mark>ZoC,</mark> nor onto terrain.',
    );
  });
});

describe('resultKind', () => {
  it('tells rules, examples, tables, the glossary and scenarios apart', () => {
    expect(resultKind('chapter', 'r-5.4.5')).toBe('rules');
    expect(resultKind('chapter', 'ex-5.4.6')).toBe('examples');
    expect(resultKind('tables', 'ex-crossing-bands')).toBe('examples');
    expect(resultKind('tables', 'r-T8')).toBe('tables');
    expect(resultKind('tools', undefined)).toBe('tables');
    expect(resultKind('glossary', 'term-zoc')).toBe('glossary');
    expect(resultKind('scenario', 'scenario-victory')).toBe('scenarios');
    expect(resultKind('notes', undefined)).toBe('rules');
  });
});

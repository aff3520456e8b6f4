import { describe, expect, it } from 'vitest';
import {
  queryTerms,
  rankAcrossPages,
  rankRules,
  resembles,
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

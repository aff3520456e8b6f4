import { describe, expect, it } from 'vitest';
import { editDistance, suggestTerm } from './spelling.ts';

const entries = [
  { term: 'Shiltron', number: '11.3', href: '/b/objects/#r-11.3' },
  { term: 'Grand leader', number: '6.1.7', href: '/b/morale/#r-6.1.7' },
  { term: 'Zone of Control', number: '3.0', href: '/b/zone-of-control/#r-3.0' },
];

describe('editDistance', () => {
  it('counts a swap of neighbouring letters as one edit', () => {
    expect(editDistance('shiltorn', 'shiltron')).toBe(1);
    expect(editDistance('leader', 'leader')).toBe(0);
    expect(editDistance('', 'abc')).toBe(3);
    expect(editDistance('kitten', 'sitting')).toBe(3);
  });
});

describe('suggestTerm', () => {
  it('suggests the glossary term a misspelling is close to', () => {
    expect(suggestTerm('shiltorn', entries)?.number).toBe('11.3');
    expect(suggestTerm('controll', entries)?.term).toBe('Zone of Control');
  });
  it('suggests nothing for a correct word, a short word or a distant one', () => {
    expect(suggestTerm('leader', entries)).toBeUndefined();
    expect(suggestTerm('zoe', entries)).toBeUndefined();
    expect(suggestTerm('pursuit', entries)).toBeUndefined();
  });
});

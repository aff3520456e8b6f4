import { describe, expect, it } from 'vitest';
import { tableIds } from '../tables/index.ts';
import { chartTitles, shortNames } from './named-references.ts';

describe('rules the book names in words', () => {
  it('reads an abbreviation as the rule defining it', () => {
    expect(shortNames.CC).toBe('5.40');
    expect(shortNames.VF).toBe('7.00');
  });

  it('reads a chart title as its table, under each name the book uses', () => {
    expect(chartTitles['Leader Hit Chart']).toBe('T20');
    expect(chartTitles['Hit Chart']).toBe(chartTitles['Missile Hit Chart']);
    expect(chartTitles['Combat Hit Chart']).toBe(chartTitles['CC Hit Chart']);
  });

  it('points every chart title at a printed table', () => {
    for (const [title, table] of Object.entries(chartTitles))
      expect(tableIds as readonly string[], title).toContain(table);
  });
});

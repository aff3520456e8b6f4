import { describe, expect, it } from 'vitest';
import { tableIds } from '../tables/index.ts';
import { citeInLabel, rules, unnumberedSectionNames } from './citations.ts';

describe('the rules the calculators cite', () => {
  const cited = Object.values(rules);

  it('names each rule once, by a printed table, a rule number or an unnumbered paragraph', () => {
    expect(new Set(cited).size).toBe(cited.length);
    for (const rule of cited) {
      const table = (tableIds as readonly string[]).includes(rule);
      const named = rule in unnumberedSectionNames;
      expect(table || named || /^[1-9]\.\d{1,2}$/.test(rule), rule).toBe(true);
    }
  });

  it('cites 1.00 as the book numbers it, irregular troops, and the unnumbered paragraphs by name', () => {
    expect(rules.irregulars).toBe('1.00');
    expect(rules.dice).toBe('dice');
    expect(rules.groundScale).toBe('ground-scale');
    expect(Object.keys(rules)).not.toContain('organisation');
    expect(unnumberedSectionNames).toEqual({ dice: 'Dice', 'ground-scale': 'Ground scale' });
  });

  it('cites the rules the tools are built on by what they are about', () => {
    expect(rules.captivity).toBe('7.10');
    expect(rules.ransom).toBe('9.12');
    expect(rules.subUnits).toBe('9.13');
    expect(rules.moraleModifiers).toBe('T17A');
  });

  it('writes a label with its rule as the forms print it', () => {
    expect(citeInLabel('Berserkers', rules.berserkers)).toBe('Berserkers (9.07)');
    expect(citeInLabel('Class', rules.leaderClasses)).toBe('Class (T18)');
  });
});

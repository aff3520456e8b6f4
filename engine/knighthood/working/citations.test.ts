import { describe, expect, it } from 'vitest';
import { tableIds } from '../tables/index.ts';
import { citeInLabel, rules } from './citations.ts';

describe('the rules the calculators cite', () => {
  const cited = Object.values(rules);

  it('names each rule once, by a printed table, a rule number or the Dice paragraph', () => {
    expect(new Set(cited).size).toBe(cited.length);
    for (const rule of cited) {
      const table = (tableIds as readonly string[]).includes(rule);
      expect(table || rule === 'dice' || /^[1-9]\.\d{1,2}$/.test(rule), rule).toBe(true);
    }
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

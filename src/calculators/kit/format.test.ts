import { describe, expect, it } from 'vitest';
import { formatChance, formatOdds } from './format.ts';

describe('formatOdds', () => {
  it('puts the percent first, the exact fraction after it when short', () => {
    expect(formatOdds({ num: 1n, den: 4n })).toBe('25.0% (9/36)');
    expect(formatOdds({ num: 203n, den: 216n }, 1296)).toBe('94.0% (1218/1296)');
  });

  it('leaves a long exact fraction out of the line (the odds table shows it on a tap)', () => {
    const p = { num: 41131634375n, den: 753145430616n };
    expect(formatOdds(p, 1n)).toBe('5.5%');
    expect(formatChance(p, 1n)).toBe('41131634375/753145430616 · 5.5%'); // Medieval keeps its form
  });
});

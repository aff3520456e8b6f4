import { describe, expect, it } from 'vitest';
import { freshSeed } from './roll-log.ts';

describe('fresh seeds for dice entries given none', () => {
  it('two seeds handed out in the same millisecond differ', () => {
    const seeds = Array.from({ length: 50 }, () => freshSeed());
    expect(new Set(seeds).size).toBe(50);
  });
});

import { describe, expect, it } from 'vitest';
import * as compact from './compact.ts';

const { asFlag, at, bit, byIndex, each, fromZero, idsOf, keyed, orZero, packFlags, splitWords } =
  compact;

describe('packing a game into compact JSON', () => {
  it('packs flags as bits, the first the lowest, and reads each back', () => {
    expect(packFlags()).toBe(0);
    expect(packFlags(true)).toBe(1);
    expect(packFlags(false, true)).toBe(2);
    expect(packFlags(true, false, true)).toBe(5);
    expect(packFlags(true, true, true)).toBe(7);
    expect([1, 2, 4].map((mask) => bit(5, mask))).toEqual([true, false, true]);
    expect(bit('5', 1)).toBe('5');
  });

  it('writes an absent id as 0 and reads 0 back as the absent value the system keeps', () => {
    expect([orZero('u1'), orZero(null), orZero(undefined)]).toEqual(['u1', 0, 0]);
    expect(fromZero(0)).toBeUndefined();
    expect(fromZero(0, null)).toBeNull();
    expect(fromZero('u1', null)).toBe('u1');
    expect(fromZero(false)).toBe(false);
  });

  it('reads 0 and 1 as flags, and names by index', () => {
    expect([asFlag(0), asFlag(1), asFlag(2), asFlag(true)]).toEqual([false, true, 2, true]);
    expect(byIndex(['a', 'b'], 1)).toBe('b');
    expect(byIndex(['a', 'b'], 2)).toBeUndefined();
    expect(byIndex(['a', 'b'], 'b')).toBe('b');
  });
});

describe('spelling compact JSON out without trusting it', () => {
  it('takes a position of a list only, and spells each item of a list only', () => {
    expect(at([4, 5], 1)).toBe(5);
    expect(at({ 1: 5 }, 1)).toBeUndefined();
    expect(at('ab', 1)).toBeUndefined();
    expect(each([1, 2], (n) => Number(n) * 2)).toEqual([2, 4]);
    expect(each('x', () => 0)).toBe('x');
  });

  it('lists the ids that lead each packed item', () => {
    expect(idsOf([['u1', 3], ['u2'], 7])).toEqual(['u1', 'u2', undefined]);
    expect(idsOf('u1')).toEqual([]);
  });

  it('keys a list by the ids in order, or passes it on when it does not fit them', () => {
    const double = (n: unknown) => Number(n) * 2;
    expect(keyed(['a', 'b'], [1, 2], double)).toEqual({ a: 2, b: 4 });
    expect(keyed([], [], double)).toEqual({});
    expect(keyed(['a'], [1, 2], double)).toEqual([1, 2]);
    expect(keyed(['a', 'b'], [1], double)).toEqual([1]);
    expect(keyed(['a', 3], [1, 2], double)).toEqual([1, 2]);
    expect(keyed(['a'], 'x', double)).toBe('x');
  });

  it('spells words packed as one text out as a list', () => {
    expect(splitWords('a b')).toEqual(['a', 'b']);
    expect(splitWords('a')).toEqual(['a']);
    expect(splitWords('')).toEqual([]);
    expect(splitWords(['a'])).toEqual(['a']);
  });
});

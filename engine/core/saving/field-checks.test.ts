import { describe, expect, it } from 'vitest';
import { ok } from '../result.ts';
import { fieldChecks } from './field-checks.ts';

const { refuse, whole, flag, text, oneOf, list } = fieldChecks('game file');
const refusal = (field: string, message: string) => ({
  ok: false,
  error: { field, rule: 'game file', message },
});

describe('field checks of saved input', () => {
  it('refuses naming the field and citing the format rule', () => {
    expect(refuse('a.b', 'no')).toEqual(refusal('a.b', 'no'));
  });

  it('reads a whole number within its bounds, both ends included', () => {
    expect(whole(1, 1, 3, 'n')).toEqual(ok(1));
    expect(whole(3, 1, 3, 'n')).toEqual(ok(3));
    for (const value of [0, 4, 1.5, '2', null, Number.NaN])
      expect(whole(value, 1, 3, 'n').ok).toBe(false);
    expect(whole(4, 1, 3, 'turn')).toEqual(
      refusal('turn', 'turn is a whole number from 1 to 3, not 4'),
    );
  });

  it('reads -0 as 0, which JSON writes back the same', () => {
    const read = whole(-0, 0, 3, 'n');
    expect(read.ok && Object.is(read.value, 0)).toBe(true);
  });

  it('reads true or false, and text', () => {
    expect(flag(true, 'f')).toEqual(ok(true));
    expect(flag(false, 'f')).toEqual(ok(false));
    expect(flag(0, 'f')).toEqual(refusal('f', 'f is true or false'));
    expect(text('', 't')).toEqual(ok(''));
    expect(text(1, 't')).toEqual(refusal('t', 't is text'));
  });

  it('reads one of the allowed names, listing them when refusing', () => {
    expect(oneOf('b', ['a', 'b'], 'o')).toEqual(ok('b'));
    expect(oneOf('c', ['a', 'b'], 'o')).toEqual(refusal('o', 'o is one of a, b, not "c"'));
  });

  it('reads a list up to its longest, and refuses one item more', () => {
    expect(list([1, 2], 'l', 2)).toEqual(ok([1, 2]));
    expect(list([], 'l', 0)).toEqual(ok([]));
    expect(list([1, 2, 3], 'l', 2)).toEqual(refusal('l', 'l is a list of at most 2'));
    expect(list({ length: 1 }, 'l', 2).ok).toBe(false);
  });
});

import { describe, expect, it } from 'vitest';
import { fail, ok, quoteInput, quotedLength } from './result.ts';

describe('results', () => {
  it('wrap a value or an error naming the field and the rule', () => {
    expect(ok(3)).toEqual({ ok: true, value: 3 });
    expect(fail('sp', '1.4', 'too many')).toEqual({
      ok: false,
      error: { field: 'sp', rule: '1.4', message: 'too many' },
    });
  });
});

describe('quoting input in a message', () => {
  it('quotes text up to 24 characters whole, and cuts the 25th off with an ellipsis', () => {
    expect(quotedLength).toBe(24);
    const at = 'a'.repeat(24);
    expect(quoteInput(at)).toBe(`"${at}"`);
    expect(quoteInput(`${at}b`)).toBe(`"${at}…"`);
    expect(quoteInput('abcdef', 3)).toBe('"abc…"');
    expect(quoteInput('abc', 3)).toBe('"abc"');
    expect(quoteInput('')).toBe('""');
    expect(quoteInput('x'.repeat(2_000_000))).toHaveLength(24 + 3);
  });

  it('escapes quotes, controls, lone surrogates and angle brackets, and never splits a pair', () => {
    expect(quoteInput('say "hi"\\')).toBe('"say \\"hi\\"\\\\"');
    expect(quoteInput('a\u0000b\n')).toBe('"a\\u0000b\\n"');
    expect(quoteInput('\uD800x')).toBe('"\\ud800x"');
    expect(quoteInput('<img onerror>')).toBe('"\\u003cimg onerror\\u003e"');
    expect(quoteInput('ab😀c', 3)).toBe('"ab😀…"');
    expect(quoteInput('a\u007f\u0085\u202eb\u2028')).toBe('"a\\u007f\\u0085\\u202eb\\u2028"');
    expect(quoteInput('\u{E0001}é')).toBe('"\\udb40\\udc01é"');
    expect(quoteInput('😀😀', 1)).toBe('"😀…"');
  });

  it('names other values by their kind, never walking them', () => {
    expect(quoteInput(7)).toBe('7');
    expect(quoteInput(-0)).toBe('-0');
    expect(quoteInput(0)).toBe('0');
    expect(quoteInput(Infinity)).toBe('Infinity');
    expect(quoteInput(true)).toBe('true');
    expect(quoteInput(null)).toBe('null');
    expect(quoteInput(undefined)).toBe('nothing');
    expect(quoteInput(JSON.parse(`${'['.repeat(100_000)}${']'.repeat(100_000)}`))).toBe('a list');
    expect(quoteInput({ toString: () => '<b>' })).toBe('an object');
    expect(quoteInput(10n)).toBe('nothing');
  });
});

/**
 * The one generator of hostile input for every fuzz test of a reader (URL
 * state, share links, saved files, kept text): script payloads, prototype
 * keys, broken percent escapes, huge strings, deep nesting, odd numbers,
 * unicode, lone surrogates and control characters, mixed with plain random
 * input. Also the check every reader's message must pass.
 */
import fc from 'fast-check';
import { expect } from 'vitest';
import { quotedLength } from './result.ts';

/** Runs per reader: 1000 or more, so a rare hostile shape is met. */
export const fuzzRuns = 1000;

/** Markup and script payloads, as a link or a file could carry them. */
export const scriptPayloads = [
  '<script>globalThis.__pwned=1</script>',
  '"><img src=x onerror="globalThis.__pwned=1">',
  "'><svg onload=globalThis.__pwned=1>",
  'javascript:globalThis.__pwned=1',
  '<iframe srcdoc="<script>globalThis.__pwned=1</script>">',
  '{{constructor.constructor("globalThis.__pwned=1")()}}',
  '${globalThis.__pwned=1}',
  '</title><script>globalThis.__pwned=1</script>',
] as const;

/** Keys that reach an object's prototype when assigned carelessly. */
export const prototypeKeys = [
  '__proto__',
  'constructor',
  'prototype',
  'toString',
  'hasOwnProperty',
];

/** Percent escapes that make decodeURIComponent throw, and odd valid ones. */
export const badEscapes = ['%E0%A4%A', '%', '%zz', '%C0%80', '%ED%A0%80', '%%', '%u0041', '%00'];

/** Number spellings a reader must refuse or read exactly. */
export const oddNumbers = [
  'NaN',
  'Infinity',
  '-Infinity',
  '-0',
  '1e309',
  '-1e309',
  '0x10',
  '1_0',
  ' 4 ',
  '4.5',
  '9007199254740993',
  '1e2',
  '+3',
  '٣',
];

/** Unicode that is easy to get wrong: lone surrogates, controls, RTL and joiners. */
export const oddText = [
  '\uD800',
  '\uDC00x',
  'a\u0000b',
  '\u0007\u001b[31m',
  '\u202Eevil',
  'e\u0301',
  '👨‍👩‍👧',
  '\uFEFF',
  '\r\n',
  '\u2028',
];

/** Nesting deep enough to overflow any recursive walk: arrays or objects as JSON text. */
export const deepJson = (depth: number, kind: 'array' | 'object' = 'array'): string =>
  kind === 'array'
    ? `${'['.repeat(depth)}${']'.repeat(depth)}`
    : `${'{"a":'.repeat(depth)}1${'}'.repeat(depth)}`;

/** Longer than any reader accepts, and just within. */
export const hugeLengths = [10_000, 200_001, 2_000_001] as const;

const huge = fc
  .constantFrom(...hugeLengths)
  .chain((n) => fc.constantFrom('a', '<', '%', '[').map((c) => c.repeat(n)));

/** One hostile piece of text. */
export const hostileText: fc.Arbitrary<string> = fc.oneof(
  {
    arbitrary: fc.constantFrom(
      ...scriptPayloads,
      ...prototypeKeys,
      ...badEscapes,
      ...oddNumbers,
      ...oddText,
    ),
    weight: 6,
  },
  { arbitrary: fc.string({ unit: 'binary', maxLength: 40 }), weight: 3 },
  { arbitrary: fc.string({ maxLength: 20 }), weight: 2 },
  { arbitrary: fc.constantFrom(deepJson(100_000), deepJson(100_000, 'object')), weight: 1 },
  { arbitrary: huge, weight: 1 },
);

/** Hostile text, or several pieces of it joined, the way a link strings values together. */
export const hostileString: fc.Arbitrary<string> = fc.oneof(
  { arbitrary: hostileText, weight: 3 },
  {
    arbitrary: fc.array(hostileText, { minLength: 2, maxLength: 4 }).map((parts) => parts.join('')),
    weight: 1,
  },
);

/** JSON values with every odd number JSON.parse can give (1e309 is Infinity; -0 stays -0). */
const oddJsonNumber = fc.constantFrom(
  -0,
  Infinity,
  -Infinity,
  1e308,
  -1,
  0.5,
  2 ** 53 + 2,
  Number.MIN_VALUE,
);

/** A hostile JSON value: random JSON, odd numbers, hostile strings, deep nesting, prototype keys. */
export const hostileJsonValue: fc.Arbitrary<unknown> = fc.oneof(
  { arbitrary: fc.jsonValue({ maxDepth: 3 }), weight: 3 },
  { arbitrary: oddJsonNumber, weight: 2 },
  { arbitrary: hostileText, weight: 2 },
  {
    arbitrary: fc
      .constantFrom('array' as const, 'object' as const)
      .map((k) => JSON.parse(deepJson(100_000, k)) as unknown),
    weight: 1,
  },
  {
    arbitrary: fc
      .constantFrom(...prototypeKeys)
      .map((key) => JSON.parse(`{"${key}":{"polluted":true}}`) as unknown),
    weight: 1,
  },
);

/** The text of a hostile file: JSON of hostile values, literal odd numbers, deep nesting or not JSON at all. */
export const hostileJsonText: fc.Arbitrary<string> = fc.oneof(
  { arbitrary: hostileJsonValue.map((v) => jsonTextOf(v)), weight: 3 },
  {
    arbitrary: fc.constantFrom(
      '1e309',
      '-0',
      '{"a":1e309}',
      '[-0]',
      '{"__proto__":{"polluted":true}}',
      '{"constructor":{"prototype":{"polluted":true}}}',
    ),
    weight: 1,
  },
  {
    arbitrary: fc.constantFrom(
      deepJson(100_000),
      deepJson(100_000, 'object'),
      `${'['.repeat(100_000)}`,
    ),
    weight: 1,
  },
  { arbitrary: hostileString, weight: 1 },
);

/** Numbers JSON.stringify would change, written as literals JSON.parse reads back (-0; 1e309 is Infinity). */
const oddLiterals: [number, string][] = [
  [-0, '-0'],
  [Infinity, '1e309'],
  [-Infinity, '-1e309'],
];

/**
 * JSON text of a value with -0 and ±Infinity kept as literals (JSON.stringify
 * writes 0 and null), and deep values given back as deep JSON instead of throwing.
 */
export function jsonTextOf(value: unknown): string {
  const mark = (n: number) => `\u0000odd${n}\u0000`;
  try {
    let text =
      JSON.stringify(value, (_key, item: unknown) => {
        const odd = oddLiterals.findIndex(([n]) => Object.is(n, item));
        return odd >= 0 ? mark(odd) : item;
      }) ?? 'null';
    oddLiterals.forEach(
      ([, literal], i) => (text = text.replaceAll(JSON.stringify(mark(i)), literal)),
    );
    return text;
  } catch {
    return deepJson(100_000);
  }
}

/** Every path to a value inside `base` (walked without recursion), the root among them. */
function pathsOf(base: unknown): (string | number)[][] {
  const paths: (string | number)[][] = [];
  const stack: [unknown, (string | number)[]][] = [[base, []]];
  while (stack.length > 0) {
    const [value, path] = stack.pop()!;
    paths.push(path);
    if (typeof value === 'object' && value !== null)
      for (const [key, item] of Object.entries(value))
        stack.push([item, [...path, Array.isArray(value) ? Number(key) : key]]);
  }
  return paths;
}

/**
 * A valid value (a game, an army) with one part made hostile: a value replaced
 * by a hostile one, or a hostile key added beside it. Random input alone rarely
 * gets past a reader's first check; this reaches every field.
 */
export function spoiled(base: unknown): fc.Arbitrary<unknown> {
  return fc
    .record({
      path: fc.constantFrom(...pathsOf(base)),
      value: hostileJsonValue,
      key: fc.oneof(fc.constantFrom(...prototypeKeys), hostileText),
      addKey: fc.boolean(),
    })
    .map(({ path, value, key, addKey }) => {
      const copy = JSON.parse(JSON.stringify(base)) as unknown;
      if (path.length === 0) return addKey ? copy : value;
      let parent = copy as Record<string | number, unknown>;
      for (const step of path.slice(0, -1))
        parent = parent[step] as Record<string | number, unknown>;
      const last = path.at(-1)!;
      const target = parent[last];
      // An array's `length` takes only a valid length: defining any other value throws here.
      const arrayLength = Array.isArray(target) && key === 'length';
      if (addKey && typeof target === 'object' && target !== null && !arrayLength)
        Object.defineProperty(target, key, {
          value,
          enumerable: true,
          configurable: true,
          writable: true,
        });
      else parent[last] = value;
      return copy;
    });
}

/** A query string made of these keys (and bare prototype keys) with hostile values, raw or percent-encoded. */
export function hostileQuery(keys: readonly string[]): fc.Arbitrary<string> {
  const key = fc.oneof(
    { arbitrary: fc.constantFrom(...keys), weight: 4 },
    { arbitrary: fc.constantFrom(...prototypeKeys), weight: 1 },
  );
  // Megabyte values would only time the browser's own URL parsing: one long value now and then.
  const value = fc.oneof(
    { arbitrary: hostileString.filter((v) => v.length <= 20_000), weight: 30 },
    { arbitrary: fc.constantFrom('a', '<', '%').map((c) => c.repeat(200_001)), weight: 1 },
  );
  const pair = fc
    .tuple(key, value, fc.boolean())
    .map(
      ([k, v, encoded]) =>
        `${k}=${encoded ? encodeURIComponent(v.replace(/[\uD800-\uDFFF]/g, '\uFFFD')) : v}`,
    );
  return fc.array(pair, { minLength: 1, maxLength: 6 }).map((pairs) => `?${pairs.join('&')}`);
}

/**
 * What every refusal must be: one line in players' words, naming the field,
 * quoting the input only shortened (never a whole hostile string), holding no markup.
 */
export function expectSafeMessage(error: { field: string; message: string }, input?: string): void {
  expect(error.field.length).toBeGreaterThan(0);
  for (const text of [error.field, error.message]) {
    expect(text.length).toBeLessThan(400);
    expect(text).not.toMatch(/[<>]/);
    expect(text).not.toMatch(/[\p{Cc}\p{Cf}\p{Zl}\p{Zp}]/u);
    expect(text).not.toMatch(
      /(?:^|[^\uD800-\uDBFF])[\uDC00-\uDFFF]|[\uD800-\uDBFF](?![\uDC00-\uDFFF])/,
    );
  }
  // quoteInput counts characters, not UTF-16 units: an emoji is one.
  if (input !== undefined && Array.from(input.slice(0, 2 * quotedLength + 2)).length > quotedLength)
    expect(error.message).not.toContain(input);
}

/** Whether a value, walked without recursion, holds a number JSON cannot carry back (NaN, ±Infinity, -0). */
export function holdsOddNumber(value: unknown): boolean {
  const stack: unknown[] = [value];
  while (stack.length > 0) {
    const item = stack.pop();
    if (typeof item === 'number' && (!Number.isFinite(item) || Object.is(item, -0))) return true;
    if (typeof item === 'object' && item !== null)
      stack.push(...(Object.values(item) as unknown[]));
  }
  return false;
}

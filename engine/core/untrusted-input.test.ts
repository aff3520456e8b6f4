import { describe, expect, it } from 'vitest';
import { encodeLinkText } from './link-text.ts';
import {
  checkFormatVersion,
  isRecord,
  own,
  readLinkJson,
  refusePrototypeKeys,
} from './untrusted-input.ts';

describe('reading untrusted saved input', () => {
  it('reads only fields an object holds itself', () => {
    expect(own({ a: 1 }, 'a')).toBe(1);
    expect(own({}, 'toString')).toBeUndefined();
    expect(own([1], '0')).toBeUndefined();
    expect(own(null, 'a')).toBeUndefined();
    expect([isRecord({}), isRecord([]), isRecord(null), isRecord('x')]).toEqual([
      true,
      false,
      false,
      false,
    ]);
  });

  it('refuses a prototype key at any depth, naming the field and rule, without recursing', () => {
    const deep = JSON.parse('{"a":[{"b":{"__proto__":1}}]}') as unknown;
    expect(refusePrototypeKeys(deep, 'link', 'game file')).toEqual({
      ok: false,
      error: { field: 'link', rule: 'game file', message: 'the key "__proto__" is not allowed' },
    });
    for (const key of ['constructor', 'prototype'])
      expect(refusePrototypeKeys({ x: { [key]: 1 } }, 'f', 'r').ok).toBe(false);
    let nested: unknown = 1;
    for (let i = 0; i < 100_000; i += 1) nested = [nested];
    expect(refusePrototypeKeys(nested, 'f', 'r').ok).toBe(true);
  });

  it('passes the current format version, and names a newer, unknown or missing one', () => {
    expect(checkFormatVersion(2, 2, 'v', 'game file').ok).toBe(true);
    const message = (v: unknown) => {
      const read = checkFormatVersion(v, 2, 'v', 'game file');
      return read.ok ? undefined : [read.error.field, read.error.rule, read.error.message];
    };
    expect(message(3)).toEqual([
      'v',
      'game file',
      'made by a newer version of the site (format 3); this one reads format 2',
    ]);
    expect(message(1)?.[2]).toMatch(/^format version 1 is not one/);
    expect(message(undefined)?.[2]).toBe('format version missing is not one this site knows');
    expect(message(2.5)?.[2]).toMatch(/^format version 2\.5 is not/);
  });

  it('reads a link’s JSON, and nothing from a long, foreign or broken one', () => {
    const link = encodeLinkText('{"v":1}');
    expect(readLinkJson(link, 100)).toEqual({ v: 1 });
    expect(readLinkJson(link, link.length - 1)).toBeUndefined();
    expect(readLinkJson('not+link', 100)).toBeUndefined();
    expect(readLinkJson(encodeLinkText('{v:1'), 100)).toBeUndefined();
    expect(readLinkJson(42, 100)).toBeUndefined();
  });
});

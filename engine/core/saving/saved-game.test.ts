import { describe, expect, it, vi } from 'vitest';
import { decodeLinkText, encodeLinkText } from '../link-text.ts';
import { ok } from '../result.ts';
import { readGameLink, readGameText, writeGameLink, writeGameText } from './saved-game.ts';

const format = {
  name: 'test-game',
  version: 2,
  rule: 'test file',
  book: 'Test',
  longestFile: 60,
  longestLink: 40,
};
const refusal = (field: string, message: string) => ({
  ok: false,
  error: { field, rule: 'test file', message },
});
const fields = (file: unknown) => ok(file);
const fileOf = (text: string) => readGameText(text, format, fields);
/** File text of exactly `length` characters, read as a game of this format. */
const fileOfLength = (length: number) => {
  const head = '{"format":"test-game","version":2,"x":"';
  return `${head}${'a'.repeat(length - head.length - 2)}"}`;
};

describe('a saved game as a file', () => {
  it('writes the format name and version first, then the fields, as indented JSON', () => {
    expect(writeGameText(format, { game: { turn: 1 } })).toBe(
      '{\n  "format": "test-game",\n  "version": 2,\n  "game": {\n    "turn": 1\n  }\n}',
    );
  });

  it('gives the file to the reader and returns what it reads', () => {
    const read = vi.fn(() => ok('game'));
    expect(readGameText('{"format":"test-game","version":2,"game":1}', format, read)).toEqual(
      ok('game'),
    );
    expect(read).toHaveBeenCalledWith({ format: 'test-game', version: 2, game: 1 });
  });

  it('reads text up to the longest file, and refuses one character more before parsing', () => {
    expect(fileOf(fileOfLength(60)).ok).toBe(true);
    expect(fileOf(fileOfLength(61))).toEqual(
      refusal('file', 'the file is too large to be a saved game'),
    );
    expect(readGameText(7, format, fields)).toEqual(
      refusal('file', 'the file is too large to be a saved game'),
    );
  });

  it('refuses text that is not JSON, or holds a prototype key', () => {
    expect(fileOf('{')).toEqual(refusal('file', 'the file is not JSON'));
    expect(fileOf('{"format":"test-game","version":2,"a":{"__proto__":1}}')).toEqual(
      refusal('file', 'the key "__proto__" is not allowed'),
    );
  });

  it('refuses JSON of another format, naming the book', () => {
    for (const text of ['[]', 'null', '"test-game"', '{"format":"other-game","version":2}'])
      expect(fileOf(text)).toEqual(refusal('format', 'this is not a saved Test game'));
  });

  it('refuses a version it does not read, without reading the game', () => {
    const read = vi.fn(fields);
    expect(readGameText('{"format":"test-game","version":3}', format, read)).toEqual(
      refusal('version', 'made by a newer version of the site (format 3); this one reads format 2'),
    );
    expect(readGameText('{"format":"test-game"}', format, read)).toEqual(
      refusal('version', 'format version missing is not one this site knows'),
    );
    expect(read).not.toHaveBeenCalled();
  });
});

describe('a saved game as a link', () => {
  it('writes the version first under v, then the compact fields, as base64url', () => {
    const link = writeGameLink(format, { t: 1, s: [] });
    expect(link).toMatch(/^[A-Za-z0-9_-]+$/);
    expect(decodeLinkText(link)).toBe('{"v":2,"t":1,"s":[]}');
  });

  it('gives the compact JSON to the reader and returns what it reads', () => {
    const read = vi.fn(() => ok('game'));
    expect(readGameLink(writeGameLink(format, { t: 1 }), format, read)).toEqual(ok('game'));
    expect(read).toHaveBeenCalledWith({ v: 2, t: 1 });
  });

  it('reads a link up to the longest, and refuses one character more before decoding', () => {
    const link = encodeLinkText(`{"v":2,"x":"${'a'.repeat(16)}"}`);
    expect(link).toHaveLength(40);
    expect(readGameLink(link, format, fields).ok).toBe(true);
    expect(readGameLink(link, { ...format, longestLink: 39 }, fields)).toEqual(
      refusal('link', 'the link does not hold a game'),
    );
  });

  it('refuses text that is not a link of JSON, or holds a prototype key', () => {
    for (const text of ['%%%', encodeLinkText('{'), 7])
      expect(readGameLink(text, format, fields)).toEqual(
        refusal('link', 'the link does not hold a game'),
      );
    expect(readGameLink(encodeLinkText('{"v":2,"constructor":1}'), format, fields)).toEqual(
      refusal('link', 'the key "constructor" is not allowed'),
    );
  });

  it('refuses a version it does not read, naming link.v, without reading the game', () => {
    const read = vi.fn(fields);
    expect(readGameLink(encodeLinkText('{"v":9}'), format, read)).toEqual(
      refusal('link.v', 'made by a newer version of the site (format 9); this one reads format 2'),
    );
    expect(readGameLink(encodeLinkText('[2]'), format, read)).toEqual(
      refusal('link.v', 'format version missing is not one this site knows'),
    );
    expect(read).not.toHaveBeenCalled();
  });
});

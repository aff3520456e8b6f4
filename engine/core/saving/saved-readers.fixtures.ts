/**
 * The hostile-input properties every reader of a saved thing (a game, an
 * army) must hold, from a file and from a link: it never throws, and either
 * gives a value that survives a round trip through both, or a refusal naming
 * the field that never quotes a whole hostile string.
 */
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  expectSafeMessage,
  holdsOddNumber,
  hostileJsonText,
  hostileString,
  jsonTextOf,
  spoiled,
} from '../hostile-inputs.fixtures.ts';
import { decodeLinkText, encodeLinkText } from '../link-text.ts';
import type { Result } from '../result.ts';
import { own } from '../untrusted-input.ts';

/** How one thing is saved and read back. */
export interface SavedReaders<T> {
  readFile: (text: string) => Result<T>;
  writeFile: (value: T) => string;
  readLink: (text: string) => Result<T>;
  writeLink: (value: T) => string;
  /** Reads a file's parsed JSON, as the file reader does after parsing. */
  readParsed: (file: unknown) => Result<T>;
  /** Longer links are refused before decoding. */
  longestLink: number;
}

/** Runs of each property: the any-text ones, and the one that spoils a real value. */
export interface ReaderRuns {
  text: number;
  json: number;
  spoiled: number;
}

/** The check of one reading: a sound value that round-trips both ways, or a safe refusal. */
export function expectSoundReading<T>(readers: SavedReaders<T>) {
  return (read: Result<T>, input?: string): void => {
    if (!read.ok) return expectSafeMessage(read.error, input);
    expect(holdsOddNumber(read.value)).toBe(false);
    expect(readers.readFile(readers.writeFile(read.value))).toEqual(read);
    expect(readers.readLink(readers.writeLink(read.value))).toEqual(read);
  };
}

/** The JSON a link holds, parsed. */
const linkJsonOf = (link: string): unknown => JSON.parse(decodeLinkText(link) ?? 'null');

/** Registers the hostile-input properties of both readers, spoiling `sample` part by part. */
export function describeHostileReaders<T>(
  title: string,
  readers: SavedReaders<T>,
  sample: T,
  runs: ReaderRuns,
  timeout: number,
): void {
  const expectSound = expectSoundReading(readers);
  const file = JSON.parse(readers.writeFile(sample)) as unknown;
  const linkJson = linkJsonOf(readers.writeLink(sample));
  // Longer JSON makes a link refused for its length, which the any-text property covers.
  const shortEnough = hostileJsonText.filter((json) => json.length < readers.longestLink / 2);

  describe(title, { timeout }, () => {
    it('the real one, read back from its parsed file', () => {
      expect(readers.readParsed(file)).toEqual({ ok: true, value: sample });
    });

    it('a link of any text', () => {
      fc.assert(
        fc.property(hostileString, (text) => expectSound(readers.readLink(text), text)),
        { numRuns: runs.text },
      );
    });

    it('a link holding any JSON text', () => {
      fc.assert(
        fc.property(shortEnough, (json) =>
          expectSound(readers.readLink(encodeLinkText(json)), json),
        ),
        { numRuns: runs.json },
      );
    });

    it('a file of any text', () => {
      fc.assert(
        fc.property(hostileJsonText, (text) => expectSound(readers.readFile(text), text)),
        { numRuns: runs.text },
      );
    });

    it('a file or a link with one part of a real one made hostile', () => {
      fc.assert(
        fc.property(spoiled(file), spoiled(linkJson), (value, link) => {
          expectSound(readers.readFile(jsonTextOf(value)));
          expectSound(readers.readLink(encodeLinkText(jsonTextOf(link))));
        }),
        { numRuns: runs.spoiled },
      );
    });

    it('parsed JSON of a file with one part made hostile', () => {
      fc.assert(
        // As JSON.parse gives it: no array holds a key beside its items.
        fc.property(spoiled(file), (value) =>
          expectSound(readers.readParsed(JSON.parse(jsonTextOf(value)))),
        ),
        { numRuns: runs.spoiled },
      );
    });
  });
}

/** A saved game's file as parsed JSON, its fields left loose for a test to spoil. */
export type LooseFile = { game: Record<string, unknown> };

/** Reads the sample's file back after `change` spoils a copy of its JSON: for tests naming the field refused. */
export function readChangedFile<T>(readFile: (text: string) => Result<T>, fileText: string) {
  const file = JSON.parse(fileText) as LooseFile;
  return (change: (file: LooseFile) => void): Result<T> => {
    const copy = structuredClone(file);
    change(copy);
    return readFile(JSON.stringify(copy));
  };
}

/** A value written to a file and to a link reads back the same from each. */
export function expectRoundTrip<T>(readers: SavedReaders<T>, value: T): void {
  expect(readers.readFile(readers.writeFile(value))).toEqual({ ok: true, value });
  expect(readers.readLink(readers.writeLink(value))).toEqual({ ok: true, value });
}

/** A system's saved-game modules, named alike in every system. */
export interface GameSaving<T> {
  file: { readGameFile: (text: string) => Result<T>; writeGameFile: (game: T) => string };
  link: {
    decodeGameLink: (text: string) => Result<T>;
    encodeGameLink: (game: T) => string;
    longestGameLink: number;
  };
  /** Reads the game held in a parsed file's `game` field. */
  readGame: (value: unknown) => Result<T>;
}

/** The readers of a system's saved game, as the properties here take them. */
export function gameReadersOf<T>({ file, link, readGame }: GameSaving<T>): SavedReaders<T> {
  return {
    readFile: file.readGameFile,
    writeFile: file.writeGameFile,
    readLink: link.decodeGameLink,
    writeLink: (game) => link.encodeGameLink(game),
    readParsed: (parsed) => readGame(own(parsed, 'game')),
    longestLink: link.longestGameLink,
  };
}

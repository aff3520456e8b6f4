/**
 * A game comes back from a link or a file; each reader fuzzed with hostile
 * input never throws, gives a game that survives a round trip, or a refusal
 * naming the field that never quotes a whole hostile string.
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
} from '../../../core/hostile-inputs.fixtures.ts';
import { encodeLinkText, type Result } from '../../../core/index.ts';
import type { MtmGame } from '../game/state.ts';
import { played } from '../play.fixtures.ts';
import { readGame } from './check.ts';
import { readGameFile, writeGameFile } from './game-file.ts';
import { decodeGameLink, encodeGameLink, longestGameLink } from './game-link.ts';

const file = JSON.parse(writeGameFile(played)) as unknown;
const linkJson = JSON.parse(
  new TextDecoder().decode(
    Uint8Array.from(atob(encodeGameLink(played).replaceAll('-', '+').replaceAll('_', '/')), (c) =>
      c.charCodeAt(0),
    ),
  ),
) as unknown;
const shortEnough = hostileJsonText.filter((json) => json.length < longestGameLink / 2);
// Fewer runs than the core's 1000, so the file stays near 15 s on a busy machine: each sound game is written and read back twice.
const runs = 200;

function expectSound(read: Result<MtmGame>, input?: string) {
  if (!read.ok) return expectSafeMessage(read.error, input);
  expect(holdsOddNumber(read.value)).toBe(false);
  expect(readGameFile(writeGameFile(read.value))).toEqual(read);
  expect(decodeGameLink(encodeGameLink(read.value))).toEqual(read);
}

describe('game readers against hostile input', { timeout: 60_000 }, () => {
  it('reads the real game back', () => {
    expect(readGame((file as { game: unknown }).game)).toEqual({ ok: true, value: played });
  });

  it('a link of any text', () => {
    fc.assert(
      fc.property(hostileString, (text) => expectSound(decodeGameLink(text), text)),
      { numRuns: runs },
    );
  });

  it('a link holding any JSON text', () => {
    fc.assert(
      fc.property(shortEnough, (json) => expectSound(decodeGameLink(encodeLinkText(json)), json)),
      { numRuns: runs / 2 },
    );
  });

  it('a file of any text', () => {
    fc.assert(
      fc.property(hostileJsonText, (text) => expectSound(readGameFile(text), text)),
      { numRuns: runs },
    );
  });

  it('a file or a link with one part of a real game made hostile', () => {
    fc.assert(
      fc.property(spoiled(file), spoiled(linkJson), (value, link) => {
        expectSound(readGameFile(jsonTextOf(value)));
        expectSound(decodeGameLink(encodeLinkText(jsonTextOf(link))));
      }),
      { numRuns: 150 },
    );
  });
});

/**
 * A game comes back from a link, a file or the text the browser kept; each
 * reader fuzzed with hostile input never throws, gives a game that survives
 * a round trip, or a refusal naming the field that never quotes a whole
 * hostile string.
 */
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  expectSafeMessage,
  fuzzRuns,
  holdsOddNumber,
  hostileJsonText,
  hostileString,
  jsonTextOf,
  spoiled,
} from '../../../core/hostile-inputs.fixtures.ts';
import { encodeLinkText, type Result } from '../../../core/index.ts';
import { applyAction } from '../game/actions.ts';
import type { KnightGame } from '../game/state.ts';
import { testGame } from '../play.fixtures.ts';
import { readGame } from './check.ts';
import { readGameFile, writeGameFile } from './game-file.ts';
import { decodeGameLink, encodeGameLink, longestGameLink } from './game-link.ts';

const start = testGame();
const played = [
  { type: 'casualties', side: 'b', unit: 'u1', figures: 2 },
  { type: 'morale', side: 'a', unit: 'u2', result: 'B' },
  { type: 'attach-leader', side: 'b', leader: 'l1', unit: 'u2' },
  { type: 'honor', side: 'a', event: { kind: 'initial', id: 'prince-or-duke' } },
] as const;
const game = played.reduce<KnightGame>((g, a) => {
  const next = applyAction(g, a);
  return next.ok ? next.value : g;
}, start);
const file = JSON.parse(writeGameFile(game)) as unknown;
const linkJson = JSON.parse(
  new TextDecoder().decode(
    Uint8Array.from(atob(encodeGameLink(game).replaceAll('-', '+').replaceAll('_', '/')), (c) =>
      c.charCodeAt(0),
    ),
  ),
) as unknown;
const shortEnough = hostileJsonText.filter((json) => json.length < longestGameLink / 2);

function expectSound(read: Result<KnightGame>, input?: string) {
  if (!read.ok) return expectSafeMessage(read.error, input);
  expect(holdsOddNumber(read.value)).toBe(false);
  expect(readGameFile(writeGameFile(read.value))).toEqual(read);
  expect(decodeGameLink(encodeGameLink(read.value))).toEqual(read);
}

describe('game readers against hostile input', { timeout: 120_000 }, () => {
  it('reads the real game back', () => {
    expect(readGame((file as { game: unknown }).game)).toEqual({ ok: true, value: game });
  });

  it('a link of any text', () => {
    fc.assert(
      fc.property(hostileString, (text) => expectSound(decodeGameLink(text), text)),
      { numRuns: fuzzRuns },
    );
  });

  it('a link holding any JSON text', () => {
    fc.assert(
      fc.property(shortEnough, (json) => expectSound(decodeGameLink(encodeLinkText(json)), json)),
      { numRuns: fuzzRuns },
    );
  });

  it('a file of any text', () => {
    fc.assert(
      fc.property(hostileJsonText, (text) => expectSound(readGameFile(text), text)),
      { numRuns: fuzzRuns },
    );
  });

  it('a file or a link with one part of a real game made hostile', () => {
    fc.assert(
      fc.property(spoiled(file), spoiled(linkJson), (value, link) => {
        expectSound(readGameFile(jsonTextOf(value)));
        expectSound(decodeGameLink(encodeLinkText(jsonTextOf(link))));
      }),
      { numRuns: 500 },
    );
  });
});

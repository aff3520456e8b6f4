/**
 * Every way a game comes back (a `#game=` link, a saved file, the
 * text a browser kept) fuzzed with hostile input. A reader never throws, gives
 * a game that survives a round trip or a refusal naming the field, and never
 * quotes a whole hostile string.
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
import { encodeLinkText } from '../../../core/link-text.ts';
import type { TerrainMarks } from '../../board/types.ts';
import { applyAction } from '../game/actions.ts';
import type { SavedGame } from './game-file.ts';
import { readGameFile, writeGameFile } from './game-file.ts';
import { decodeGameLink, encodeGameLink, longestGameLink } from './game-link.ts';
import { startGame } from '../game/state.ts';
import { testScenario, testSetup } from '../play.fixtures.ts';
import type { Result } from '../../../core/result.ts';

const setup = testSetup();
/** Longer links are refused before decoding (the any-text property covers them): not worth encoding. */
const shortEnough = hostileJsonText.filter((json) => json.length < longestGameLink);
const game = (() => {
  const started = startGame(setup, testScenario());
  if (!started.ok) throw new Error(started.error.message);
  const placed = applyAction(
    started.value,
    { type: 'place', counter: 'wallace', hex: '1205', facing: 3 },
    { setup, scenario: testScenario() },
  );
  if (!placed.ok) throw new Error(placed.error.message);
  return placed.value;
})();
const terrain: TerrainMarks = { '1205': ['forest', 'road'], '1001': ['river'] };
const file = JSON.parse(writeGameFile(game, terrain, 'even')) as unknown;
const compact = JSON.parse(
  Buffer.from(encodeGameLink(game, setup, terrain, 'even'), 'base64url').toString(),
) as unknown;

/** A read game must write and read back the same; a refusal must be safe to show. */
function expectSound(read: Result<SavedGame>, input?: string) {
  if (!read.ok) return expectSafeMessage(read.error, input);
  const { state, terrain: marks, lowerColumns } = read.value;
  expect(holdsOddNumber(read.value)).toBe(false);
  expect(readGameFile(writeGameFile(state, marks, lowerColumns), setup)).toEqual(read);
  expect(decodeGameLink(encodeGameLink(state, setup, marks, lowerColumns), setup)).toEqual(read);
}

describe('game readers against hostile input', { timeout: 120_000 }, () => {
  it('a #game= link of any text', () => {
    fc.assert(
      fc.property(hostileString, (text) => expectSound(decodeGameLink(text, setup), text)),
      { numRuns: fuzzRuns },
    );
  });

  it('a #game= link holding any JSON text', () => {
    fc.assert(
      fc.property(shortEnough, (json) =>
        expectSound(decodeGameLink(encodeLinkText(json), setup), json),
      ),
      { numRuns: fuzzRuns },
    );
  });

  it('a #game= link with one part of a real game made hostile', () => {
    fc.assert(
      fc.property(spoiled(compact), (value) =>
        expectSound(decodeGameLink(encodeLinkText(jsonTextOf(value)), setup)),
      ),
      { numRuns: fuzzRuns },
    );
  });

  it('a saved file (or kept text) of any text', () => {
    fc.assert(
      fc.property(hostileJsonText, (text) => expectSound(readGameFile(text, setup), text)),
      { numRuns: fuzzRuns },
    );
  });

  it('a saved file with one part of a real game made hostile', () => {
    fc.assert(
      fc.property(spoiled(file), (value) => expectSound(readGameFile(jsonTextOf(value), setup))),
      { numRuns: fuzzRuns },
    );
  });

  it('reads the real game and its link back unchanged', () => {
    const read = readGameFile(JSON.stringify(file), setup);
    expect(read).toEqual({ ok: true, value: { state: game, terrain, lowerColumns: 'even' } });
    expect(decodeGameLink(encodeLinkText(JSON.stringify(compact)), setup)).toEqual(read);
  });
});

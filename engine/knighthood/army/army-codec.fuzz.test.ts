/**
 * An army comes back from a `?army=` link, a file or the text the
 * browser kept; each reader fuzzed with hostile input never throws, gives an
 * army that survives a round trip or a refusal naming the field, and never
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
} from '../../core/hostile-inputs.fixtures.ts';
import { encodeLinkText, type Result } from '../../core/index.ts';
import {
  armyFromJson,
  armyFromLink,
  armyToJson,
  armyToLink,
  longestArmyText,
  readArmy,
} from './army-codec.ts';
import { testArmy, testUnit } from './army-fixtures.ts';
import type { Army } from './army.ts';

const army = testArmy(
  [
    testUnit({ id: 'p', name: 'Pikes', regular: true, figures: 12, weapons: ['P', 'LHW'] }),
    testUnit({ id: 's', figures: 4, parent: 'p', pavises: 2, extraAmmunition: 4 }),
  ],
  {
    pointsLimit: 900,
    banners: [{ id: 'b1', name: 'Lion', carriedBy: 'p' }],
    extras: { wagons: 1, packAnimals: 2, unplacedStakes: 3, emplacedStakes: 4, berserkers: 1 },
  },
);
const file = JSON.parse(armyToJson(army)) as unknown;
/** Longer links are refused before decoding (the any-text property covers them): not worth encoding. */
const shortEnough = hostileJsonText.filter((json) => json.length < longestArmyText);

/** A read army must write and read back the same; a refusal must be safe to show. */
function expectSound(read: Result<Army>, input?: string) {
  if (!read.ok) return expectSafeMessage(read.error, input);
  expect(holdsOddNumber(read.value)).toBe(false);
  expect(armyFromJson(armyToJson(read.value))).toEqual(read);
  expect(armyFromLink(armyToLink(read.value))).toEqual(read);
}

describe('army readers against hostile input', { timeout: 120_000 }, () => {
  it('a ?army= link of any text', () => {
    fc.assert(
      fc.property(hostileString, (text) => expectSound(armyFromLink(text), text)),
      { numRuns: fuzzRuns },
    );
  });

  it('a ?army= link holding any JSON text', () => {
    fc.assert(
      fc.property(shortEnough, (json) => expectSound(armyFromLink(encodeLinkText(json)), json)),
      { numRuns: fuzzRuns },
    );
  });

  it('a file (or kept text) of any text', () => {
    fc.assert(
      fc.property(hostileJsonText, (text) => expectSound(armyFromJson(text), text)),
      { numRuns: fuzzRuns },
    );
  });

  it('a file with one part of a real army made hostile', () => {
    fc.assert(
      fc.property(spoiled(file), (value) => {
        expectSound(armyFromJson(jsonTextOf(value)));
        expectSound(readArmy(value));
      }),
      { numRuns: fuzzRuns },
    );
  });
});

/**
 * The Medieval combat calculator's link, in both forms (short keys
 * `?a=C2a2f1&d=…` and the first form `?c=`, base64 JSON), fuzzed with hostile
 * input, 1000 runs each: opening it never throws, gives a combat the
 * calculator can judge or refuses the link in one safe line changing nothing,
 * and the combat it shows writes a link that opens the same.
 */
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  expectSafeMessage,
  fuzzRuns,
  hostileJsonText,
  hostileQuery,
  spoiled,
  jsonTextOf,
} from '../../../../../engine/core/hostile-inputs.fixtures.ts';
import { encodeLinkText } from '../../../../../engine/core/index.ts';
import { kosovoProfile } from '../../../../../engine/medieval/index.ts';
import { CombatCalculatorState } from '../combat-state.svelte.ts';
import { bookExample } from '../combat-draft.ts';

const shortKeys = ['e', 'a', 'd', 'al', 'dl', 'ar', 'dr', 'ag', 'dg', 'x', 'h', 't', 'm', 'o', 'r'];

async function expectSoundCombat(search: string) {
  // A combat already on screen: a refused link must leave it as it was.
  const shown = bookExample('kosovo-1389');
  const calc = new CombatCalculatorState(kosovoProfile, structuredClone(shown));
  calc.dice.load('7');
  await Promise.all([calc.restoreFromLink(search), calc.loadErrorWording(), calc.loadLinkWriter()]);
  if (calc.linkProblem !== undefined)
    expectSafeMessage({ field: 'link', message: calc.linkProblem });
  if (calc.linkProblem?.startsWith('This link was not opened:')) {
    expect(calc.draft).toEqual(shown);
    expect(calc.dice.text).toBe('7');
  }
  for (const p of [...calc.problems, ...calc.stackingWarnings])
    expectSafeMessage({ field: p.field, message: p.text });
  const again = new CombatCalculatorState(kosovoProfile);
  await again.restoreFromLink(`?${calc.linkQuery}`);
  expect(again.draft).toEqual(calc.draft);
  // A roll the dice cannot show is not written into a link.
  expect(again.dice.text).toBe(calc.roll === null ? '' : calc.dice.text);
}

describe('the combat link against hostile input', { timeout: 300_000 }, () => {
  it('short keys with any values', async () => {
    await fc.assert(fc.asyncProperty(hostileQuery(shortKeys), expectSoundCombat), {
      numRuns: fuzzRuns,
    });
  });

  it('the first form, ?c=, holding any text or any JSON', async () => {
    const legacy = fc.oneof(
      hostileQuery(['c']),
      hostileJsonText
        .filter((json) => json.length < 8000)
        .map((json) => `?c=${encodeLinkText(json)}`),
      spoiled(bookExample('1066')).map((value) => `?c=${encodeLinkText(jsonTextOf(value))}`),
    );
    await fc.assert(fc.asyncProperty(legacy, expectSoundCombat), { numRuns: fuzzRuns });
  });
});

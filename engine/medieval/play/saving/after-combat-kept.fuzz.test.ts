/**
 * Kept after-combat steps made hostile one part at a time, in a file and in a
 * link: each reads back the same or is refused with a safe message. Seconds of
 * random cases, so Stryker's runs leave this file out, as every fuzz file.
 */
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  expectSafeMessage,
  fuzzRuns,
  holdsOddNumber,
  jsonTextOf,
  spoiled,
} from '../../../core/hostile-inputs.fixtures.ts';
import { encodeLinkText } from '../../../core/link-text.ts';
import { pendingSteps } from '../board-combat/after-combat.ts';
import { keptCombat } from './after-combat-kept.fixtures.ts';
import { readGameFile, writeGameFile } from './game-file.ts';
import { decodeGameLink, encodeGameLink } from './game-link.ts';

describe('the steps a combat calls for, kept with the game, made hostile', () => {
  it('a file or link whose steps have one part made hostile reads back the same or is refused safely', () => {
    const { setup, kept } = keptCombat();
    const file = JSON.parse(writeGameFile(kept)) as { state: Record<string, unknown> };
    const compact = JSON.parse(
      Buffer.from(encodeGameLink(kept, setup), 'base64url').toString(),
    ) as Record<string, unknown>;
    const sound = (read: ReturnType<typeof readGameFile>) => {
      if (!read.ok) return expectSafeMessage(read.error);
      expect(holdsOddNumber(read.value)).toBe(false);
      const { state, terrain, lowerColumns } = read.value;
      expect(readGameFile(writeGameFile(state, terrain, lowerColumns), setup)).toEqual(read);
      expect(decodeGameLink(encodeGameLink(state, setup, terrain, lowerColumns), setup)).toEqual(
        read,
      );
      expect(pendingSteps(state).ok).toBe(true);
    };
    fc.assert(
      fc.property(spoiled(file.state['afterCombat']), (steps) =>
        sound(
          readGameFile(
            jsonTextOf({ ...file, state: { ...file.state, afterCombat: steps } }),
            setup,
          ),
        ),
      ),
      { numRuns: fuzzRuns },
    );
    fc.assert(
      fc.property(spoiled(compact['a']), (steps) =>
        sound(decodeGameLink(encodeLinkText(jsonTextOf({ ...compact, a: steps })), setup)),
      ),
      { numRuns: fuzzRuns },
    );
  });
});

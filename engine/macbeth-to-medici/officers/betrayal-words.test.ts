/**
 * Officer morale test, betrayal: the duel's end in words for each result,
 * the percentile die by its name, and the duel dice asked for in words.
 */
import { describe, expect, it } from 'vitest';
import { d6 } from '../../core/index.ts';
import { percentileDie, resolveBetrayal } from './betrayal.ts';

const tribal = { origin: 'tribal', own: d6, rival: d6 } as const;
const duelLine = (own: number, rival: number) => {
  const read = resolveBetrayal(tribal, { percent: 10, own, rival });
  return read.ok ? read.value.steps[1]?.text : null;
};

describe('Officer morale test: the duel after a betrayal, in words', () => {
  it('the rival rolls higher: he is killed, the rival turns shaken', () => {
    expect(duelLine(2, 5)).toBe(
      "Duel, one die each: his 2 against the other officer's 5: the other officer kills him and turns shaken",
    );
  });

  it('a draw slays both', () => {
    expect(duelLine(4, 4)).toBe(
      "Duel, one die each: his 4 against the other officer's 4: a draw: both are slain",
    );
  });

  it('the die is written D100, like the D6 beside it', () => {
    expect(percentileDie.label).toBe('D100');
  });

  it('asks for each duel die in words once he is betrayed', () => {
    const noOwn = resolveBetrayal(tribal, { percent: 10 });
    expect(noOwn.ok ? null : noOwn.error).toEqual({
      field: 'own',
      rule: 'officer-morale-test',
      message: 'he is betrayed: roll his die for the duel',
    });
    const noRival = resolveBetrayal(tribal, { percent: 10, own: 3 });
    expect(noRival.ok ? null : noRival.error).toEqual({
      field: 'rival',
      rule: 'officer-morale-test',
      message: "he is betrayed: roll the other officer's die for the duel",
    });
  });
});

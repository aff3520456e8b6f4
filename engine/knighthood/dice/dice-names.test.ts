import { describe, expect, it } from 'vitest';
import { escapeNumber } from '../leaders/captivity.ts';
import {
  captivityDiceNames,
  raidDiceName,
  secondDiceSlotName,
  seekingOutDiceNames,
} from './dice-names.ts';

describe('the names of the dice the tools ask for', () => {
  it('7.10: the second escape die follows a first die showing the escape number’s first figure', () => {
    expect(captivityDiceNames(escapeNumber(false))).toEqual({
      escape: 'Escape die',
      escapeSecond: 'Second escape die (after a 1)',
      captor: "Captor's die (after a failed escape)",
      ransom: 'Ransom die',
    });
    expect(captivityDiceNames(escapeNumber(true)).escapeSecond).toBe(
      'Second escape die (after a 1)',
    );
  });

  it('9.11 seeking out and 8.03 raids name their dice; T9 second dice name their first figure', () => {
    expect(seekingOutDiceNames).toEqual({
      seek: 'Seeking die',
      seekSecond: 'Second seeking die',
    });
    expect(raidDiceName).toBe('Raid dice, turn by turn');
    expect(secondDiceSlotName(2)).toBe('Second dice (one per first die of 2)');
  });
});

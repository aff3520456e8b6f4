/**
 * Golden test: the Turn Sequence as printed (seed 003), one step per printed
 * line, each with the section that governs it.
 */
import { describe, expect, it } from 'vitest';
import { sectionIds } from './sections.ts';
import { turnSequence } from './turn-sequence.ts';

const PRINTED: [string, string][] = [
  ['movement-rates', 'Move all individual officers and messengers'],
  ['leadership-and-command', 'Indicate whether officers are leading units in person'],
  ['officers', 'Receive messages and laugh'],
  ['initiative-and-reaction', 'Determine Initiative'],
  ['charges-and-responses', 'Declare charges and responses'],
  ['control-test', 'Test for response where required'],
  ['charging', 'Test for charges where required'],
  ['initiative-and-reaction', 'Initiative movement'],
  ['gunnes', 'Artillery fire and resulting Control tests'],
  ['archery', 'Archery fire and resulting Control tests'],
  ['skirmish-fire', 'Skirmish fire and resulting Control tests'],
  ['initiative-and-reaction', 'Reaction movement'],
  ['impact-combat', 'Impact combat and resulting Control tests'],
  ['melee-combat', 'Melee combat and resulting Control tests'],
  ['rallying-and-reorganisation', 'Rallying and reforming'],
  ['fatigue', 'Fatigue tests'],
  ['turn-sequence', 'Throw useless dice in bin and borrow others'],
];

describe('Turn sequence', () => {
  it('has the 17 printed steps, in order, each citing its section', () => {
    expect(turnSequence.map((s) => s.section)).toEqual(PRINTED.map(([section]) => section));
  });

  it.each(turnSequence.map((s, i) => [i + 1, s.section] as const))(
    'step %i cites a real section (%s)',
    (_, section) => {
      expect(sectionIds).toContain(section);
    },
  );
});

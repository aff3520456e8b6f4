/** Turn sequence: the order of play, one entry per printed step, each with the section that governs it. */
import type { SectionId } from './sections.ts';

export const turnSequence: readonly { readonly step: string; readonly section: SectionId }[] = [
  { step: 'Officers and messengers on their own move', section: 'movement-rates' },
  { step: 'Say which officers lead a unit in person', section: 'leadership-and-command' },
  { step: 'Messages arrive', section: 'officers' },
  { step: 'Work out initiative', section: 'initiative-and-reaction' },
  { step: 'Charges and responses are declared', section: 'charges-and-responses' },
  { step: 'Responses are tested where needed', section: 'control-test' },
  { step: 'Charges are tested where needed', section: 'charging' },
  { step: 'Initiative movement', section: 'initiative-and-reaction' },
  { step: 'Artillery fire, then its Control tests', section: 'gunnes' },
  { step: 'Archery, then its Control tests', section: 'archery' },
  { step: 'Skirmish fire, then its Control tests', section: 'skirmish-fire' },
  { step: 'Reaction movement', section: 'initiative-and-reaction' },
  { step: 'Impact combat, then its Control tests', section: 'impact-combat' },
  { step: 'Melee combat, then its Control tests', section: 'melee-combat' },
  { step: 'Rallying and reforming', section: 'rallying-and-reorganisation' },
  { step: 'Fatigue tests', section: 'fatigue' },
  { step: 'Retire the unlucky dice', section: 'turn-sequence' },
];

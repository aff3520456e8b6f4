import { playAlong, type Erratum } from './types.ts';

/** Register entries for morale checks (6.00, T17A). */
export const moraleErrata: readonly Erratum[] = [
  {
    id: 'morale-casualty-bands',
    kind: 'contradiction',
    cites: ['T17A', '6.00'],
    title: 'Casualty bands that meet',
    reading:
      'T17A prints 10-25% (+1), 25-50% (+3) and 51% or more (+6). The engine counts exactly 25% in the first band, up to 50% in the second and anything over 50% in the third.',
    alternative:
      'Exactly 25% counts +3, and a loss between 50% and 51% is still +3 until it reaches 51%.',
    option: { name: 'casualtyBands', value: 'upper-band' },
  },
  {
    id: 'morale-pushback-rounding',
    kind: 'gap',
    cites: ['T17A', '6.00'],
    title: 'Counting a pushback in 2" steps',
    reading:
      'T17A gives +1 for each 2" pushed back, and says to round up only for a unit broken through. The engine counts whole 2" steps of a pushback (3" is +1) and rounds the broken-through difference up (3 figures is +2).',
    alternative: 'A pushback is rounded up as well, so 3" counts +2.',
    option: { name: 'pushbackSteps', value: 'round-up' },
  },
  {
    id: 'banner-lost-modifier',
    kind: 'gap',
    cites: ['6.00', 'T17A'],
    title: 'A lost banner: a check, but no modifier',
    reading:
      '6.00 makes every unit within 15" that sees a leader or a banner lost check its morale, but T17A\'s +2 line names only a leader lost or fled. Read here as printed: a lost banner brings the check and adds nothing to the roll.',
    alternative:
      'The +2 line counts for a banner lost as for a leader, since 6.00 puts the two in one event; the line still counts once when both are lost.',
    option: { name: 'bannerLost', value: 'as-leader-lost' },
  },
  {
    id: 'break-on-a-rally-check',
    kind: 'gap',
    cites: ['T17B', '6.00'],
    title: 'A broken unit that breaks again when it tries to rally',
    reading:
      '6.00 lets a unit broken in an earlier move check to rally, and T17B removes a broken unit that has not rallied by the end of that turn (the glossary routs it after its next rally phase), but neither says what a second Break on the rally check does. Read here: it is a failed rally, so the unit is destroyed; Retire, Carry on and Advance rally it.',
    alternative:
      'The second Break is a new break: the unit falls back two CI again, stays broken and checks to rally again at its next rally phase.',
    option: { name: 'rallyBreak', value: 'breaks-again', readBy: playAlong },
  },
];

import type { Erratum } from './types.ts';

/**
 * Errata where the glossary or one rule defines a term differently from
 * another, or two rules set different limits, and the calculators compute the
 * same either way.
 */
export const definitionErrata: readonly Erratum[] = [
  {
    id: 'stationary-definition',
    kind: 'contradiction',
    cites: ['T11', '4.30', '4.80'],
    title: 'What counts as stationary?',
    reading:
      "Read here as the glossary's entry: a unit is stationary if it moved no more than its MF in its most recent move or reaction phase, so a move of exactly its MF keeps it stationary and a reaction move counts.",
    alternative:
      "T11's key: stationary only if it moved less than its MF in its latest move phase, moving if more; or the glossary's MF entry, which looks at a whole game turn.",
    withoutOption: 'changes-nothing',
  },
  {
    id: 'who-checks-cohesion',
    kind: 'contradiction',
    cites: ['5.30', 'T14', '9.06'],
    title: 'Who checks cohesion?',
    reading:
      'Read here as 5.30: only infantry with polearms roll on T14. A square adds its T14 bonus to such a unit, and a shield wall makes its own check of 9.06 on T22 in the cohesion phase.',
    alternative:
      "The glossary's entry on cohesion: units in square or in shield wall check cohesion before close combat as polearm units do.",
    withoutOption: 'changes-nothing',
  },
  {
    id: 'line-of-battle-banner',
    kind: 'contradiction',
    cites: ['1.72', '3.9'],
    title: 'The line of battle: army banner or wing banner?',
    reading:
      'Read here as the advanced Line of Battle rule after 3.9: any friendly units traced to the unit carrying the army banner, no more than 10" apart and in sight of each other and of the banner.',
    alternative:
      'The glossary\'s entry: an unbroken line of close and loose order units traced to a wing banner, no more than 10" between units.',
    withoutOption: 'changes-nothing',
  },
  {
    id: 'fire-after-firing-at-a-charge',
    kind: 'contradiction',
    cites: ['4.00', '4.01'],
    title: 'After firing at a charge: one fire phase lost, or the next turn?',
    reading:
      'Read here as condition 4 of 4.01: a unit that fired into a charge may not fire in the turn after.',
    alternative: '4.00: it gives up only its next fire phase.',
    withoutOption: 'changes-nothing',
  },
  {
    id: 'reaction-points-above-three',
    kind: 'contradiction',
    cites: ['T11', '5.01'],
    title: 'Reaction points above 3',
    reading:
      'T11 and its plus modifiers can give a unit more than 3 reaction points, and the calculators show them; no reaction costs more than 3, so a unit with more may take any of them.',
    alternative:
      "The glossary's entry gives reaction points as 0 to 3: anything above counts as 3.",
    withoutOption: 'changes-nothing',
  },
  {
    id: 'reaction-move-half-speed',
    kind: 'gap',
    cites: ['3.10', '5.01'],
    title: 'Is every reaction move at half speed?',
    reading:
      'Read here as part of the paragraph on disordered units in which it stands: a disordered unit moves at half speed when it reacts to a charge too.',
    alternative: 'Every move made in reaction to a charge is at half speed, whatever the unit.',
    withoutOption: 'changes-nothing',
  },
  {
    id: 'bow-long-range',
    kind: 'misprint',
    cites: ['T8'],
    title: 'The bow\'s long range is printed 10", the same as its medium',
    reading:
      'Carried as printed: a bow reaches 5" close and 10" medium and has nothing beyond, since every target within its 10" is at close or medium range.',
    alternative:
      'The long range was meant to be longer than 10", as every other weapon\'s is; the book gives no figure for it.',
    withoutOption: 'misprint',
  },
];

import type { Erratum } from './types.ts';

/** Errata in close combat: dice, overlap, depth, push back and breakthroughs (5.20-5.40, 9.02-9.06). */
export const closeCombatErrata: readonly Erratum[] = [
  {
    id: 'combat-disorder-rounding',
    kind: 'gap',
    cites: ['5.40'],
    title: 'Half dice for disorder in close combat: rounded which way?',
    reading:
      'A disordered unit rolls half its close-combat dice rounded down, the way the book rounds the half dice of fire; 7 dice become 3.',
    alternative: 'Round up, as 9.04 does for a shield wall; 7 dice become 4.',
    option: { name: 'combatHalfDice', value: 'round-up' },
  },
  {
    id: 'disordered-shield-wall-halving',
    kind: 'gap',
    cites: ['9.04', '5.40'],
    title: 'A disordered shield wall: half dice twice?',
    reading:
      'Both halvings apply, one after the other: the wall halves its dice rounding up (9.04), then disorder halves them again (5.40); 12 dice become 6, then 3.',
    alternative: 'Halve only once when both apply: 12 dice become 6.',
    option: { name: 'combatHalvings', value: 'once' },
  },
  {
    id: 'flank-charge-fights-back',
    kind: 'contradiction',
    cites: ['5.20', '5.01'],
    title: 'Does a unit caught in the flank fight back?',
    reading:
      'Read here as 5.20: a unit caught in the flank or the rear cannot fight back (the book drops a word there, printing "caught or rear"; the site reads "in the flank or the rear").',
    alternative:
      'The 5.01 example: the infantry charged in the flank stand and fight with 1 MMS, so a unit caught so rolls the dice of one MMS of its figures, with no overlap or rear ranks.',
    option: { name: 'flankFightBack', value: 'one-mms' },
  },
  {
    id: 'equal-frontage-overlap',
    kind: 'gap',
    cites: ['5.40'],
    title: 'Overlapping when both fronts are the same width',
    reading:
      'Overlapping names a smaller and a larger unit. With equal fronts neither is larger, so each side fights with its MMS in contact only; offset lines of the same width gain nothing.',
    alternative:
      'Each side of the same width counts one MMS more than those in contact, as the larger unit would, wherever it has an MMS to spare.',
    option: { name: 'equalFrontage', value: 'both-overlap' },
  },
  {
    id: 'rear-ranks-behind-overlap',
    kind: 'gap',
    cites: ['5.20', '5.40', '9.02'],
    title: 'Which rear MMS roll when only part of the front fights?',
    reading:
      "A rear MMS adds its die when it stands behind a front MMS that fights (in contact or overlap), so each rear rank adds at most as many dice as the front has fighting MMS; a wedge's opponent, fighting with 1 MMS, adds 1D per rank its weapon allows.",
    alternative:
      'Every MMS of each rear rank the weapon may use adds its die, however much of the front is out of the fight.',
    option: { name: 'rearRankDice', value: 'whole-rank' },
  },
  {
    id: 'incohesive-depth',
    kind: 'gap',
    cites: ['5.30', 'T13'],
    title: 'How deep does an incohesive polearm unit fight?',
    reading:
      'Losing cohesion makes pike or long spear fight as LHW, which T13 counts under "others": 2 MMS deep, with no third or fourth rank.',
    alternative: 'No depth bonus means no rear ranks at all: only the front MMS roll.',
    option: { name: 'incohesiveDepth', value: 'front-rank-only' },
  },
  {
    id: 'breakthrough-by-both',
    kind: 'gap',
    cites: ['5.40'],
    title: 'Can the loser break through, or both sides at once?',
    reading:
      'The book asks only for hits on more than half the dice, so a cavalry or wedge unit that does so breaks through even if it took more hits, and two cavalry units can pass through each other.',
    alternative:
      'A unit must also score more hits than it takes to break through, so at most one side does.',
    option: { name: 'breakthrough', value: 'must-win' },
  },
  {
    id: 'pushback-over-two-inches',
    kind: 'contradiction',
    cites: ['5.40', '6.00'],
    title: 'Pushed back 2": disorder and morale',
    reading:
      'Disorder follows a push back of over 2" (3 figures or more of difference) or a breakthrough, as the pushback disorder rule says; the morale check of 6.00 comes after any push back of over 1".',
    alternative:
      'Read the turn sequence ("pushed back 2" or more") for both: a 2" push back disorders the unit and calls for its morale check. The switch changes the disorder; the calculators do not decide when a morale check is due.',
    option: { name: 'pushbackDisorder', value: 'two-or-more' },
  },
  {
    id: 'hollow-wedge-morale',
    kind: 'gap',
    cites: ['9.02', '9.03'],
    title: 'Does a hollow wedge need A or B morale?',
    reading:
      'The hollow wedge names its own troops: any regular English longbows may form it, whatever their morale class.',
    alternative:
      'It looks and acts like a wedge, so the A and B morale limit of 9.02 holds for it too.',
    option: { name: 'hollowWedgeMorale', value: 'a-or-b-too' },
  },
];

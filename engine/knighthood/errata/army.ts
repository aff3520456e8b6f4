import type { Erratum } from './types.ts';

/** Errata in buying an army: command points, unit size and bought extras. */
export const armyErrata: readonly Erratum[] = [
  {
    id: 'sub-unit-command-points',
    kind: 'contradiction',
    cites: ['9.13', 'T4'],
    title: 'Does a sub-unit pay 5 command points, or 5 more?',
    reading:
      '9.13 says a sub-unit costs 5 command points to buy. The builder charges exactly that: 5 in place of the 10 or 15 a regular unit pays, and the sub-unit does not take up one of the first eight regular places.',
    alternative:
      'T4 prints the sub-unit line as "+5": the sub-unit pays its place among the regular units (10, or 15 beyond the eighth) and 5 more on top.',
    option: { name: 'subUnitCommand', value: 'added' },
  },
  {
    id: 'unit-of-partial-mms',
    kind: 'gap',
    cites: ['1.31'],
    title: 'Does a partial MMS count toward the two MMS of a unit?',
    reading:
      'A unit is two or more MMS and may end with one partial MMS, so the builder counts the partial stand: a loose-order unit of 4 figures (one full MMS of 3 and one of 1) is a unit. Sub-units and bodyguards (one MMS in the example of 9.11) are not held to the minimum.',
    alternative:
      'Two full MMS before any partial one, so a loose-order unit needs at least 6 figures.',
    option: { name: 'partialMms', value: 'two-full' },
  },
  {
    id: 'extra-ammunition-per-figure',
    kind: 'gap',
    cites: ['T4', '4.80'],
    title: 'Extra ammunition is priced per figure, but chits are per unit',
    reading:
      'T4 prices additional ammunition at 1 point for a single figure, while 4.80 spends one chit per volley of the whole unit. The roster gives a unit one more chit for every time it has bought extra ammunition for all its figures.',
    alternative: 'Each point buys one chit for the unit, whatever its size.',
    option: { name: 'extraAmmunition', value: 'per-point' },
  },
];

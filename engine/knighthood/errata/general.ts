import type { Erratum } from './types.ts';

/** Errata about the dice, the hit numbers and the book's numbering. */
export const generalErrata: readonly Erratum[] = [
  {
    id: 'fractions-starting-with-one',
    kind: 'gap',
    cites: ['dice', 'T9', 'T15', 'T19', 'T23'],
    title: 'Is "1/2" one half? The fractions that start with 1',
    reading:
      'Every fraction in a hit table is a two-dice reading, tens then ones, whatever its first figure: "1/2" hits on a first die of 1 followed by a 1 or 2, 2 chances in 36, and "1/3" on 3 in 36. Nothing is read as a mixed number such as "1 2/3" (the book prints none) or as arithmetic: "2/3" is 1 in 4, not two thirds.',
    alternative:
      'Read "1/2", "1/3" and the like as ordinary fractions (a half, a third), or a "1 2/3" as one and two thirds. That reading takes the slash of the two-dice notation for a fraction bar; it goes against the Dice rule and its worked examples, and gives no chance at all for cells such as "4/3". T8 does use "1/2" as plain arithmetic, for firing with half dice, which invites the mix-up.',
    withoutOption: 'misprint',
  },
  {
    id: 'open-ended-rows',
    kind: 'gap',
    cites: ['T14', 'T17A'],
    title: 'The "1-" and "-0" rows',
    reading:
      'A row printed with a trailing minus is open-ended downwards: T14\'s "1-" takes a modified roll of 1 or less, and T17A\'s "-0" a modified roll of 0 or less. Likewise "6+" and "12+" take that roll or more.',
    alternative:
      '"1-" as a roll of exactly 1 with a minus modifier still to apply, and "-0" as exactly zero, leaving rolls below them off the table.',
    withoutOption: 'changes-nothing',
  },
  {
    id: 'missing-t3',
    kind: 'gap',
    cites: ['T2', 'T4'],
    title: 'There is no T3',
    reading:
      'The book numbers its tables T1, T2 and then T4; no T3 is printed anywhere. The site keeps the printed numbers, so every reference in the rules still points to the right table, and says that T3 is missing.',
    alternative:
      'A T3 was lost when the book was laid out or converted (the armour classes of 1.50 would fit between weapons and costs), or the tables should be renumbered from T3 on.',
    withoutOption: 'changes-nothing',
  },
  {
    id: 'duplicated-rule-numbers',
    kind: 'misprint',
    cites: ['3.10', '4.20', '9.01', '9.02'],
    title: 'Rule numbers printed twice',
    reading:
      'Two rules carry 3.10 (Maneuvering and Vision) and two carry 4.20 (Angles of fire and Eligibility of fire); each keeps its number and the site tells them apart by name. The 9.01 and 9.02 printed again among the examples after the tables repeat the optional rules, which stay the rules.',
    alternative:
      'The second 3.10 and 4.20 are misnumbered 3.11 and 4.21 (or the later rules shift up by one), and the repeated 9.01 and 9.02 are a second, differing version of those rules.',
    withoutOption: 'misprint',
  },
  {
    id: 'movement-band-headings',
    kind: 'contradiction',
    cites: ['3.00', 'T5'],
    title: 'Where the movement bands begin and end',
    reading:
      'Rule 3.00 sets the bands at 0-15", 15"-30" and 30" or more. The engine follows it: up to 15" from the enemy is the first band, over 15" to 30" the second, over 30" the third. T5 heads the same columns 2-15", 30" and 30"+.',
    alternative:
      'Take T5\'s headings literally: "30"+" makes 30" itself part of the third band, so a unit exactly 30" away moves at the third band\'s rate and halves what is left as soon as it comes closer. (The heading "2-15"" would also leave a unit closer than 2" without a band; the switch does not change that.)',
    option: { name: 'bandEdges', value: 't5-headings' },
  },
  {
    id: 'proximity-exemptions',
    kind: 'contradiction',
    cites: ['3.00', 'T5'],
    title: 'Who ignores the movement bands?',
    reading:
      'Read here as T5: leaders move 36" in every band and so never lose any of their move at an edge, while wagons and OO troops have a rate for each band and, like other units, halve what is left on entering a closer one. A leader 40" from the enemy moves his whole 36".',
    alternative:
      "The glossary's entry on proximity to the enemy: leaders, wagons, pack animals, charging units and OO troops all ignore the proximity rules, so wagons and OO troops would keep the whole move of the band they start in, never halving it at an edge.",
    option: { name: 'proximityExempt', value: 'glossary-list' },
  },
  {
    id: 'wagon-rates',
    kind: 'misprint',
    cites: ['T5'],
    title: 'Wagons move 8", 20" and 30"',
    reading:
      'Every other line of T5 gives the first band\'s move, then twice and three times it (OO infantry 8, 16, 24). Wagons, with the same MF of 4" as OO infantry, are printed 8, 20 and 30, the close order cavalry figures from the second band on. Read here as printed.',
    alternative:
      'A slip for 8, 16 and 24, the pattern of the rest of the table, so wagons move as OO infantry do in every band.',
    option: { name: 'wagonRates', value: 'pattern' },
  },
  {
    id: 'rough-terrain-disorder',
    kind: 'contradiction',
    cites: ['3.30', '3.9'],
    title: 'Who is disordered in rough terrain?',
    reading:
      'Read here as 3.9, the rough-terrain rule itself: a unit not in open order is disordered when it moves more than its MF in rough terrain, except on slopes, and any unit halted by the terrain check is disordered. A unit that passes the check and moves no more than its MF stays in order.',
    alternative:
      'The rough-terrain paragraph under 3.30: every unit in rough terrain is disordered except open order troops, whatever its move and on slopes too.',
    option: { name: 'roughTerrainDisorder', value: 'every-unit' },
  },
  {
    id: 'supporting-fire-at-one-ci',
    kind: 'gap',
    cites: ['5.10', 'T12'],
    title: 'Supporting fire at a 1CI charge',
    reading:
      'A unit firing at a charge aimed at another unit reads T12 one column closer; a 1CI charge leaves no closer column, read here as no defensive fire from it.',
    alternative: 'The 1CI column is as close as it goes: the supporting unit fires in it.',
    option: { name: 'supportingFireFloor', value: 'one-ci' },
  },
  {
    id: 'reaction-example-points',
    kind: 'contradiction',
    cites: ['5.01', 'T11'],
    title: 'How many reaction points do the moving infantry of the 5.01 example have?',
    reading:
      'Read here as T11 prints it: EHK have a CI of 10", so a charge from 15" uses 2CI, and moving infantry get 1RP there; the flank charge takes it to 0RP, so the infantry cannot react at all. The calculators and the examples page read T11.',
    alternative:
      "The example's own count: 2RP before the flank charge and 1RP after it, which T11 gives moving infantry only in the 3CI column (or stationary infantry at 2CI). The switch gives moving infantry one more point in every column, the stationary infantry line, so the example ends with 1RP.",
    option: { name: 'movingInfantryReaction', value: 'example-count' },
  },
];

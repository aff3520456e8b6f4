import type { Erratum } from './types.ts';

/** Errata inside the tables of fire, combat and leaders. */
export const tableErrata: readonly Erratum[] = [
  {
    id: 'defensive-fire-c',
    kind: 'misprint',
    cites: ['T12', '5.10'],
    title: 'The lone "C" of T12',
    reading:
      'At a die roll of 2 with 3 charge increments T12 prints "C" where every other cell spells out a range. The engine reads it as Close, which fits the column: closer results for lower rolls and longer charges.',
    alternative:
      'A code of its own (such as "carry on", no fire at all) that the key never explains.',
    withoutOption: 'misprint',
  },
  {
    id: 'fire-after-moving-column',
    kind: 'misprint',
    cites: ['T8', '4.30', '4.80'],
    title: 'T8\'s ">MF" column',
    reading:
      'The first movement column of T8 is printed ">MF" but gives full fire or rapid fire, and rapid fire needs a unit that did not move over its MF (4.30, 4.80). The engine reads the column as a unit that moved up to its MF, then half its move, then a full move.',
    alternative:
      'A unit that moved more than its MF, read as printed, which lets it rapid fire against 4.80.',
    withoutOption: 'misprint',
  },
  {
    id: 'cohesion-ends',
    kind: 'gap',
    cites: ['T14', '5.30'],
    title: 'T14\'s "1-" and "6+": the modified roll or the die?',
    reading:
      'T14 is read on the modified roll: after the modifiers, 1 or less is incohesive and 2 or more cohesive, so a polearm unit that moved (-4) stays together only on a natural 6, and one with enough bonuses cannot fail.',
    alternative:
      'A natural 1 always breaks cohesion and a natural 6 always holds, whatever the modifiers; only the rolls in between are modified.',
    option: { name: 'cohesionEnds', value: 'natural-ends' },
  },
  {
    id: 'combat-difference-of-one',
    kind: 'gap',
    cites: ['T15', '5.40'],
    title: 'T15 has no column for a difference of 1',
    reading:
      'The columns jump from 0 (even) to +2 to +5 (advantage). The key settles a difference of 1: the higher side uses Even and the lower side Disadvantage.',
    alternative: 'Both sides count a difference of 1 as even, or the higher side takes Advantage.',
    withoutOption: 'misprint',
  },
  {
    id: 'shield-wall-break',
    kind: 'contradiction',
    cites: ['T22', '9.06'],
    title: 'How a shield wall breaks',
    reading:
      "Read here as rule 9.06: the wall rolls 1D against its armour class plus the T22 bonuses, at most 5; a roll over that number breaks it. Since the number is never above 5, a 6 always breaks the wall, which is what T22's note says. The tables page and the shield-wall tool follow this reading.",
    alternative:
      'T22 alone: the armour class and the bonuses are added to the die and a modified 6 or more breaks the wall, so armour and bonuses would make the wall easier to break (an AC3 wall then holds only on 1 or 2).',
    option: { name: 'shieldWallRoll', value: 'modified-die' },
  },
  {
    id: 'shield-wall-armour-twice',
    kind: 'gap',
    cites: ['T22', '9.06'],
    title: "Is the wall's armour class counted once or twice?",
    reading:
      "9.06 starts the wall's number from its AC, and T22's first line gives +1 per AC: read here as the same thing said twice, so the AC counts once.",
    alternative:
      "Both apply: the AC and then T22's +1 per AC, so an AC3 wall starts from 6 and, capped at 5, holds on 1 to 5.",
    option: { name: 'shieldWallArmour', value: 'twice' },
  },
  {
    id: 'random-leader-sixes',
    kind: 'gap',
    cites: ['T18', '7.00'],
    title: 'T18\'s "5-6*" and "6+6"',
    reading:
      'A 5 gives a Bold (C) leader; a 6 is rolled again, and a second 6 gives a Rash (D) leader, any other second roll a Bold one. So C comes 11 times in 36 and D once.',
    alternative:
      'A 6 followed by anything but a 6 is rolled afresh from the top of the chart, so the classes come A 6, B 18, C 6 and D 1 in every 31.',
    option: { name: 'randomLeaderSix', value: 'roll-afresh' },
  },
  {
    id: 'reaction-points-below-zero',
    kind: 'gap',
    cites: ['T11', '5.01'],
    title: 'Reaction points below none',
    reading:
      'Moving infantry charged with 1CI have no reaction points, and the minus modifiers could take them lower. The engine stops at none: the unit cannot react, and nothing more is taken from it.',
    alternative:
      'A negative total counts for something more, though the book names no penalty for it; the reactions open to the unit are the same either way (none).',
    withoutOption: 'changes-nothing',
  },
  {
    id: 'fire-after-a-full-move',
    kind: 'contradiction',
    cites: ['T8', '4.20'],
    title: 'Crossbows after a full move: no fire, or half dice?',
    reading:
      'T8 gives each weapon its own line: crossbows, heavy crossbows and slings fire half dice after half a move and not at all after a full one, while bows and longbows still fire half dice. The engine follows T8.',
    alternative:
      'The general rule of 4.20 (full dice after moving under half, half dice after more) for every weapon, which its own crossbow example follows: twelve crossbows that moved a full move still roll 4 of their 8 dice.',
    option: { name: 'fireAfterMoving', value: 'general-rule' },
  },
  {
    id: 'heavy-crossbow-firing-depth',
    kind: 'gap',
    cites: ['T7', '4.20'],
    title: 'How deep do heavy crossbows fire?',
    reading:
      'T7 lists longbows, bows, slings, crossbows and open order, but not the heavy crossbow. The engine lets a heavy crossbow unit in loose order fire from its front rank of MMS only.',
    alternative: 'Heavy crossbows fire 2 MMS deep like other crossbows.',
    option: { name: 'heavyCrossbowDepth', value: 'as-crossbow' },
  },
  {
    id: 'disordered-fire-after-moving',
    kind: 'gap',
    cites: ['4.20', 'T8'],
    title: 'A disordered unit firing half dice after moving: halved once or twice?',
    reading:
      'Both halvings apply, one after the other: 12 dice halve to 6 for the move and to 3 for disorder.',
    alternative: 'Halve only once when both apply: 12 dice become 6.',
    option: { name: 'fireHalvings', value: 'once' },
  },
  {
    id: 'halved-dice-rounding',
    kind: 'gap',
    cites: ['4.20', 'T8', '9.09'],
    title: 'Rounding half dice',
    reading:
      'Half dice for moving (T8) and for disorder (4.20) are rounded down, as the book rounds half fire (9.09) and fire without ammunition (4.80); a disordered unit firing half dice after moving halves twice.',
    alternative: 'Round half dice up: 7 dice halve to 4.',
    option: { name: 'fireHalfDice', value: 'round-up' },
  },
];

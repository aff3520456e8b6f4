/**
 * The notes the book prints under or beside its tables, restated: they qualify
 * the table's values, so they render with it and the calculators that use the
 * table read them from here. "Read here" marks where the site chooses between
 * two readings (the errata register gives both).
 */
import type { TableId } from './index.ts';
import { lineOfBattleModifier } from './morale-leaders.ts';

/** T22's printed note, and how the site reads it against 9.06. */
export const shieldWallNote =
  'On a die roll of 6 the wall breaks. Read here with 9.06: the lines above add to the number the wall must roll at or under, which never passes 5, so a 6 always breaks it; the errata register gives the other reading, which adds them to the die.';

/** Printed notes by table, in the order the book prints them. */
export const tableNotes: Readonly<Partial<Record<TableId, readonly string[]>>> = {
  T1: [
    'T1 prints the two depths as bare numbers, the first for 15mm figures and the second for 25mm; read here in millimetres, the unit 1.30 gives the MMS widths in.',
  ],
  T11: [
    'Stationary: the unit moved less than its MF in its latest move phase; moving: more than its MF. The number is how many reaction points the unit has.',
  ],
  T12: ['NE: the fire has no effect, but the ammunition is spent all the same.'],
  T15: [
    'Each unit reads the line that best fits its own situation, so the two sides of one combat may read different lines. A difference of 1 puts the higher side at Even and the lower at Disadvantage.',
  ],
  T16: [
    'Superior position: cover means buildings, woods and the like (a slope is not counted here). The bonus goes to the unit on the looser basing, and infantry fighting cavalry always gets it.',
  ],
  T17A: [
    `Not printed in T17A: under the advanced Line of Battle rule (after ${lineOfBattleModifier.rule}), a unit out of the line of battle adds +${lineOfBattleModifier.value} to its morale modifiers.`,
  ],
  T22: [shieldWallNote],
};

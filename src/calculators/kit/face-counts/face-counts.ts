/**
 * A bucket of like dice entered as players count it: how many of each face.
 * The faces are kept in FacesEntry's text, lowest first; a count is never
 * below 0 and the counts never pass the number of dice.
 */
import type { Die } from '../../../../engine/core/index.ts';

/** Whether the dice can be counted face by face: two or more dice, every one the same die. */
export function isCountable(dice: readonly Die[]): boolean {
  const first = dice[0];
  return (
    first !== undefined &&
    dice.length > 1 &&
    dice.every(
      (d) => d.faces.length === first.faces.length && d.faces.every((f, i) => f === first.faces[i]),
    )
  );
}

/** How many dice show each face, from the faces read (faces the die cannot show are left out). */
export function countFaces(
  dice: readonly Die[],
  read: readonly number[],
): { face: number; count: number }[] {
  const faces = [...new Set(dice[0]?.faces ?? [])].sort((a, b) => a - b);
  const shown = read.slice(0, dice.length);
  return faces.map((face) => ({ face, count: shown.filter((f) => f === face).length }));
}

/** The faces with one more (`by` 1) or one fewer (-1) die showing `face`, lowest first; unchanged past a bound. */
export function stepFace(
  dice: readonly Die[],
  read: readonly number[],
  face: number,
  by: 1 | -1,
): number[] {
  const counts = countFaces(dice, read);
  const total = counts.reduce((n, c) => n + c.count, 0);
  const line = counts.find((c) => c.face === face);
  if (!line || (by === 1 && total >= dice.length) || (by === -1 && line.count === 0))
    return counts.flatMap((c) => Array<number>(c.count).fill(c.face));
  line.count += by;
  return counts.flatMap((c) => Array<number>(c.count).fill(c.face));
}

/** What counting needs of a FacesEntry (the kit's sub-folder names it by shape). */
export interface CountedEntry {
  readonly dice: readonly Die[];
  readonly read: readonly number[];
  enter(text: string, committed?: boolean): void;
}

/** One step on the entry: its text becomes the counted faces; a full count is logged. */
export function stepEntry(entry: CountedEntry, face: number, by: 1 | -1): void {
  const faces = stepFace(entry.dice, entry.read, face, by);
  entry.enter(faces.join(' '), faces.length === entry.dice.length);
}

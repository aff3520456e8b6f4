/**
 * A bucket of like dice entered as players count it: how many of each face.
 * The faces are kept in FacesEntry's text, lowest first; a count is never
 * below 0 and the counts never pass the number of dice.
 */
import type { Die } from '../../../../engine/core/index.ts';

/** How many dice show each face, from the faces read (faces the die cannot show are left out). */
export function countFaces(
  dice: readonly Die[],
  read: readonly number[],
): { face: number; count: number }[] {
  const faces = [...new Set(dice[0]?.faces ?? [])].sort((a, b) => a - b);
  const shown = read.slice(0, dice.length);
  return faces.map((face) => ({ face, count: shown.filter((f) => f === face).length }));
}

/** The faces with `face` shown by `count` dice (kept from 0 to the dice the other faces leave), lowest first. */
export function setFaceCount(
  dice: readonly Die[],
  read: readonly number[],
  face: number,
  count: number,
): number[] {
  const counts = countFaces(dice, read);
  const line = counts.find((c) => c.face === face);
  if (line && Number.isInteger(count)) {
    const others = counts.reduce((n, c) => n + (c === line ? 0 : c.count), 0);
    line.count = Math.min(Math.max(count, 0), dice.length - others);
  }
  return counts.flatMap((c) => Array<number>(c.count).fill(c.face));
}

/** The faces with one more (`by` 1) or one fewer (-1) die showing `face`; unchanged past a bound. */
export function stepFace(
  dice: readonly Die[],
  read: readonly number[],
  face: number,
  by: 1 | -1,
): number[] {
  const now = countFaces(dice, read).find((c) => c.face === face)?.count ?? 0;
  return setFaceCount(dice, read, face, now + by);
}

/** What counting needs of a FacesEntry (the kit's sub-folder names it by shape). */
export interface CountedEntry {
  readonly dice: readonly Die[];
  readonly read: readonly number[];
  enter(text: string, committed?: boolean): void;
}

/** The entry's text becomes the counted faces; a full count is logged. */
function write(entry: CountedEntry, faces: readonly number[]): void {
  entry.enter(faces.join(' '), faces.length === entry.dice.length);
}

/** One step on the entry. */
export function stepEntry(entry: CountedEntry, face: number, by: 1 | -1): void {
  write(entry, stepFace(entry.dice, entry.read, face, by));
}

/** A count typed for one face (a count past the dice left is cut to them). */
export function countEntry(entry: CountedEntry, face: number, count: number): void {
  write(entry, setFaceCount(entry.dice, entry.read, face, count));
}

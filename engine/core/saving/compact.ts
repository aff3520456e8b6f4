/**
 * Packing a game into a link's compact JSON (positions in place of keys,
 * indexes in place of names, flags as bits) and spelling it out again. The
 * spelling trusts nothing: a value of the wrong shape is passed on as it is,
 * for the system's checker to refuse by its field.
 */

/** Flags packed as bits, the first flag the lowest. */
export const packFlags = (...flags: boolean[]): number =>
  flags.reduce((bits, flag, i) => bits + (flag ? 2 ** i : 0), 0);

/** An absent id as 0, so the positions after it stay fixed. */
export const orZero = (id: string | null | undefined): string | 0 => id ?? 0;

/** Position i of a list, or undefined for anything else: the checker names what is missing. */
export const at = (list: unknown, i: number): unknown =>
  Array.isArray(list) ? list[i] : undefined;

/** Each item of a list spelled out; anything else as it is. */
export const each = (list: unknown, spell: (item: unknown) => unknown): unknown =>
  Array.isArray(list) ? list.map(spell) : list;

/** One bit of packed flags; anything but a number as it is. */
export const bit = (value: unknown, mask: number): unknown =>
  typeof value === 'number' ? (value & mask) !== 0 : value;

/** 0 or 1 as false or true; anything else as it is. */
export const asFlag = (value: unknown): unknown =>
  value === 0 || value === 1 ? value === 1 : value;

/** The name at an index of the list; anything but a number as it is. */
export const byIndex = (list: readonly string[], value: unknown): unknown =>
  typeof value === 'number' ? list[value] : value;

/** 0 as the absent id (`undefined` or `null`, as the system keeps it); anything else as it is. */
export const fromZero = (value: unknown, absent: null | undefined = undefined): unknown =>
  value === 0 ? absent : value;

/** The ids of a packed list whose items start with their id. */
export const idsOf = (list: unknown): unknown[] =>
  Array.isArray(list) ? list.map((item) => at(item, 0)) : [];

/** A list keyed by the ids in order; one of another length, or ids not all text, as it is. */
export function keyed(ids: unknown[], list: unknown, spell: (item: unknown) => unknown): unknown {
  if (
    !Array.isArray(list) ||
    list.length !== ids.length ||
    !ids.every((id) => typeof id === 'string')
  )
    return list;
  return Object.fromEntries(ids.map((id, i) => [id, spell(list[i])]));
}

/** Words packed as one space-separated text, spelled out as a list; anything but text as it is. */
export const splitWords = (value: unknown): unknown =>
  typeof value === 'string' ? (value === '' ? [] : value.split(' ')) : value;

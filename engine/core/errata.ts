/**
 * The errata register's vocabulary, shared by every system: places where a book
 * contradicts itself, misprints a value or is silent, each with the reading the
 * engine follows and the other reading. Readings are a system's object of named
 * switches; a reading choice names one switch and the value that selects the
 * other reading.
 */
export type ErratumKind = 'contradiction' | 'misprint' | 'gap' | 'edition-difference';

/** The option naming one reading: a switch of the readings `R` and its other value. */
export type ReadingChoice<R> = {
  [K in keyof R]-?: { readonly name: K; readonly value: NonNullable<R[K]> };
}[keyof R];

/** One entry of a register: what it cites, the reading the engine follows and the other one. */
export interface Erratum<Cite extends string, R> {
  readonly id: string;
  readonly kind: ErratumKind;
  /** The rules, tables or sections the entry concerns; the pages show it under each. */
  readonly cites: readonly Cite[];
  readonly title: string;
  /** The reading the engine uses by default. */
  readonly reading: string;
  /** The other reading. */
  readonly alternative: string;
  /** The option that switches to the other reading, where the engine offers one. */
  readonly option?: ReadingChoice<R>;
}

/**
 * The entries that cite a rule, in register order. `citesOf` reads what an entry
 * cites when that is not its `cites` as written (a book's own numbers, say).
 */
export function findErrataCiting<E extends { readonly cites: readonly string[] }>(
  register: readonly E[],
  cite: string,
  citesOf: (entry: E) => readonly string[] = (entry) => entry.cites,
): E[] {
  return register.filter((entry) => citesOf(entry).includes(cite));
}

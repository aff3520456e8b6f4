/**
 * The errata register's vocabulary, shared by every system: places where a book
 * contradicts itself, misprints a value or is silent, each with the reading the
 * engine follows and the other reading. Readings are a system's object of named
 * switches; a reading choice names one switch and the value that selects the
 * other reading.
 */
export type ErratumKind = 'contradiction' | 'misprint' | 'gap' | 'edition-difference';

/**
 * The engine parts that read a switch: the calculators (each tool behind whose
 * answer the entry stands) or the play along, which follows a game's results.
 */
export type ReadingReader = 'calculators' | 'play-along';

/**
 * The option naming one reading: a switch of the readings `R` and its other
 * value. `readBy` says which engine parts read it, the calculators when unsaid:
 * a switch only the play along reads changes no calculator's answer, so a
 * calculator shows the entry without it.
 */
export type ReadingChoice<R> = {
  [K in keyof R]-?: {
    readonly name: K;
    readonly value: NonNullable<R[K]>;
    readonly readBy?: readonly ReadingReader[];
  };
}[keyof R];

/** Whether the calculators read a switch, so one may offer it beside its answer. */
export function isReadByCalculators(option: { readonly readBy?: readonly ReadingReader[] }) {
  return option.readBy?.includes('calculators') ?? true;
}

/**
 * Why an entry offers no switch: both readings compute the same numbers
 * (`changes-nothing`), or the other reading is only a printed slip, such as a sum
 * that does not add up (`misprint`).
 */
export type WithoutOption = 'changes-nothing' | 'misprint';

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
  /** Where it offers none: why. An entry has exactly one of `option` and `withoutOption`. */
  readonly withoutOption?: WithoutOption;
}

/**
 * The entries that break the register's rule: neither a switch nor a reason
 * why not, or both at once.
 */
export function findUndecidedErrata<
  E extends { readonly option?: unknown; readonly withoutOption?: WithoutOption },
>(register: readonly E[]): E[] {
  return register.filter(
    (entry) => (entry.option === undefined) === (entry.withoutOption === undefined),
  );
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

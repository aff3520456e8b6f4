/**
 * What every rules tool shares, whatever the book: its inputs as described
 * fields (the view renders them, errors land at them), the readings the
 * player chose, the dice read die by die, the errata behind the answer and
 * the link that restores all of it. A book plugs in through its `BookAdapter`;
 * each tool adds only its rule: which engine function answers, and how its
 * outcomes read.
 */
import type {
  Erratum,
  InputError,
  Probability,
  ReadingChoice,
  ReadingReader,
  Result,
  WithoutOption,
  WorkingStep,
} from '../../../engine/core/index.ts';
import { isReadByCalculators } from '../../../engine/core/index.ts';
import type { Step } from './step.ts';
import type { OfferedReading } from '../../lib/errata/preferred-readings.ts';
import type { FacesEntry } from './faces-entry.svelte.ts';
import type { Fields } from './url-state.ts';
import {
  describeRefusals,
  numberRange,
  readLinkedFaces,
  readLinkedReadings,
  readLinkedValues,
  writeLinkedFaces,
} from './tool-link.ts';
import { ReadingsRecord } from '../../lib/errata/readings-read.ts';

export type FieldValue = string | number | boolean;

/** Readings as the kit holds them, whatever the book: each switch by name. */
type KitReadings = Record<string, FieldValue>;

/** A reading an erratum lets the player switch to: the option's name and its other value. */
export type ReadingOption = ReadingChoice<KitReadings>;

/** A register entry as a tool shows it; a tool whose own field chooses the reading drops the option. */
export type ToolErratum = Pick<
  Erratum<string, KitReadings>,
  'id' | 'title' | 'reading' | 'alternative'
> & {
  readonly option?: ReadingOption | undefined;
  readonly withoutOption?: WithoutOption | undefined;
  /** Where the switch is read only outside the calculators (the play along): shown without it. */
  readonly readBy?: readonly ReadingReader[] | undefined;
};

/**
 * How a book's rules reach the kit: its id, how a rule id reads and links,
 * its errata register and its default readings.
 */
export interface BookAdapter<Rule extends string, R extends object> {
  /** The rulebook id: `macbeth-to-medici`, `knighthood-3`. */
  readonly id: string;
  /** Whether a string an error names is one of this book's rule ids. */
  isRule(rule: string): rule is Rule;
  /** How a rule reads in the working: "Control test", "5.10". */
  label(rule: Rule): string;
  /** The rule's short link: `/knighthood-3/r/5.10/`. */
  href(rule: Rule): string;
  /**
   * The book's register, loaded when a tool first shows (it is not shipped
   * with the page): its entries by rule, and the switches it offers.
   */
  loadRegister(): Promise<{
    errataAt: (rule: Rule) => readonly ToolErratum[];
    offered: readonly OfferedReading[];
  }>;
  readonly defaultReadings: R;
}

/** The engine's working as the kit shows it: each step linked to its rule. */
export function viewRuleSteps<Rule extends string>(
  book: BookAdapter<Rule, object>,
  steps: readonly WorkingStep<Rule>[],
): Step[] {
  return steps.map((s) => ({ text: s.text, rule: book.label(s.rule), href: book.href(s.rule) }));
}

export interface Choice {
  readonly value: string;
  readonly label: string;
  /** The rule the choice stands for, shown after its label; never written into the label. */
  readonly rule?: string;
}

/**
 * One input as the book names it; `key` is the field the engine's errors name.
 * `rule` is the rule the field asks about, from engine data: the view links it
 * after the label, so the label itself names no rule.
 * An `optional` number may be left blank (a roll not made yet): it reads NaN.
 * A `text` field holds what the engine parses itself (a list, a hex number).
 * `fold` puts a rarely used field under a closed heading with the fields beside
 * it that share the fold (the view opens it once one of them is set).
 */
export type FieldSpec = {
  readonly key: string;
  readonly label: string;
  readonly rule?: string;
  readonly fold?: FieldFold;
} & (
  | { readonly kind: 'choice'; readonly options: readonly Choice[] }
  | { readonly kind: 'number'; readonly optional?: boolean }
  | { readonly kind: 'check' }
  | { readonly kind: 'text'; readonly numeric?: boolean }
);

/** A heading that folds rarely used fields away, with the rule they belong to. */
export interface FieldFold {
  readonly label: string;
  readonly rule?: string;
}

export interface OddsRow {
  readonly key: string;
  readonly label: string;
  readonly detail: string;
  readonly chance: Probability;
  readonly current?: boolean;
}

export interface ToolAnswer {
  /** The summary's headline. */
  readonly answer: string;
  /** The summary's second line. */
  readonly chance?: string | undefined;
  readonly caption: string;
  /** First column heading of the odds. */
  readonly heading: string;
  readonly rows: readonly OddsRow[];
  /** The denominator the chances read over when they divide evenly. */
  readonly over: bigint;
  readonly steps: readonly Step[];
  readonly rolled: boolean;
}

/** A set of dice the player reads for this tool. */
export interface DiceSlot {
  readonly entry: FacesEntry;
  /** What these dice are: "Plus dice". */
  readonly name: string;
  /** False while the rule needs none of these dice (a second die only some first dice call for). */
  readonly active?: () => boolean;
}

/** Whether the rule needs a set of dice now. */
export const isActive = (slot: DiceSlot): boolean => slot.active?.() ?? true;

/** "1 hit", "2 hits"; irregular nouns give their plural ("die", "dice"). */
export function counted(n: number, noun: string, plural = `${noun}s`): string {
  return `${n} ${n === 1 ? noun : plural}`;
}

/** No count or factor on the table comes near: the largest number a tool reads. */
export const largestNumber = numberRange.max;

const linkValue = (v: FieldValue) => (typeof v === 'boolean' ? (v ? '1' : '0') : String(v));

export abstract class BookTool<Rule extends string, R extends object> {
  /** The data-calculator name and the link prefix. */
  abstract readonly id: string;
  abstract readonly title: string;
  abstract readonly fields: readonly FieldSpec[];
  abstract readonly result: Result<ToolAnswer>;
  /** The rules behind the answer, whose errata the tool shows. */
  abstract readonly sectionsUsed: readonly Rule[];
  /** Readings the tool's own fields choose: the register's entry shows without a second switch. */
  readonly readingFields: readonly string[] = [];
  /** The notes the book prints with the tables the tool reads, shown with its answer once loaded. */
  tableNotes: readonly Step[] = $state([]);

  readonly book: BookAdapter<Rule, R>;
  values: Record<string, FieldValue> = $state({});
  /** Why the link the tool opened with was refused; cleared by the first change. */
  linkProblem: string | undefined = $state();
  #readings: R = $state({} as R);
  readonly #record = new ReadingsRecord();
  /** The readings chosen; the answer reads them through a record of which it reads. */
  get readings(): R {
    return this.#record.view(this.#readings);
  }
  set readings(readings: R) {
    this.#readings = readings;
  }
  readonly dice: DiceSlot[] = [];
  readonly #defaults: Record<string, FieldValue>;
  #errataAt: ((rule: Rule) => readonly ToolErratum[]) | undefined = $state.raw();

  constructor(book: BookAdapter<Rule, R>, defaults: Record<string, FieldValue>) {
    this.book = book;
    this.readings = { ...book.defaultReadings };
    this.#defaults = defaults;
    this.values = { ...defaults };
  }

  set(key: string, value: FieldValue) {
    this.values[key] = value;
    this.linkProblem = undefined;
  }

  text(key: string): string {
    return String(this.values[key]);
  }

  number(key: string): number {
    return Number(this.values[key]);
  }

  /** True once a field holds other than its starting value (a fold holding it opens). */
  changed(key: string): boolean {
    const value = this.values[key];
    const start = this.#defaults[key];
    return !(value === start || (Number.isNaN(value) && Number.isNaN(start)));
  }

  flag(key: string): boolean {
    return this.values[key] === true;
  }

  /** The dice read, once every set is complete. */
  get faces(): number[][] | undefined {
    const read: number[][] = [];
    for (const slot of this.dice) {
      if (!isActive(slot)) {
        read.push([]);
        continue;
      }
      const faces = slot.entry.faces;
      if (!faces) return undefined;
      read.push(faces);
    }
    return read;
  }

  /**
   * A number field left blank, not a number or beyond any table's needs, named
   * before the engine sees it: a typed or linked 1e9 would have tools build a
   * billion dice or modifiers.
   */
  checkNumbers(rule: Rule): InputError | undefined {
    for (const field of this.fields) {
      if (field.kind !== 'number') continue;
      const n = this.number(field.key);
      if (field.optional && Number.isNaN(n)) continue;
      if (!Number.isFinite(n))
        return { field: field.key, rule, message: `${field.label}: enter a number` };
      if (Math.abs(n) > largestNumber)
        return {
          field: field.key,
          rule,
          message: `${field.label}: enter a number from -${largestNumber} to ${largestNumber}`,
        };
    }
    return undefined;
  }

  /** The error at a field or a set of dice, if the answer failed there. */
  errorAt(field: string): InputError | undefined {
    const result = this.result;
    if (!result.ok && result.error.field === field) return result.error;
    const dice = this.dice.find((d) => d.entry.field === field && isActive(d))?.entry.checked;
    return dice && !dice.ok ? dice.error : undefined;
  }

  /** An error no field or dice shows: said in the answer column. */
  get strayError(): InputError | undefined {
    const result = this.result;
    if (result.ok) return undefined;
    const known = [...this.fields.map((f) => f.key), ...this.dice.map((d) => d.entry.field)];
    return known.includes(result.error.field) ? undefined : result.error;
  }

  /**
   * The register's entries for the rules behind the answer, each once; a
   * switch the answer has not read (another tool's, or one that matters
   * only for other inputs) is shown without it.
   */
  get errata(): ToolErratum[] {
    // The answer first: computing it records the readings it reads.
    void this.result;
    return this.#citedErrata().map((c) =>
      c.option && !this.#record.has(c.option.name) ? { ...c, option: undefined } : c,
    );
  }

  /** Every entry cited by the rules behind the answer; a switch only the play along reads is dropped. */
  #citedErrata(): ToolErratum[] {
    const errataAt = this.#errataAt;
    if (!errataAt) return [];
    const cited = this.sectionsUsed.flatMap((s) => errataAt(s));
    return cited
      .filter((c, i) => cited.findIndex((d) => d.id === c.id) === i)
      .map((c) => {
        if (c.option && !isReadByCalculators(c.option))
          return { ...c, option: undefined, readBy: c.option.readBy };
        return c.option && this.readingFields.includes(c.option.name)
          ? { ...c, option: undefined }
          : c;
      });
  }

  /** Switches a reading to the register's other one, or back to the default. */
  setReading(choice: ReadingOption, other: boolean) {
    const defaults = this.book.defaultReadings as Record<string, unknown>;
    Object.assign(this.#readings, { [choice.name]: other ? choice.value : defaults[choice.name] });
  }

  usesReading(choice: ReadingOption): boolean {
    return (this.#readings as Record<string, unknown>)[choice.name] === choice.value;
  }

  /** Everything the link stores: fields, the dice read (`d0`, `d1`) and readings (`o.name`). */
  get linkFields(): Fields {
    return {
      ...Object.fromEntries(Object.entries(this.values).map(([k, v]) => [k, linkValue(v)])),
      ...Object.fromEntries(this.dice.map((d, i) => [`d${i}`, writeLinkedFaces(d)])),
      ...Object.fromEntries(Object.entries(this.#readings).map(([k, v]) => [`o.${k}`, String(v)])),
    };
  }

  /** The link a tool opens with when nothing was changed. */
  get linkDefaults(): Fields {
    const fields: Fields = {};
    for (const [k, v] of Object.entries(this.#defaults)) fields[k] = linkValue(v);
    this.dice.forEach((_, i) => (fields[`d${i}`] = ''));
    for (const [k, v] of Object.entries(this.book.defaultReadings)) fields[`o.${k}`] = String(v);
    return fields;
  }

  #registerLoaded: Promise<void> | undefined;
  /** Every switch the register offers: a link may carry one chosen there that this tool does not read. */
  #offered: readonly OfferedReading[] = [];
  /** Readings the player chose in the register, started from before any link or switch here. */
  preferredReadings: readonly string[] = $state.raw([]);

  /**
   * Loads the register and the readings chosen in it (the tool starts from
   * them); until then the tool shows no errata. A storage fault leaves the
   * book's defaults.
   */
  loadRegister(): Promise<void> {
    this.#registerLoaded ??= (async () => {
      // The chosen readings' module loads with the register: a page ships neither at load.
      const [{ errataAt, offered }, { readPreferredReadings, applyPreferredReadings }] =
        await Promise.all([
          this.book.loadRegister(),
          import('../../lib/errata/preferred-readings.ts'),
        ]);
      const preferred = await readPreferredReadings(this.book.id);
      if (preferred.ok) {
        this.readings = applyPreferredReadings(this.book.defaultReadings, offered, preferred.value);
        const defaults = this.book.defaultReadings as Record<string, unknown>;
        const chosen = this.#readings as Record<string, unknown>;
        this.preferredReadings = Object.keys(defaults).filter((k) => chosen[k] !== defaults[k]);
      }
      this.#offered = offered;
      this.#errataAt = errataAt;
    })();
    return this.#registerLoaded;
  }

  /**
   * The entries whose other reading a link may hold: the tool's own, then
   * any other switch of the register, which a player may have chosen there
   * (the tool started from it and its link carries it; it changes nothing here).
   */
  #linkableErrata(): ToolErratum[] {
    const own = this.#citedErrata();
    const chosenElsewhere = this.#offered
      .filter((o) => !own.some((c) => c.option?.name === o.name))
      .map((o) => ({
        id: o.name,
        title: `The reading ${o.name}`,
        reading: '',
        alternative: '',
        option: o,
      }));
    return [...own, ...chosenElsewhere];
  }

  /**
   * Restores what a link stored, read as strictly as each field: a link with
   * any value refused changes nothing and says why in `linkProblem`. The
   * rules' own limits are named at the field, as for a typed value. Keys the
   * tool does not know are ignored; readings are read once the register says
   * which the answer uses.
   */
  async loadLink(stored: Fields) {
    await this.loadRegister();
    const { values, refusals } = readLinkedValues(this.fields, stored);
    if (refusals.length > 0) {
      this.linkProblem = describeRefusals(refusals);
      return;
    }
    const before = { ...this.values };
    const diceBefore = this.dice.map((d) => d.entry.text);
    Object.assign(this.values, values);
    // The dice and the readings on offer follow the values just set.
    refusals.push(
      ...readLinkedFaces(this.dice, stored),
      ...readLinkedReadings(this.book.defaultReadings, this.#linkableErrata(), stored),
    );
    if (refusals.length > 0) {
      this.values = before;
      this.dice.forEach((slot, i) => slot.entry.load(diceBefore[i] ?? ''));
      this.linkProblem = describeRefusals(refusals);
      return;
    }
    // Readings the rules here cite, and any other the link carries: each restored.
    const cited = this.#citedErrata();
    for (const erratum of this.#linkableErrata()) {
      const option = erratum.option;
      const key = `o.${option?.name}`;
      if (option && (cited.some((c) => c.id === erratum.id) || key in stored))
        this.setReading(option, stored[key] === String(option.value));
    }
    this.linkProblem = undefined;
  }
}

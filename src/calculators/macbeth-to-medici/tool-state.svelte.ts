/**
 * What every From Macbeth to Medici tool shares: its inputs as described
 * fields (the view renders them, errors land at them), the readings the
 * player chose, the dice read die by die, the conflicts behind the answer and
 * the link that restores all of it. Each tool adds only its rule: which
 * engine function answers, and how its outcomes read.
 */
import type { InputError, Probability, Result } from '../../../engine/core/index.ts';
import {
  conflictsAt,
  defaultReadings,
  sections,
  type Conflict,
  type Readings,
  type SectionId,
} from '../../../engine/macbeth-to-medici/index.ts';
import type { Step } from '../kit/step.ts';
import type { FacesEntry } from '../kit/faces-entry.svelte.ts';
import type { Fields } from '../kit/url-state.ts';
import { rulePermalink } from '../../lib/page-paths.ts';

export const book = 'macbeth-to-medici';

export type FieldValue = string | number | boolean;

export interface Choice {
  readonly value: string;
  readonly label: string;
}

/** One input as the book names it; `key` is the field the engine's errors name. */
export type FieldSpec = { readonly key: string; readonly label: string } & (
  | { readonly kind: 'choice'; readonly options: readonly Choice[] }
  | { readonly kind: 'number' }
  | { readonly kind: 'check' }
);

/** A step of the engine's working. */
export interface EngineStep {
  readonly text: string;
  readonly section: SectionId;
}

/** The short link of a section: `/macbeth-to-medici/r/control-test/`. */
export function sectionHref(section: SectionId): string {
  return rulePermalink(book, section);
}

/** The engine's working as the kit shows it: each step linked to its section. */
export function viewSteps(steps: readonly EngineStep[]): Step[] {
  return steps.map((s) => ({
    text: s.text,
    rule: sections[s.section],
    href: sectionHref(s.section),
  }));
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
}

/** "1 hit", "2 hits". */
export function counted(n: number, noun: string): string {
  return `${n} ${noun}${n === 1 ? '' : 's'}`;
}

export abstract class M2mTool {
  /** The data-calculator name and the link prefix. */
  abstract readonly id: string;
  abstract readonly title: string;
  abstract readonly fields: readonly FieldSpec[];
  abstract readonly result: Result<ToolAnswer>;
  /** The sections behind the answer, whose conflicts the tool shows. */
  abstract readonly sectionsUsed: readonly SectionId[];

  values: Record<string, FieldValue> = $state({});
  readings: Readings = $state({ ...defaultReadings });
  readonly dice: DiceSlot[] = [];
  readonly #defaults: Record<string, FieldValue>;

  constructor(defaults: Record<string, FieldValue>) {
    this.#defaults = defaults;
    this.values = { ...defaults };
  }

  set(key: string, value: FieldValue) {
    this.values[key] = value;
  }

  text(key: string): string {
    return String(this.values[key]);
  }

  number(key: string): number {
    return Number(this.values[key]);
  }

  flag(key: string): boolean {
    return this.values[key] === true;
  }

  /** The dice read, once every set is complete. */
  get faces(): number[][] | undefined {
    const read: number[][] = [];
    for (const slot of this.dice) {
      const faces = slot.entry.faces;
      if (!faces) return undefined;
      read.push(faces);
    }
    return read;
  }

  /** A number field left blank or not a number, named before the engine sees it. */
  checkNumbers(section: SectionId): InputError | undefined {
    for (const field of this.fields) {
      if (field.kind === 'number' && !Number.isFinite(this.number(field.key))) {
        return { field: field.key, rule: section, message: `${field.label}: enter a number` };
      }
    }
    return undefined;
  }

  /** The error at a field or a set of dice, if the answer failed there. */
  errorAt(field: string): InputError | undefined {
    const result = this.result;
    if (!result.ok && result.error.field === field) return result.error;
    const dice = this.dice.find((d) => d.entry.field === field)?.entry.checked;
    return dice && !dice.ok ? dice.error : undefined;
  }

  /** An error no field or dice shows: said in the answer column. */
  get strayError(): InputError | undefined {
    const result = this.result;
    if (result.ok) return undefined;
    const known = [...this.fields.map((f) => f.key), ...this.dice.map((d) => d.entry.field)];
    return known.includes(result.error.field) ? undefined : result.error;
  }

  /** The register's entries for the sections behind the answer, each once. */
  get conflicts(): Conflict[] {
    const cited = this.sectionsUsed.flatMap((s) => conflictsAt(s));
    return cited.filter((c, i) => cited.findIndex((d) => d.id === c.id) === i);
  }

  /** Switches a reading to the register's other one, or back to the default. */
  setReading(choice: NonNullable<Conflict['option']>, other: boolean) {
    Object.assign(this.readings, {
      [choice.name]: other ? choice.value : defaultReadings[choice.name],
    });
  }

  usesReading(choice: NonNullable<Conflict['option']>): boolean {
    return this.readings[choice.name] === choice.value;
  }

  /** Everything the link stores: fields, the dice read (`d0`, `d1`) and readings (`o.name`). */
  get linkFields(): Fields {
    return {
      ...Object.fromEntries(
        Object.entries(this.values).map(([k, v]) => [
          k,
          typeof v === 'boolean' ? (v ? '1' : '0') : String(v),
        ]),
      ),
      ...Object.fromEntries(this.dice.map((d, i) => [`d${i}`, d.entry.text])),
      ...Object.fromEntries(Object.entries(this.readings).map(([k, v]) => [`o.${k}`, String(v)])),
    };
  }

  /** The link a tool opens with when nothing was changed. */
  get linkDefaults(): Fields {
    const fields: Fields = {};
    for (const [k, v] of Object.entries(this.#defaults))
      fields[k] = typeof v === 'boolean' ? (v ? '1' : '0') : String(v);
    this.dice.forEach((_, i) => (fields[`d${i}`] = ''));
    for (const [k, v] of Object.entries(defaultReadings)) fields[`o.${k}`] = String(v);
    return fields;
  }

  /** Restores what a link stored; keys it does not know are ignored. */
  loadLink(stored: Fields) {
    for (const field of this.fields) {
      const value = stored[field.key];
      if (value === undefined) continue;
      if (field.kind === 'check') this.values[field.key] = value === '1';
      else if (field.kind === 'number') this.values[field.key] = Number(value);
      else if (field.options.some((o) => o.value === value)) this.values[field.key] = value;
    }
    this.dice.forEach((d, i) => {
      const faces = stored[`d${i}`];
      if (faces !== undefined) d.entry.load(faces);
    });
    for (const conflict of this.conflicts) {
      const option = conflict.option;
      if (option) this.setReading(option, stored[`o.${option.name}`] === option.value);
    }
  }
}

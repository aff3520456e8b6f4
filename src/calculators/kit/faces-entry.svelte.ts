/**
 * State of one set of dice read die by die, for rules that look at each face
 * (the highest die, a pair of doubles) rather than the total: the faces typed
 * ("4 2 5"), tapped one at a time, or drawn from the seeded generator, with a
 * log that replays each committed roll. The dice may change with the inputs
 * (a cause adds a die): the entry takes them as a getter and checks the faces
 * against the dice as they are now.
 */
import {
  checkFaces,
  fail,
  describeDice,
  quoteInput,
  type DiceExpression,
  type DiceState,
  type Die,
  type Result,
} from '../../../engine/core/index.ts';
import { freshSeed, loadSeeded, seededIfLoaded, type RollEntry } from './roll-log.ts';

/** Reads "4 2 5", "4, 2, 5" or "4+2+5" as faces; a part that is not a whole number stays NaN. */
export function parseFaces(text: string): number[] {
  return text
    .split(/[\s,+]+/)
    .filter((part) => part !== '')
    .map((part) => (/^-?\d+$/.test(part) ? Number(part) : Number.NaN));
}

export class FacesEntry {
  /** The field and rule a wrong face is reported against. */
  readonly field: string;
  readonly rule: string;
  readonly #expression: () => DiceExpression;

  /** The faces as typed or tapped, in the dice's order. */
  text = $state('');
  /** The generator's state: seeded with the first seeded roll, then the state after each. */
  generator: DiceState | undefined = $state.raw();
  readonly #seed: number;
  log: RollEntry[] = $state([]);

  constructor(
    expression: () => DiceExpression,
    options: { field: string; rule: string; seed?: number | undefined },
  ) {
    this.#expression = expression;
    this.field = options.field;
    this.rule = options.rule;
    this.#seed = options.seed ?? freshSeed();
  }

  get expression(): DiceExpression {
    return this.#expression();
  }

  /** '2AvD': how players write these dice. */
  get label(): string {
    return describeDice(this.expression);
  }

  /** The dice in reading order, one entry per die. */
  get dice(): Die[] {
    return this.expression.dice.flatMap(({ count, die }) => Array<Die>(count).fill(die));
  }

  /** Two or more dice, every one the same die: they may be counted face by face (face-counts/). */
  get countable(): boolean {
    const dice = this.dice;
    const first = dice[0]?.faces.join();
    return dice.length > 1 && dice.every((d) => d.faces.join() === first);
  }

  /** The faces read so far. */
  get read(): number[] {
    return parseFaces(this.text);
  }

  /** The faces checked against the dice; undefined while nothing is entered. */
  get checked(): Result<{ faces: number[]; total: number }> | undefined {
    if (this.text.trim() === '') return undefined;
    if (this.read.some(Number.isNaN)) {
      return fail(
        this.field,
        this.rule,
        `type each die's face as a whole number, not ${quoteInput(this.text)}`,
      );
    }
    const refused = this.#refusedFace();
    if (refused) return fail(this.field, this.rule, refused);
    return checkFaces(this.expression, this.read, this.field, this.rule);
  }

  /**
   * The first face typed that its die cannot show, said as soon as it is typed
   * (a 7 on a D6 is a total, not one die), naming the die.
   */
  #refusedFace(): string | undefined {
    const dice = this.dice;
    const read = this.read;
    const at = read.findIndex((face, i) => i < dice.length && !dice[i]!.faces.includes(face));
    const die = dice[at];
    if (!die) return undefined;
    const [low, high] = [Math.min(...die.faces), Math.max(...die.faces)];
    return `die ${at + 1} (${die.label}) shows ${low} to ${high}, not ${read[at]}: type each die's face, not a total`;
  }

  /** The faces of a roll being entered, while every one is a face its die shows. */
  get soFar(): number[] {
    const read = this.read;
    return read.length < this.dice.length && !this.#refusedFace() ? read : [];
  }

  /** Every face, once all the dice are read and each shows a face its die has. */
  get faces(): number[] | null {
    const checked = this.checked;
    return checked?.ok ? checked.value.faces : null;
  }

  /** The die the next tap is for; the first again once every die is read. */
  get nextDie(): Die | undefined {
    const dice = this.dice;
    const read = this.read.length;
    return dice[read < dice.length ? read : 0];
  }

  /** Faces the player typed; `committed` (Enter or leaving the field) logs a complete roll. */
  enter(text: string, committed = true) {
    this.text = text;
    this.#logIfComplete(committed, 'typed');
  }

  /** One die's face; a tap after the last die starts a new roll. */
  tap(face: number) {
    const read = this.read;
    const faces = read.length < this.dice.length ? [...read, face] : [face];
    this.text = faces.join(' ');
    this.#logIfComplete(true, 'tapped');
  }

  /** Draws every die from the seeded generator (loading it first) and logs the state it drew from. */
  async roll() {
    const seeded = await loadSeeded();
    const state = this.generator ?? seeded.seedDice(this.#seed);
    const drawn = seeded.rollDice(this.expression, state);
    this.generator = drawn.state;
    this.text = drawn.faces.join(' ');
    this.log.unshift({ total: drawn.total, faces: drawn.faces, source: 'seeded', state });
  }

  /** Shows a logged roll again; a seeded one is drawn again from its stored state. */
  replay(entry: RollEntry) {
    // A seeded entry exists only once a seeded roll has loaded the generator.
    const drawn = entry.state && seededIfLoaded()?.rollDice(this.expression, entry.state);
    const faces = drawn ? drawn.faces : entry.faces;
    this.text = (faces ?? []).join(' ');
  }

  /** Sets the faces without logging them (a link or a reset). */
  load(text: string) {
    this.text = text;
  }

  #logIfComplete(committed: boolean, source: 'typed' | 'tapped') {
    const checked = this.checked;
    if (committed && checked?.ok) {
      this.log.unshift({ total: checked.value.total, faces: checked.value.faces, source });
    }
  }
}

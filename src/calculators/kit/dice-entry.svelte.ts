/**
 * State of one dice entry, for any dice expression: a total typed (checked as
 * it is typed), dice tapped face by face, or a roll drawn from the seeded
 * generator; every committed roll goes in a log that can replay it. A seeded
 * entry keeps the generator state it was drawn from, so replaying it draws
 * the same dice again. The generator loads with the first seeded roll.
 */
import {
  checkFaces,
  checkRolled,
  describeDice,
  diceDistribution,
  type DiceExpression,
  type DiceState,
  type Die,
  type Result,
} from '../../../engine/core/index.ts';
import { freshSeed, loadSeeded, seededIfLoaded, type RollEntry } from './roll-log.ts';

export class DiceEntry {
  readonly expression: DiceExpression;
  /** The field and rule an impossible total is reported against. */
  readonly field: string;
  readonly rule: string;
  /** 'D6', '2D6', '1D6+1AvD': how players write these dice. */
  readonly label: string;
  readonly min: number;
  readonly max: number;
  /** The dice in tapping order, one entry per die. */
  readonly dice: readonly Die[];

  /** The total as typed; `total` is its value only when the dice can show it. */
  text = $state('');
  /** Faces tapped so far, before the last die completes the roll. */
  tapped: number[] = $state([]);
  /** The generator's state: seeded with the first seeded roll, then the state after each. */
  generator: DiceState | undefined = $state.raw();
  readonly #seed: number;
  log: RollEntry[] = $state([]);

  /** The typed total checked against the dice; undefined while the field is blank. */
  readonly checked: Result<number> | undefined;
  readonly total: number | null;

  constructor(
    expression: DiceExpression,
    options: { field: string; rule?: string; seed?: number },
  ) {
    this.expression = expression;
    this.field = options.field;
    this.label = describeDice(expression);
    this.rule = options.rule ?? this.label;
    const totals = diceDistribution(expression).map((r) => r.total);
    this.min = totals[0] ?? 0;
    this.max = totals.at(-1) ?? 0;
    this.dice = expression.dice.flatMap(({ count, die }) => Array<Die>(count).fill(die));
    this.#seed = options.seed ?? freshSeed();
    this.checked = $derived(
      this.text.trim() === ''
        ? undefined
        : checkRolled(expression, Number(this.text), this.field, this.rule),
    );
    this.total = $derived(this.checked?.ok ? this.checked.value : null);
  }

  /** The die the next tap is for. */
  get nextDie(): Die | undefined {
    return this.dice[this.tapped.length];
  }

  /** A total the player typed; `committed` (Enter or leaving the field) logs it. */
  enter(text: string, committed = true) {
    this.text = text;
    this.tapped = [];
    if (committed && this.total !== null) this.log.unshift({ total: this.total, source: 'typed' });
  }

  /** One die's face; the last die of the expression completes and logs the roll. */
  tap(face: number) {
    const faces = [...this.tapped, face];
    if (faces.length < this.dice.length) {
      this.tapped = faces;
      return;
    }
    this.tapped = [];
    const checked = checkFaces(this.expression, faces, this.field, this.rule);
    if (!checked.ok) return;
    this.text = String(checked.value.total);
    this.log.unshift({ total: checked.value.total, faces, source: 'tapped' });
  }

  /** Draws the dice from the seeded generator (loading it first) and logs the state it drew from. */
  async roll() {
    const dice = await loadSeeded();
    const state = this.generator ?? dice.seedDice(this.#seed);
    const drawn = dice.rollDice(this.expression, state);
    this.generator = drawn.state;
    this.text = String(drawn.total);
    this.tapped = [];
    this.log.unshift({ total: drawn.total, faces: drawn.faces, source: 'seeded', state });
  }

  /** Shows a logged roll again; a seeded one is drawn again from its stored state. */
  replay(entry: RollEntry) {
    // A seeded entry exists only once a seeded roll has loaded the generator.
    const drawn = entry.state && seededIfLoaded()?.rollDice(this.expression, entry.state);
    this.text = String(drawn ? drawn.total : entry.total);
    this.tapped = [];
  }

  /** Sets the total without logging it (a link or a reset). */
  load(text: string) {
    this.text = text;
    this.tapped = [];
  }
}

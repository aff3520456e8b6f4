/**
 * The steps after an applied combat, as the engine lists them: each waits for
 * its dice and choices, is confirmed as one change of the game's history, and
 * undone through it. The game itself holds the steps still waiting
 * (`GameState.afterCombat`), so they last over a reload, a file and a link,
 * and the game's own undo and redo keep the list honest.
 */
import {
  applyAfterCombatStep,
  dropSteps,
  keepSteps,
  listAfterCombatSteps,
  pendingSteps,
  type AfterCombatChoice,
  type AfterCombatStep,
  type AppliedCombat,
  type GameState,
  type StepOutcome,
} from '../../../../../engine/medieval/index.ts';
import type { PlayedGame } from '../played-game.svelte.ts';
import { PursuitPaths } from './pursuit-path.svelte.ts';

interface Confirmed {
  key: string;
  outcome: StepOutcome;
}

export class AfterCombat {
  readonly game: PlayedGame;
  /** The steps of the combat applied in this visit, done ones too, while that combat stands. */
  #listed: readonly AfterCombatStep[] = $state.raw([]);
  /** The state the combat left: its list stands while it is in the history. */
  #base: GameState | undefined = $state.raw();
  #confirmed: readonly Confirmed[] = $state.raw([]);
  /** The player closed the list with nothing waiting. */
  #closed = $state(false);
  /** The dice entered or rolled, per step. */
  rolls: Record<string, number | undefined> = $state({});

  #kept(s: GameState | undefined): boolean {
    const history = this.game.history;
    return (
      s !== undefined &&
      history !== undefined &&
      (history.present === s || history.past.includes(s))
    );
  }

  /** The steps the game holds as waiting, whole again with their odds. */
  waiting: readonly AfterCombatStep[] = $derived.by(() => {
    const state = this.game.state;
    const steps = state ? pendingSteps(state) : undefined;
    return steps?.ok ? steps.value : [];
  });

  /** The steps shown: this visit's combat with its done ones, else those the game holds as waiting. */
  steps: readonly AfterCombatStep[] = $derived.by(() =>
    this.#kept(this.#base) ? this.#listed : this.waiting,
  );

  /** Confirmed steps whose state is still in the history (not undone), in the order confirmed. */
  done: readonly Confirmed[] = $derived.by(() =>
    this.#confirmed.filter((c) => this.#kept(c.outcome.state)),
  );

  /** Shown beside the board: a step waits, or the last ones are done and not yet closed. */
  open: boolean = $derived(this.waiting.length > 0 || (!this.#closed && this.steps.length > 0));

  /** The pursuits' ways beyond their first hex, chosen on the board. */
  readonly paths: PursuitPaths;

  constructor(game: PlayedGame) {
    this.game = game;
    this.paths = new PursuitPaths(this);
  }

  /**
   * The game as a combat just applied left it, with the steps it calls for
   * waiting in it: one state, so the combat's undo takes them back too.
   */
  begin(applied: AppliedCombat): GameState {
    const steps = listAfterCombatSteps(applied, this.game.context);
    const state = keepSteps(applied.after, steps);
    this.#listed = steps;
    this.#base = state;
    this.#confirmed = [];
    this.#closed = false;
    this.rolls = {};
    this.paths.clear();
    return state;
  }

  isDone(step: AfterCombatStep): boolean {
    return !this.waiting.some((w) => w.key === step.key);
  }

  /** What a step done in this visit did, in words. */
  linesOf(step: AfterCombatStep): StepOutcome['lines'] {
    return this.done.find((c) => c.key === step.key)?.outcome.lines ?? [];
  }

  /** The step confirmed last and still standing: the only one its own undo can take back. */
  get last(): string | undefined {
    const state = this.game.history?.present;
    const top = this.done.at(-1);
    return top && top.outcome.state === state ? top.key : undefined;
  }

  /** Rolls the step's dice (the player may type the table's roll instead). */
  roll(step: AfterCombatStep, random: () => number = Math.random): void {
    if (step.dice === null) return;
    const die = () => 1 + Math.floor(random() * 6);
    this.rolls[step.key] = step.dice === '2D6' ? die() + die() : die();
  }

  /** Applies the step with the player's dice; a refusal is the game's notice. */
  confirm(step: AfterCombatStep, choice: AfterCombatChoice): boolean {
    const state = this.game.state;
    if (!state || this.isDone(step)) return false;
    const applied = applyAfterCombatStep(state, step, choice, this.game.context);
    if (!applied.ok) {
      this.game.notice = `${applied.error.message} (${applied.error.rule})`;
      return false;
    }
    // Steps the game brought back (a reload, a file): the list holds them from here, done ones too.
    if (!this.#kept(this.#base)) {
      this.#listed = this.waiting;
      this.#base = state;
      this.#confirmed = [];
    }
    this.game.commit(applied.value.state);
    this.#confirmed = [
      ...this.#confirmed.filter((c) => c.key !== step.key),
      { key: step.key, outcome: applied.value },
    ];
    this.game.notice = '';
    // Confirmed after a "by hand" and its undo: the list is followed again.
    this.#closed = false;
    return true;
  }

  /** Takes back the step confirmed last, through the game's history. */
  undo(step: AfterCombatStep): void {
    if (this.last === step.key) this.game.undo();
  }

  /** The players follow what is left by hand: the steps stop waiting, in one undoable change. */
  leave(): void {
    const state = this.game.state;
    if (state && this.waiting.length > 0) this.game.commit(dropSteps(state));
    this.#closed = true;
  }

  /** Closes a list with nothing left waiting. */
  close(): void {
    if (this.waiting.length === 0) this.#closed = true;
  }
}
